// The Redis adapter's calendar (./types Closures, move, markVisit). Keys (under the store's namespace):
//   closures   HASH  id -> closure JSON (lib/closures); RESERVE (./redis-scripts) and MOVE read them in
//                    the same script that takes a slot, so a closure and a booking cannot pass each other.
// A move or a status changes a booking's record, its search text, its slot and its phone index in one
// script, after checking that the record is still what the caller read (else the caller reads again).

import type { Redis } from '@upstash/redis';
import type { Closure, ClosureRule } from '../../lib/closures';
import { searchText } from '../../lib/record-tables';
import type { StoredRecord, VisitStatus } from '../../lib/records';
import { markedRecord, movedRecord, parseStored } from './shared';
import type { Closures, MoveResult, SlotChoice } from './types';

/**
 * Lua: `closedReason(date, day, time, key)`: the reason the first closure in KEYS[key] (by first date, then
 * when added) closes `time` on `date` ('YYYY-MM-DD'; `day` its day number, for the weekday), or nil. The same
 * rule as lib/closures closedReason.
 */
export const CLOSED = `
local WEEKDAYS = {'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'}
local closureRules = nil
local function closedReason(date, day, time, key)
  if closureRules == nil then
    closureRules = {}
    for _, v in ipairs(redis.call('HVALS', KEYS[key])) do closureRules[#closureRules + 1] = cjson.decode(v) end
    table.sort(closureRules, function(a, b)
      if a.from ~= b.from then return a.from < b.from end
      if a.createdAt ~= b.createdAt then return a.createdAt < b.createdAt end
      return a.id < b.id
    end)
  end
  local weekday = WEEKDAYS[(day + 4) % 7 + 1]
  for _, r in ipairs(closureRules) do
    if date >= r.from and date <= r.to and (r.weekday == nil or r.weekday == weekday) then
      if r.slots == nil then return r.reason end
      for _, s in ipairs(r.slots) do if s == time then return r.reason end end
    end
  end
  return nil
end`;

/** Lua: true when the booking in `cur` (JSON) still has the date, time and status the caller read. */
const UNCHANGED = `
local function unchanged(cur, date, time, status)
  local r = cjson.decode(cur)
  return r.pappointmentDate == date and r.pappointmentTime == time and (r.status or '') == status
end`;

// KEYS: rec:bookings, find:bookings, slots:<new date>, slots:<old date>, phone:<hash>, closures
// ARGV: id, old date, old time, old status, new JSON, new search text, new time, new date, new day number
// Returns {1} moved, {0} gone, {5} changed meanwhile, {3} taken, {4, reason} closed.
const MOVE = `
${CLOSED}
${UNCHANGED}
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return {0} end
if not unchanged(cur, ARGV[2], ARGV[3], ARGV[4]) then return {5} end
local reason = closedReason(ARGV[8], tonumber(ARGV[9]), ARGV[7], 6)
if reason then return {4, reason} end
if redis.call('HEXISTS', KEYS[3], ARGV[7]) == 1 then return {3} end
if redis.call('HGET', KEYS[4], ARGV[3]) == ARGV[1] then redis.call('HDEL', KEYS[4], ARGV[3]) end
redis.call('HSET', KEYS[3], ARGV[7], ARGV[1])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[5])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[6])
redis.call('ZADD', KEYS[5], ARGV[9], ARGV[1])
return {1}`;

// KEYS: rec:bookings, find:bookings, slots:<date>, phone:<hash>
// ARGV: id, date, time, old status, new JSON, new search text, '1' to free the slot
// Returns 1 marked, 0 gone, 5 changed meanwhile.
const MARK = `
${UNCHANGED}
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return 0 end
if not unchanged(cur, ARGV[2], ARGV[3], ARGV[4]) then return 5 end
if ARGV[7] == '1' then
  if redis.call('HGET', KEYS[3], ARGV[3]) == ARGV[1] then redis.call('HDEL', KEYS[3], ARGV[3]) end
  redis.call('ZREM', KEYS[4], ARGV[1])
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[5])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[6])
return 1`;

type Booking = StoredRecord<'bookings'>;
type Guard = <T>(operation: string, run: () => Promise<T>) => Promise<T>;

interface CalendarKeys {
  closures: string;
  rec: string;
  find: string;
  slots: (date: string) => string;
  phone: (phone: string) => string;
}

/** A booking changed by someone else between our read and our script is read again; this many times. */
const ATTEMPTS = 5;

export function redisCalendar(
  redis: Redis,
  k: CalendarKeys,
  guard: Guard,
  now: () => Date,
  dayNumber: (date: string) => number,
) {
  const scripts = { move: redis.createScript<unknown[]>(MOVE), mark: redis.createScript<number>(MARK) };
  const read = async (id: string) => parseStored<Booking>(await redis.hget(k.rec, id));
  const expected = (b: Booking) => [b.id, b.pappointmentDate, b.pappointmentTime, b.status ?? ''];

  const sortClosures = (all: Closure[]) =>
    all.sort(
      (a, b) => a.from.localeCompare(b.from) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
    );
  const parseClosures = (values: unknown[] | null) =>
    sortClosures((values ?? []).map((v) => parseStored<Closure>(v)).filter((c): c is Closure => c !== null));

  const closures: Closures = {
    add: (rule: ClosureRule) =>
      guard('closures.add', async () => {
        const closure: Closure = { id: crypto.randomUUID(), createdAt: now().toISOString(), ...rule };
        await redis.hset(k.closures, { [closure.id]: JSON.stringify(closure) });
        return closure;
      }),
    list: () => guard('closures.list', async () => parseClosures(await redis.hvals(k.closures))),
    delete: (id: string) => guard('closures.delete', async () => Number(await redis.hdel(k.closures, id)) > 0),
  };

  return {
    closures,

    availability: (date: string) =>
      guard('availability', async () => {
        const pipe = redis.pipeline();
        pipe.hkeys(k.slots(date));
        pipe.hvals(k.closures);
        const [times, values] = (await pipe.exec()) as [unknown[] | null, unknown[] | null];
        return { booked: (times ?? []).map(String).sort(), closures: parseClosures(values) };
      }),

    move: (id: string, to: SlotChoice) =>
      guard('move', async (): Promise<MoveResult> => {
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const record = await read(id);
          if (!record) return { ok: false, refused: 'missing' };
          if (record.status === 'cancelled') return { ok: false, refused: 'cancelled' };
          const moved = movedRecord(record, to);
          const reply = await scripts.move.exec(
            [k.rec, k.find, k.slots(to.date), k.slots(record.pappointmentDate), k.phone(record.pphone), k.closures],
            [
              ...expected(record),
              JSON.stringify(moved),
              searchText('bookings', moved),
              to.time,
              to.date,
              String(dayNumber(to.date)),
            ],
          );
          const code = Number(reply[0]);
          if (code === 1) return { ok: true, appointment: moved };
          if (code === 0) return { ok: false, refused: 'missing' };
          if (code === 3) return { ok: false, refused: 'taken' };
          if (code === 4) return { ok: false, refused: 'closed', reason: String(reply[1]) };
        }
        throw new Error(`booking ${id} kept changing while it was being moved`);
      }),

    markVisit: (id: string, status: VisitStatus) =>
      guard('markVisit', async (): Promise<Booking | null> => {
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const record = await read(id);
          if (!record) return null;
          if (record.status === 'cancelled') return record;
          const marked = markedRecord(record, status, now());
          const code = Number(
            await scripts.mark.exec(
              [k.rec, k.find, k.slots(record.pappointmentDate), k.phone(record.pphone)],
              [
                ...expected(record),
                JSON.stringify(marked),
                searchText('bookings', marked),
                status === 'cancelled' ? '1' : '0',
              ],
            ),
          );
          if (code === 1) return marked;
          if (code === 0) return null;
        }
        throw new Error(`booking ${id} kept changing while it was being marked`);
      }),
  };
}
