// The Redis adapter's rate-limit windows (../port Limits): one counter per key and window, expiring a
// second after the window's length has passed since its first hit (../port/limits says how long). The
// hits a write carries (WindowHit) are counted by the write's own script (HITS in ./lua/fragments) on the
// same counters, and a request that writes nothing counts them with ./lua/limits/rates: hitKeys() and
// hitArgs() (./lua/fragments) are their part of a script's keys and arguments.

import type { Limits, WindowHit } from '../port';
import type { RedisContext, RedisKeys } from './keys';
import { hitArgs } from './lua/fragments';
import { RATE } from './lua/limits/rate';
import { RATES } from './lua/limits/rates';
import { bindScript } from './lua/script';

/** The counters of window hits (the same as limits.hit's), for a script's KEYS. */
export const hitKeys = (k: RedisKeys, hits: WindowHit[]) => hits.map((h) => k.rate(h.key, h.windowStart));

export function redisLimits({ redis, k, guard }: RedisContext): Limits {
  const rate = bindScript(redis, RATE);
  const rates = bindScript(redis, RATES);
  return {
    hit: (key, windowStart, windowMs, by = 1) =>
      guard('limits.hit', async () =>
        rate({ counter: k.rate(key, windowStart) }, { ttl: String(windowMs + 1000), by }),
      ),
    count: (hits) =>
      hits.length === 0
        ? Promise.resolve(-1)
        : guard('limits.count', () => rates({ hits: hitKeys(k, hits) }, { hits: hitArgs(hits) })),
  };
}
