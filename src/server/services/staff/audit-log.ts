// The staff audit log, newest first: every look at a full PAN, every export, every Find a person, export and
// erasure, every delete and calendar change. Lines are written by ./act (audit()).

import type { AuditEntry, Store } from '../../store/port';

export const AUDIT_PAGE = 100;

/**
 * A page of the log: the lines written before `before` (ms since 1970, as the last page's oldest line says),
 * or the newest when it is absent or no such moment.
 */
export function auditPage(store: Store, before: string | null): Promise<AuditEntry[]> {
  const beforeMs = Number(before);
  const valid = Number.isFinite(beforeMs) && beforeMs > 0;
  return store.audit.list({ limit: AUDIT_PAGE, ...(valid ? { beforeMs } : {}) });
}
