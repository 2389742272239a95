// breaches.receivedBetween: a page of a kind's records received within a window (by the time index; ties by
// id, as ZRANGEBYSCORE orders them).

import { luaScript } from '../script';

export type BetweenArgs = { from: string; to: string; offset: number; limit: number };

export const BETWEEN = luaScript<{ rec: string; idx: string }, BetweenArgs, unknown[]>({
  body: `
local ids = redis.call('ZRANGEBYSCORE', K.idx, A.from, A.to, 'LIMIT', A.offset, A.limit)
if #ids == 0 then return {} end
local out = {}
for _, v in ipairs(redis.call('HMGET', K.rec, unpack(ids))) do if v then out[#out + 1] = v end end
return out`,
});
