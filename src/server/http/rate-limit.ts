// Rate limits, all counted the same way: a fixed window per key in the store (so every function instance
// shares the count), 429 with Retry-After (seconds to the window's end) past the limit. Reads count with
// enforceRateLimit; public writes through RequestLimits (./public-post), in the write's own store step;
// staff sign-in (../admin/sign-in.ts) counts its own windows.

import { createHash } from 'node:crypto';
import { HttpError } from '../errors';
import { log } from '../log';
import type { Scope } from './endpoint';
import { clientIp, clientNetwork } from './request';
import { WindowFullError, type Store, type WindowHit } from '../store/port';

export interface FixedWindow {
  /** The store key counted (bucket plus, usually, the hashed client address). */
  key: string;
  limit: number;
  windowMs: number;
}

/** Seconds until a window ends (at least 1): the Retry-After of a refusal. */
export function secondsLeft(windowStart: number, windowMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((windowStart + windowMs - nowMs) / 1000));
}

/** A rate-limit window this request counts in (as the store counts it), and the answer once it is full. */
export interface Limit {
  hit: WindowHit;
  /** Logs the refusal and makes the 429. */
  refusal: () => HttpError;
}

/** 429 with `message`, Retry-After `seconds`. */
export const tooMany = (message: string, seconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(seconds) });

/**
 * The window of `window.key` that holds `nowMs` (aligned to its length, or starting at `window.start`),
 * counting `by` (1: a request) as `counts` says (see WindowHit); `refuse(seconds to the window's end)`
 * logs and answers once it is full.
 */
export function fixedWindow(
  window: FixedWindow & { start?: number; by?: number; counts?: WindowHit['counts'] },
  nowMs: number,
  refuse: (seconds: number) => HttpError,
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
 * A public write's rate limits, counted once per request: in the write's own store step when it gets that
 * far (one round trip on Upstash: the count and the write in one script), else alone (an invalid body, the
 * honeypot, a date already past). A store that cannot count throws (answered 503): limits fail closed.
 */
export class RequestLimits {
  private counted = false;
  constructor(
    private readonly deps: Scope['deps'],
    private readonly limits: readonly Limit[],
  ) {}

  /**
   * Run `write` with the request's hits and `holds` ('hold' hits, e.g. a network's daily share of
   * bookings: past it the write is held for staff, never refused), all counted in the same store step;
   * a full request window answers 429 and nothing is written.
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

  /** After the handler: count the request now if no write did (429 past the limit, before any other answer). */
  async settle(): Promise<void> {
    if (this.counted) return;
    this.counted = true;
    await countAlone(await this.deps.store(), this.limits);
  }
}

/** The visitor's network (an IPv4 address, an IPv6 /64), hashed: the store never holds it in clear. */
export function clientKey(scope: Scope): string {
  const network = clientNetwork(clientIp(scope.req, scope.context));
  return createHash('sha256').update(network).digest('hex').slice(0, 24);
}

export type LimitKind = 'write' | 'read';

/** The visitor's per-minute limit of `bucket` (RATE_LIMIT_PER_MINUTE); none when rate limiting is off. */
export function perMinuteLimits(scope: Scope, bucket: string, kind: LimitKind): Limit[] {
  const { config } = scope.deps;
  if (!config.rateLimitEnabled) return [];
  const limit = kind === 'write' ? config.writesPerMinute : config.readsPerMinute;
  return [
    fixedWindow(
      { key: `${bucket}:${kind}:${clientKey(scope)}`, limit, windowMs: 60_000 },
      scope.deps.now().getTime(),
      (seconds) => {
        log.warn('rate_limited', { endpoint: scope.endpoint, bucket, kind });
        return tooMany(scope.t('http.rateLimited', { seconds }), seconds);
      },
    ),
  ];
}

/** Count this request against `bucket` for the visitor's address now (reads: nothing is written). */
export async function enforceRateLimit(scope: Scope, bucket: string, kind: LimitKind): Promise<void> {
  const limits = perMinuteLimits(scope, bucket, kind);
  if (limits.length > 0) await countAlone(await scope.deps.store(), limits);
}
