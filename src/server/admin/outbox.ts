// Messages that did not go out (src/server/services/staff/outbox.ts):
//   GET  /api/admin/outbox        -> { success, data: { pending, failed, troubled: TroubledMessage[] } }
//   POST /api/admin/outbox/retry  { id } | { delivery: '<channel>:<provider id>' } -> 200 (due now, sent right
//                                 after the answer) | 404

import { adminText } from '../../i18n/admin';
import { DomainError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import { log } from '../log';
import { deliverAfterResponse } from '../notify/sender';
import { outboxState as state, resendDelivery, retryMessage as retry } from '../services/staff/outbox';
import { isPhoneChannel } from '../../lib/channels';
import { staffChange, staffRead } from './guard';
import type { DataAnswer, OutboxState } from '../../lib/staff-api';

export const outboxState: RouteHandler = async (scope) => {
  const { store, now } = await staffRead(scope);
  return json({ success: true, data: await state(store, scope.deps.config, now) } satisfies DataAnswer<OutboxState>);
};

export const retryMessage: RouteHandler = async (scope) => {
  const { store, now } = await staffChange(scope);
  const { id, delivery } = await readJsonObject(scope);
  // A failed phone message: { delivery: '<channel>:<provider id>' } goes again as a new message.
  if (typeof delivery === 'string' && delivery.length <= 200) {
    const [channel, ...rest] = delivery.split(':');
    if (!isPhoneChannel(channel) || rest.length === 0) throw DomainError.notFound(adminText.api.notFound);
    await resendDelivery(store, channel, rest.join(':'), now);
    log.info('outbox_resend', { endpoint: scope.endpoint, channel });
    await deliverAfterResponse(scope.deps);
    return json({ success: true });
  }
  if (typeof id !== 'string' || id.length > 200) throw DomainError.notFound(adminText.api.notFound);
  await retry(store, id, now);
  log.info('outbox_retry', { endpoint: scope.endpoint, type: id.split(':')[0] });
  await deliverAfterResponse(scope.deps);
  return json({ success: true });
};
