// The embedded adapter's processing log (../port/processing): a table of its own, created here.

import type { StatementSync } from 'node:sqlite';
import type { ProcessingEntry, ProcessingLog } from '../port/processing';
import { parseStored } from '../shared';
import type { EmbeddedDb } from './db';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS processing_log (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  at_ms INTEGER NOT NULL,
  subject TEXT,
  data TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS processing_by_time ON processing_log (at_ms);
CREATE INDEX IF NOT EXISTS processing_by_subject ON processing_log (subject, at_ms);
`;

export function embeddedProcessing({ db, transaction, read }: EmbeddedDb): ProcessingLog {
  db.exec(SCHEMA);
  const sql = {
    insert: db.prepare('INSERT INTO processing_log (at_ms, subject, data) VALUES (?, ?, ?)'),
    list: db.prepare('SELECT data FROM processing_log WHERE at_ms < ? ORDER BY at_ms DESC, seq DESC LIMIT ?'),
    ofSubject: db.prepare(
      'SELECT data FROM processing_log WHERE subject = ? AND at_ms < ? ORDER BY at_ms DESC, seq DESC LIMIT ?',
    ),
    purge: db.prepare(
      'DELETE FROM processing_log WHERE seq IN (SELECT seq FROM processing_log WHERE at_ms < ? ORDER BY at_ms LIMIT ?)',
    ),
  } satisfies Record<string, StatementSync>;

  return {
    add: (entry) =>
      transaction('processing.add', () => {
        sql.insert.run(entry.atMs, entry.subject ?? null, JSON.stringify(entry));
      }),

    list: ({ limit, beforeMs = Number.MAX_SAFE_INTEGER, subject }) =>
      read('processing.list', () => {
        const n = Math.max(1, Math.min(limit, 1000));
        const rows = (subject === undefined ? sql.list.all(beforeMs, n) : sql.ofSubject.all(subject, beforeMs, n)) as {
          data: string;
        }[];
        return rows.map((r) => parseStored<ProcessingEntry>(r.data)).filter((e): e is ProcessingEntry => e !== null);
      }),

    purge: (beforeMs, limit) =>
      transaction('processing.purge', () => Number(sql.purge.run(beforeMs, Math.max(1, limit)).changes)),
  };
}
