// Wrong sign-ins: limits a stranger cannot turn against staff. An attempt is counted only once the request
// passed the cheap checks (its shape, its Origin: the handlers check those first), and counted before it is
// checked, so parallel guesses are all counted; a right one takes its counts back, so only wrong ones stay.
// Fixed 15-minute windows, each a hard ceiling (429 with Retry-After past it), counted one after another: an
// attempt refused by one window counts in that window only, never in those after it (nor stays in those
// before it), so a network that is refused spends nobody else's allowance.
//
//   what is tried                     counted in
//   a passkey (cannot be guessed)     its network only: bogus attempts from a network refuse that network
//   a password, a TOTP code with its  a browser that signed in to that account before (./device): its own
//   password, a recovery code         allowance only. Any other browser: its network (an IPv4 address, an
//                                     IPv6 /48), then the account named (by email), then all networks
//                                     together: a guesser with many networks is stopped too, and the owner
//                                     still signs in from a browser they used before.
//   a step-up (signed in already)     the account only: a stranger has no session to spend it with
//   passkey sign-in options           its network's own window (each keeps a ceremony in the store)
//
// The clinic's own networks (STAFF_NETWORKS) are let through past every ceiling. Always on
// (RATE_LIMIT_PER_MINUTE does not turn it off) and fails CLOSED: a store that cannot count throws (503).
// A refusal is DomainError.limited with the seconds to its window's end.

import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { adminText, fill } from '../../../../i18n/admin';
import { DomainError } from '../../../errors';
import { log } from '../../../log';
import { networkOf, secondsLeft } from '../../limits';
import type { Store } from '../../../store/port';
import { emailKey } from '../../../store/staff-shared';
import type { TrustedDevice } from './device';

export const SIGN_IN_LIMITS = {
  perNetwork: 10,
  perAccount: 10,
  overall: 100,
  perDevice: 10,
  options: 30,
  windowMs: 15 * 60_000,
} as const;

/** The network sign-in counts: an IPv4 address, an IPv6 address's /48; 'unknown' when unreadable. */
export const signInNetwork = (ip: string): string => networkOf(ip, 48);

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

/** What is tried (see the table above). */
export type Attempt =
  | { kind: 'passkey' }
  /** `account`: accountKey() of the account named; `accountId`: its id when it exists (for a trusted browser). */
  | { kind: 'secret'; account: string | null; accountId: string | null }
  | { kind: 'step-up'; accountId: string };

/** Who tries, as the request shows it (the handler reads it): where from, and from which browser. */
export interface Asker {
  ip: string;
  /** The browser's trusted-device cookie, when it carries one this deploy made. */
  device: TrustedDevice | null;
  /** The clinic's own networks (STAFF_NETWORKS): never limited. */
  clinicNetworks: readonly string[];
  /** The endpoint, for the log line of a refusal. */
  endpoint: string;
}

/** What counting needs: the store, the moment and who asks. */
export interface Counter {
  store: Store;
  now: Date;
  asker: Asker;
}

interface Window {
  key: string;
  limit: number;
}

function windowsOf(ip: string, device: TrustedDevice | null, attempt: Attempt): Window[] {
  const network = { key: `staff-sign-in:net:${hashed(signInNetwork(ip))}`, limit: SIGN_IN_LIMITS.perNetwork };
  if (attempt.kind === 'passkey') return [network];
  if (attempt.kind === 'step-up') {
    return [
      { key: `staff-sign-in:account:${accountKey({ id: attempt.accountId })}`, limit: SIGN_IN_LIMITS.perAccount },
    ];
  }
  if (device && attempt.accountId !== null && device.accountId === attempt.accountId) {
    return [{ key: `staff-sign-in:device:${hashed(device.device)}`, limit: SIGN_IN_LIMITS.perDevice }];
  }
  return [
    network,
    ...(attempt.account ? [{ key: `staff-sign-in:account:${attempt.account}`, limit: SIGN_IN_LIMITS.perAccount }] : []),
    { key: 'staff-sign-in:all', limit: SIGN_IN_LIMITS.overall },
  ];
}

const windowStartOf = (nowMs: number) => Math.floor(nowMs / SIGN_IN_LIMITS.windowMs) * SIGN_IN_LIMITS.windowMs;

function limited(endpoint: string, window: Window, windowStart: number, nowMs: number): DomainError {
  const seconds = secondsLeft(windowStart, SIGN_IN_LIMITS.windowMs, nowMs);
  log.warn('rate_limited', { endpoint, bucket: window.key.split(':')[1] ?? '' });
  return DomainError.limited(fill(adminText.api.rateLimited, { seconds }), seconds);
}

/**
 * Run `check` as one sign-in attempt, counted as above. A refusal it throws stays counted; a success takes
 * the counts back. 429 (limited) past a ceiling, counted in the refusing window only.
 */
export async function countedAttempt<T>(
  { store, now, asker }: Counter,
  attempt: Attempt,
  check: () => Promise<T>,
): Promise<T> {
  if (isClinicNetwork(asker.ip, asker.clinicNetworks)) return check();
  const { windowMs } = SIGN_IN_LIMITS;
  const nowMs = now.getTime();
  const windowStart = windowStartOf(nowMs);
  const windows = windowsOf(asker.ip, asker.device, attempt);
  const counted: Window[] = [];
  for (const window of windows) {
    if ((await store.limits.hit(window.key, windowStart, windowMs)) > window.limit) {
      // Refused here: the windows before give their count back (this one was the refusal).
      await Promise.all(counted.map((w) => store.limits.hit(w.key, windowStart, windowMs, -1)));
      throw limited(asker.endpoint, window, windowStart, nowMs);
    }
    counted.push(window);
  }
  const result = await check();
  await Promise.all(windows.map((w) => store.limits.hit(w.key, windowStart, windowMs, -1)));
  return result;
}

/** Passkey sign-in options (each keeps a ceremony in the store): counted per network, 429 past its window. */
export async function countOptions({ store, now, asker }: Counter): Promise<void> {
  if (isClinicNetwork(asker.ip, asker.clinicNetworks)) return;
  const nowMs = now.getTime();
  const windowStart = windowStartOf(nowMs);
  const window = { key: `staff-sign-in:options:${hashed(signInNetwork(asker.ip))}`, limit: SIGN_IN_LIMITS.options };
  if ((await store.limits.hit(window.key, windowStart, SIGN_IN_LIMITS.windowMs)) > window.limit) {
    throw limited(asker.endpoint, window, windowStart, nowMs);
  }
}
