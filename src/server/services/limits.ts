// Limits, all counted the same way: a fixed window per key in the store (so every function instance shares
// the count), refused with DomainError.limited and the seconds to the window's end (http/ answers 429 with
// Retry-After). Public writes count through RequestLimits, in the write's own store step; reads and
// requests that write nothing count alone (countAlone).

import ipaddr from 'ipaddr.js';
import { indiaInstant, indiaToday } from '../../lib/time';
import type { Deps } from '../deps';
import type { DomainError } from '../errors';
import { WindowFullError, type Store, type WindowHit } from '../store/port';

export interface FixedWindow {
  /** The store key counted (bucket plus, usually, the hashed client address). */
  key: string;
  limit: number;
  windowMs: number;
}

/** Seconds until a window ends (at least 1): the retry-after of a refusal. */
export function secondsLeft(windowStart: number, windowMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000));
}

/** A window this request counts in (as the store counts it), and the refusal once it is full. */
export interface Limit {
  hit: WindowHit;
  /** Logs the refusal and makes the error to throw. */
  refusal: () => DomainError;
}

/**
 * The window of `window.key` that holds `nowMs` (aligned to its length, or starting at `window.start`),
 * counting `by` (1: a request) as `counts` says (see WindowHit); `refuse(seconds to the window's end)`
 * logs and makes the refusal once it is full.
 */
export function fixedWindow(
  window: FixedWindow & { start?: number; by?: number; counts?: WindowHit['counts'] },
  nowMs: number,
  refuse: (seconds: number) => DomainError,
): Limit {
  const { key, limit, windowMs, by = 1, counts = 'request' } = window;
  const windowStart = window.start ?? Math.floor(nowMs / windowMs) * windowMs;
  return {
    hit: { key, windowStart, windowMs, by, limit, counts },
    refusal: () => refuse(secondsLeft(windowStart, windowMs, nowMs)),
  };
}

/**
 * Count limits alone (a request that writes nothing), all in one store step (one round trip: the network's
 * window and a write's proof of work together); the refusal of the first one past its limit.
 */
export async function countAlone(store: Store, limits: readonly Limit[]): Promise<void> {
  if (limits.length === 0) return;
  const full = await store.limits.count(limits.map((l) => l.hit));
  if (full >= 0) throw limits[full]!.refusal();
}

/**
 * A public write's limits, counted once per request: in the write's own store step when it gets that far
 * (one round trip on Upstash: the count and the write in one script), else alone (an invalid body, the
 * honeypot, a date already past). A store that cannot count throws (answered 503): limits fail closed.
 */
export class RequestLimits {
  private counted = false;
  constructor(
    private readonly deps: Pick<Deps, 'store'>,
    private readonly limits: readonly Limit[],
  ) {}

  /**
   * Run `write` with the request's hits and `holds` ('hold' hits, e.g. a network's daily share of
   * bookings: past it the write is held for staff, never refused), all counted in the same store step;
   * a full request window is refused and nothing is written.
   */
  async write<T>(write: (hits: WindowHit[]) => Promise<T>, holds: readonly WindowHit[] = []): Promise<T> {
    this.counted = true;
    try {
      return await write([...this.limits.map((l) => l.hit), ...holds]);
    } catch (error) {
      const limit = error instanceof WindowFullError ? this.limits[error.index] : undefined;
      if (limit) throw limit.refusal();
      throw error;
    }
  }

  /** After the handler: count the request now if no write did (refused past the limit, before any other answer). */
  async settle(): Promise<void> {
    if (this.counted) return;
    this.counted = true;
    await countAlone(await this.deps.store(), this.limits);
  }
}

/**
 * The network a limit counts: an IPv4 address itself (an IPv4-mapped IPv6 address too), or the first
 * `ipv6PrefixBits` of an IPv6 address (a household or phone picks any address in its prefix at will).
 * Anything unreadable is 'unknown', one shared bucket.
 */
export function networkOf(ip: string, ipv6PrefixBits: 48 | 64): string {
  if (!ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const groups = (address as ipaddr.IPv6).parts.slice(0, ipv6PrefixBits / 16).map((p) => p.toString(16));
  return `${groups.join(':')}::/${ipv6PrefixBits}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A network's share of India's day in `bucket` (bookings' slots, camps' places): counted with the write,
 * only when it is made (a refused one takes nothing); past the share the write is held for staff, never
 * refused (no oracle). None when no network is known or the share is off.
 */
export function networkDayShare(
  deps: Pick<Deps, 'config' | 'now'>,
  bucket: string,
  network: string | undefined,
  by: number,
): WindowHit[] {
  const limit = deps.config.bookingLimits.networkPerDay;
  if (!network || limit === 0) return [];
  const windowStart = indiaInstant(indiaToday(deps.now()));
  return [{ key: `${bucket}:net:${network}`, windowStart, windowMs: DAY_MS, by, limit, counts: 'hold' }];
}
