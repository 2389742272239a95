// The dashboard's calls to /api/admin/*: relative URLs, the session cookie rides along (same origin),
// and every call resolves (never throws).

import type { StoredRecord, SubmissionKind } from '../../lib/records';

export type AdminResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string; retryAfterSeconds?: number };

export interface SessionInfo {
  signedIn: boolean;
  loginEnabled: boolean;
  notice?: string;
  devPasswordFile?: string;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<AdminResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
  } catch {
    return { ok: false, status: 0, error: '' };
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy's error page)
  }
  if (res.ok) return { ok: true, data: body as T };
  const retry = Number(res.headers.get('retry-after'));
  const error = (body as { error?: unknown } | null)?.error;
  return {
    ok: false,
    status: res.status,
    error: typeof error === 'string' ? error : '',
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfterSeconds: retry } : {}),
  };
}

export const adminApi = {
  session: () => call<SessionInfo>('/api/admin/session'),
  login: (password: string) =>
    call<{ success: true }>('/api/admin/login', { method: 'POST', body: JSON.stringify({ password }) }),
  logout: () => call<{ success: true }>('/api/admin/logout', { method: 'POST' }),
  list: <K extends SubmissionKind>(kind: K) => call<{ success: true; data: StoredRecord<K>[] }>(`/api/admin/${kind}`),
  remove: (kind: SubmissionKind, id: string) =>
    call<{ success: true }>(`/api/admin/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** A booking group's bookings, or a phone number's from today on. */
  related: (query: { group: string } | { phone: string }) =>
    call<{ success: true; data: StoredRecord<'bookings'>[] }>(
      `/api/admin/bookings/related?${new URLSearchParams(query).toString()}`,
    ),
  removeBookings: (ids: string[]) =>
    call<{ success: true; removed: number }>('/api/admin/bookings/remove', {
      method: 'POST',
      body: JSON.stringify({ ids }),
    }),
};
