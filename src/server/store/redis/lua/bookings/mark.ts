// bookings.markVisit and confirm: a booking's record rewritten (its search text stays: what became of a visit
// is not searchable), after checking that it is still what the caller read; a cancel frees its slot and takes
// it off its phone's list.

import { UNCHANGED, type ReadBooking } from '../fragments';
import { luaScript } from '../script';

export type MarkKeys = {
  rec: string;
  /** The booking's date's slots HASH and its phone's ZSET. */
  slots: string;
  phone: string;
};

export type MarkArgs = {
  id: string;
  read: ReadBooking;
  json: string;
  /** Free the slot (a cancel). */
  free: boolean;
};

/** 1 marked, 0 gone, 5 changed meanwhile. */
export const MARK = luaScript<MarkKeys, MarkArgs, number, 'marked' | 'missing' | 'changed'>({
  fragments: [UNCHANGED],
  body: `
local cur = redis.call('HGET', K.rec, A.id)
if not cur then return 0 end
if not unchanged(cur, A.read) then return 5 end
if A.free then
  if redis.call('HGET', K.slots, A.read.time) == A.id then redis.call('HDEL', K.slots, A.read.time) end
  redis.call('ZREM', K.phone, A.id)
end
redis.call('HSET', K.rec, A.id, A.json)
return 1`,
  parse: (reply) => (Number(reply) === 1 ? 'marked' : Number(reply) === 5 ? 'changed' : 'missing'),
});
