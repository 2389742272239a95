// The embedded adapter's staff sessions (../port/staff-sessions StaffSessions): one row per session with when it
// began and was last used; every read checks the idle and absolute limits by the store's clock in its own
// transaction, and forgets what is past them.

import type { StatementSync } from 'node:sqlite';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type StaffSession, type StaffSessions } from '../port';
import { newSession, storedSession } from '../staff-shared';
import type { EmbeddedDb } from './db';

interface Row {
  id: string;
  data: string;
}

export function embeddedStaffSessions({ db, transaction, now }: EmbeddedDb): StaffSessions {
  const sql = {
    pruneIdle: db.prepare('DELETE FROM staff_sessions WHERE last_ms <= ?'),
    pruneOld: db.prepare('DELETE FROM staff_sessions WHERE account_id = ? AND created_ms <= ?'),
    insert: db.prepare(
      'INSERT INTO staff_sessions (id, account_id, created_ms, last_ms, data) VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING',
    ),
    live: db.prepare('SELECT id, data FROM staff_sessions WHERE id = ? AND last_ms > ? AND created_ms > ?'),
    remove: db.prepare('DELETE FROM staff_sessions WHERE id = ?'),
    touch: db.prepare('UPDATE staff_sessions SET last_ms = ?, data = ? WHERE id = ?'),
    ofAccount: db.prepare(
      'SELECT id, data FROM staff_sessions WHERE account_id = ? AND last_ms > ? AND created_ms > ? ORDER BY created_ms DESC, id DESC',
    ),
    removeOne: db.prepare('DELETE FROM staff_sessions WHERE account_id = ? AND id = ?'),
    removeAll: db.prepare('DELETE FROM staff_sessions WHERE account_id = ? AND id != ?'),
  } satisfies Record<string, StatementSync>;

  /** The limits at `ms`: a live session was used after `idle` and began after `absolute`. */
  const limits = (ms: number) => [ms - SESSION_IDLE_MS, ms - SESSION_ABSOLUTE_MS] as const;

  /** Forget an account's sessions past either limit (and anyone's idle ones). */
  function prune(accountId: string, ms: number): void {
    const [idle, absolute] = limits(ms);
    sql.pruneIdle.run(idle);
    sql.pruneOld.run(accountId, absolute);
  }

  return {
    create: (fields) =>
      transaction('staffSessions.create', () => {
        const at = now();
        const ms = at.getTime();
        const session = newSession(fields, at);
        sql.pruneIdle.run(limits(ms)[0]);
        sql.insert.run(session.id, session.accountId, ms, ms, JSON.stringify(session));
        return session;
      }),

    use: (id, verified) =>
      transaction('staffSessions.use', () => {
        const at = now();
        const row = sql.live.get(id, ...limits(at.getTime())) as Row | undefined;
        const current = storedSession(row?.data);
        if (!current) {
          sql.remove.run(id);
          return null;
        }
        const when = at.toISOString();
        const next: StaffSession = { ...current, lastSeenAt: when, ...(verified ? { verifiedAt: when } : {}) };
        sql.touch.run(at.getTime(), JSON.stringify(next), id);
        return next;
      }),

    list: (accountId) =>
      transaction('staffSessions.list', () => {
        const ms = now().getTime();
        prune(accountId, ms);
        return (sql.ofAccount.all(accountId, ...limits(ms)) as unknown as Row[])
          .map((row) => storedSession(row.data))
          .filter((s) => s !== null);
      }),

    revoke: (accountId, id) =>
      transaction('staffSessions.revoke', () => {
        prune(accountId, now().getTime());
        return Number(sql.removeOne.run(accountId, id).changes) === 1;
      }),

    revokeAll: (accountId, keep) =>
      transaction('staffSessions.revokeAll', () => {
        prune(accountId, now().getTime());
        return Number(sql.removeAll.run(accountId, keep ?? '').changes);
      }),
  };
}
