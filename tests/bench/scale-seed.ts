// The records scale.bench.ts stores: one person (the target) with two records of every kind, among as many
// others as a run wants, written straight into each store's own layout (one SQLite transaction; Redis
// scripts of a thousand records a kind), not through the port: 100,000 a kind in seconds. The layout comes
// from the adapters themselves (embedded INSERT_RECORD, Redis keys and lookupKeys), so what is read back is
// what the store would have written.

import { DatabaseSync } from 'node:sqlite';
import { SUBMISSION_KINDS, type RecordDataByKind, type SubmissionKind } from '../../src/lib/records';
import { SLOTS } from '../../src/lib/slots';
import { addDays, weekdayOf } from '../../src/lib/time';
import type { Store } from '../../src/server/store/port';
import { INSERT_RECORD } from '../../src/server/store/embedded/records';
import { SCHEMA } from '../../src/server/store/embedded/schema';
import { dayNumber, redisKeys } from '../../src/server/store/redis/keys';
import { lookupKeys } from '../../src/server/store/redis/lookups';
import type { RespRequester } from '../../src/server/store/redis/resp-requester';
import { appointmentItem } from '../helpers/reservations';
import { searchOf } from '../helpers/stores';

/** The person Find a person looks up, and the booking group whose confirmation is rendered. */
export const TARGET = { phone: '9000000001', email: 'target@example.org', groupId: 'g-target' };

/** When the others were received: one a second from here (ms). */
const SINCE = Date.parse('2026-01-01T00:00:00.000Z');

const donation = (name: string, phone: string, email: string): RecordDataByKind['donations'] => ({
  reference: 'VT-SCALE001',
  name,
  gender: 'Female',
  email,
  phone,
  address: 'Madurai',
  frequency: 'One time',
  amount: 500,
  paymentMode: 'UPI',
});

/** The target's two records of each kind, through the store. */
export async function addTarget(store: Store): Promise<void> {
  const { phone, email, groupId } = TARGET;
  for (const name of ['Target', 'Target again']) {
    await store.records.add('callbacks', { variant: 'nav', name, phone, email }, { search: searchOf('callbacks') });
    await store.records.add('contacts', { name, email, message: 'Hello' }, { search: searchOf('contacts') });
    await store.records.add('donations', donation(name, phone, email), { search: searchOf('donations') });
  }
  const result = await store.bookings.reserve({
    year: 2031,
    items: ['09:00', '09:30'].map((time, i) =>
      appointmentItem('2031-06-03', time, `Target ${i}`, { groupId, phone, email }),
    ),
    search: searchOf('bookings'),
  });
  if (!result.ok) throw new Error(JSON.stringify(result));
}

interface Other {
  id: string;
  createdMs: number;
  json: string;
  record: Record<string, unknown>;
  search: string;
  /** A booking's slot. */
  slot?: { date: string; time: string };
}

/** A booking's fields but its person, slot and group (appointmentItem's), made once. */
const BOOKING = appointmentItem('2000-01-01', '09:00').data;
const weekdays = new Map<string, string>();

/** Other person `i`'s record of `kind` (bookings: two to a group, each in its own slot from 2000 on). */
function other(kind: SubmissionKind, i: number): Other {
  const id = crypto.randomUUID();
  const createdMs = SINCE + i * 1000;
  const phone = `7${String(i).padStart(9, '0')}`;
  const email = `p${i}@example.org`;
  const name = `Person ${i}`;
  const head = { id, createdAt: new Date(createdMs).toISOString() };
  let data: Record<string, unknown>;
  let slot: Other['slot'];
  if (kind === 'callbacks') data = { variant: 'nav', name, phone, email };
  else if (kind === 'contacts') data = { name, email, message: 'Hello' };
  else if (kind === 'donations') data = donation(name, phone, email) as unknown as Record<string, unknown>;
  else {
    slot = { date: addDays('2000-01-01', Math.floor(i / SLOTS.length)), time: SLOTS[i % SLOTS.length]! };
    if (!weekdays.has(slot.date)) weekdays.set(slot.date, weekdayOf(slot.date));
    data = {
      ...BOOKING,
      groupId: `g-${Math.floor(i / 2)}`,
      name,
      phone,
      email,
      visitDate: slot.date,
      visitTime: slot.time,
      visitDay: weekdays.get(slot.date),
      registerNumber: `FP00${i}`,
    };
  }
  const record = { ...head, ...data };
  return {
    id,
    createdMs,
    json: JSON.stringify(record),
    record,
    search: `${name} ${phone} ${email}`.toLowerCase(),
    ...(slot ? { slot } : {}),
  };
}

/**
 * Others `from` to `to` - 1 of every kind into the embedded store's file, in one transaction. As bulk loads
 * go, the records' indexes are dropped first and made again from the store's own SCHEMA after: a sorted
 * build, not 400,000 inserts into each.
 */
export function seedEmbedded(path: string, from: number, to: number): void {
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE');
    const indexes = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'records' AND sql IS NOT NULL")
      .all() as { name: string }[];
    for (const { name } of indexes) db.exec(`DROP INDEX ${name}`);
    const insert = db.prepare(INSERT_RECORD);
    const take = db.prepare('INSERT INTO booked_slots (appointment_id, date, time) VALUES (?, ?, ?)');
    for (const kind of SUBMISSION_KINDS) {
      for (let i = from; i < to; i++) {
        const r = other(kind, i);
        insert.run(r.id, kind, r.createdMs, r.json, r.search);
        if (r.slot) take.run(r.id, r.slot.date, r.slot.time);
      }
    }
    db.exec(SCHEMA);
    db.exec('COMMIT');
  } finally {
    db.close();
  }
}

// Runs the commands it is given, each as its argument count and then its arguments: a thousand records
// written in one call, without a client round trip per command. The key names come in the arguments (the
// hashed ones cannot be made in Lua): fine for a benchmark's own server, never for a store.
const RUN = `
local i = 1
while i <= #ARGV do
  local n = tonumber(ARGV[i])
  redis.call(unpack(ARGV, i + 1, i + n))
  i = i + n + 1
end
return 0`;

/** Others `from` to `to` - 1 of every kind into Redis namespace `namespace`, a script call per thousand. */
export async function seedRedis(requester: RespRequester, namespace: string, from: number, to: number) {
  const k = redisKeys(namespace);
  for (const kind of SUBMISSION_KINDS) {
    for (let start = from; start < to; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, to - start) }, (_, j) => other(kind, start + j));
      const commands: string[][] = [
        ['HSET', k.rec(kind), ...batch.flatMap((r) => [r.id, r.json])],
        ['ZADD', k.idx(kind), ...batch.flatMap((r) => [String(r.createdMs), r.id])],
        ['HSET', k.find(kind), ...batch.flatMap((r) => [r.id, r.search])],
      ];
      for (const r of batch) {
        for (const key of lookupKeys(k, kind, r.record)) commands.push(['ZADD', key, String(r.createdMs), r.id]);
        if (r.slot) {
          commands.push(['HSET', k.slots(r.slot.date), r.slot.time, r.id]);
          commands.push(['ZADD', k.phone(String(r.record.phone)), String(dayNumber(r.slot.date)), r.id]);
        }
      }
      const args = commands.flatMap((c) => [String(c.length), ...c]);
      const answer = await requester.request({ body: ['EVAL', RUN, '0', ...args] });
      if (answer.error !== undefined) throw new Error(`seeding failed: ${answer.error}`);
    }
  }
}
