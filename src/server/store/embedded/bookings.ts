// The embedded adapter's bookings (../port Bookings): appointments are records (./records) whose slot is
// held in booked_slots, with a UNIQUE (date, time) constraint: two patients in one slot cannot exist,
// whatever the callers do. A reservation, a move or a cancel changes the slots and the records in one
// transaction, which also asks the calendar's closures (./calendar) and counts the request's hits and
// writes its outbox messages (./limits, ./outbox).

import type { StatementSync } from 'node:sqlite';
import type { HoldReason, StoredRecord, VisitStatus } from '../../../lib/records';
import { WindowFullError, type Bookings, type MoveResult, type ReservationResult, type SlotChoice } from '../port';
import type { ReservationItem } from '../port';
import {
  appointmentJsonParts,
  appointmentRecord,
  byVisit,
  confirmedRecord,
  markedRecord,
  movedRecord,
  phoneHolds,
} from '../shared';
import type { ClosureReads } from './calendar';
import { type EmbeddedDb, storedRow, storedRows } from './db';
import type { WindowCounter } from './limits';
import { enqueueNotices, type OutboxStatements } from './outbox';
import { INSERT_RECORD } from './records';

type Booking = StoredRecord<'bookings'>;

class Conflict extends Error {
  constructor(readonly index: number) {
    super('slot taken');
  }
}

const counterName = (year: number) => `register:${year}`;

/** A booking group's appointments, by ./schema's bookings_by_group (the kind a literal, for the partial index). */
export const GROUP_BOOKINGS =
  "SELECT data FROM records WHERE kind = 'bookings' AND json_extract(data, '$.groupId') = ?";

const bookingRows = (rows: unknown[]) => storedRows<Booking>(rows);

export function embeddedBookings(
  store: EmbeddedDb,
  counter: WindowCounter,
  closures: ClosureReads,
  outboxSql: OutboxStatements,
): Bookings {
  const { db, transaction, read, now } = store;
  const sql = {
    insertRecord: db.prepare(INSERT_RECORD),
    booking: db.prepare("SELECT data FROM records WHERE kind = 'bookings' AND id = ?"),
    takeSlot: db.prepare(
      'INSERT INTO booked_slots (appointment_id, date, time) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    holder: db.prepare('SELECT appointment_id AS id FROM booked_slots WHERE date = ? AND time = ?'),
    moveSlot: db.prepare('UPDATE booked_slots SET date = ?, time = ? WHERE appointment_id = ?'),
    freeSlot: db.prepare('DELETE FROM booked_slots WHERE appointment_id = ?'),
    // A move rewrites the record and its search text; a visit's status is not searchable (../port markVisit).
    moved: db.prepare("UPDATE records SET data = ?, search = ? WHERE kind = 'bookings' AND id = ?"),
    marked: db.prepare("UPDATE records SET data = ? WHERE kind = 'bookings' AND id = ?"),
    bookedTimes: db.prepare('SELECT time FROM booked_slots WHERE date = ? ORDER BY time'),
    bookingsOn: db.prepare(`SELECT r.data FROM booked_slots s JOIN records r ON r.id = s.appointment_id
      WHERE s.date BETWEEN ? AND ? ORDER BY s.date, s.time`),
    groupBookings: db.prepare(GROUP_BOOKINGS),
    // A phone's bookings still holding their slots (a cancelled visit no longer counts).
    phoneBookings: db.prepare(`SELECT data FROM records
      WHERE kind = 'bookings' AND json_extract(data, '$.phone') = ? AND json_extract(data, '$.visitDate') >= ?
        AND json_extract(data, '$.status') IS NOT 'cancelled'`),
    phoneDates: db.prepare(`SELECT json_extract(data, '$.visitDate') AS date FROM records
      WHERE kind = 'bookings' AND json_extract(data, '$.phone') = ? AND json_extract(data, '$.visitDate') >= ?
        AND json_extract(data, '$.status') IS NOT 'cancelled'`),
    phoneDayOthers: db.prepare(`SELECT count(*) AS n FROM records
      WHERE kind = 'bookings' AND json_extract(data, '$.phone') = ? AND json_extract(data, '$.visitDate') = ?
        AND json_extract(data, '$.status') IS NOT 'cancelled' AND id <> ?`),
    nextValue: db.prepare(
      'INSERT INTO counters (name, value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value',
    ),
  } satisfies Record<string, StatementSync>;

  const booking = (id: string) => storedRow<Booking>(sql.booking.get(id));

  return {
    reserve: async (request): Promise<ReservationResult> => {
      const hits = request.hits ?? [];
      const done = await transaction('bookings.reserve', (): ReservationResult | { full: number } => {
        // The request is counted even when a slot is taken: only what follows the savepoint is undone.
        const full = counter.hitsOver(hits);
        if (full !== -1) return { full };
        // A closed slot is refused before anything is taken (a closure wins over a booking in the same race).
        const closed = closures.closedIn(
          request.items.map((item) => ({ date: item.data.visitDate, time: item.data.visitTime })),
        );
        if (closed) return { ok: false, closedIndex: closed.index, reason: closed.reason };
        db.exec('SAVEPOINT reserve_items');
        try {
          const at = now();
          const createdAt = at.toISOString();
          const appointments: Booking[] = [];
          const limits = request.phoneLimits;
          const phoneHeld = phoneHolds(request.items, limits, (phone) =>
            (sql.phoneDates.all(phone, limits!.today) as { date: string }[]).map((r) => r.date),
          );
          const networkHeld = counter.holdsOver(hits);
          request.items.forEach((asked, index) => {
            const held: HoldReason | undefined = phoneHeld[index] ? 'phone' : networkHeld ? 'network' : undefined;
            const item: ReservationItem = held ? { ...asked, data: { ...asked.data, held } } : asked;
            const id = crypto.randomUUID();
            const taken = sql.takeSlot.run(id, item.data.visitDate, item.data.visitTime);
            if (Number(taken.changes) === 0) throw new Conflict(index);
            const registerNumber =
              item.register.kind === 'assign'
                ? item.register.prefix +
                  String((sql.nextValue.get(counterName(request.year)) as { value: number }).value).padStart(3, '0')
                : item.register.value;
            const { head, tail } = appointmentJsonParts(id, createdAt, item);
            const appointment = appointmentRecord(id, createdAt, item, registerNumber);
            sql.insertRecord.run(
              id,
              'bookings',
              at.getTime(),
              `${head}"${registerNumber}"${tail}`,
              request.search(appointment),
            );
            appointments.push(appointment);
          });
          counter.commitHits(hits);
          enqueueNotices(outboxSql, request.notices, 'bookings', request.items[0]?.data.groupId ?? '', at.getTime());
          db.exec('RELEASE reserve_items');
          return { ok: true, appointments };
        } catch (error) {
          if (!(error instanceof Conflict)) throw error;
          db.exec('ROLLBACK TO reserve_items');
          db.exec('RELEASE reserve_items');
          return { ok: false, conflictIndex: error.index };
        }
      });
      if ('full' in done) throw new WindowFullError(done.full);
      return done;
    },

    move: (id: string, to: SlotChoice, search, limits): Promise<MoveResult> =>
      transaction('bookings.move', (): MoveResult => {
        const record = booking(id);
        if (!record) return { ok: false, refused: 'missing' };
        if (record.status === 'cancelled') return { ok: false, refused: 'cancelled' };
        const reason = closures.closedAt(to);
        if (reason !== null) return { ok: false, refused: 'closed', reason };
        if (sql.holder.get(to.date, to.time)) return { ok: false, refused: 'taken' };
        // The phone's other bookings on the new date, this one not counted twice.
        const others = limits?.perDay
          ? Number((sql.phoneDayOthers.get(record.phone, to.date, id) as { n: number }).n)
          : 0;
        sql.moveSlot.run(to.date, to.time, id);
        const moved = movedRecord(record, to, limits !== undefined && limits.perDay > 0 && others + 1 > limits.perDay);
        sql.moved.run(JSON.stringify(moved), search(moved), moved.id);
        return { ok: true, appointment: moved };
      }),

    markVisit: (id: string, status: VisitStatus): Promise<Booking | null> =>
      transaction('bookings.markVisit', () => {
        const record = booking(id);
        if (!record) return null;
        if (record.status === 'cancelled') return record;
        if (status === 'cancelled') sql.freeSlot.run(id);
        const marked = markedRecord(record, status, now());
        sql.marked.run(JSON.stringify(marked), marked.id);
        return marked;
      }),

    confirm: (id: string): Promise<Booking | null> =>
      transaction('bookings.confirm', () => {
        const record = booking(id);
        if (!record) return null;
        if (!record.held) return record;
        const confirmed = confirmedRecord(record);
        sql.marked.run(JSON.stringify(confirmed), confirmed.id);
        return confirmed;
      }),

    find: (filter) =>
      read('bookings.find', () =>
        bookingRows(
          'groupId' in filter
            ? sql.groupBookings.all(filter.groupId)
            : sql.phoneBookings.all(filter.phone, filter.fromDate),
        ).sort(byVisit),
      ),

    onDates: (from, to = from) => read('bookings.onDates', () => bookingRows(sql.bookingsOn.all(from, to))),

    bookedTimes: (date) =>
      read('bookings.bookedTimes', () => (sql.bookedTimes.all(date) as { time: string }[]).map((r) => r.time)),

    nextRegisterSequence: (year) =>
      transaction('bookings.nextRegisterSequence', () =>
        Number((sql.nextValue.get(counterName(year)) as { value: number }).value),
      ),
  };
}
