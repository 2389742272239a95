// One phone message of the outbox (its id starts with its channel: see ../notices): each of its texts goes
// on the person's channel unless that phone said STOP there, once per text and within the phone's daily
// cap (../caps phoneGate). A channel without its settings makes the message wait, not fail: the try is not
// counted and staff read why on the outbox page. What the provider accepted is recorded (the store's
// messaging sub-port) for its status webhooks; logs carry masked phones only.

import { maskPhone, type PhoneChannel } from '../../../lib/channels';
import type { Deps } from '../../deps';
import { log } from '../../log';
import type { ClaimedMessage } from '../../store/port/outbox';
import { phoneGate } from '../caps';
import { mailSettings } from '../render';
import { countSent } from './costs';
import { phoneKey } from './keys';
import { ChannelOffError, sendSms, sendWhatsApp } from './providers';
import { renderPhone } from './render';

/** What a channel needs before it sends (the outbox page and the waiting message say so). */
export const CHANNEL_SETTINGS: Record<PhoneChannel, string> = {
  whatsapp: 'WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN',
  sms: 'SMS_AUTH_KEY, SMS_SENDER and SMS_TEMPLATE_IDS',
};

/** How long a message waits for its channel before it looks again. */
export const WAIT_MS = 30 * 60_000;

export type PhoneOutcome = { outcome: 'sent' } | { outcome: 'drop' } | { outcome: 'wait'; why: string };

export async function deliverPhone(deps: Deps, message: ClaimedMessage): Promise<PhoneOutcome> {
  const store = await deps.store();
  const texts = await renderPhone(message, store, mailSettings(deps.config), deps.now());
  if (texts.length === 0) return { outcome: 'drop' };
  const { notify } = deps.config;
  for (const text of texts) {
    const who = phoneKey(text.phone);
    const masked = maskPhone(text.phone);
    if (await store.messaging.optedOut(text.channel, who)) {
      log.info('phone_skipped', { channel: text.channel, phone: masked, why: 'stopped' });
      continue;
    }
    const whatsapp = text.channel === 'whatsapp' ? notify.whatsapp : null;
    const sms = text.channel === 'sms' ? notify.sms : null;
    if (!whatsapp && !sms)
      return { outcome: 'wait', why: `${text.channel} is off: set ${CHANNEL_SETTINGS[text.channel]}` };
    const gate = await phoneGate(store, message, text.part, who, deps.now(), notify.phonePerDay);
    if (!gate.send) {
      log.info('phone_skipped', { channel: text.channel, phone: masked, why: gate.why });
      continue;
    }
    let providerId: string;
    try {
      providerId = whatsapp ? await sendWhatsApp(whatsapp, text) : await sendSms(sms!, text);
    } catch (error) {
      await gate.undo();
      if (error instanceof ChannelOffError) return { outcome: 'wait', why: error.message };
      throw error;
    }
    const nowMs = deps.now().getTime();
    await store.messaging.saveDelivery({
      channel: text.channel,
      providerId,
      messageId: message.id,
      type: message.type,
      kind: message.kind,
      ref: message.ref,
      part: text.part,
      phone: masked,
      phoneKey: who,
      status: 'sent',
      ...(text.channel === 'whatsapp' && text.smsFallback ? { smsFallback: true } : {}),
      sentMs: nowMs,
      updatedMs: nowMs,
    });
    await countSent(store, text.channel, deps.now());
    log.info('phone_sent', { channel: text.channel, phone: masked, template: text.template, locale: text.locale });
  }
  return { outcome: 'sent' };
}
