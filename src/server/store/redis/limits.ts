// The Redis adapter's rate-limit windows (../port Limits): one counter per key and window, expiring a
// second after the window's length has passed since its first hit (../port/limits says how long). The
// hits a write carries (WindowHit) are counted by the write's own script (HITS in ./scripts) on the same
// counters, and a request that writes nothing counts them with RATES: hitKeys() and hitArgs() are their
// part of a script's keys and arguments.

import type { Limits, WindowHit } from '../port';
import type { RedisContext, RedisKeys } from './keys';
import { RATE, RATES } from './scripts';

/** The counters of window hits (the same as limits.hit's), for a script's KEYS. */
export const hitKeys = (k: RedisKeys, hits: WindowHit[]) => hits.map((h) => k.rate(h.key, h.windowStart));

/** The hits' arguments for a script's HITS: how many, then TTL, amount, limit and kind of each ('r', 'w', 'h'). */
export const hitArgs = (hits: WindowHit[]) => [
  String(hits.length),
  ...hits.flatMap((h) => [
    String(h.windowMs + 1000),
    String(h.by),
    String(h.limit),
    h.counts === 'request' ? 'r' : h.counts === 'hold' ? 'h' : 'w',
  ]),
];

export function redisLimits({ redis, k, guard }: RedisContext): Limits {
  const rate = redis.createScript<number>(RATE);
  const rates = redis.createScript<number>(RATES);
  return {
    hit: (key, windowStart, windowMs, by = 1) =>
      guard('limits.hit', async () =>
        Number(await rate.exec([k.rate(key, windowStart)], [String(windowMs + 1000), String(by)])),
      ),
    count: (hits) =>
      hits.length === 0
        ? Promise.resolve(-1)
        : guard('limits.count', async () => Number(await rates.exec(hitKeys(k, hits), hitArgs(hits))) - 1),
  };
}
