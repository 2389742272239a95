// The embedded adapter's ceremonies (../port/ceremonies Ceremonies): one row per value with its expiry; a take
// reads and deletes it in one transaction, so it is had once.

import type { StatementSync } from 'node:sqlite';
import type { Ceremonies } from '../port';
import type { EmbeddedDb } from './db';

export function embeddedCeremonies({ db, transaction, now }: EmbeddedDb): Ceremonies {
  const sql = {
    prune: db.prepare('DELETE FROM staff_ceremonies WHERE expires_ms <= ?'),
    put: db.prepare(
      'INSERT INTO staff_ceremonies (id, expires_ms, value) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET expires_ms = excluded.expires_ms, value = excluded.value',
    ),
    get: db.prepare('SELECT value FROM staff_ceremonies WHERE id = ? AND expires_ms > ?'),
    remove: db.prepare('DELETE FROM staff_ceremonies WHERE id = ?'),
  } satisfies Record<string, StatementSync>;

  return {
    put: (id, value, ttlMs) =>
      transaction('ceremonies.put', () => {
        const ms = now().getTime();
        sql.prune.run(ms);
        sql.put.run(id, ms + Math.max(1, Math.ceil(ttlMs)), value);
      }),

    take: (id) =>
      transaction('ceremonies.take', () => {
        const row = sql.get.get(id, now().getTime()) as { value: string } | undefined;
        sql.remove.run(id);
        return row ? row.value : null;
      }),
  };
}
