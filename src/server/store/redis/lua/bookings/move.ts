// bookings.move: the booking takes its new slot and frees its old one together, its record, search text and
// phone index change with it, after checking that it is still what the caller read (else the caller reads
// again) and that the clinic has not closed the new slot. Past the phone's per-day limit on the new date (the
// booking itself not counted twice) it is stored held.

import { CLOSED_REASON, UNCHANGED, type ReadBooking } from '../fragments';
import { luaScript } from '../script';

export type MoveKeys = {
  /** The bookings' records and search texts. */
  rec: string;
  find: string;
  /** The new date's slots HASH, the old date's. */
  to: string;
  from: string;
  /** The phone's bookings (ZSET by day number). */
  phone: string;
  closures: string;
};

export type MoveArgs = {
  id: string;
  read: ReadBooking;
  to: { date: string; time: string; day: number };
  /** The phone's per-day limit (0: none). */
  perDay: number;
  /** The moved record and its search text; the same held ('phone'). */
  moved: { json: string; search: string };
  held: { json: string; search: string };
};

type Reply = [code: number, detail?: string];

export type MoveOutcome =
  { done: 'moved'; held: boolean } | { done: 'missing' | 'changed' | 'taken' } | { done: 'closed'; reason: string };

export const MOVE = luaScript<MoveKeys, MoveArgs, Reply, MoveOutcome>({
  fragments: [CLOSED_REASON, UNCHANGED],
  body: `
local cur = redis.call('HGET', K.rec, A.id)
if not cur then return {0} end
if not unchanged(cur, A.read) then return {5} end
local reason = closedReason(K.closures, A.to.date, A.to.day, A.to.time)
if reason then return {4, reason} end
if redis.call('HEXISTS', K.to, A.to.time) == 1 then return {3} end
local record, out = A.moved, {1}
if A.perDay > 0 then
  local others = redis.call('ZCOUNT', K.phone, A.to.day, A.to.day)
  if tonumber(redis.call('ZSCORE', K.phone, A.id)) == A.to.day then others = others - 1 end
  if others + 1 > A.perDay then record, out = A.held, {1, 'held'} end
end
if redis.call('HGET', K.from, A.read.time) == A.id then redis.call('HDEL', K.from, A.read.time) end
redis.call('HSET', K.to, A.to.time, A.id)
redis.call('HSET', K.rec, A.id, record.json)
redis.call('HSET', K.find, A.id, record.search)
redis.call('ZADD', K.phone, A.to.day, A.id)
return out`,
  parse: ([code, detail]) => {
    switch (Number(code)) {
      case 1:
        return { done: 'moved', held: detail === 'held' };
      case 3:
        return { done: 'taken' };
      case 4:
        return { done: 'closed', reason: String(detail) };
      case 5:
        return { done: 'changed' };
      default:
        return { done: 'missing' };
    }
  },
});
