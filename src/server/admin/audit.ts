// The staff audit log (src/server/services/staff/audit-log.ts), shown to staff newest first:
//   GET /api/admin/audit?before=<ms>  -> { success, data: AuditEntry[] } (100 a page)

import type { RouteHandler } from '../http/endpoint';
import { json } from '../http/response';
import { auditPage } from '../services/staff/audit-log';
import { staffRead } from './guard';
import type { AuditLine, DataAnswer } from '../../lib/staff-api';

export const auditLog: RouteHandler = async (scope) => {
  const { store } = await staffRead(scope);
  const data = await auditPage(store, scope.url.searchParams.get('before'));
  return json({ success: true, data } satisfies DataAnswer<AuditLine[]>);
};
