// The audit sub-port: the audit log (who did what, every read of health data included), kept a year.

import type { AuditEntry } from '../../../lib/records';

export type { AuditEntry } from '../../../lib/records';

export interface AuditLog {
  /** Add a line to the audit log; lines older than `keepMs` are dropped on the way. */
  add(entry: AuditEntry, keepMs: number): Promise<void>;
  /** The audit log, newest first: `limit` lines received before `beforeMs` (default: all). */
  list(options: { limit: number; beforeMs?: number }): Promise<AuditEntry[]>;
}
