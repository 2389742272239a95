// What a staff action runs with: the store, the moment, and who acts (for the audit log). The handlers in
// src/server/admin/ make one per request after the session check; services here know nothing of HTTP and
// refuse with DomainError only.

import type { SubmissionKind } from '../../../lib/records';
import type { AuditEntry, Store } from '../../store/port';

/** Audit lines are kept 8 years (the longest any record they name is kept; DPDP asks for at least one). */
export const AUDIT_KEEP_MS = 8 * 366 * 24 * 60 * 60 * 1000;

export interface StaffAct {
  store: Store;
  now: Date;
  /** Who acts: their account's id, and their name (the audit names the person). */
  actor: string;
  actorName: string;
  /** The session acting ('schedule' for the scheduled jobs). */
  session: string;
}

/** When and by whom a record's mark was made, as the record keeps it (the account id's first 8 characters). */
export const staffStamp = (act: StaffAct): { at: string; by: string } => ({
  at: act.now.toISOString(),
  by: act.actor.slice(0, 8),
});

/** What an audit line says: counts and ids only, never personal data. */
export interface AuditLine {
  action: string;
  kind?: SubmissionKind;
  recordId?: string;
  count?: number;
  detail?: string;
}

/** Write one line for what the actor just did. */
export async function audit(act: StaffAct, line: AuditLine): Promise<void> {
  const entry: AuditEntry = {
    at: act.now.toISOString(),
    session: act.session.slice(0, 8),
    by: act.actorName,
    byId: act.actor,
    ...line,
  };
  await act.store.audit.add(entry, AUDIT_KEEP_MS);
}

/** Delete each id of a kind once (ids compared without case); how many were there. */
export async function deleteEach(store: Store, kind: SubmissionKind, ids: readonly string[]): Promise<number> {
  let removed = 0;
  for (const id of new Set(ids.map((i) => i.toLowerCase()))) if (await store.records.delete(kind, id)) removed += 1;
  return removed;
}
