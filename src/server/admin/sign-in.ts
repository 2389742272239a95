// Staff sign-in, sign-out and the session probe the /admin page starts with:
//   POST /api/admin/login { password } -> 200 + __Host-admin cookie | 400 | 401 | 429 | 503 (disabled / store down)
//   POST /api/admin/logout             -> 200, cookie cleared, session revoked (idempotent)
//   GET  /api/admin/session            -> 200 { signedIn, loginEnabled, notice?, expiresAt?, devPasswordFile? }
// Sign-in and sign-out refuse a cross-site Origin (403). Staff words are English (src/i18n/admin).

import { fill, adminText } from '../../i18n/admin';
import { StoreUnavailableError } from '../errors';
import type { RouteHandler, Scope } from '../http/endpoint';

/** Longer than any password a person types; longer bodies are refused before hashing. */
import { clientKey, secondsLeft, tooMany } from '../http/rate-limit';
import { readJsonObject } from '../http/request';
import { errorResponse, json, RETRY_AFTER_OUTAGE } from '../http/response';
import { PASSWORD_MAX_LENGTH } from '../../lib/staff';
import { errorSummary, log } from '../log';
import { authOf, currentSession, requireSameSite } from './guard';
import { clearedSessionCookie, issueSession, sessionCookie, sessionToken, verifySession } from './session';
import type { SessionAnswer } from '../../lib/staff-api';

/**
 * Wrong passwords counted per client network (an IPv4 address or an IPv6 /64) and over all networks, in
 * one fixed window. Past `perNetwork` a network is refused (429) until the window ends. The overall count
 * never refuses (that would let anyone lock the staff out): past `slowAfter` each attempt waits a little
 * longer, `stepMs` more per extra wrong password, at most `maxDelayMs`.
 */
export const LOGIN_LIMITS = {
  perNetwork: 10,
  slowAfter: 50,
  stepMs: 100,
  maxDelayMs: 3_000,
  windowMs: 10 * 60_000,
} as const;

/** How long the `n`th attempt counted over all networks in a window waits (wrong ones stay counted). */
export function loginDelayMs(n: number): number {
  const { slowAfter, stepMs, maxDelayMs } = LOGIN_LIMITS;
  return n <= slowAfter ? 0 : Math.min(maxDelayMs, (n - slowAfter) * stepMs);
}

/**
 * Count this attempt before checking it (so parallel guesses from one network are all counted), wait as the
 * overall count says, and give the count back when the password is right: only wrong passwords stay
 * counted. Always on (RATE_LIMIT_PER_MINUTE does not turn it off) and fails CLOSED: a store that cannot
 * count throws, which answers 503.
 */
async function checkedPassword(scope: Scope, verify: () => Promise<boolean>): Promise<boolean> {
  const { windowMs } = LOGIN_LIMITS;
  const store = await scope.deps.store();
  const nowMs = scope.deps.now().getTime();
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  const networkKey = `admin-login:net:${clientKey(scope)}`;
  const overallKey = 'admin-login:all';
  const [network, overall] = await Promise.all([
    store.limits.hit(networkKey, windowStart, windowMs),
    store.limits.hit(overallKey, windowStart, windowMs),
  ]);
  if (network > LOGIN_LIMITS.perNetwork) {
    await store.limits.hit(overallKey, windowStart, windowMs, -1);
    const seconds = secondsLeft(windowStart, windowMs, nowMs);
    log.warn('rate_limited', { endpoint: scope.endpoint, bucket: 'admin-login:net' });
    throw tooMany(fill(adminText.api.rateLimited, { seconds }), seconds);
  }
  const delay = loginDelayMs(overall);
  if (delay > 0) {
    log.warn('admin_login_slowed', { endpoint: scope.endpoint, delayMs: String(delay) });
    await scope.deps.sleep(delay);
  }
  if (!(await verify())) return false;
  await Promise.all([
    store.limits.hit(networkKey, windowStart, windowMs, -1),
    store.limits.hit(overallKey, windowStart, windowMs, -1),
  ]);
  return true;
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
  if (!(await checkedPassword(scope, () => auth.verify(password)))) {
    log.warn('admin_login_failed', { endpoint: scope.endpoint });
    return errorResponse(401, adminText.api.wrongPassword);
  }
  const { token } = await issueSession(auth.key, auth.context, scope.deps.now());
  log.info('admin_login', { endpoint: scope.endpoint, mode: auth.mode });
  return json({ success: true }, 200, { 'set-cookie': sessionCookie(token) });
};

export const logout: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const cleared = { 'set-cookie': clearedSessionCookie() };
  const token = sessionToken(scope.req);
  const auth = token ? await authOf(scope) : null;
  const session = token && auth?.enabled ? await verifySession(token, auth.key, auth.context, scope.deps.now()) : null;
  if (session) {
    try {
      const store = await scope.deps.store();
      await store.sessions.revoke(session.jti, session.exp * 1000);
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
    return json({
      success: true,
      signedIn: false,
      loginEnabled: false,
      notice: adminText.api.loginDisabled,
    } satisfies SessionAnswer);
  }
  const session = await currentSession(scope);
  return json({
    success: true,
    signedIn: session !== null,
    loginEnabled: true,
    ...(session ? { expiresAt: new Date(session.exp * 1000).toISOString() } : {}),
    ...(auth.devPasswordFile ? { devPasswordFile: auth.devPasswordFile } : {}),
  } satisfies SessionAnswer);
};
