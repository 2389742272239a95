// Messages that did not go out, for staff: what is waiting, what failed and why, and trying a
// message again once the cause is fixed (a wrong address corrected, the mail server back).

import { adminText } from '../../../i18n/admin';
import { DomainError } from '../../errors';
import type { Store } from '../../store/port';
import type { PhoneChannel } from '../../../lib/channels';
import type { OutboxState, PhoneDelivery } from '../../../lib/staff-api';
import type { Delivery } from '../../store/port/messaging';
import { insideDeployedFunction } from '../../config/deploy-context';
import type { AppConfig } from '../../config/app-config';
import { monthCost } from '../../notify/phone/costs';
import { CHANNEL_SETTINGS } from '../../notify/phone/deliver';

/** The most troubled messages one answer lists (the counts say how many there are in all). */
export const TROUBLED_SHOWN = 50;

/** The latest phone messages one answer lists. */
export const DELIVERIES_SHOWN = 50;

export async function outboxState(store: Store, config: AppConfig, now: Date): Promise<OutboxState> {
  const [counts, troubled, month, deliveries] = await Promise.all([
    store.outbox.counts(),
    store.outbox.troubled(TROUBLED_SHOWN),
    monthCost(store, config.notify, now),
    store.messaging.deliveries(DELIVERIES_SHOWN),
  ]);
  const { whatsapp, sms, smtpUrl } = config.notify;
  const mailOn = Boolean(smtpUrl) || !insideDeployedFunction(config.env);
  const channels: OutboxState['channels'] = [
    mailOn ? { channel: 'email', on: true } : { channel: 'email', on: false, why: 'set SMTP_URL and MAIL_FROM' },
    whatsapp
      ? { channel: 'whatsapp', on: true }
      : { channel: 'whatsapp', on: false, why: `set ${CHANNEL_SETTINGS.whatsapp}` },
    sms ? { channel: 'sms', on: true } : { channel: 'sms', on: false, why: `set ${CHANNEL_SETTINGS.sms}` },
  ];
  return {
    ...counts,
    troubled,
    channels,
    month,
    deliveries: deliveries.map(staffView),
  };
}

/** What staff read of a delivery: the masked phone, never its hash; the id to send it again. */
const staffView = (d: Delivery): PhoneDelivery => ({
  id: `${d.channel}:${d.providerId}`,
  channel: d.channel,
  messageId: d.messageId,
  type: d.type,
  phone: d.phone,
  status: d.status,
  ...(d.error ? { error: d.error } : {}),
  sentMs: d.sentMs,
  updatedMs: d.updatedMs,
});

/**
 * Send a failed phone message again, on the same channel, as a new outbox message (due now); false when
 * there is no such failed delivery.
 */
export async function resendDelivery(store: Store, channel: PhoneChannel, providerId: string, now: Date) {
  const failed = (await store.messaging.deliveries(DELIVERIES_SHOWN)).find(
    (d) => d.channel === channel && d.providerId === providerId && d.status === 'failed',
  );
  if (!failed) throw DomainError.notFound(adminText.api.notFound);
  const nowMs = now.getTime();
  await store.outbox.enqueue(
    {
      id: `resend:${channel}:${providerId}`,
      type: failed.type,
      kind: failed.kind,
      ref: failed.ref,
      part: failed.part,
      createdMs: nowMs,
      channel,
    },
    nowMs,
  );
}

/** Make a message due now (the caller delivers after the answer). */
export async function retryMessage(store: Store, id: string, now: Date): Promise<void> {
  if (!(await store.outbox.retryNow(id, now.getTime()))) throw DomainError.notFound(adminText.api.notFound);
}
