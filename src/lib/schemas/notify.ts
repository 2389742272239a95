// The phone opt-in a booking or pledge may carry: which channel (WhatsApp, SMS, or none), the phone that
// may receive messages, and for WhatsApp whether one SMS may follow a failed message. Flat fields beside
// the form's own (notifyChannel, notifyPhone, smsFallback), turned into one PhoneOptIn by toOptIn.

import * as z from 'zod/mini';
import { CHANNEL_CHOICES, isPhoneChannel, type ChannelChoice, type PhoneOptIn } from '../channels';
import { requiredMobile } from './common';
import { preprocess } from './preprocess';

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const notifyFields = {
  notifyChannel: z.optional(z.enum(CHANNEL_CHOICES, { error: 'notify.channel.invalid' })),
  notifyPhone: preprocess(
    blankToUndefined,
    z.optional(requiredMobile('notify.phone.required', 'notify.phone.invalid')),
  ),
  // A form's checkbox sends 'on'; the API takes a boolean.
  smsFallback: preprocess(
    (v) => (v === 'on' || v === 'true' ? true : v === '' || v === 'off' || v === 'false' ? false : v),
    z.optional(z.boolean({ error: 'notify.channel.invalid' })),
  ),
};

export interface NotifyFields {
  notifyChannel?: ChannelChoice | undefined;
  notifyPhone?: string | undefined;
  smsFallback?: boolean | undefined;
}

/** A phone channel needs its phone: the issue to add (path ['notifyPhone']), or null. */
export function notifyIssue(value: NotifyFields): 'notify.phone.required' | null {
  return isPhoneChannel(value.notifyChannel) && !value.notifyPhone ? 'notify.phone.required' : null;
}

/** The stored opt-in (none for 'none' or no choice). */
export function toOptIn(value: NotifyFields): PhoneOptIn | undefined {
  const { notifyChannel: channel, notifyPhone: phone } = value;
  if (!isPhoneChannel(channel) || !phone) return undefined;
  return { channel, phone, ...(channel === 'whatsapp' && value.smsFallback ? { smsFallback: true } : {}) };
}

/** POST /api/appointments/manage/messages: the choice again (the token travels beside it). */
export const messagesSchema = /* @__PURE__ */ z
  .strictObject({ ...notifyFields, notifyChannel: z.enum(CHANNEL_CHOICES, { error: 'notify.channel.invalid' }) })
  .check(
    z.superRefine((value: NotifyFields, ctx) => {
      const issue = notifyIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['notifyPhone'] });
    }),
  );
