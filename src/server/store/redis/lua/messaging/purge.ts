// messaging.purge: forget deliveries last changed before a time, `limit` at most, from their phone's list too.

import { luaScript } from '../script';
import type { DeliveryKeys, PhonePrefix } from './keys';

/** How many were forgotten. */
export const PURGE = luaScript<DeliveryKeys, PhonePrefix & { before: string; limit: number }, number, number>({
  body: `
local ids = redis.call('ZRANGEBYSCORE', K.byTime, '-inf', '(' .. A.before, 'LIMIT', 0, A.limit)
for _, id in ipairs(ids) do
  local cur = redis.call('HGET', K.deliveries, id)
  if cur then redis.call('ZREM', A.phonePrefix .. cjson.decode(cur).phoneKey, id) end
  redis.call('HDEL', K.deliveries, id)
  redis.call('ZREM', K.byTime, id)
end
return #ids`,
  parse: Number,
});
