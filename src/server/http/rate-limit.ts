// Rate limits, all counted the same way: a fixed window per key in the store (so every function instance
// shares the count), 429 with Retry-After (seconds to the window's end) past the limit. Public POSTs use
// enforceRateLimit; staff sign-in (../admin/sign-in.ts) calls hitWindow with its own windows.

import { createHash } from 'node:crypto';
import { HttpError } from '../errors';
import { log } from '../log';
import type { Scope } from './endpoint';
import { clientIp, clientNetwork } from './request';

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

/**
 * Count this request in the current window of `window.key`; past the limit, log `rate_limited` with
 * `logFields` and throw 429 worded by `message(seconds)`. A store that cannot count throws (answered 503):
 * limits fail closed.
 */
export async function hitWindow(
  scope: Scope,
  window: FixedWindow,
  message: (seconds: number) => string,
  logFields: Record<string, string>,
): Promise<void> {
  const { windowMs } = window;
  const nowMs = scope.deps.now().getTime();
  const windowStart = Math.floor(nowMs / windowMs) * windowMs;
  const store = await scope.deps.store();
  if ((await store.hitRateLimit(window.key, windowStart, windowMs)) <= window.limit) return;
  const seconds = secondsLeft(windowStart, windowMs, nowMs);
  log.warn('rate_limited', { endpoint: scope.endpoint, ...logFields });
  throw new HttpError(429, message(seconds), undefined, { 'retry-after': String(seconds) });
}

/** The visitor's network (an IPv4 address, an IPv6 /64), hashed: the store never holds it in clear. */
export function clientKey(scope: Scope): string {
  const network = clientNetwork(clientIp(scope.req, scope.context));
  return createHash('sha256').update(network).digest('hex').slice(0, 24);
}

export type LimitKind = 'write' | 'read';

/** Count this request against `bucket` for the visitor's address, per minute (RATE_LIMIT_PER_MINUTE). */
export async function enforceRateLimit(scope: Scope, bucket: string, kind: LimitKind): Promise<void> {
  const { config } = scope.deps;
  if (!config.rateLimitEnabled) return;
  const limit = kind === 'write' ? config.writesPerMinute : config.readsPerMinute;
  await hitWindow(
    scope,
    { key: `${bucket}:${kind}:${clientKey(scope)}`, limit, windowMs: 60_000 },
    (seconds) => scope.t('http.rateLimited', { seconds }),
    { bucket, kind },
  );
}
