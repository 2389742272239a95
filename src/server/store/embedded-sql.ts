// The embedded adapter's tables and statements (./embedded): one place for its SQL.

import type { DatabaseSync, StatementSync } from 'node:sqlite';

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS records (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS records_by_kind ON records (kind, created_ms);
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

/** Every statement the adapter runs, prepared once per database. */
export function prepareStatements(db: DatabaseSync) {
  return {
    insertRecord: db.prepare('INSERT INTO records (id, kind, created_ms, data) VALUES (?, ?, ?, ?)'),
    listRecords: db.prepare('SELECT data FROM records WHERE kind = ? ORDER BY created_ms DESC, rowid DESC LIMIT ?'),
    getRecord: db.prepare('SELECT data FROM records WHERE kind = ? AND id = ?'),
    deleteRecord: db.prepare('DELETE FROM records WHERE kind = ? AND id = ?'),
    freeSlot: db.prepare('DELETE FROM booked_slots WHERE appointment_id = ?'),
    takeSlot: db.prepare(
      'INSERT INTO booked_slots (appointment_id, date, time) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    bookedTimes: db.prepare('SELECT time FROM booked_slots WHERE date = ? ORDER BY time'),
    insertAudit: db.prepare('INSERT INTO audit_log (at_ms, data) VALUES (?, ?)'),
    pruneAudit: db.prepare('DELETE FROM audit_log WHERE at_ms < ?'),
    auditLog: db.prepare('SELECT data FROM audit_log WHERE at_ms < ? ORDER BY at_ms DESC, seq DESC LIMIT ?'),
    groupBookings: db.prepare(
      "SELECT data FROM records WHERE kind = 'bookings' AND json_extract(data, '$.groupId') = ?",
    ),
    phoneBookings: db.prepare(`SELECT data FROM records
      WHERE kind = 'bookings' AND json_extract(data, '$.pphone') = ? AND json_extract(data, '$.pappointmentDate') >= ?`),
    phoneDates: db.prepare(`SELECT json_extract(data, '$.pappointmentDate') AS date FROM records
      WHERE kind = 'bookings' AND json_extract(data, '$.pphone') = ? AND json_extract(data, '$.pappointmentDate') >= ?`),
    nextValue: db.prepare(
      'INSERT INTO counters (name, value) VALUES (?, 1) ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value',
    ),
    hit: db.prepare(`INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, ?)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN window_start = excluded.window_start THEN hits + excluded.hits ELSE excluded.hits END,
        window_start = excluded.window_start
      RETURNING hits`),
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
