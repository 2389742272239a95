// The embedded adapter's calendar (./types Closures, move, markVisit): closures in one table; a move or a
// cancel changes the booked slot and the record in one transaction. ./embedded's reserve asks closedIn()
// inside its own transaction, so a closure and a booking cannot pass each other.

import type { DatabaseSync } from 'node:sqlite';
import { closedReason, type Closure, type ClosureRule } from '../../lib/closures';
import { searchText } from '../../lib/record-tables';
import type { StoredRecord, VisitStatus } from '../../lib/records';
import { markedRecord, movedRecord, parseStored } from './shared';
import type { Closures, MoveResult, SlotChoice } from './types';

export const CALENDAR_SCHEMA = `
CREATE TABLE IF NOT EXISTS closures (
  id TEXT PRIMARY KEY,
  from_date TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  data TEXT NOT NULL
);
`;

type Transaction = <T>(operation: string, fn: () => T) => T;
type Booking = StoredRecord<'bookings'>;

export function embeddedCalendar(db: DatabaseSync, transaction: Transaction, read: Transaction, now: () => Date) {
  const sql = {
    addClosure: db.prepare('INSERT INTO closures (id, from_date, created_ms, data) VALUES (?, ?, ?, ?)'),
    closures: db.prepare('SELECT data FROM closures ORDER BY from_date, created_ms, id'),
    deleteClosure: db.prepare('DELETE FROM closures WHERE id = ?'),
    booking: db.prepare("SELECT data FROM records WHERE kind = 'bookings' AND id = ?"),
    booked: db.prepare('SELECT time FROM booked_slots WHERE date = ? ORDER BY time'),
    holder: db.prepare('SELECT appointment_id AS id FROM booked_slots WHERE date = ? AND time = ?'),
    moveSlot: db.prepare('UPDATE booked_slots SET date = ?, time = ? WHERE appointment_id = ?'),
    freeSlot: db.prepare('DELETE FROM booked_slots WHERE appointment_id = ?'),
    update: db.prepare("UPDATE records SET data = ?, search = ? WHERE kind = 'bookings' AND id = ?"),
  };

  const allClosures = () => (sql.closures.all() as { data: string }[]).map((r) => JSON.parse(r.data) as Closure);
  const booking = (id: string) => parseStored<Booking>((sql.booking.get(id) as { data: string } | undefined)?.data);
  const save = (record: Booking) => sql.update.run(JSON.stringify(record), searchText('bookings', record), record.id);

  const closures: Closures = {
    add: async (rule: ClosureRule) =>
      transaction('closures.add', () => {
        const at = now();
        const closure: Closure = { id: crypto.randomUUID(), createdAt: at.toISOString(), ...rule };
        sql.addClosure.run(closure.id, closure.from, at.getTime(), JSON.stringify(closure));
        return closure;
      }),
    list: async () => read('closures.list', allClosures),
    delete: async (id: string) => transaction('closures.delete', () => Number(sql.deleteClosure.run(id).changes) > 0),
  };

  return {
    closures,

    availability: async (date: string) =>
      read('availability', () => ({
        booked: (sql.booked.all(date) as { time: string }[]).map((r) => r.time),
        closures: allClosures(),
      })),

    /** Inside a reservation's transaction: the first slot closed (its index and reason), or null. */
    closedIn(slots: readonly SlotChoice[]): { index: number; reason: string } | null {
      const rules = allClosures();
      if (rules.length === 0) return null;
      for (const [index, slot] of slots.entries()) {
        const reason = closedReason(rules, slot.date, slot.time);
        if (reason !== null) return { index, reason };
      }
      return null;
    },

    move: async (id: string, to: SlotChoice): Promise<MoveResult> =>
      transaction('move', (): MoveResult => {
        const record = booking(id);
        if (!record) return { ok: false, refused: 'missing' };
        if (record.status === 'cancelled') return { ok: false, refused: 'cancelled' };
        const reason = closedReason(allClosures(), to.date, to.time);
        if (reason !== null) return { ok: false, refused: 'closed', reason };
        if (sql.holder.get(to.date, to.time)) return { ok: false, refused: 'taken' };
        sql.moveSlot.run(to.date, to.time, id);
        const moved = movedRecord(record, to);
        save(moved);
        return { ok: true, appointment: moved };
      }),

    markVisit: async (id: string, status: VisitStatus): Promise<Booking | null> =>
      transaction('markVisit', () => {
        const record = booking(id);
        if (!record) return null;
        if (record.status === 'cancelled') return record;
        if (status === 'cancelled') sql.freeSlot.run(id);
        const marked = markedRecord(record, status, now());
        save(marked);
        return marked;
      }),
  };
}
