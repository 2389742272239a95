// THE place admin endpoints check who is asking (issue #27): the session cookie names a live staff session in
// the store (else 401 and no data leaves the server; a store outage during the check is a 503) of an active
// account; every route's need (./permissions) is checked against the account's role before its handler runs
// (403 otherwise), and a change that needs a step-up is refused (403, `stepUp: true`) unless a passkey or
// TOTP was proven in this session within the last 5 minutes. State-changing calls from another site are 403.

import { adminText } from '../../i18n/admin';
import { may, type Permission } from '../../lib/staff-roles';
import { DomainError, HttpError } from '../errors';
import type { Method, RouteTable, Scope } from '../http/endpoint';
import { checkOrigin } from '../http/request';
import { log } from '../log';
import type { StaffAct } from '../services/staff/act';
import type { Account, StaffSession } from '../store/port';
import { adminAuth, type AdminAuth } from './config';
import { needOf, needsStepUp, STEP_UP_MS } from './permissions';
import { sessionIdOf, sessionToken } from './session';

/** A signed-in person: their live session and their (active) account. */
export interface Signed {
  session: StaffSession;
  account: Account;
}

/** Is sign-in possible on this deploy (see ./config). */
export function authOf(scope: Scope): Promise<AdminAuth> {
  return adminAuth(scope.deps);
}

const seen = new WeakMap<Request, Promise<Signed | null>>();

async function lookUp(scope: Scope): Promise<Signed | null> {
  const token = sessionToken(scope.req);
  if (!token) return null;
  const auth = await authOf(scope);
  if (!auth.enabled) return null;
  const store = await scope.deps.store();
  const session = await store.staffSessions.use(sessionIdOf(token, auth.key));
  if (!session) return null;
  const account = await store.accounts.get(session.accountId);
  if (!account || account.status !== 'active') {
    await store.staffSessions.revokeAll(session.accountId);
    return null;
  }
  return { session, account };
}

/** The signed-in person of this request (looked up once per request), or null. Store trouble throws: 503. */
export function signedIn(scope: Scope): Promise<Signed | null> {
  let found = seen.get(scope.req);
  if (!found) seen.set(scope.req, (found = lookUp(scope)));
  return found;
}

/** Forget what this request's lookup found (after a sign-in or step-up changed the session). */
export function forgetSigned(scope: Scope): void {
  seen.delete(scope.req);
}

/** 401 unless someone is signed in. */
export async function requireStaff(scope: Scope): Promise<Signed> {
  const signed = await signedIn(scope);
  if (!signed) throw new HttpError(401, scope.t('http.signInRequired'));
  return signed;
}

/** Was a factor proven in this session within the last 5 minutes? */
export const isFresh = (session: StaffSession, now: Date): boolean =>
  now.getTime() - Date.parse(session.verifiedAt) < STEP_UP_MS;

/** 403 with `stepUp: true` unless the session proved a factor within the last 5 minutes. */
export function requireFresh(signed: Signed, now: Date): void {
  if (!isFresh(signed.session, now)) throw DomainError.stepUp(adminText.signIn.stepUpNeeded);
}

/**
 * Check a call against the permission table before its handler: 'anyone' passes; otherwise 401 without a
 * session; a session begun by an invite may only reach 'self' routes (adding a factor); a permission the role
 * lacks is 403 (a `:kind` that is no kind: 404); a step-up route wants a fresh factor.
 */
export async function authorize(scope: Scope, route: string, method: Method): Promise<void> {
  const need = needOf(route, method, scope.params);
  if (need === 'anyone') return;
  const signed = await requireStaff(scope);
  if (need === 'self') return;
  if (signed.session.method === 'invite') throw DomainError.forbidden(adminText.signIn.enrolFirst);
  // The route matched, so only a `:kind` that names no kind is unknown here: nothing is there (404).
  if (need === null) throw DomainError.notFound(adminText.api.notFound);
  if (!may(signed.account.role, need)) {
    log.warn('staff_forbidden', { endpoint: scope.endpoint, role: signed.account.role });
    throw DomainError.forbidden(adminText.signIn.notYourRole);
  }
  if (needsStepUp(need, method, route)) requireFresh(signed, scope.deps.now());
}

/** For a path outside the admin function (the legacy list paths): 401 / 403 unless the role has `need`. */
export async function requirePermission(scope: Scope, need: Permission): Promise<Signed> {
  const signed = await requireStaff(scope);
  if (signed.session.method === 'invite') throw DomainError.forbidden(adminText.signIn.enrolFirst);
  if (!may(signed.account.role, need)) throw DomainError.forbidden(adminText.signIn.notYourRole);
  return signed;
}

/** The route table with every handler behind authorize(). */
export function guardRoutes(routes: RouteTable): RouteTable {
  return Object.fromEntries(
    Object.entries(routes).map(([route, handlers]) => [
      route,
      Object.fromEntries(
        Object.entries(handlers).map(([method, handler]) => [
          method,
          async (scope: Scope) => {
            await authorize(scope, route, method as Method);
            return handler(scope);
          },
        ]),
      ),
    ]),
  );
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

/** The signed-in person's act (store, moment, who) for a read: 401 without a session. */
export async function staffRead(scope: Scope): Promise<StaffAct> {
  const { session, account } = await requireStaff(scope);
  return {
    store: await scope.deps.store(),
    now: scope.deps.now(),
    actor: account.id,
    actorName: account.name,
    session: session.id,
  };
}

/** The same for a change: also refused when cross-site (403). */
export async function staffChange(scope: Scope): Promise<StaffAct> {
  requireSameSite(scope);
  return staffRead(scope);
}
