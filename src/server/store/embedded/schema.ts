// The embedded adapter's tables (./index), one place for its schema, and the upgrade of a database file
// written by an older version.

import type { DatabaseSync } from 'node:sqlite';
import { SUBMISSION_KINDS, type SubmissionKind } from '../../../lib/records';
import { PERSON_FIELDS } from '../shared';

/**
 * What Find a person compares, per kind and field (../shared PERSON_FIELDS): the phone as stored, the email
 * lower-cased. ./records queries exactly these expressions, so SQLite answers from the indexes below.
 */
export function personExpression(kind: SubmissionKind, field: 'phone' | 'email'): string | null {
  const name = PERSON_FIELDS[kind][field];
  if (name === undefined) return null;
  return field === 'email' ? `lower(json_extract(data, '$.${name}'))` : `json_extract(data, '$.${name}')`;
}

// One partial expression index per kind and field, in Find a person's order, so it reads the person's rows
// only. SQLite keeps them in every write's transaction; CREATE INDEX builds them for the rows of a file
// written before they existed, when the store opens it (./db).
const PERSON_INDEXES = SUBMISSION_KINDS.flatMap((kind) =>
  (['phone', 'email'] as const).flatMap((field) => {
    const expression = personExpression(kind, field);
    if (!expression) return [];
    return [
      `CREATE INDEX IF NOT EXISTS ${kind}_person_${field} ON records (${expression}, created_ms, id) WHERE kind = '${kind}';`,
    ];
  }),
);

/** A phone's bookings by visit date (./bookings: the booking limits). */
const BOOKINGS_BY_PHONE = `CREATE INDEX IF NOT EXISTS bookings_by_phone
  ON records (json_extract(data, '$.phone'), json_extract(data, '$.visitDate')) WHERE kind = 'bookings';`;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS records (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  data TEXT NOT NULL,
  -- What staff can find the record by (the write's SearchText, ../port); NULL in older files until the
  -- migration that writes it (src/server/migrations/search-and-lookups.ts).
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
${BOOKINGS_BY_PHONE}
-- A booking group's appointments (a confirmation's mail).
CREATE INDEX IF NOT EXISTS bookings_by_group ON records (json_extract(data, '$.groupId')) WHERE kind = 'bookings';
${PERSON_INDEXES.join('\n')}
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
  hits INTEGER NOT NULL,
  -- window_start + the window's length (epoch ms): the row is deleted once this has passed (./limits)
  window_end INTEGER
);
-- A table of revoked JWT sessions from older files is dropped: sessions live in staff_sessions.
DROP TABLE IF EXISTS revoked_sessions;
CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  -- pending: the next try (or when a taken message's lease ends); sent, failed: when that happened
  at_ms INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  error TEXT
);
CREATE INDEX IF NOT EXISTS outbox_by_status ON outbox (status, at_ms);
-- Donations (../port/donations): the pledges whose money came, by date; 80G receipts, never
-- changed (a cancellation is a row of its own); a year's Form 10BD marks ('filed', '10be:<donor key>').
CREATE INDEX IF NOT EXISTS donations_received
  ON records (json_extract(data, '$.received.date'), id) WHERE kind = 'donations';
CREATE TABLE IF NOT EXISTS receipts (
  id TEXT PRIMARY KEY,
  pledge_id TEXT NOT NULL,
  fy TEXT NOT NULL,
  seq INTEGER NOT NULL,
  data TEXT NOT NULL,
  CONSTRAINT one_receipt_per_number UNIQUE (fy, seq)
);
CREATE INDEX IF NOT EXISTS receipts_by_pledge ON receipts (pledge_id, seq);
CREATE TABLE IF NOT EXISTS receipt_cancellations (
  receipt_id TEXT PRIMARY KEY,
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS donation_years (
  fy TEXT NOT NULL,
  name TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (fy, name)
);
-- Staff accounts and sign-in (./accounts, ./credentials, ./invites, ./staff-sessions).
CREATE TABLE IF NOT EXISTS staff_accounts (
  id TEXT PRIMARY KEY,
  email_key TEXT NOT NULL UNIQUE,
  created_ms INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_passkeys (
  credential_id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_passkeys_by_account ON staff_passkeys (account_id);
CREATE TABLE IF NOT EXISTS staff_totp (
  account_id TEXT PRIMARY KEY,
  secret TEXT NOT NULL,
  last_step INTEGER NOT NULL DEFAULT -1,
  password TEXT
);
CREATE TABLE IF NOT EXISTS staff_recovery_codes (
  account_id TEXT NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (account_id, hash)
);
CREATE TABLE IF NOT EXISTS staff_invites (
  token_hash TEXT PRIMARY KEY,
  email_key TEXT NOT NULL UNIQUE,
  expires_ms INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_sessions (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  last_ms INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS staff_sessions_by_account ON staff_sessions (account_id, created_ms);
CREATE INDEX IF NOT EXISTS staff_sessions_by_use ON staff_sessions (last_ms);
CREATE TABLE IF NOT EXISTS staff_ceremonies (
  id TEXT PRIMARY KEY,
  expires_ms INTEGER NOT NULL,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS staff_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS closures (
  id TEXT PRIMARY KEY,
  from_date TEXT NOT NULL,
  created_ms INTEGER NOT NULL,
  data TEXT NOT NULL
);
-- Phone messages (../port/messaging): each one a provider accepted, and the phones that said STOP.
CREATE TABLE IF NOT EXISTS deliveries (
  id TEXT PRIMARY KEY,
  phone_key TEXT NOT NULL,
  updated_ms INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS deliveries_by_time ON deliveries (updated_ms);
CREATE INDEX IF NOT EXISTS deliveries_by_phone ON deliveries (phone_key, updated_ms);
CREATE TABLE IF NOT EXISTS phone_choices (
  ref TEXT PRIMARY KEY,
  data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS opt_outs (
  channel TEXT NOT NULL,
  phone_key TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  PRIMARY KEY (channel, phone_key)
);
CREATE TABLE IF NOT EXISTS camp_days (
  camp TEXT NOT NULL,
  date TEXT NOT NULL,
  capacity INTEGER NOT NULL,
  taken INTEGER NOT NULL DEFAULT 0,
  tokens INTEGER NOT NULL DEFAULT 0,
  cancelled INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (camp, date)
);
CREATE TABLE IF NOT EXISTS camp_registrations (
  arrival INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  camp TEXT NOT NULL,
  date TEXT NOT NULL,
  phone_key TEXT NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS camp_registrations_day ON camp_registrations (camp, date, arrival);
`;

/** How long a window counted by an older version is kept (it did not record its length). */
const OLD_WINDOW_KEPT_MS = 32 * 24 * 60 * 60 * 1000;

/** Each index the schema declares: its name, its definition (what follows the name) and its statement. */
const DECLARED_INDEXES = [...SCHEMA.matchAll(/CREATE INDEX IF NOT EXISTS (\w+)\b([^;]*);/g)].map((m) => ({
  name: m[1]!,
  definition: m[2]!.replace(/\s+/g, ' ').trim(),
  statement: m[0],
}));

/**
 * An index a file keeps under a name the schema now defines otherwise (an expression over a record's field
 * that has been renamed) is dropped and made again: CREATE INDEX IF NOT EXISTS leaves it as it was, and the
 * queries over the field's new name would read every row of the kind.
 */
function remakeChangedIndexes(db: DatabaseSync): void {
  const stored = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?");
  for (const index of DECLARED_INDEXES) {
    const row = stored.get(index.name) as { sql: string | null } | undefined;
    if (!row?.sql || row.sql.replace(/\s+/g, ' ').endsWith(index.definition)) continue;
    db.exec(`DROP INDEX ${index.name}; ${index.statement}`);
  }
}

/**
 * Bring a database file written by an older version up to SCHEMA: records gained `search`, and
 * record_counts starts from the records already there. The store never makes search text (it comes with
 * each write): the records written before it existed get theirs from a migration of stored records
 * (src/server/migrations), run before a request reads them. Rate-limit windows gained `window_end`, TOTP
 * secrets `password`.
 */
export function upgrade(db: DatabaseSync): void {
  remakeChangedIndexes(db);
  const columns = db.prepare('PRAGMA table_info(records)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'search')) db.exec('ALTER TABLE records ADD COLUMN search TEXT');
  // A window counted before rows knew their end is kept as long as the longest the site counts (a
  // message's delivered marks, 31 days), then dropped: never before it ends.
  const rateColumns = db.prepare('PRAGMA table_info(rate_limits)').all() as { name: string }[];
  if (!rateColumns.some((c) => c.name === 'window_end')) {
    db.exec(`ALTER TABLE rate_limits ADD COLUMN window_end INTEGER;
      UPDATE rate_limits SET window_end = window_start + ${OLD_WINDOW_KEPT_MS}`);
  }
  // TOTP secrets gained the password that goes with them: one set before has none, and signs in no more.
  const totpColumns = db.prepare('PRAGMA table_info(staff_totp)').all() as { name: string }[];
  if (!totpColumns.some((c) => c.name === 'password')) db.exec('ALTER TABLE staff_totp ADD COLUMN password TEXT');
  db.exec(`INSERT INTO record_counts (kind, n) SELECT kind, COUNT(*) FROM records
    WHERE NOT EXISTS (SELECT 1 FROM record_counts) GROUP BY kind`);
}
