// The texts phone messages are made of (src/i18n/<lang>/phone.json): an SMS is its DLT template with each
// {#var#} filled in order (the network drops a text that differs from the registered template by a
// character), a WhatsApp message is an approved template named with its language and body parameters.
// Variables are never a visitor's typed text: dates, times, register numbers, tokens, camp names (the
// editors'), references, links, one-time codes and the privacy contact's name and phone (site.json).

import { phoneDictionaries } from '../../../i18n/dictionaries';
import type { PhoneChannel } from '../../../lib/channels';
import type { Locale } from '../../../lib/locale';

export const PHONE_TEMPLATES = [
  'booking_confirmation',
  'booking_reminder',
  'booking_moved',
  'booking_cancelled',
  'closure_notice',
  'donation_ack',
  'receipt_notice',
  'camp_confirmed',
  'camp_waiting',
  'camp_promoted',
  'camp_reminder',
  'camp_cancelled',
  'camp_called_off',
  'privacy_code',
  'privacy_answered',
  'breach_notice',
] as const;
export type PhoneTemplate = (typeof PHONE_TEMPLATES)[number];

/** WhatsApp's language codes for our locales (the code each template is approved under). */
export const WHATSAPP_LANGUAGE: Record<Locale, string> = { en: 'en', ta: 'ta' };

const VAR = '{#var#}';

/** The provider's name of one SMS template in one language (SMS_TEMPLATE_IDS keys): 'booking_reminder_ta'. */
export const smsTemplateName = (template: PhoneTemplate, locale: Locale) => `${template}_${locale}`;

export function smsTemplate(template: PhoneTemplate, locale: Locale): { dltTemplateId: string; text: string } {
  return phoneDictionaries[locale].sms[template];
}

/** How many variables a template has. */
export const smsVariableCount = (template: PhoneTemplate, locale: Locale) =>
  smsTemplate(template, locale).text.split(VAR).length - 1;

/** The SMS as the phone shows it: the registered text with its variables in order. */
export function smsText(template: PhoneTemplate, locale: Locale, vars: string[]): string {
  const parts = smsTemplate(template, locale).text.split(VAR);
  if (vars.length !== parts.length - 1)
    throw new Error(`sms ${template}: ${vars.length} values for ${parts.length - 1}`);
  return parts.reduce((text, part, i) => text + (i === 0 ? '' : vars[i - 1]) + part, '');
}

/** Whether `text` is template `template` with some variables: the DLT scrubber's check. */
export function matchesSmsTemplate(template: PhoneTemplate, locale: Locale, text: string): boolean {
  const escaped = smsTemplate(template, locale)
    .text.split(VAR)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // DLT allows up to 30 characters per variable; a link is whitelisted by its domain and may be longer.
  return new RegExp(`^${escaped.join('[^\\n]{1,200}')}$`, 'u').test(text);
}

/** Characters GSM-7 (the default alphabet) holds; anything else makes the SMS UCS-2. */
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/u;

/** An SMS's encoding and how many parts it is sent (and charged) as. */
export function smsParts(text: string): { encoding: 'GSM-7' | 'UCS-2'; parts: number } {
  if (GSM7.test(text)) {
    const septets = [...text].reduce((n, c) => n + ('^{}\\[~]|€'.includes(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', parts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  }
  // UCS-2 counts UTF-16 code units: 70 in one part, 67 in each part of a longer one.
  return { encoding: 'UCS-2', parts: text.length <= 70 ? 1 : Math.ceil(text.length / 67) };
}

export interface WhatsAppTemplate {
  name: string;
  text: string;
  /**
   * 'copy_code': an authentication template (a one-time code, WhatsApp's fixed text, a button that copies
   * the code): the code goes as the body's one parameter and again as the button's.
   */
  button?: 'copy_code';
}

export function whatsappTemplate(template: PhoneTemplate, locale: Locale): WhatsAppTemplate {
  return phoneDictionaries[locale].whatsapp[template] as WhatsAppTemplate;
}

/** WhatsApp's text as the phone shows it (the fake API and the README use it). */
export function whatsappText(template: PhoneTemplate, locale: Locale, vars: string[]): string {
  return whatsappTemplate(template, locale).text.replace(
    /\{\{(\d+)\}\}/g,
    (whole, n: string) => vars[Number(n) - 1] ?? whole,
  );
}

/** One text to send to one phone: a template and its values. */
export interface PhoneText {
  /** Which part of the outbox message (a visit's id, or the record's): sent once each. */
  part: string;
  phone: string;
  locale: Locale;
  channel: PhoneChannel;
  template: PhoneTemplate;
  vars: string[];
  /** WhatsApp: one SMS when it fails. */
  smsFallback: boolean;
}
