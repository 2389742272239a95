// The staff audit log (src/server/services/staff/audit-log.ts), shown to staff newest first:
//   GET /api/admin/audit?before=<ms>  -> { success, data: AuditEntry[] } (100 a page)

import type { RouteHandler } from '../http/endpoint';
import { json } from '../http/response';
import { auditPage } from '../services/staff/audit-log';
import { staffRead } from './guard';

export const auditLog: RouteHandler = async (scope) => {
  const { store } = await staffRead(scope);
  const before = Number(scope.url.searchParams.get('before'));
  return json({
    success: true,
    data: await auditPage(store, Number.isFinite(before) && before > 0 ? before : undefined),
  });
};
