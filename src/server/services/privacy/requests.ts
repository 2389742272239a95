// Rights requests (DPDP Act ss. 11-14, Rules 13-14): a person asks to see, correct or erase their data,
// withdraw consent or nominate someone. From the website the request waits for a one-time code sent to the
// phone or email the person used with us (so nobody asks for another's data); from a booking's private link
// it needs none (the link stands for the patient). Once proven it joins the staff queue, due within the
// published period (site.json privacy.responseDays, at most 90); staff answer through the outbox, naming the
// privacy contact. Every step is in the processing log under the person's hashed phone or email.

import { longDate } from '../../../i18n/long-date';
import type { PhoneChannel } from '../../../lib/channels';
import { LOCALE_TAGS, toLocale, type Locale } from '../../../lib/locale';
import { wordsIn } from '../../../lib/messages';
import {
  CODE_TRIES,
  CODE_TTL_MS,
  type RequestContact,
  type RequestType,
  type RightsRequest,
} from '../../../lib/privacy';
import { formatPhone, siteIn } from '../../../lib/site-settings';
import { indiaToday } from '../../../lib/time';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import type { RequestLimits } from '../limits';
import { smsTemplateName, type PhoneTemplate } from '../../notify/phone/templates';
import { WindowFullError } from '../../store/port';
import type { QueuedMessage, StoredRequest } from '../../store/port/requests';
import { codeHash, newCode, privacyKeysOf, sealCode } from './keys';
import { logProcessing } from './log';

const DAY_MS = 86_400_000;

export interface RequestInput {
  type: RequestType;
  name: string;
  contact: RequestContact;
  details: string;
}

/**
 * The channel a code or answer goes to a phone on: SMS where it is set up with this template in the
 * person's language (every phone takes an SMS), else WhatsApp; null when neither is set up.
 */
export function phoneChannelFor(deps: Deps, template: PhoneTemplate, locale: Locale): PhoneChannel | null {
  const { sms, whatsapp } = deps.config.notify;
  if (sms?.templateIds[smsTemplateName(template, locale)]) return 'sms';
  return whatsapp ? 'whatsapp' : null;
}

const privacyMessage = (step: string, id: string, nowMs: number, channel?: PhoneChannel): QueuedMessage => ({
  message: {
    id: `${channel ? `${channel}:` : ''}privacy:${step}/${id}`,
    type: 'privacy',
    kind: null,
    ref: `${step}/${id}`,
    createdMs: nowMs,
    ...(channel ? { channel } : {}),
  },
  dueMs: nowMs,
});

const contactPerson = (locale: Locale) => siteIn(locale).privacy.contact;

/** When a request proven at `nowMs` must be answered by: the published period, never more than 90 days. */
export const dueFrom = (nowMs: number) => nowMs + Math.min(siteIn('en').privacy.responseDays, 90) * DAY_MS;

/** What the person reads once their request is in the queue. */
export function receivedText(dueMs: number, locale: Locale): string {
  const date = longDate(indiaToday(new Date(dueMs)), { common: { locale: LOCALE_TAGS[locale].hreflang } });
  return wordsIn(locale)('privacy.received', { name: contactPerson(locale).name, date });
}

/** Count the request's limits (its proof of work included) before the write: spent even if it fails. */
async function spend(deps: Deps, limits: RequestLimits | undefined): Promise<void> {
  if (!limits) return;
  const store = await deps.store();
  await limits.write(async (hits) => {
    const full = await store.limits.count(hits.map((h) => ({ ...h, counts: 'request' as const })));
    if (full >= 0) throw new WindowFullError(full);
  });
}

/**
 * A request from the website: stored unverified with a fresh code (hashed, and sealed for the message that
 * carries it), the code's message written in the same step. A phone no channel can reach is refused with
 * the words to give an email instead.
 */
export async function askWithCode(
  deps: Deps,
  input: RequestInput,
  locale: Locale,
  limits?: RequestLimits,
): Promise<{ id: string; sentTo: string }> {
  const t = wordsIn(locale);
  const person = contactPerson(locale);
  const channel = 'phone' in input.contact ? phoneChannelFor(deps, 'privacy_code', locale) : undefined;
  if (channel === null) {
    const message = t('privacy.phoneUnavailable', { name: person.name, phone: formatPhone(person.phone) });
    throw DomainError.invalid(message, { contact: message });
  }
  const keys = privacyKeysOf(deps.config);
  // A deployed site without a usable secret can neither hash nor seal a code: say whom to call instead.
  if (!keys) throw DomainError.invalid(t('privacy.linkOff', { name: person.name, phone: formatPhone(person.phone) }));
  await spend(deps, limits);
  const nowMs = deps.now().getTime();
  const id = crypto.randomUUID();
  const code = newCode();
  const request: StoredRequest = {
    id,
    ...input,
    lang: locale,
    via: 'code',
    status: 'unverified',
    createdMs: nowMs,
    dueMs: 0,
    code: { hash: codeHash(keys, id, code), sealed: sealCode(keys, id, code), expiresMs: nowMs + CODE_TTL_MS },
  };
  const store = await deps.store();
  await store.requests.create(request, [privacyMessage('code', id, nowMs, channel)]);
  const sentTo = 'email' in input.contact ? input.contact.email : formatPhone(input.contact.phone);
  return { id, sentTo };
}

/** One try of a request's code: open (in the queue, due by the published period) or a specific refusal. */
export async function verifyCode(
  deps: Deps,
  id: string,
  code: string,
  locale: Locale,
  limits?: RequestLimits,
): Promise<RightsRequest> {
  const t = wordsIn(locale);
  const keys = privacyKeysOf(deps.config);
  await spend(deps, limits);
  const nowMs = deps.now().getTime();
  const store = await deps.store();
  const outcome = keys
    ? await store.requests.verify(
        id,
        codeHash(keys, id, code),
        { nowMs, maxTries: CODE_TRIES, dueMs: dueFrom(nowMs) },
        [],
      )
    : ({ ok: false, why: 'missing' } as const);
  if (!outcome.ok) {
    const message =
      outcome.why === 'wrong'
        ? t('privacy.code.wrong')
        : outcome.why === 'tries'
          ? t('privacy.code.tries')
          : t('privacy.code.expired');
    throw DomainError.invalid(message, { code: message });
  }
  const { code: _code, ...request } = outcome.request;
  await logProcessing(deps, request.contact, { action: `request.${request.type}`, count: 1, by: 'visitor' });
  return request;
}

/** A request from a booking's private link: no code, straight into the queue with the booking's phone or email. */
export async function askFromLink(
  deps: Deps,
  booking: { id: string; name: string; phone: string; email?: string },
  input: Pick<RequestInput, 'type' | 'details'>,
  locale: Locale,
): Promise<RightsRequest> {
  const nowMs = deps.now().getTime();
  const contact: RequestContact = booking.email?.trim() ? { email: booking.email.trim() } : { phone: booking.phone };
  const request: StoredRequest = {
    id: crypto.randomUUID(),
    type: input.type,
    details: input.details,
    name: booking.name,
    contact,
    lang: locale,
    via: 'link',
    status: 'open',
    createdMs: nowMs,
    dueMs: dueFrom(nowMs),
    bookingId: booking.id,
  };
  const store = await deps.store();
  await store.requests.create(request, []);
  await logProcessing(deps, contact, { action: `request.${input.type}`, kind: 'bookings', count: 1, by: 'visitor' });
  return request;
}

/**
 * The message that carries a staff answer (written in the answer's own store step): by mail to an email;
 * to a phone, word that the privacy contact will call (SMS or WhatsApp as for codes; with neither set up it
 * waits for one, and the outbox page says so).
 */
export function answerMessage(deps: Deps, request: RightsRequest, nowMs: number): QueuedMessage {
  const channel =
    'phone' in request.contact
      ? (phoneChannelFor(deps, 'privacy_answered', toLocale(request.lang)) ?? 'sms')
      : undefined;
  return privacyMessage('answer', request.id, nowMs, channel);
}
