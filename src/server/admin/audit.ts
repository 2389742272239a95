// The staff audit log: every look at a full PAN, every export, every Find a person, export and erasure,
// every delete. Kept 8 years (the longest any record it names is kept), shown to staff newest first:
//   GET /api/admin/audit?before=<ms>  -> { success, data: AuditEntry[] } (100 a page)

import type { SubmissionKind } from '../../lib/records';
import type { RouteHandler, Scope } from '../http/endpoint';
import { json } from '../http/response';
import type { AuditEntry } from '../store/port';
import { adminOnly } from './guard';
import type { Session } from './session';

export const AUDIT_KEEP_MS = 8 * 366 * 24 * 60 * 60 * 1000;
export const AUDIT_PAGE = 100;

/** Write one line for what the signed-in `session` just did (counts and ids only, never personal data). */
export async function audit(
  scope: Scope,
  session: Session,
  line: { action: string; kind?: SubmissionKind; recordId?: string; count?: number },
): Promise<void> {
  const store = await scope.deps.store();
  const entry: AuditEntry = { at: scope.deps.now().toISOString(), session: session.jti.slice(0, 8), ...line };
  await store.audit.add(entry, AUDIT_KEEP_MS);
}

export const auditLog: RouteHandler = adminOnly(async (scope) => {
  const before = Number(scope.url.searchParams.get('before'));
  const store = await scope.deps.store();
  const data = await store.audit.list({
    limit: AUDIT_PAGE,
    ...(Number.isFinite(before) && before > 0 ? { beforeMs: before } : {}),
  });
  return json({ success: true, data });
});
