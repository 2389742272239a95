// records.delete: a record, its search text, its time index and lookups; a booking also frees its slot and
// leaves its phone's list, when it is still on the date and time the caller read (else the caller reads again).

import { luaScript } from '../script';

export type DeleteKeys = {
  rec: string;
  idx: string;
  find: string;
  /** The record's lookup ZSETs (../../lookups). */
  lookups: string[];
  /** A booking's date's slots HASH and its phone's ZSET. */
  slots?: string;
  phone?: string;
};

export type DeleteArgs = {
  id: string;
  /** A booking: the date and time it was read with. */
  read?: { date: string; time: string };
};

/** 1 deleted, 0 gone, 5 (a booking) moved meanwhile. */
export const DELETE = luaScript<DeleteKeys, DeleteArgs, number, 'deleted' | 'missing' | 'changed'>({
  body: `
local cur = redis.call('HGET', K.rec, A.id)
if not cur then return 0 end
if A.read then
  local r = cjson.decode(cur)
  if r.visitDate ~= A.read.date or r.visitTime ~= A.read.time then return 5 end
  if redis.call('HGET', K.slots, A.read.time) == A.id then redis.call('HDEL', K.slots, A.read.time) end
  redis.call('ZREM', K.phone, A.id)
end
redis.call('HDEL', K.rec, A.id)
redis.call('ZREM', K.idx, A.id)
redis.call('HDEL', K.find, A.id)
for _, key in ipairs(K.lookups) do redis.call('ZREM', key, A.id) end
return 1`,
  parse: (reply) => (Number(reply) === 1 ? 'deleted' : Number(reply) === 5 ? 'changed' : 'missing'),
});
