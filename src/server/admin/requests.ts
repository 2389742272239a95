// The queue of people's rights requests (src/server/services/staff/requests.ts):
//   GET  /api/admin/requests                     -> { success, open, nowMs }  earliest due first
//   POST /api/admin/requests/:id/answer { text } -> { success, request }      sent through the outbox
import type { RequestQueue, RightsRequest } from '../../lib/privacy';
import { adminText } from '../../i18n/admin';
import { adminRequestsEn } from '../../i18n/admin-requests';
import { DomainError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import { deliverAfterResponse } from '../notify/sender';
import { answerRequest, requestQueue } from '../services/staff/requests';
import { UUID_PATTERN } from './bulk';
import { staffChange, staffRead } from './guard';

export const listRequests: RouteHandler = async (scope) => {
  const act = await staffRead(scope);
  const open = await requestQueue(act);
  return json({ success: true, open, nowMs: act.now.getTime() } satisfies RequestQueue);
};

export const answer: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const id = scope.params.id ?? '';
  if (!UUID_PATTERN.test(id)) throw DomainError.notFound(adminText.api.notFound);
  const { text } = await readJsonObject(scope);
  if (typeof text !== 'string') throw DomainError.invalid(adminRequestsEn.requests.answerLength);
  const request = await answerRequest(scope.deps, act, id.toLowerCase(), text);
  await deliverAfterResponse(scope.deps);
  return json({ success: true, request } satisfies { success: true; request: RightsRequest });
};
