// records.createdBefore (retention): one page of the records received before a time, oldest first (ties by
// id, as a ZSET orders them).

import { luaScript } from '../script';

export type CreatedBeforeKeys = { rec: string; idx: string };

export type CreatedBeforeArgs = {
  /** Epoch ms, exclusive. */
  before: string;
  offset: number;
  limit: number;
};

export const CREATED_BEFORE = luaScript<CreatedBeforeKeys, CreatedBeforeArgs, unknown[]>({
  body: `
local ids = redis.call('ZRANGEBYSCORE', K.idx, '-inf', '(' .. A.before, 'LIMIT', A.offset, A.limit)
if #ids == 0 then return {} end
local out = {}
for _, v in ipairs(redis.call('HMGET', K.rec, unpack(ids))) do if v then out[#out + 1] = v end end
return out`,
});
