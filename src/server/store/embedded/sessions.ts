// The embedded adapter's revoked staff sessions (../port Sessions): one row per session until it expires.

import type { StatementSync } from 'node:sqlite';
import type { Sessions } from '../port';
import type { EmbeddedDb } from './db';

export function embeddedSessions({ db, transaction, read, now }: EmbeddedDb): Sessions {
  const sql = {
    revoke: db.prepare(
      'INSERT INTO revoked_sessions (jti, expires_ms) VALUES (?, ?) ON CONFLICT (jti) DO UPDATE SET expires_ms = MAX(expires_ms, excluded.expires_ms)',
    ),
    pruneRevoked: db.prepare('DELETE FROM revoked_sessions WHERE expires_ms <= ?'),
    isRevoked: db.prepare('SELECT 1 AS hit FROM revoked_sessions WHERE jti = ? AND expires_ms > ?'),
  } satisfies Record<string, StatementSync>;

  return {
    revoke: (jti, untilMs) =>
      transaction('sessions.revoke', () => {
        sql.pruneRevoked.run(now().getTime());
        sql.revoke.run(jti, Math.ceil(untilMs));
      }),

    isRevoked: (jti) => read('sessions.isRevoked', () => sql.isRevoked.get(jti, now().getTime()) !== undefined),
  };
}
