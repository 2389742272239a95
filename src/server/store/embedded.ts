// Embedded adapter: node:sqlite in a file under .data/ so `npm run dev` works on a fresh clone with no
// account and no server. Never used in production (see ./index). WAL journal, one transaction per write,
// and a UNIQUE (date, time) constraint: two patients in one slot cannot exist, whatever the callers do.

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { StoredRecord, SubmissionKind } from '../../lib/records';
import { StoreUnavailableError } from '../errors';
import {
  appointmentJsonParts,
  appointmentRecord,
  byVisit,
  listByPages,
  newRecordMeta,
  pageLimit,
  parseStored,
  personField,
  phoneLimitIndex,
  recordJson,
} from './shared';
import { prepareStatements, readPage, SCHEMA, upgrade } from './embedded-sql';
import { embeddedOutbox, enqueueIn, OUTBOX_SCHEMA, outboxStatements } from './embedded-outbox';
import { CALENDAR_SCHEMA, embeddedCalendar } from './embedded-calendar';
import { outboxMessage, type Notice } from './outbox-types';
import { searchText } from '../../lib/record-tables';
import type { AuditEntry, PageRequest, PersonQuery, ReservationRequest, ReservationResult } from './types';
import type { Store, StoreOptions, WindowHit } from './types';
import { WindowFullError } from './types';

export interface EmbeddedStoreOptions extends StoreOptions {
  /** File path (its folder is created), or ':memory:'. */
  path: string;
}

/**
 * node:sqlite, loaded only when the embedded store is created: production bundles (Upstash) never load
 * it, whatever the bundler does with static imports.
 */
function sqlite(): typeof import('node:sqlite') {
  return process.getBuiltinModule('node:sqlite');
}

export function createEmbeddedStore(options: EmbeddedStoreOptions): Store {
  const now = options.now ?? (() => new Date());
  let db: DatabaseSync;
  try {
    if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
    db = new (sqlite().DatabaseSync)(options.path);
    db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;',
    );
    db.exec(SCHEMA + OUTBOX_SCHEMA + CALENDAR_SCHEMA);
    upgrade(db, (kind, data) => {
      const record = parseStored<StoredRecord<SubmissionKind>>(data);
      return record ? searchText(kind as SubmissionKind, record) : '';
    });
  } catch (error) {
    throw new StoreUnavailableError('embedded store could not open its database', { cause: error });
  }

  const sql = prepareStatements(db);
  const outboxSql = outboxStatements(db);
  /** Inside a write's transaction: its messages (./outbox-types), about `ref`. */
  const enqueue = (notices: Notice[] | undefined, kind: SubmissionKind, ref: string, createdMs: number) => {
    for (const notice of notices ?? []) {
      const { message, dueMs } = outboxMessage(notice, kind, ref, createdMs);
      enqueueIn(outboxSql, message, dueMs);
    }
  };

  let open = true;
  let hitsSincePrune = 0;

  /** Run fn in one IMMEDIATE transaction (writers queue on the lock instead of failing mid-way). */
  function transaction<T>(operation: string, fn: () => T): T {
    if (!open) throw new StoreUnavailableError(`embedded ${operation}: store is closed`);
    try {
      db.exec('BEGIN IMMEDIATE');
    } catch (error) {
      throw new StoreUnavailableError(`embedded ${operation} could not begin`, { cause: error });
    }
    try {
      const result = fn();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // the transaction is already gone
      }
      throw new StoreUnavailableError(`embedded ${operation} failed`, { cause: error });
    }
  }

  function read<T>(operation: string, fn: () => T): T {
    if (!open) throw new StoreUnavailableError(`embedded ${operation}: store is closed`);
    try {
      return fn();
    } catch (error) {
      throw new StoreUnavailableError(`embedded ${operation} failed`, { cause: error });
    }
  }

  class Conflict extends Error {
    constructor(
      readonly index: number,
      readonly kind: 'slot' | 'phone' = 'slot',
    ) {
      super(kind === 'slot' ? 'slot taken' : 'phone limit');
    }
  }

  /** Inside a transaction: add `by` to the window's count; the count so far. */
  function countHit(key: string, windowStart: number, windowMs: number, by: number): number {
    if (++hitsSincePrune >= 500) {
      hitsSincePrune = 0;
      sql.pruneRate.run(windowStart - windowMs);
    }
    return Number((sql.hit.get(key, windowStart, by) as { hits: number }).hits);
  }

  /** Inside a write's transaction: count the hits that count the request; the first full hit, or -1. */
  function hitsOver(hits: WindowHit[]): number {
    let full = -1;
    hits.forEach((h, i) => {
      const count =
        h.counts === 'request'
          ? countHit(h.key, h.windowStart, h.windowMs, h.by)
          : Number((sql.windowHits.get(h.key, h.windowStart) as { hits: number } | undefined)?.hits ?? 0) + h.by;
      if (full === -1 && count > h.limit) full = i;
    });
    return full;
  }

  /** Inside a write's transaction, once the write is made: count the hits that count only writes. */
  function commitHits(hits: WindowHit[]): void {
    for (const h of hits) if (h.counts === 'write') countHit(h.key, h.windowStart, h.windowMs, h.by);
  }

  const counterName = (year: number) => `register:${year}`;

  const calendar = embeddedCalendar(db, transaction, read, now);

  const store: Store = {
    name: 'embedded',

    add: async (kind, data, { notices, hits = [] } = {}) => {
      const done = transaction('add', (): { full: number } | { record: StoredRecord<typeof kind> } => {
        const full = hitsOver(hits);
        if (full !== -1) return { full };
        const meta = newRecordMeta(now);
        const record = { id: meta.id, createdAt: meta.createdAt, ...data } as StoredRecord<typeof kind>;
        sql.insertRecord.run(
          meta.id,
          kind,
          meta.createdMs,
          recordJson(meta.id, meta.createdAt, data),
          searchText(kind, record),
        );
        commitHits(hits);
        enqueue(notices, kind, meta.id, meta.createdMs);
        return { record };
      });
      if ('full' in done) throw new WindowFullError(done.full);
      return done.record;
    },

    list: async (kind, options = {}) => listByPages(store.page, kind, options.limit),

    page: async <K extends SubmissionKind>(kind: K, request: PageRequest) =>
      read('page', () => readPage<K>(sql, kind, request)),

    get: async <K extends SubmissionKind>(kind: K, id: string) =>
      read('get', () => {
        const row = sql.getRecord.get(kind, id) as { data: string } | undefined;
        return row ? parseStored<StoredRecord<K>>(row.data) : null;
      }),

    delete: async (kind, id) =>
      transaction('delete', () => {
        const removed = Number(sql.deleteRecord.run(kind, id).changes) > 0;
        if (removed && kind === 'bookings') sql.freeSlot.run(id);
        return removed;
      }),

    findBookings: async (filter) =>
      read('findBookings', () => {
        const rows = (
          'groupId' in filter
            ? sql.groupBookings.all(filter.groupId)
            : sql.phoneBookings.all(filter.phone, filter.fromDate)
        ) as { data: string }[];
        return rows
          .map((row) => parseStored<StoredRecord<'bookings'>>(row.data))
          .filter((r): r is StoredRecord<'bookings'> => r !== null)
          .sort(byVisit);
      }),

    findPerson: async <K extends SubmissionKind>(kind: K, query: PersonQuery) =>
      read('findPerson', () => {
        const where = personField(kind, query);
        if (!where) return [];
        // The field name comes from PERSON_FIELDS (ours), never from the request.
        const rows = db
          .prepare(
            `SELECT data FROM records WHERE kind = ? AND lower(json_extract(data, '$.${where.field}')) = ?
             ORDER BY created_ms DESC, rowid DESC`,
          )
          .all(kind, where.value) as { data: string }[];
        return rows
          .map((row) => parseStored<StoredRecord<K>>(row.data))
          .filter((r): r is StoredRecord<K> => r !== null);
      }),

    audit: async (entry, keepMs) =>
      transaction('audit', () => {
        const at = Date.parse(entry.at);
        sql.insertAudit.run(at, JSON.stringify(entry));
        sql.pruneAudit.run(at - keepMs);
      }),

    auditLog: async ({ limit, beforeMs = Number.MAX_SAFE_INTEGER }) =>
      read('auditLog', () =>
        (sql.auditLog.all(beforeMs, Math.max(1, Math.min(limit, 1000))) as { data: string }[])
          .map((row) => parseStored<AuditEntry>(row.data))
          .filter((e): e is AuditEntry => e !== null),
      ),

    bookingsOn: async (from, to = from) =>
      read('bookingsOn', () =>
        (sql.bookingsOn.all(from, to) as { data: string }[])
          .map((row) => parseStored<StoredRecord<'bookings'>>(row.data))
          .filter((r): r is StoredRecord<'bookings'> => r !== null),
      ),

    bookedTimes: async (date) =>
      read('bookedTimes', () => (sql.bookedTimes.all(date) as { time: string }[]).map((r) => r.time)),

    reserve: async (request: ReservationRequest): Promise<ReservationResult> => {
      const hits = request.hits ?? [];
      const done = transaction('reserve', (): ReservationResult | { full: number } => {
        // The request is counted even when a slot is taken: only what follows the savepoint is undone.
        const full = hitsOver(hits);
        if (full !== -1) return { full };
        // A closed slot is refused before anything is taken (a closure wins over a booking in the same race).
        const closed = calendar.closedIn(
          request.items.map((item) => ({ date: item.data.pappointmentDate, time: item.data.pappointmentTime })),
        );
        if (closed) return { ok: false, closedIndex: closed.index, reason: closed.reason };
        db.exec('SAVEPOINT reserve_items');
        try {
          const at = now();
          const createdAt = at.toISOString();
          const appointments: StoredRecord<'bookings'>[] = [];
          const limits = request.phoneLimits;
          const overLimit = phoneLimitIndex(request.items, limits, (phone) =>
            (sql.phoneDates.all(phone, limits!.today) as { date: string }[]).map((r) => r.date),
          );
          request.items.forEach((item, index) => {
            const id = crypto.randomUUID();
            const taken = sql.takeSlot.run(id, item.data.pappointmentDate, item.data.pappointmentTime);
            if (Number(taken.changes) === 0) throw new Conflict(index);
            const pregno =
              item.register.kind === 'assign'
                ? item.register.prefix +
                  String((sql.nextValue.get(counterName(request.year)) as { value: number }).value).padStart(3, '0')
                : item.register.value;
            const { head, tail } = appointmentJsonParts(id, createdAt, item);
            const appointment = appointmentRecord(id, createdAt, item, pregno);
            const search = searchText('bookings', appointment);
            sql.insertRecord.run(id, 'bookings', at.getTime(), `${head}"${pregno}"${tail}`, search);
            appointments.push(appointment);
          });
          // Slots first (a taken slot is the answer people can act on), then the phone's limits.
          if (overLimit !== -1) throw new Conflict(overLimit, 'phone');
          commitHits(hits);
          enqueue(request.notices, 'bookings', request.items[0]?.data.groupId ?? '', at.getTime());
          db.exec('RELEASE reserve_items');
          return { ok: true, appointments };
        } catch (error) {
          if (!(error instanceof Conflict)) throw error;
          db.exec('ROLLBACK TO reserve_items');
          db.exec('RELEASE reserve_items');
          return error.kind === 'slot'
            ? { ok: false, conflictIndex: error.index }
            : { ok: false, phoneLimitIndex: error.index };
        }
      });
      if ('full' in done) throw new WindowFullError(done.full);
      return done;
    },

    nextRegisterSequence: async (year) =>
      transaction('nextRegisterSequence', () =>
        Number((sql.nextValue.get(counterName(year)) as { value: number }).value),
      ),

    hitRateLimit: async (key, windowStart, windowMs, by = 1) =>
      transaction('hitRateLimit', () => countHit(key, windowStart, windowMs, by)),

    revokeSession: async (jti, untilMs) =>
      transaction('revokeSession', () => {
        sql.pruneRevoked.run(now().getTime());
        sql.revoke.run(jti, Math.ceil(untilMs));
      }),

    isSessionRevoked: async (jti) =>
      read('isSessionRevoked', () => sql.isRevoked.get(jti, now().getTime()) !== undefined),

    // --- Retention -----------------------------------------------------------------------------------
    createdBefore: async <K extends SubmissionKind>(
      kind: K,
      beforeMs: number,
      page: { limit: number; offset?: number },
    ) =>
      read('createdBefore', () => {
        const limit = pageLimit(page.limit);
        const offset = Math.max(0, Math.floor(page.offset ?? 0));
        return (sql.createdBefore.all(kind, beforeMs, limit, offset) as { data: string }[])
          .map((row) => parseStored<StoredRecord<K>>(row.data))
          .filter((r): r is StoredRecord<K> => r !== null);
      }),
    // --- end Retention -------------------------------------------------------------------------------

    outbox: embeddedOutbox(outboxSql, transaction, read),
    closures: calendar.closures,
    move: calendar.move,
    availability: calendar.availability,
    markVisit: calendar.markVisit,

    ping: async () => {
      read('ping', () => db.prepare('SELECT 1').get());
    },

    close: async () => {
      if (!open) return;
      open = false;
      db.close();
    },
  };
  return store;
}
