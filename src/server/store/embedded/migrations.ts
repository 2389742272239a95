// The embedded adapter's migrations (../port/migrations): where each migration stands and the runners' lease
// in tables of their own (created here), and the records read and written back in the records table, a
// record's version being the SHA-1 of its stored JSON. SQLite keeps Find a person's indexes itself.

import { createHash } from 'node:crypto';
import type { StatementSync } from 'node:sqlite';
import type { MigrationState, Migrations } from '../port/migrations';
import { pageLimit, parseStored } from '../shared';
import type { EmbeddedDb } from './db';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS migrations (
  id TEXT PRIMARY KEY,
  -- 'done', or where the run stopped: '<created_ms> <id>' of the last record it finished
  state TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS migration_lease (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  until_ms INTEGER NOT NULL
);
`;

const versionOf = (data: string) => `v${createHash('sha1').update(data).digest('hex')}`;

function stateOf(text: string): MigrationState | null {
  if (text === 'done') return { done: true };
  const match = /^(\d+) (\S+)$/.exec(text);
  return match ? { done: false, after: { ms: Number(match[1]), id: match[2]! } } : null;
}

export function embeddedMigrations({ db, transaction, read, now }: EmbeddedDb): Migrations {
  db.exec(SCHEMA);
  const sql = {
    states: db.prepare('SELECT id, state FROM migrations'),
    save: db.prepare(
      'INSERT INTO migrations (id, state) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET state = excluded.state',
    ),
    leaseOf: db.prepare("SELECT holder, until_ms FROM migration_lease WHERE name = 'runner'"),
    take: db.prepare(`INSERT INTO migration_lease (name, holder, until_ms) VALUES ('runner', ?, ?)
      ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until_ms = excluded.until_ms`),
    release: db.prepare("DELETE FROM migration_lease WHERE name = 'runner' AND holder = ?"),
    scan: db.prepare(`SELECT id, created_ms, data FROM records WHERE kind = ? AND (created_ms, id) > (?, ?)
      ORDER BY created_ms, id LIMIT ?`),
    data: db.prepare('SELECT data FROM records WHERE kind = ? AND id = ?'),
    write: db.prepare('UPDATE records SET data = ?, search = ? WHERE kind = ? AND id = ?'),
  } satisfies Record<string, StatementSync>;

  return {
    states: () =>
      read('migrations.states', () => {
        const states = new Map<string, MigrationState>();
        for (const row of sql.states.all() as { id: string; state: string }[]) {
          const state = stateOf(row.state);
          if (state) states.set(row.id, state);
        }
        return states;
      }),

    save: (id, state) =>
      transaction('migrations.save', () => {
        sql.save.run(id, state.done ? 'done' : `${state.after.ms} ${state.after.id}`);
      }),

    lease: (holder, ms) =>
      transaction('migrations.lease', () => {
        const at = now().getTime();
        const current = sql.leaseOf.get() as { holder: string; until_ms: number } | undefined;
        if (current && current.holder !== holder && current.until_ms > at) return false;
        sql.take.run(holder, at + Math.max(1, Math.ceil(ms)));
        return true;
      }),

    release: (holder) =>
      transaction('migrations.release', () => {
        sql.release.run(holder);
      }),

    scan: (kind, { limit, after }) =>
      read('migrations.scan', () => {
        const size = pageLimit(limit);
        const found = sql.scan.all(kind, after?.ms ?? Number.MIN_SAFE_INTEGER, after?.id ?? '', size + 1) as {
          id: string;
          created_ms: number;
          data: string;
        }[];
        const rows = found.slice(0, size).map((row) => ({
          id: row.id,
          ms: row.created_ms,
          value: parseStored<Record<string, unknown>>(row.data),
          version: versionOf(row.data),
        }));
        const last = rows.at(-1);
        return { rows, next: found.length > size && last ? { ms: last.ms, id: last.id } : null };
      }),

    rewrite: (kind, rows) =>
      transaction('migrations.rewrite', () => {
        let written = 0;
        const changed: string[] = [];
        for (const row of rows) {
          const stored = sql.data.get(kind, row.id) as { data: string } | undefined;
          if (stored && versionOf(stored.data) === row.version) {
            sql.write.run(JSON.stringify(row.record), row.search, kind, row.id);
            written++;
          } else {
            changed.push(row.id);
          }
        }
        return { written, changed };
      }),
  };
}
