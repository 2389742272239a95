// The Redis adapter's ceremonies (../port/ceremonies Ceremonies): one STRING per value, expiring with it; a take
// is one script (GET and DEL together), so it is had once however many instances ask at the same moment.

import { parseStored } from '../shared';
import type { Ceremonies } from '../port';
import type { RedisContext } from './keys';

// KEYS: the ceremony.  The value, deleted in the same step, or nil.
const TAKE = `
local value = redis.call('GET', KEYS[1])
if value then redis.call('DEL', KEYS[1]) end
return value`;

export function redisCeremonies({ redis, k, guard }: RedisContext): Ceremonies {
  const take = redis.createScript<unknown>(TAKE);
  return {
    put: (id, value, ttlMs) =>
      guard('ceremonies.put', async () => {
        // Wrapped: the client parses a value that looks like JSON on the way back, a string in it stays one.
        await redis.set(k.staff.ceremony(id), JSON.stringify({ value }), { px: Math.max(1, Math.ceil(ttlMs)) });
      }),

    take: (id) =>
      guard('ceremonies.take', async () => {
        const stored = parseStored<{ value?: unknown }>(await take.exec([k.staff.ceremony(id)], []));
        return typeof stored?.value === 'string' ? stored.value : null;
      }),
  };
}
