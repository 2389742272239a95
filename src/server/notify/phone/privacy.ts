// A rights request's and a breach's messages to a phone (type 'privacy' and 'breach' with a channel), made
// when sent from the request or record as it is then, like their mail (../privacy):
//   privacy code/<id>          the one-time code, while the request still waits for it and it has not run out
//   privacy answer/<id>        that the request is answered and the privacy contact will call (a staff
//                              answer is free text: no SMS template can carry it, so the contact phones)
//   breach  notice/<b>/<k>/<r> that a breach found on that date may touch their data, and whom to call
// The phone is the request's contact or the record's; nothing typed by anyone goes into a text.

import { contentDictionaries } from '../../../i18n/dictionaries';
import { longDate } from '../../../i18n/long-date';
import { isPhoneChannel, type PhoneChannel } from '../../../lib/channels';
import { toLocale, type Locale } from '../../../lib/locale';
import { isSubmissionKind } from '../../../lib/records';
import { MOBILE_PATTERN } from '../../../lib/schemas/common';
import { formatPhone, siteIn } from '../../../lib/site-settings';
import { indiaToday } from '../../../lib/time';
import { openCode } from '../../services/privacy/keys';
import type { ClaimedMessage } from '../../store/port/outbox';
import type { Store } from '../../store/port';
import { PERSON_FIELDS } from '../../store/shared';
import type { MailSettings } from '../render';
import type { PhoneTemplate, PhoneText } from './templates';

const dayOf = (ms: number, locale: Locale) => longDate(indiaToday(new Date(ms)), contentDictionaries[locale]);

/** The privacy contact (site.json), as the texts name them: name, then phone. */
function contactVars(locale: Locale): [string, string] {
  const { name, phone } = siteIn(locale).privacy.contact;
  return [name, formatPhone(phone)];
}

function text(
  channel: PhoneChannel,
  part: string,
  phone: string,
  locale: Locale,
  template: PhoneTemplate,
  vars: string[],
): PhoneText {
  return { part, phone, locale, channel, template, vars, smsFallback: false };
}

export async function privacyTexts(
  message: ClaimedMessage,
  store: Store,
  settings: MailSettings,
  now: Date,
): Promise<PhoneText[]> {
  const channel = message.channel;
  const [step, id] = message.ref.split('/');
  const request = id ? await store.requests.get(id) : null;
  if (!isPhoneChannel(channel) || !request || !('phone' in request.contact)) return [];
  const locale = toLocale(request.lang);
  const phone = request.contact.phone;
  if (step === 'code') {
    const keys = settings.privacyKeys ?? null;
    const code = keys && request.status === 'unverified' && request.code;
    if (!code || code.expiresMs <= now.getTime()) return [];
    const plain = openCode(keys, request.id, code.sealed);
    return plain ? [text(channel, request.id, phone, locale, 'privacy_code', [plain])] : [];
  }
  if (step === 'answer' && request.answer) {
    const vars = [dayOf(request.createdMs, locale), ...contactVars(locale)];
    return [text(channel, request.id, phone, locale, 'privacy_answered', vars)];
  }
  return [];
}

export async function breachTexts(message: ClaimedMessage, store: Store): Promise<PhoneText[]> {
  const channel = message.channel;
  const [step, id, kind, recordId] = message.ref.split('/');
  if (!isPhoneChannel(channel) || step !== 'notice' || !id || !isSubmissionKind(kind) || !recordId) return [];
  const field = PERSON_FIELDS[kind].phone;
  const [breach, record] = await Promise.all([store.breaches.get(id), store.records.get(kind, recordId)]);
  const phone = field ? (record as Record<string, unknown> | null)?.[field] : undefined;
  // Nothing once the record is gone (erased since) or holds no phone.
  if (!breach || typeof phone !== 'string' || !MOBILE_PATTERN.test(phone)) return [];
  const locale = toLocale((record as { lang?: unknown }).lang);
  const vars = [dayOf(breach.foundMs, locale), ...contactVars(locale)];
  return [text(channel, recordId, phone, locale, 'breach_notice', vars)];
}
