// The embedded adapter's breaches (../port/breaches): one table of its own, created here; the notices'
// messages are written in the same transaction as the count (./outbox enqueueIn); the affected records
// are read through the records' createdAt index (./schema records_by_time).

import type { StatementSync } from 'node:sqlite';
import type { Breach } from '../../../lib/breaches';
import type { Breaches } from '../port/breaches';
import { pageLimit, pageOffset, storedRecords } from '../shared';
import { type EmbeddedDb, storedRow, storedRows } from './db';
import { enqueueIn, type OutboxStatements } from './outbox';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS breaches (
  id TEXT PRIMARY KEY,
  recorded_ms INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS breaches_by_time ON breaches (recorded_ms);
`;

export function embeddedBreaches({ db, transaction, read }: EmbeddedDb, outbox: OutboxStatements): Breaches {
  db.exec(SCHEMA);
  const sql = {
    insert: db.prepare('INSERT INTO breaches (id, recorded_ms, data) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
    get: db.prepare('SELECT data FROM breaches WHERE id = ?'),
    save: db.prepare('UPDATE breaches SET data = ? WHERE id = ?'),
    list: db.prepare('SELECT data FROM breaches ORDER BY recorded_ms DESC, id DESC LIMIT ?'),
    between: db.prepare(
      'SELECT data FROM records WHERE kind = ? AND created_ms >= ? AND created_ms <= ? ORDER BY created_ms, id LIMIT ? OFFSET ?',
    ),
  } satisfies Record<string, StatementSync>;

  const get = (id: string) => storedRow<Breach>(sql.get.get(id));
  const save = (b: Breach) => {
    sql.save.run(JSON.stringify(b), b.id);
    return b;
  };

  return {
    add: (breach) =>
      transaction('breaches.add', () => {
        sql.insert.run(breach.id, breach.recordedMs, JSON.stringify(breach));
      }),

    get: (id) => read('breaches.get', () => get(id)),

    list: (limit) => read('breaches.list', () => storedRows<Breach>(sql.list.all(Math.max(1, Math.min(limit, 1000))))),

    board: (id, step, value) =>
      transaction('breaches.board', () => {
        const breach = get(id);
        return breach ? save({ ...breach, board: { ...breach.board, [step]: value } }) : null;
      }),

    notify: (id, messages, atMs) =>
      transaction('breaches.notify', () => {
        const breach = get(id);
        if (!breach) return null;
        let added = 0;
        for (const { message, dueMs } of messages) if (enqueueIn(outbox, message, dueMs)) added += 1;
        return save({ ...breach, notified: breach.notified + added, notifiedMs: atMs });
      }),

    receivedBetween: (kind, fromMs, toMs, page) =>
      read('breaches.receivedBetween', () => {
        const rows = sql.between.all(kind, fromMs, toMs, pageLimit(page.limit), pageOffset(page.offset));
        return storedRecords<typeof kind>((rows as { data: string }[]).map((r) => r.data));
      }),
  };
}
