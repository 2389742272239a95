// THE place admin endpoints check the staff session (a valid, unexpired, unrevoked session cookie, else
// 401 and no data leaves the server; a store outage during the check is a 503), and the cross-site
// refusal of state-changing admin calls.

import { HttpError } from '../errors';
import type { StaffAct } from '../services/staff/act';
import type { Scope } from '../http/endpoint';
import { checkOrigin } from '../http/request';
import { log } from '../log';
import { adminAuth, type AdminAuth } from './config';
import { sessionToken, verifySession, type Session } from './session';

/** Is sign-in possible on this deploy, and with which key (see ./config). */
export function authOf(scope: Scope): Promise<AdminAuth> {
  return adminAuth(scope.deps);
}

/** The signed-in staff session of this request, or null. Store trouble (revocation check) throws: 503. */
export async function currentSession(scope: Scope): Promise<Session | null> {
  const token = sessionToken(scope.req);
  if (!token) return null;
  const auth = await authOf(scope);
  if (!auth.enabled) return null;
  const session = await verifySession(token, auth.key, auth.context, scope.deps.now());
  if (!session) return null;
  const store = await scope.deps.store();
  if (await store.sessions.isRevoked(session.jti)) return null;
  return session;
}

/** 401 unless a staff session is signed in. */
export async function requireStaff(scope: Scope): Promise<Session> {
  const session = await currentSession(scope);
  if (!session) throw new HttpError(401, scope.t('http.signInRequired'));
  return session;
}

/**
 * State-changing admin calls (sign-in, sign-out, delete) come from our own pages only: a cross-site
 * Origin or a browser's `Sec-Fetch-Site: cross-site` is refused with 403 (on top of SameSite=Strict).
 */
export function requireSameSite(scope: Scope): void {
  const site = scope.req.headers.get('sec-fetch-site');
  if (site === 'cross-site') {
    log.warn('origin_refused', { endpoint: scope.endpoint });
    throw new HttpError(403, scope.t('http.badOrigin'));
  }
  checkOrigin(scope);
}

/** The signed-in staff member's act (store, moment, who) for a read: 401 without a session. */
export async function staffRead(scope: Scope): Promise<StaffAct> {
  const session = await requireStaff(scope);
  return { store: await scope.deps.store(), now: scope.deps.now(), actor: session.jti };
}

/** The same for a change: also refused when cross-site (403). */
export async function staffChange(scope: Scope): Promise<StaffAct> {
  requireSameSite(scope);
  return staffRead(scope);
}
