// The staff pages' one client for /api/admin/*: relative URLs, the session cookie rides along (same origin),
// and every call resolves (never throws). A 401 is handled here, once for every page: the page's SessionGate
// shows the sign-in form (./session.ts) and the call is sent again after the person signs in, so no
// component has a branch for it.

import type { Closure, ClosureRule } from '../../lib/closures';
import type { StoredRecord, SubmissionKind, VisitStatus } from '../../lib/records';
import type {
  AuditLine,
  ClosureAdded,
  DataAnswer,
  Done,
  Erased,
  OutboxState,
  PanShown,
  PersonQuery,
  PersonRecords,
  RecordPage,
  Removed,
  ScheduleAnswer,
  SessionAnswer,
  VisitMarked,
} from '../../lib/staff-api';
import { sessionEnded, sessionResumed, stepUpNeeded } from './session';

export type {
  AuditLine,
  OutboxState,
  PersonQuery,
  PersonRecords,
  RecordPage,
  ScheduleSlot,
  TroubledMessage as TroubledLine,
} from '../../lib/staff-api';

export type AdminResult<T> =
  { ok: true; data: T } | { ok: false; status: number; error: string; retryAfterSeconds?: number; stepUp?: boolean };

/** The session as the server sees it. */
export type SessionInfo = Omit<SessionAnswer, 'success'>;

/** Which page of a list: after `cursor` (null/absent: the newest), only records matching `q`. */
export interface PageQuery {
  cursor?: string | null;
  q?: string;
}

/** A page's request body: what staff typed goes in a POST's body, never in a URL (logs, history, Referer). */
const pageBody = ({ cursor, q }: PageQuery): RequestInit =>
  postJson({ ...(cursor ? { cursor } : {}), ...(q ? { q } : {}) });

/** One request and its answer, as a result. */
async function send<T>(path: string, init: RequestInit): Promise<AdminResult<T>> {
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
  const { error, stepUp } = (body ?? {}) as { error?: unknown; stepUp?: unknown };
  return {
    ok: false,
    status: res.status,
    error: typeof error === 'string' ? error : '',
    ...(Number.isFinite(retry) && retry > 0 ? { retryAfterSeconds: retry } : {}),
    ...(stepUp === true ? { stepUp: true } : {}),
  };
}

/**
 * A call that needs the session: a 401 waits for the person to sign in again, a 403 asking for a step-up
 * waits for them to confirm it is them; then the call goes again.
 */
export async function call<T>(path: string, init: RequestInit = {}): Promise<AdminResult<T>> {
  for (;;) {
    const res = await send<T>(path, init);
    if (!res.ok && res.stepUp) {
      if (await stepUpNeeded()) continue;
      return res;
    }
    const signedIn = !res.ok && res.status === 401 ? sessionEnded() : null;
    if (!signedIn) return res;
    await signedIn;
  }
}

/** A POST with a JSON body (none: `{}`). */
export const postJson = (body: unknown = {}): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

/** A call without the session's waits (sign-in itself, the invite page): its answer as it is. */
export const sendJson = <T>(path: string, body?: unknown) => send<T>(path, body === undefined ? {} : postJson(body));

export const adminApi = {
  session: () => send<SessionAnswer>('/api/admin/session', {}),
  /** Sign in; once signed in, the calls that waited for it go again. A 401 here is a wrong password. */
  login: async (password: string) => {
    const res = await send<Done>('/api/admin/login', {
      method: 'POST',
      body: JSON.stringify({ password }),
    });
    if (res.ok) sessionResumed();
    return res;
  },
  /**
   * Sign out: true when this device is signed out, which a 401 (already) and a 503 (the cookie is cleared,
   * the server could not record the revocation) are too.
   */
  logout: async () => {
    const res = await send<Done>('/api/admin/logout', { method: 'POST' });
    return res.ok || res.status === 401 || res.status === 503;
  },
  /** One page of a kind, newest first, PANs masked: after `cursor` (an earlier page's `next`), matching `q` (a POST). */
  list: <K extends SubmissionKind>(kind: K, page: PageQuery = {}) =>
    call<RecordPage<K>>(`/api/admin/${kind}`, pageBody(page)),
  remove: (kind: SubmissionKind, id: string) =>
    call<Done>(`/api/admin/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** One donation's full PAN (the server writes it in the audit log). */
  showPan: (id: string) => call<PanShown>(`/api/admin/donations/${encodeURIComponent(id)}/pan`, { method: 'POST' }),
  /** One page of the CSV export of a kind, full PANs included (each page audited). */
  exportPage: <K extends SubmissionKind>(kind: K, page: PageQuery = {}) =>
    call<RecordPage<K>>(`/api/admin/export/${kind}`, pageBody(page)),
  /**
   * Find a person: their records of every kind (PANs masked); `query` is a phone number or an email, sent
   * in the body (never in a URL, which logs, history and Referer keep).
   */
  findPerson: (query: PersonQuery) =>
    call<DataAnswer<PersonRecords>>('/api/admin/person', { method: 'POST', body: JSON.stringify(query) }),
  /** The person's own copy: the same records, full. */
  exportPerson: (query: PersonQuery) =>
    call<DataAnswer<PersonRecords>>('/api/admin/person/export', {
      method: 'POST',
      body: JSON.stringify(query),
    }),
  /** `person`: the phone or email the records were found by (the processing log names them, hashed). */
  erasePerson: (ids: Partial<Record<SubmissionKind, string[]>>, person?: PersonQuery) =>
    call<Erased>('/api/admin/person/erase', {
      method: 'POST',
      body: JSON.stringify({ ids, ...(person ? { person } : {}) }),
    }),
  auditLog: (beforeMs?: number) =>
    call<DataAnswer<AuditLine[]>>(`/api/admin/audit${beforeMs ? `?before=${beforeMs}` : ''}`),
  /** A booking group's bookings, or a phone number's from today on (in the body: no phone in a URL). */
  related: (query: { group: string } | { phone: string }) =>
    call<DataAnswer<StoredRecord<'bookings'>[]>>('/api/admin/bookings/related', {
      method: 'POST',
      body: JSON.stringify(query),
    }),
  /** Messages waiting or given up (src/server/admin/outbox.ts). */
  outbox: () => call<DataAnswer<OutboxState>>('/api/admin/outbox'),
  retryMessage: (id: string) => call<Done>('/api/admin/outbox/retry', { method: 'POST', body: JSON.stringify({ id }) }),
  /** A failed phone message sent again ('<channel>:<provider id>'). */
  resendDelivery: (delivery: string) =>
    call<Done>('/api/admin/outbox/retry', { method: 'POST', body: JSON.stringify({ delivery }) }),
  /** The day's schedule: every slot in order, who holds it, what is closed. */
  schedule: (date: string) => call<ScheduleAnswer>(`/api/admin/schedule?date=${encodeURIComponent(date)}`),
  markVisit: (id: string, status: VisitStatus) =>
    call<VisitMarked>(`/api/admin/bookings/${encodeURIComponent(id)}/status`, {
      method: 'POST',
      body: JSON.stringify({ status }),
    }),
  /** Confirm a held booking, or release it (its slot is free). */
  settleHeld: (id: string, decision: 'confirm' | 'release') =>
    call<VisitMarked>(`/api/admin/bookings/${encodeURIComponent(id)}/held`, {
      method: 'POST',
      body: JSON.stringify({ decision }),
    }),
  closures: () => call<DataAnswer<Closure[]>>('/api/admin/closures'),
  addClosure: (rule: Partial<ClosureRule>) =>
    call<ClosureAdded>('/api/admin/closures', {
      method: 'POST',
      body: JSON.stringify(rule),
    }),
  removeClosure: (id: string) => call<Done>(`/api/admin/closures/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  removeBookings: (ids: string[]) =>
    call<Removed>('/api/admin/bookings/remove', {
      method: 'POST',
      body: JSON.stringify({ ids }),
    }),
};
