// The staff-session check every admin endpoint runs (through requireAdmin in ../http), the cross-site
// refusal of state-changing admin calls, and the sign-in rate limit.

import { createHash } from 'node:crypto';
import { fill, adminText } from '../../i18n/admin';
import { t } from '../../lib/messages';
import { HttpError } from '../errors';
import { checkOrigin, clientIp, type Scope } from '../http';
import { log } from '../log';
import { adminAuth } from './config';
import { sessionToken, verifySession, type Session } from './session';

/** The signed-in staff session of this request, or null. Store trouble (revocation check) throws: 503. */
export async function currentSession(scope: Scope): Promise<Session | null> {
  const token = sessionToken(scope.req);
  if (!token) return null;
  const auth = await adminAuth(scope.deps, scope.context?.deploy?.context);
  if (!auth.enabled) return null;
  const session = await verifySession(token, auth.key, scope.deps.now());
  if (!session) return null;
  const store = await scope.deps.store();
  if (await store.isSessionRevoked(session.jti)) return null;
  return session;
}

/** 401 unless a staff session is signed in. */
export async function requireStaff(scope: Scope): Promise<Session> {
  const session = await currentSession(scope);
  if (!session) throw new HttpError(401, t('http.signInRequired'));
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
    throw new HttpError(403, t('http.badOrigin'));
  }
  checkOrigin(scope);
}

/** Sign-in attempts (right or wrong) per IP, and over all IPs, in one fixed window. */
export const LOGIN_LIMITS = { perIp: 10, overall: 100, windowMs: 10 * 60_000 } as const;

/**
 * Count this sign-in attempt; 429 with Retry-After past either limit. Always on (RATE_LIMIT_PER_MINUTE
 * does not turn it off) and fails CLOSED: a store that cannot count throws, which answers 503.
 */
export async function hitLoginLimit(scope: Scope): Promise<void> {
  const nowMs = scope.deps.now().getTime();
  const { windowMs } = LOGIN_LIMITS;
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  const store = await scope.deps.store();
  const ipHash = createHash('sha256').update(clientIp(scope.req, scope.context)).digest('hex').slice(0, 24);
  const refuse = (scopeName: string) => {
    const seconds = Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000));
    log.warn('rate_limited', { endpoint: scope.endpoint, bucket: `admin-login:${scopeName}` });
    return new HttpError(429, fill(adminText.api.rateLimited, { seconds }), undefined, {
      'retry-after': String(seconds),
    });
  };
  if ((await store.hitRateLimit(`admin-login:ip:${ipHash}`, windowStart, windowMs)) > LOGIN_LIMITS.perIp) {
    throw refuse('ip');
  }
  if ((await store.hitRateLimit('admin-login:all', windowStart, windowMs)) > LOGIN_LIMITS.overall) {
    throw refuse('all');
  }
}
