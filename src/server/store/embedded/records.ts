// The embedded adapter's records (../port Records): every kind in one table, with each record's search text
// (the write's SearchText) beside it, a count per kind kept by triggers and Find a person's indexes (./schema).

import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { StoredRecord, SubmissionKind } from '../../../lib/records';
import { WindowFullError, type Page, type PageRequest, type PersonQuery, type Records } from '../port';
import { listByPages, newRecordMeta, pageLimit, parseStored, personField, recordJson } from '../shared';
import { type EmbeddedDb, storedRows } from './db';
import type { WindowCounter } from './limits';
import { enqueueNotices, type OutboxStatements } from './outbox';
import { personExpression } from './schema';

/**
 * Find a person's query of `kind` by `field` (null: the kind has no such field): the indexed expression of
 * ./schema, the kind a literal so SQLite can use its partial index; newest first, ties by the larger id.
 */
export function personSql(kind: SubmissionKind, field: 'phone' | 'email'): string | null {
  const expression = personExpression(kind, field);
  return (
    expression &&
    `SELECT data FROM records WHERE kind = '${kind}' AND ${expression} = ? ORDER BY created_ms DESC, id DESC`
  );
}

/** Insert a record: id, kind, created_ms, data (JSON), search text. */
export const INSERT_RECORD = 'INSERT INTO records (id, kind, created_ms, data, search) VALUES (?, ?, ?, ?, ?)';

function recordStatements(db: DatabaseSync) {
  return {
    insertRecord: db.prepare(INSERT_RECORD),
    // A staff page: newest first after a cursor (created_ms, id), optionally only what a search finds.
    pageRecords: db.prepare(`SELECT id, created_ms, data FROM records
      WHERE kind = ? AND (created_ms, id) < (?, ?) AND (? = '' OR instr(search, ?) > 0)
      ORDER BY created_ms DESC, id DESC LIMIT ?`),
    countRecords: db.prepare('SELECT n FROM record_counts WHERE kind = ?'),
    getRecord: db.prepare('SELECT data FROM records WHERE kind = ? AND id = ?'),
    deleteRecord: db.prepare('DELETE FROM records WHERE kind = ? AND id = ?'),
    freeSlot: db.prepare('DELETE FROM booked_slots WHERE appointment_id = ?'),
    // Retention: the kind's records received before a time, oldest first, a page at a time.
    createdBefore: db.prepare(
      'SELECT data FROM records WHERE kind = ? AND created_ms < ? ORDER BY created_ms, id LIMIT ? OFFSET ?',
    ),
  } satisfies Record<string, StatementSync>;
}

type RecordStatements = ReturnType<typeof recordStatements>;

/**
 * One staff page (Records.page): rows after the cursor, newest first, until `limit` records or the byte cap;
 * `next` is the last record given when another one was left.
 */
function readPage<K extends SubmissionKind>(sql: RecordStatements, kind: K, request: PageRequest): Page<K> {
  const limit = pageLimit(request.limit);
  const search = request.search ?? '';
  const { cursor } = request;
  const rows = sql.pageRecords.iterate(
    kind,
    cursor?.ms ?? Number.MAX_SAFE_INTEGER,
    cursor?.id ?? '',
    search,
    search,
    limit + 1,
  ) as Iterable<{ id: string; created_ms: number; data: string }>;
  const records: StoredRecord<K>[] = [];
  let bytes = 0;
  let last: Page<K>['next'] = null;
  let next: Page<K>['next'] = null;
  for (const row of rows) {
    const size = Buffer.byteLength(row.data);
    if (records.length >= limit || (records.length > 0 && bytes + size > request.maxBytes)) {
      next = last;
      break;
    }
    const record = parseStored<StoredRecord<K>>(row.data);
    if (!record) continue;
    records.push(record);
    bytes += size;
    last = { ms: row.created_ms, id: row.id };
  }
  const total = Number((sql.countRecords.get(kind) as { n: number } | undefined)?.n ?? 0);
  return { records, next, total };
}

export function embeddedRecords(store: EmbeddedDb, counter: WindowCounter, outboxSql: OutboxStatements): Records {
  const { db, transaction, read, now } = store;
  const sql = recordStatements(db);
  const personStatements = new Map<string, StatementSync>();
  /** Find a person's query of a kind and field, prepared once. */
  const personStatement = (kind: SubmissionKind, field: 'phone' | 'email'): StatementSync => {
    const name = `${kind}:${field}`;
    let statement = personStatements.get(name);
    if (!statement) personStatements.set(name, (statement = db.prepare(personSql(kind, field)!)));
    return statement;
  };

  const records: Records = {
    add: async (kind, data, { search, notices, hits = [] }) => {
      const done = await transaction('records.add', (): { full: number } | { record: StoredRecord<typeof kind> } => {
        const full = counter.hitsOver(hits);
        if (full !== -1) return { full };
        const meta = newRecordMeta(now);
        const record = { id: meta.id, createdAt: meta.createdAt, ...data } as StoredRecord<typeof kind>;
        sql.insertRecord.run(meta.id, kind, meta.createdMs, recordJson(meta.id, meta.createdAt, data), search(record));
        counter.commitHits(hits);
        enqueueNotices(outboxSql, notices, kind, meta.id, meta.createdMs);
        return { record };
      });
      if ('full' in done) throw new WindowFullError(done.full);
      return done.record;
    },

    list: (kind, options = {}) => listByPages((of, request) => records.page(of, request), kind, options.limit),

    page: <K extends SubmissionKind>(kind: K, request: PageRequest) =>
      read('records.page', () => readPage<K>(sql, kind, request)),

    get: <K extends SubmissionKind>(kind: K, id: string) =>
      read('records.get', () => {
        const row = sql.getRecord.get(kind, id) as { data: string } | undefined;
        return row ? parseStored<StoredRecord<K>>(row.data) : null;
      }),

    delete: (kind, id) =>
      transaction('records.delete', () => {
        const removed = Number(sql.deleteRecord.run(kind, id).changes) > 0;
        if (removed && kind === 'bookings') sql.freeSlot.run(id);
        return removed;
      }),

    findPerson: <K extends SubmissionKind>(kind: K, query: PersonQuery) =>
      read('records.findPerson', () => {
        const where = personField(kind, query);
        if (!where) return [];
        return storedRows<StoredRecord<K>>(
          personStatement(kind, 'phone' in query ? 'phone' : 'email').all(where.value),
        );
      }),

    createdBefore: <K extends SubmissionKind>(kind: K, beforeMs: number, page: { limit: number; offset?: number }) =>
      read('records.createdBefore', () => {
        const limit = pageLimit(page.limit);
        const offset = Math.max(0, Math.floor(page.offset ?? 0));
        return storedRows<StoredRecord<K>>(sql.createdBefore.all(kind, beforeMs, limit, offset));
      }),
  };
  return records;
}
