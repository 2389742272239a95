// The embedded adapter's calendar (../port Calendar): closures in one table. ./bookings asks closedIn()
// and closedReasonOf() inside its own transaction (reserve, move), so a closure and a booking cannot pass
// each other.

import type { StatementSync } from 'node:sqlite';
import { closedReason, type Closure, type ClosureRule } from '../../../lib/closures';
import type { Calendar, SlotChoice } from '../port';
import type { EmbeddedDb } from './db';

export function closureReads({ db }: EmbeddedDb) {
  const sql = {
    closures: db.prepare('SELECT data FROM closures ORDER BY from_date, created_ms, id'),
  } satisfies Record<string, StatementSync>;

  const allClosures = () => (sql.closures.all() as { data: string }[]).map((r) => JSON.parse(r.data) as Closure);

  return {
    allClosures,

    /** Inside a transaction: why the clinic is closed at `slot`, or null. */
    closedAt: (slot: SlotChoice): string | null => closedReason(allClosures(), slot.date, slot.time),

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
  };
}

export type ClosureReads = ReturnType<typeof closureReads>;

export function embeddedCalendar(store: EmbeddedDb, closures: ClosureReads): Calendar {
  const { db, transaction, read, now } = store;
  const sql = {
    addClosure: db.prepare('INSERT INTO closures (id, from_date, created_ms, data) VALUES (?, ?, ?, ?)'),
    deleteClosure: db.prepare('DELETE FROM closures WHERE id = ?'),
    booked: db.prepare('SELECT time FROM booked_slots WHERE date = ? ORDER BY time'),
  } satisfies Record<string, StatementSync>;

  return {
    addClosure: (rule: ClosureRule) =>
      transaction('calendar.addClosure', () => {
        const at = now();
        const closure: Closure = { id: crypto.randomUUID(), createdAt: at.toISOString(), ...rule };
        sql.addClosure.run(closure.id, closure.from, at.getTime(), JSON.stringify(closure));
        return closure;
      }),

    closures: () => read('calendar.closures', closures.allClosures),

    deleteClosure: (id: string) =>
      transaction('calendar.deleteClosure', () => Number(sql.deleteClosure.run(id).changes) > 0),

    availability: (date: string) =>
      read('calendar.availability', () => ({
        booked: (sql.booked.all(date) as { time: string }[]).map((r) => r.time),
        closures: closures.allClosures(),
      })),
  };
}
