// The embedded adapter's audit log (../port AuditLog): one row per line, by time; old lines pruned on add.

import type { StatementSync } from 'node:sqlite';
import type { AuditEntry, AuditLog } from '../port';
import { type EmbeddedDb, storedRows } from './db';

export function embeddedAudit({ db, transaction, read }: EmbeddedDb): AuditLog {
  const sql = {
    insertAudit: db.prepare('INSERT INTO audit_log (at_ms, data) VALUES (?, ?)'),
    pruneAudit: db.prepare('DELETE FROM audit_log WHERE at_ms < ?'),
    auditLog: db.prepare('SELECT data FROM audit_log WHERE at_ms < ? ORDER BY at_ms DESC, seq DESC LIMIT ?'),
  } satisfies Record<string, StatementSync>;

  return {
    add: (entry, keepMs) =>
      transaction('audit.add', () => {
        const at = Date.parse(entry.at);
        sql.insertAudit.run(at, JSON.stringify(entry));
        sql.pruneAudit.run(at - keepMs);
      }),

    list: ({ limit, beforeMs = Number.MAX_SAFE_INTEGER }) =>
      read('audit.list', () => storedRows<AuditEntry>(sql.auditLog.all(beforeMs, Math.max(1, Math.min(limit, 1000))))),
  };
}
