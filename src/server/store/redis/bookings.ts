// The Redis adapter's bookings (../port Bookings): an appointment is a record of kind 'bookings' (./records)
// whose slot is a field of its date's slots HASH and which its phone's ZSET lists (./keys). RESERVE takes
// every slot of a request or none, with the register numbers, the closures' check, the request's hits and
// its outbox messages, in one script; MOVE and MARK (./scripts) change a booking after checking that it is
// still what was read (else it is read again).

import type { StoredRecord, VisitStatus } from '../../../lib/records';
import { addDays } from '../../../lib/time';
import { outboxMessage } from '../port/outbox';
import { WindowFullError, type Bookings, type MoveResult, type ReservationResult, type SlotChoice } from '../port';
import type { ReservationItem } from '../port';
import { appointmentJsonParts, appointmentRecord, byVisit, confirmedRecord, parseStored } from '../shared';
import { markedRecord, movedRecord } from '../shared';
import { dayNumber, type RedisContext } from './keys';
import { lookupKeys, type RedisLookups } from './lookups';
import { hitArgs, hitKeys } from './limits';
import { enqueueArgs } from './outbox';
import { MARK, MOVE, RESERVE } from './scripts';

type Booking = StoredRecord<'bookings'>;

/** A booking changed by someone else between our read and our script is read again; this many times. */
const ATTEMPTS = 5;

const bookings = (values: unknown[]) =>
  values.map((v) => parseStored<Booking>(v)).filter((r): r is Booking => r !== null);

export function redisBookings({ redis, k, guard, now }: RedisContext, lookups: RedisLookups): Bookings {
  const scripts = {
    reserve: redis.createScript<unknown[]>(RESERVE),
    move: redis.createScript<unknown[]>(MOVE),
    mark: redis.createScript<number>(MARK),
  };
  const read = async (id: string) => parseStored<Booking>(await redis.hget(k.rec('bookings'), id));
  const expected = (b: Booking) => [b.id, b.pappointmentDate, b.pappointmentTime, b.status ?? ''];

  return {
    reserve: (request) =>
      guard('bookings.reserve', async (): Promise<ReservationResult> => {
        const at = now();
        const createdAt = at.toISOString();
        const limits = request.phoneLimits;
        const keys = [k.rec('bookings'), k.idx('bookings'), k.regseq(request.year), k.find('bookings')];
        for (const item of request.items) keys.push(k.slots(item.data.pappointmentDate));
        for (const item of request.items) keys.push(k.phone(item.data.pphone));
        keys.push(k.outbox.box, k.outbox.due, ...hitKeys(k, request.hits ?? []), k.closures, k.indexed);
        const args = [
          String(request.items.length),
          String(at.getTime()),
          String(limits ? dayNumber(limits.today) : 0),
          String(limits?.perDay ?? 0),
          String(limits?.ahead ?? 0),
        ];
        const ids: string[] = [];
        for (const item of request.items) {
          const id = crypto.randomUUID();
          ids.push(id);
          const { head, tail } = appointmentJsonParts(id, createdAt, item);
          const record = appointmentRecord(id, createdAt, item, '');
          const itemLookups = lookupKeys(k, 'bookings', record as unknown as Record<string, unknown>);
          keys.push(...itemLookups);
          args.push(
            item.data.pappointmentTime,
            id,
            item.register.kind,
            item.register.kind === 'assign' ? item.register.prefix : item.register.value,
            head,
            tail,
            String(dayNumber(item.data.pappointmentDate)),
            // The register number is added in the script, once it is known.
            request.search(record),
            String(itemLookups.length),
          );
        }
        const groupId = request.items[0]?.data.groupId ?? '';
        args.push(
          ...hitArgs(request.hits ?? []),
          ...enqueueArgs((request.notices ?? []).map((n) => outboxMessage(n, 'bookings', groupId, at.getTime()))),
        );
        const reply = await scripts.reserve.exec(keys, args);
        if (Number(reply[0]) === 3) throw new WindowFullError(Number(reply[1]) - 1);
        if (Number(reply[0]) === 4) return { ok: false, closedIndex: Number(reply[1]) - 1, reason: String(reply[2]) };
        if (Number(reply[0]) === 0) return { ok: false, conflictIndex: Number(reply[1]) - 1 };
        const n = request.items.length;
        return {
          ok: true,
          appointments: request.items.map((item, i) => {
            const held = reply[n + i + 1];
            const stored: ReservationItem =
              held === 'phone' || held === 'network' ? { ...item, data: { ...item.data, held } } : item;
            return appointmentRecord(ids[i]!, createdAt, stored, String(reply[i + 1]));
          }),
        };
      }),

    move: (id: string, to: SlotChoice, search, limits) =>
      guard('bookings.move', async (): Promise<MoveResult> => {
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const record = await read(id);
          if (!record) return { ok: false, refused: 'missing' };
          if (record.status === 'cancelled') return { ok: false, refused: 'cancelled' };
          const moved = movedRecord(record, to);
          const held = movedRecord(record, to, true);
          const reply = await scripts.move.exec(
            [
              k.rec('bookings'),
              k.find('bookings'),
              k.slots(to.date),
              k.slots(record.pappointmentDate),
              k.phone(record.pphone),
              k.closures,
            ],
            [
              ...expected(record),
              JSON.stringify(moved),
              search(moved),
              to.time,
              to.date,
              String(dayNumber(to.date)),
              String(limits?.perDay ?? 0),
              JSON.stringify(held),
              search(held),
            ],
          );
          const code = Number(reply[0]);
          if (code === 1) return { ok: true, appointment: reply[1] === 'held' ? held : moved };
          if (code === 0) return { ok: false, refused: 'missing' };
          if (code === 3) return { ok: false, refused: 'taken' };
          if (code === 4) return { ok: false, refused: 'closed', reason: String(reply[1]) };
        }
        throw new Error(`booking ${id} kept changing while it was being moved`);
      }),

    markVisit: (id: string, status: VisitStatus) =>
      guard('bookings.markVisit', async (): Promise<Booking | null> => {
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const record = await read(id);
          if (!record) return null;
          if (record.status === 'cancelled') return record;
          const marked = markedRecord(record, status, now());
          const code = Number(
            await scripts.mark.exec(
              [k.rec('bookings'), k.slots(record.pappointmentDate), k.phone(record.pphone)],
              [...expected(record), JSON.stringify(marked), status === 'cancelled' ? '1' : '0'],
            ),
          );
          if (code === 1) return marked;
          if (code === 0) return null;
        }
        throw new Error(`booking ${id} kept changing while it was being marked`);
      }),

    confirm: (id: string) =>
      guard('bookings.confirm', async (): Promise<Booking | null> => {
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const record = await read(id);
          if (!record) return null;
          if (!record.held) return record;
          const confirmed = confirmedRecord(record);
          const code = Number(
            await scripts.mark.exec(
              [k.rec('bookings'), k.slots(record.pappointmentDate), k.phone(record.pphone)],
              [...expected(record), JSON.stringify(confirmed), '0'],
            ),
          );
          if (code === 1) return confirmed;
          if (code === 0) return null;
        }
        throw new Error(`booking ${id} kept changing while it was being confirmed`);
      }),

    find: (filter) =>
      guard('bookings.find', async () => {
        if ('groupId' in filter) {
          const { groupId } = filter;
          return (await lookups.lookup('bookings', k.group(groupId), (r) => r.groupId === groupId)).sort(byVisit);
        }
        const ids = await redis.zrange<string[]>(k.phone(filter.phone), dayNumber(filter.fromDate), '+inf', {
          byScore: true,
        });
        const values = ids.length
          ? await redis.hmget(k.rec('bookings'), ...ids).then((r) => Object.values(r ?? {}))
          : [];
        return bookings(values)
          .filter((r) => r.pphone === filter.phone)
          .sort(byVisit);
      }),

    onDates: (from, to = from) =>
      guard('bookings.onDates', async () => {
        // Each date's appointment ids (its slots hash: time → id) in one round trip, then their records in
        // another, put in date and time order by the records themselves.
        const dates: string[] = [];
        for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
        if (dates.length === 0) return [];
        const pipe = redis.pipeline();
        for (const date of dates) pipe.hvals(k.slots(date));
        const days = await pipe.exec<(unknown[] | null)[]>();
        const ids = days.flatMap((values) => (values ?? []).map(String)).filter(Boolean);
        if (ids.length === 0) return [];
        const values = await redis.hmget(k.rec('bookings'), ...ids);
        return bookings(ids.map((id) => values?.[id])).sort(byVisit);
      }),

    bookedTimes: (date) =>
      guard('bookings.bookedTimes', async () => {
        const times = await redis.hkeys(k.slots(date));
        return times.map(String).sort();
      }),

    nextRegisterSequence: (year) =>
      guard('bookings.nextRegisterSequence', async () => Number(await redis.incr(k.regseq(year)))),
  };
}
