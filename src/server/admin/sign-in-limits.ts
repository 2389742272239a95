// Wrong sign-ins (issue #27): every attempt (a password, a passkey, a TOTP or recovery code, a step-up) is
// counted before it is checked, so parallel guesses are all counted; a right one takes its counts back, so
// only wrong ones stay. Three fixed windows, each a hard ceiling (429 with Retry-After past it):
//   per network   an IPv4 address, an IPv6 /48 (a free tunnel hands out a /48: 65,536 /64s)
//   per account   the account named (by email) or proving a step-up, so one person's codes are not guessed
//                 from many networks
//   overall       every network together: a guesser with many networks is stopped too.
// The clinic's own networks (STAFF_NETWORKS) are let through past every ceiling, so staff at the clinic can
// still sign in while someone outside is refused. Always on (RATE_LIMIT_PER_MINUTE does not turn it off)
// and fails CLOSED: a store that cannot count throws, which answers 503.

import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { adminText, fill } from '../../i18n/admin';
import { DomainError } from '../errors';
import type { Scope } from '../http/endpoint';
import { secondsLeft } from '../http/rate-limit';
import { clientIp } from '../http/request';
import { log } from '../log';
import { emailKey } from '../store/staff-shared';

export const SIGN_IN_LIMITS = {
  perNetwork: 10,
  perAccount: 10,
  overall: 100,
  windowMs: 15 * 60_000,
} as const;

/** The network sign-in counts: an IPv4 address, an IPv6 address's /48; 'unknown' when unreadable. */
export function signInNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3).map((p) => p.toString(16));
  return `${parts.join(':')}::/48`;
}

/** Is `ip` inside one of the clinic's networks (STAFF_NETWORKS)? */
export function isClinicNetwork(ip: string, ranges: readonly string[]): boolean {
  if (!ipaddr.isValid(ip) || ranges.length === 0) return false;
  const address = ipaddr.process(ip);
  return ranges.some((range) => {
    const [base, bits] = ipaddr.parseCIDR(range);
    return address.kind() === base.kind() && address.match([base, bits] as [typeof address, number]);
  });
}

const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** The account key an attempt counts under: an email (as typed, without case) or an account id. */
export const accountKey = (who: { email: string } | { id: string }): string =>
  'email' in who ? `email:${hashed(emailKey(who.email))}` : `id:${who.id}`;

/**
 * Run `check` as one sign-in attempt, counted as above (`account`: an accountKey(), when the attempt names
 * one). A refusal it throws stays counted; a success takes the counts back. 429 (limited) past a ceiling.
 */
export async function countedAttempt<T>(scope: Scope, account: string | null, check: () => Promise<T>): Promise<T> {
  const ip = clientIp(scope.req, scope.context);
  if (isClinicNetwork(ip, scope.deps.config.env.STAFF_NETWORKS)) return check();
  const { windowMs } = SIGN_IN_LIMITS;
  const store = await scope.deps.store();
  const nowMs = scope.deps.now().getTime();
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  const windows = [
    { key: `staff-sign-in:net:${hashed(signInNetwork(ip))}`, limit: SIGN_IN_LIMITS.perNetwork },
    { key: 'staff-sign-in:all', limit: SIGN_IN_LIMITS.overall },
    ...(account ? [{ key: `staff-sign-in:account:${account}`, limit: SIGN_IN_LIMITS.perAccount }] : []),
  ];
  const counts = await Promise.all(windows.map((w) => store.limits.hit(w.key, windowStart, windowMs)));
  const full = windows.findIndex((w, i) => counts[i]! > w.limit);
  if (full !== -1) {
    const seconds = secondsLeft(windowStart, windowMs, nowMs);
    log.warn('rate_limited', { endpoint: scope.endpoint, bucket: windows[full]!.key.split(':')[1] ?? '' });
    throw DomainError.limited(fill(adminText.api.rateLimited, { seconds }), seconds);
  }
  const result = await check();
  await Promise.all(windows.map((w) => store.limits.hit(w.key, windowStart, windowMs, -1)));
  return result;
}
