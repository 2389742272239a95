// Staff sign-in, sign-out and the session probe the /admin page starts with:
//   POST /api/admin/login { password } -> 200 + __Host-admin cookie | 400 | 401 | 429 | 503 (disabled / store down)
//   POST /api/admin/logout             -> 200, cookie cleared, session revoked (idempotent)
//   GET  /api/admin/session            -> 200 { signedIn, loginEnabled, notice?, expiresAt?, devPasswordFile? }
// Sign-in and sign-out refuse a cross-site Origin (403). Staff words are English (src/i18n/admin).

import { fill, adminText } from '../../i18n/admin';
import { StoreUnavailableError } from '../errors';
import type { RouteHandler, Scope } from '../http/endpoint';
import { clientKey, hitWindow } from '../http/rate-limit';
import { readJsonObject } from '../http/request';
import { errorResponse, json, RETRY_AFTER_OUTAGE } from '../http/response';
import { errorSummary, log } from '../log';
import { authOf, currentSession, requireSameSite } from './guard';
import { clearedSessionCookie, issueSession, sessionCookie, sessionToken, verifySession } from './session';

/** Sign-in attempts (right or wrong) per IP, and over all IPs, in one fixed window. */
export const LOGIN_LIMITS = { perIp: 10, overall: 100, windowMs: 10 * 60_000 } as const;

/**
 * Count this sign-in attempt; 429 with Retry-After past either limit. Always on (RATE_LIMIT_PER_MINUTE
 * does not turn it off) and fails CLOSED: a store that cannot count throws, which answers 503. The
 * overall limit slows a spread-out guessing run without an address's own limit locking staff out.
 */
async function hitLoginLimit(scope: Scope): Promise<void> {
  const { windowMs } = LOGIN_LIMITS;
  const message = (seconds: number) => fill(adminText.api.rateLimited, { seconds });
  const perIp = { key: `admin-login:ip:${clientKey(scope)}`, limit: LOGIN_LIMITS.perIp, windowMs };
  await hitWindow(scope, perIp, message, { bucket: 'admin-login:ip' });
  const overall = { key: 'admin-login:all', limit: LOGIN_LIMITS.overall, windowMs };
  await hitWindow(scope, overall, message, { bucket: 'admin-login:all' });
}

export const login: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const auth = await authOf(scope);
  if (!auth.enabled) return errorResponse(503, adminText.api.loginDisabled);
  const body = await readJsonObject(scope);
  await hitLoginLimit(scope);
  const password = body.password;
  if (typeof password !== 'string' || password.length === 0) {
    return errorResponse(400, adminText.api.passwordRequired, { password: adminText.api.passwordRequired });
  }
  if (!(await auth.verify(password))) {
    log.warn('admin_login_failed', { endpoint: scope.endpoint });
    return errorResponse(401, adminText.api.wrongPassword);
  }
  const { token } = await issueSession(auth.key, scope.deps.now());
  log.info('admin_login', { endpoint: scope.endpoint, mode: auth.mode });
  return json({ success: true }, 200, { 'set-cookie': sessionCookie(token) });
};

export const logout: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const cleared = { 'set-cookie': clearedSessionCookie() };
  const token = sessionToken(scope.req);
  const auth = token ? await authOf(scope) : null;
  const session = token && auth?.enabled ? await verifySession(token, auth.key, scope.deps.now()) : null;
  if (session) {
    try {
      const store = await scope.deps.store();
      await store.revokeSession(session.jti, session.exp * 1000);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      // The cookie is cleared all the same; the answer says the session could not be revoked.
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
    return json({ success: true, signedIn: false, loginEnabled: false, notice: adminText.api.loginDisabled });
  }
  const session = await currentSession(scope);
  return json({
    success: true,
    signedIn: session !== null,
    loginEnabled: true,
    ...(session ? { expiresAt: new Date(session.exp * 1000).toISOString() } : {}),
    ...(auth.devPasswordFile ? { devPasswordFile: auth.devPasswordFile } : {}),
  });
};
