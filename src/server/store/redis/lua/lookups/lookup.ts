// A lookup by value (../../lookups): the records a lookup ZSET lists.

import { luaScript } from '../script';

export type LookupKeys = {
  /** The lookup ZSET. */
  lookup: string;
  rec: string;
};

/** The records' JSON, newest first (ties: the larger id first). */
export const LOOKUP = luaScript<LookupKeys, Record<string, never>, unknown[]>({
  body: `
local ids = redis.call('ZREVRANGE', K.lookup, 0, -1)
local out = {}
for i = 1, #ids, 1000 do
  local values = redis.call('HMGET', K.rec, unpack(ids, i, math.min(i + 999, #ids)))
  for j = 1, #values do if values[j] then out[#out + 1] = values[j] end end
end
return out`,
});
