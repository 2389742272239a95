// The Redis adapter's bookings (../port Bookings): an appointment is a record of kind 'bookings' (./records)
// whose slot is a field of its date's slots HASH and which its phone's ZSET lists (./keys). Reserve takes
// every slot of a request or none, with the register numbers, the closures' check, the request's hits and
// its outbox messages, in one script (./lua/bookings/reserve); move and mark (./lua/bookings) change a
// booking after checking that it is still what was read (else it is read again).

import type { StoredRecord, VisitStatus } from '../../../lib/records';
import { addDays } from '../../../lib/time';
import { outboxMessage } from '../port/outbox';
import { WindowFullError, type Bookings, type MoveResult, type ReservationResult, type SlotChoice } from '../port';
import type { ReservationItem } from '../port';
import { appointmentJsonParts, appointmentRecord, byVisit, confirmedRecord, parseStored } from '../shared';
import { markedRecord, movedRecord } from '../shared';
import { dayNumber, type RedisContext } from './keys';
import { lookupKeys, type RedisLookups } from './lookups';
import { hitKeys } from './limits';
import { MARK } from './lua/bookings/mark';
import { MOVE } from './lua/bookings/move';
import { RESERVE, type ReserveItem } from './lua/bookings/reserve';
import { hitArgs, messageArgs, readBooking } from './lua/fragments';
import { bindScripts } from './lua/script';

type Booking = StoredRecord<'bookings'>;

/** A booking changed by someone else between our read and our script is read again; this many times. */
const ATTEMPTS = 5;

const bookings = (values: unknown[]) =>
  values.map((v) => parseStored<Booking>(v)).filter((r): r is Booking => r !== null);

export function redisBookings({ redis, k, guard, now }: RedisContext, lookups: RedisLookups): Bookings {
  const scripts = bindScripts(redis, {
    reserve: RESERVE,
    move: MOVE,
    mark: MARK,
  });
  const read = async (id: string) => parseStored<Booking>(await redis.hget(k.rec('bookings'), id));
  const markKeys = (b: Booking) => ({
    rec: k.rec('bookings'),
    slots: k.slots(b.visitDate),
    phone: k.phone(b.phone),
  });

  return {
    reserve: (request) =>
      guard('bookings.reserve', async (): Promise<ReservationResult> => {
        const at = now();
        const createdAt = at.toISOString();
        const limits = request.phoneLimits;
        const ids: string[] = [];
        const items: ReserveItem[] = [];
        const lookupsOf: string[][] = [];
        for (const item of request.items) {
          const id = crypto.randomUUID();
          ids.push(id);
          const { head, tail } = appointmentJsonParts(id, createdAt, item);
          const record = appointmentRecord(id, createdAt, item, '');
          lookupsOf.push(lookupKeys(k, 'bookings', record as unknown as Record<string, unknown>));
          items.push({
            id,
            date: item.data.visitDate,
            time: item.data.visitTime,
            day: dayNumber(item.data.visitDate),
            register:
              item.register.kind === 'assign'
                ? { mode: 'assign', value: item.register.prefix }
                : { mode: 'given', value: item.register.value },
            head,
            tail,
            // The register number is added in the script, once it is known.
            search: request.search(record),
          });
        }
        const groupId = request.items[0]?.data.groupId ?? '';
        const hits = request.hits ?? [];
        const outcome = await scripts.reserve(
          {
            rec: k.rec('bookings'),
            idx: k.idx('bookings'),
            find: k.find('bookings'),
            regseq: k.regseq(request.year),
            box: k.outbox.box,
            due: k.outbox.due,
            closures: k.closures,
            hits: hitKeys(k, hits),
            slots: request.items.map((item) => k.slots(item.data.visitDate)),
            phones: request.items.map((item) => k.phone(item.data.phone)),
            lookups: lookupsOf,
          },
          {
            score: String(at.getTime()),
            today: limits ? dayNumber(limits.today) : 0,
            perDay: limits?.perDay ?? 0,
            ahead: limits?.ahead ?? 0,
            items,
            hits: hitArgs(hits),
            messages: messageArgs(
              (request.notices ?? []).map((n) => outboxMessage(n, 'bookings', groupId, at.getTime())),
            ),
          },
        );
        if (outcome.done === 'full') throw new WindowFullError(outcome.hit);
        if (outcome.done === 'closed') return { ok: false, closedIndex: outcome.item, reason: outcome.reason };
        if (outcome.done === 'taken') return { ok: false, conflictIndex: outcome.item };
        return {
          ok: true,
          appointments: request.items.map((item, i) => {
            const held = outcome.holds[i];
            const stored: ReservationItem = held ? { ...item, data: { ...item.data, held } } : item;
            return appointmentRecord(ids[i]!, createdAt, stored, outcome.registers[i]!);
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
          const outcome = await scripts.move(
            {
              rec: k.rec('bookings'),
              find: k.find('bookings'),
              to: k.slots(to.date),
              from: k.slots(record.visitDate),
              phone: k.phone(record.phone),
              closures: k.closures,
            },
            {
              id,
              read: readBooking(record),
              to: { date: to.date, time: to.time, day: dayNumber(to.date) },
              perDay: limits?.perDay ?? 0,
              moved: { json: JSON.stringify(moved), search: search(moved) },
              held: { json: JSON.stringify(held), search: search(held) },
            },
          );
          if (outcome.done === 'moved') return { ok: true, appointment: outcome.held ? held : moved };
          if (outcome.done === 'missing') return { ok: false, refused: 'missing' };
          if (outcome.done === 'taken') return { ok: false, refused: 'taken' };
          if (outcome.done === 'closed') return { ok: false, refused: 'closed', reason: outcome.reason };
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
          const done = await scripts.mark(markKeys(record), {
            id,
            read: readBooking(record),
            json: JSON.stringify(marked),
            free: status === 'cancelled',
          });
          if (done === 'marked') return marked;
          if (done === 'missing') return null;
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
          const done = await scripts.mark(markKeys(record), {
            id,
            read: readBooking(record),
            json: JSON.stringify(confirmed),
            free: false,
          });
          if (done === 'marked') return confirmed;
          if (done === 'missing') return null;
        }
        throw new Error(`booking ${id} kept changing while it was being confirmed`);
      }),

    find: (filter) =>
      guard('bookings.find', async () => {
        if ('groupId' in filter) {
          const { groupId } = filter;
          return (await lookups.lookup('bookings', k.group(groupId))).sort(byVisit);
        }
        const ids = await redis.zrange<string[]>(k.phone(filter.phone), dayNumber(filter.fromDate), '+inf', {
          byScore: true,
        });
        const values = ids.length
          ? await redis.hmget(k.rec('bookings'), ...ids).then((r) => Object.values(r ?? {}))
          : [];
        return bookings(values)
          .filter((r) => r.phone === filter.phone)
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
