// Messages that did not go out, for staff (issue #16): what is waiting, what failed and why, and a way to
// try a message again once the cause is fixed (a wrong address corrected, the mail server back).
//   GET  /api/admin/outbox        -> { success, data: { pending, failed, troubled: TroubledMessage[] } }
//   POST /api/admin/outbox/retry  { id } -> 200 (due now, sent right after the answer) | 404

import { adminText } from '../../i18n/admin';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { errorResponse, json } from '../http/response';
import { log } from '../log';
import { deliverAfterResponse } from '../notify/sender';
import { adminOnly, requireSameSite, requireStaff } from './guard';

/** The most troubled messages one answer lists (the counts say how many there are in all). */
export const TROUBLED_SHOWN = 50;

export const outboxState: RouteHandler = adminOnly(async (scope) => {
  const store = await scope.deps.store();
  const [counts, troubled] = await Promise.all([store.outbox.counts(), store.outbox.troubled(TROUBLED_SHOWN)]);
  return json({ success: true, data: { ...counts, troubled } });
});

export const retryMessage: RouteHandler = async (scope) => {
  requireSameSite(scope);
  await requireStaff(scope);
  const { id } = await readJsonObject(scope);
  if (typeof id !== 'string' || id.length > 200) return errorResponse(404, adminText.api.notFound);
  const store = await scope.deps.store();
  if (!(await store.outbox.retryNow(id, scope.deps.now().getTime()))) {
    return errorResponse(404, adminText.api.notFound);
  }
  log.info('outbox_retry', { endpoint: scope.endpoint, type: id.split(':')[0] });
  await deliverAfterResponse(scope.deps);
  return json({ success: true });
};
