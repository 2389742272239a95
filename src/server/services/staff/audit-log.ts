// The staff audit log, newest first: every look at a full PAN, every export, every Find a person, export and
// erasure, every delete and calendar change.

import type { AuditEntry, Store } from '../../store/port';

export const AUDIT_PAGE = 100;

/** A page of the log: the lines received before `beforeMs` (default: the newest). */
export function auditPage(store: Store, beforeMs?: number): Promise<AuditEntry[]> {
  return store.audit.list({ limit: AUDIT_PAGE, ...(beforeMs ? { beforeMs } : {}) });
}
