// Staff sign-in by the shared password, sign-out and the session probe the staff pages start with:
//   POST /api/admin/login { password } -> 200 + __Host-admin cookie | 400 | 401 | 403 (ended) | 429 | 503
//   POST /api/admin/logout             -> 200, cookie cleared, the session ended in the store (idempotent)
//   GET  /api/admin/session            -> 200 SessionAnswer (who, their role's permissions, factors)
// The shared password (ADMIN_PASSWORD_HASH) signs in to one account only, the first admin (made at its first
// use), until an admin ends it (POST /api/admin/accounts/password/end); everyone else signs in with a
// passkey, an authenticator app or a recovery code (./factors). Sign-in and sign-out refuse a cross-site
// Origin (403). Staff words are English (src/i18n/admin).

import { adminText } from '../../i18n/admin';
import { PASSWORD_MAX_LENGTH } from '../../lib/staff';
import type { SessionAnswer } from '../../lib/staff-api';
import { ROLE_PERMISSIONS } from '../../lib/staff-roles';
import { DomainError, StoreUnavailableError } from '../errors';
import type { RouteHandler, Scope } from '../http/endpoint';
import { clientIp, readJsonObject } from '../http/request';
import { errorResponse, json, RETRY_AFTER_OUTAGE } from '../http/response';
import { errorSummary, log } from '../log';
import { deliverAfterResponse } from '../notify/sender';
import { relyingPartyOf } from '../services/staff/sign-in/ceremonies';
import {
  endSession,
  factorsOf,
  isFresh,
  passwordSignInOpen,
  startSession,
  STEP_UP_MS,
} from '../services/staff/sign-in/sessions';
import { passwordSignIn, type SignInAct } from '../services/staff/sign-in/sign-in';
import type { Account, SignInMethod } from '../store/port';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../store/port';
import { authOf, forgetSigned, requireSameSite, signedIn } from './guard';
import { clearedSessionCookie, deviceCookie, sessionCookie, sessionToken, trustedDevice } from './cookies';
import { firstAdminEmailOf } from '../config/keys';

/** What a sign-in attempt runs with, read from the request: where it comes from, which browser, this site. */
export async function signInAct(scope: Scope): Promise<SignInAct> {
  return {
    store: await scope.deps.store(),
    now: scope.deps.now(),
    asker: {
      ip: clientIp(scope.req, scope.context),
      device: trustedDevice(scope),
      clinicNetworks: scope.deps.config.env.STAFF_NETWORKS,
      endpoint: scope.endpoint,
    },
    rp: relyingPartyOf(scope.url),
    deliver: () => deliverAfterResponse(scope.deps),
  };
}

/** Begin a session for `account` and answer with its cookie (and `extra` in the body). */
export async function signInAnswer(
  scope: Scope,
  account: Account,
  method: SignInMethod,
  extra: Record<string, unknown> = {},
): Promise<Response> {
  const auth = await authOf(scope);
  if (!auth.enabled) throw DomainError.forbidden(adminText.api.loginDisabled);
  const store = await scope.deps.store();
  const token = await startSession(store, auth.key, account, method, scope.req.headers.get('user-agent'));
  forgetSigned(scope);
  log.info('admin_login', { endpoint: scope.endpoint, method });
  const answer = json({ success: true, ...extra }, 200, { 'set-cookie': sessionCookie(token) });
  // This browser keeps its own allowance of sign-in attempts for this account from now on.
  const trusted = method === 'invite' ? null : deviceCookie(scope, account.id);
  if (trusted) answer.headers.append('set-cookie', trusted);
  return answer;
}

/** The first admin's email on this deploy (503 when the deploy has no secret: sign-in is off then anyway). */
export function firstAdminEmail(scope: Scope): string {
  const email = firstAdminEmailOf(scope.deps.config);
  if (!email) throw DomainError.forbidden(adminText.api.loginDisabled);
  return email;
}

export const login: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const auth = await authOf(scope);
  if (!auth.enabled) return errorResponse(503, adminText.api.loginDisabled);
  // Malformed bodies and empty passwords are refused before anything is counted.
  const body = await readJsonObject(scope);
  const password = body.password;
  if (typeof password !== 'string' || password.length === 0 || password.length > PASSWORD_MAX_LENGTH) {
    return errorResponse(400, adminText.api.passwordRequired, { password: adminText.api.passwordRequired });
  }
  const act = await signInAct(scope);
  const account = await passwordSignIn(act, firstAdminEmailOf(scope.deps.config), password, auth.verify);
  if (!account) {
    log.warn('admin_login_failed', { endpoint: scope.endpoint });
    return errorResponse(401, adminText.api.wrongPassword);
  }
  return signInAnswer(scope, account, 'password');
};

export const logout: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const cleared = { 'set-cookie': clearedSessionCookie() };
  const token = sessionToken(scope.req);
  const auth = token ? await authOf(scope) : null;
  if (token && auth?.enabled) {
    try {
      await endSession(await scope.deps.store(), auth.key, token);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      // The cookie is cleared all the same; the answer says the session could not be ended.
      log.error('store_error', { endpoint: scope.endpoint, reason: errorSummary(error) });
      return errorResponse(503, adminText.api.signOutIncomplete, undefined, {
        ...cleared,
        'retry-after': RETRY_AFTER_OUTAGE,
      });
    }
    log.info('admin_logout', { endpoint: scope.endpoint });
  }
  return json({ success: true, message: adminText.api.signedOut }, 200, cleared);
};

export const sessionInfo: RouteHandler = async (scope) => {
  const auth = await authOf(scope);
  if (!auth.enabled) {
    return json({
      success: true,
      signedIn: false,
      loginEnabled: false,
      passwordSignIn: false,
      notice: adminText.api.loginDisabled,
    } satisfies SessionAnswer);
  }
  const store = await scope.deps.store();
  const [signed, passwordSignIn] = await Promise.all([signedIn(scope), passwordSignInOpen(store)]);
  const dev = auth.devPasswordFile ? { devPasswordFile: auth.devPasswordFile } : {};
  if (!signed) return json({ success: true, signedIn: false, loginEnabled: true, passwordSignIn, ...dev });
  const { session, account } = signed;
  const now = scope.deps.now();
  const expiresMs = Math.min(
    Date.parse(session.createdAt) + SESSION_ABSOLUTE_MS,
    Date.parse(session.lastSeenAt) + SESSION_IDLE_MS,
  );
  return json({
    success: true,
    signedIn: true,
    loginEnabled: true,
    passwordSignIn,
    ...dev,
    expiresAt: new Date(expiresMs).toISOString(),
    account: { id: account.id, name: account.name, email: account.email, role: account.role },
    permissions: session.method === 'invite' ? [] : [...ROLE_PERMISSIONS[account.role]],
    method: session.method,
    factors: await factorsOf(store, account.id),
    ...(isFresh(session, now)
      ? { steppedUpUntil: new Date(Date.parse(session.verifiedAt) + STEP_UP_MS).toISOString() }
      : {}),
  } satisfies SessionAnswer);
};
