// The embedded adapter's tables and statements (./embedded): one place for its SQL.

import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { StoredRecord, SubmissionKind } from '../../lib/records';
import { pageLimit, parseStored } from './shared';
import type { Page, PageRequest } from './types';

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS records (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  data TEXT NOT NULL,
  -- What staff can find the record by (lib/record-tables searchText); see upgrade() for older files.
  search TEXT
);
DROP INDEX IF EXISTS records_by_kind;
CREATE INDEX IF NOT EXISTS records_by_time ON records (kind, created_ms, id);
-- How many records of each kind, kept by triggers: a staff page's total without counting every row.
CREATE TABLE IF NOT EXISTS record_counts (
  kind TEXT PRIMARY KEY,
  n INTEGER NOT NULL
);
CREATE TRIGGER IF NOT EXISTS records_counted AFTER INSERT ON records BEGIN
  INSERT OR IGNORE INTO record_counts (kind, n) VALUES (NEW.kind, 0);
  UPDATE record_counts SET n = n + 1 WHERE kind = NEW.kind;
END;
CREATE TRIGGER IF NOT EXISTS records_uncounted AFTER DELETE ON records BEGIN
  UPDATE record_counts SET n = n - 1 WHERE kind = OLD.kind;
END;
CREATE INDEX IF NOT EXISTS bookings_by_phone
  ON records (json_extract(data, '$.pphone'), json_extract(data, '$.pappointmentDate')) WHERE kind = 'bookings';
CREATE TABLE IF NOT EXISTS booked_slots (
  appointment_id TEXT PRIMARY KEY,
  date TEXT NOT NULL,
  time TEXT NOT NULL,
  CONSTRAINT one_patient_per_slot UNIQUE (date, time)
);
CREATE TABLE IF NOT EXISTS audit_log (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  at_ms INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_by_time ON audit_log (at_ms);
CREATE TABLE IF NOT EXISTS counters (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS revoked_sessions (
  jti TEXT PRIMARY KEY,
  expires_ms INTEGER NOT NULL
);
`;

/**
 * Bring a database file written by an older version up to SCHEMA: records gained `search`, filled in here
 * from each record with `searchOf`, and record_counts starts from the records already there.
 */
export function upgrade(db: DatabaseSync, searchOf: (kind: string, data: string) => string): void {
  const columns = db.prepare('PRAGMA table_info(records)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'search')) db.exec('ALTER TABLE records ADD COLUMN search TEXT');
  db.exec(`INSERT INTO record_counts (kind, n) SELECT kind, COUNT(*) FROM records
    WHERE NOT EXISTS (SELECT 1 FROM record_counts) GROUP BY kind`);
  const missing = db.prepare('SELECT id, kind, data FROM records WHERE search IS NULL').all() as {
    id: string;
    kind: string;
    data: string;
  }[];
  if (missing.length === 0) return;
  const fill = db.prepare('UPDATE records SET search = ? WHERE id = ?');
  db.exec('BEGIN IMMEDIATE');
  for (const row of missing) fill.run(searchOf(row.kind, row.data), row.id);
  db.exec('COMMIT');
}

/** Every statement the adapter runs, prepared once per database. */
export function prepareStatements(db: DatabaseSync) {
  return {
    insertRecord: db.prepare('INSERT INTO records (id, kind, created_ms, data, search) VALUES (?, ?, ?, ?, ?)'),
    // A staff page: newest first after a cursor (created_ms, id), optionally only what a search finds.
    pageRecords: db.prepare(`SELECT id, created_ms, data FROM records
      WHERE kind = ? AND (created_ms, id) < (?, ?) AND (? = '' OR instr(search, ?) > 0)
      ORDER BY created_ms DESC, id DESC LIMIT ?`),
    countRecords: db.prepare('SELECT n FROM record_counts WHERE kind = ?'),
    getRecord: db.prepare('SELECT data FROM records WHERE kind = ? AND id = ?'),
    deleteRecord: db.prepare('DELETE FROM records WHERE kind = ? AND id = ?'),
    freeSlot: db.prepare('DELETE FROM booked_slots WHERE appointment_id = ?'),
    takeSlot: db.prepare(
      'INSERT INTO booked_slots (appointment_id, date, time) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    bookedTimes: db.prepare('SELECT time FROM booked_slots WHERE date = ? ORDER BY time'),
    bookingsOn: db.prepare(`SELECT r.data FROM booked_slots s JOIN records r ON r.id = s.appointment_id
      WHERE s.date BETWEEN ? AND ? ORDER BY s.date, s.time`),
    insertAudit: db.prepare('INSERT INTO audit_log (at_ms, data) VALUES (?, ?)'),
    pruneAudit: db.prepare('DELETE FROM audit_log WHERE at_ms < ?'),
    auditLog: db.prepare('SELECT data FROM audit_log WHERE at_ms < ? ORDER BY at_ms DESC, seq DESC LIMIT ?'),
    groupBookings: db.prepare(
      "SELECT data FROM records WHERE kind = 'bookings' AND json_extract(data, '$.groupId') = ?",
    ),
    // A phone's bookings still holding their slots (a cancelled visit no longer counts).
    phoneBookings: db.prepare(`SELECT data FROM records
      WHERE kind = 'bookings' AND json_extract(data, '$.pphone') = ? AND json_extract(data, '$.pappointmentDate') >= ?
        AND json_extract(data, '$.status') IS NOT 'cancelled'`),
    phoneDates: db.prepare(`SELECT json_extract(data, '$.pappointmentDate') AS date FROM records
      WHERE kind = 'bookings' AND json_extract(data, '$.pphone') = ? AND json_extract(data, '$.pappointmentDate') >= ?
        AND json_extract(data, '$.status') IS NOT 'cancelled'`),
    nextValue: db.prepare(
      'INSERT INTO counters (name, value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value',
    ),
    hit: db.prepare(`INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, ?)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN window_start = excluded.window_start THEN hits + excluded.hits ELSE excluded.hits END,
        window_start = excluded.window_start
      RETURNING hits`),
    windowHits: db.prepare('SELECT hits FROM rate_limits WHERE key = ? AND window_start = ?'),
    pruneRate: db.prepare('DELETE FROM rate_limits WHERE window_start < ?'),
    revoke: db.prepare(
      'INSERT INTO revoked_sessions (jti, expires_ms) VALUES (?, ?) ON CONFLICT (jti) DO UPDATE SET expires_ms = MAX(expires_ms, excluded.expires_ms)',
    ),
    pruneRevoked: db.prepare('DELETE FROM revoked_sessions WHERE expires_ms <= ?'),
    isRevoked: db.prepare('SELECT 1 AS hit FROM revoked_sessions WHERE jti = ? AND expires_ms > ?'),
    // Retention: the kind's records received before a time, oldest first, a page at a time.
    createdBefore: db.prepare(
      'SELECT data FROM records WHERE kind = ? AND created_ms < ? ORDER BY created_ms, id LIMIT ? OFFSET ?',
    ),
  } satisfies Record<string, StatementSync>;
}

/**
 * One staff page (Store.page): rows after the cursor, newest first, until `limit` records or the byte cap;
 * `next` is the last record given when another one was left.
 */
export function readPage<K extends SubmissionKind>(
  sql: ReturnType<typeof prepareStatements>,
  kind: K,
  request: PageRequest,
): Page<K> {
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
