// The Redis adapter's ceremonies (../port/ceremonies Ceremonies): one STRING per value, expiring with it; a take
// is one script (GET and DEL together), so it is had once however many instances ask at the same moment.

import { parseStored } from '../shared';
import type { Ceremonies } from '../port';
import type { RedisContext } from './keys';
import { TAKE } from './lua/ceremonies/take';
import { bindScript } from './lua/script';

export function redisCeremonies({ redis, k, guard }: RedisContext): Ceremonies {
  const take = bindScript(redis, TAKE);
  return {
    put: (id, value, ttlMs) =>
      guard('ceremonies.put', async () => {
        // Wrapped: the client parses a value that looks like JSON on the way back, a string in it stays one.
        await redis.set(k.staff.ceremony(id), JSON.stringify({ value }), { px: Math.max(1, Math.ceil(ttlMs)) });
      }),

    take: (id) =>
      guard('ceremonies.take', async () => {
        const stored = parseStored<{ value?: unknown }>(await take({ ceremony: k.staff.ceremony(id) }, {}));
        return typeof stored?.value === 'string' ? stored.value : null;
      }),
  };
}
