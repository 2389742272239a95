// A rights request's messages (type 'privacy', ref `<step>/<request id>`), made when sent from the request
// as it is then: the code only while the request still waits for it and the code has not run out; the
// answer once it is given. Mail goes to an email contact; a phone contact is for a phone channel's sender.

import { toLocale } from '../../lib/locale';
import type { ClaimedMessage } from '../store/port/outbox';
import type { Store } from '../store/port';
import { openCode, type PrivacyKeys } from '../services/privacy/keys';
import type { Mail } from './mail/layout';
import { answerMail, codeMail } from './mail/privacy';
import { boardReminderMail, breachMail } from './mail/breach';
import { isSubmissionKind } from '../../lib/records';
import { PERSON_FIELDS } from '../store/shared';

export async function privacyMails(
  message: ClaimedMessage,
  store: Store,
  keys: PrivacyKeys | null,
  messageId: string,
  now: Date,
): Promise<Mail[]> {
  const [step, id] = message.ref.split('/');
  const request = id ? await store.requests.get(id) : null;
  if (!request || !('email' in request.contact)) return [];
  const to = [request.contact.email];
  const locale = toLocale(request.lang);
  if (step === 'code') {
    const code = keys && request.status === 'unverified' && request.code;
    if (!code || code.expiresMs <= now.getTime()) return [];
    const plain = openCode(keys, request.id, code.sealed);
    return plain ? [{ ...codeMail(request, plain, locale), to, messageId }] : [];
  }
  if (step === 'answer' && request.answer) {
    return [{ ...answerMail({ ...request, answer: request.answer }, locale), to, messageId }];
  }
  return [];
}

/**
 * A breach's messages (type 'breach'): `notice/<breach>/<kind>/<record>` to the address on that record, in
 * its language (nothing once the record is gone: erased since); `remind/<breach>` to staff while the
 * Board's report is not recorded.
 */
export async function breachMails(
  message: ClaimedMessage,
  store: Store,
  staff: { to: string[]; siteUrl: string },
  messageId: string,
): Promise<Mail[]> {
  const [step, id, kind, recordId] = message.ref.split('/');
  const breach = id ? await store.breaches.get(id) : null;
  if (!breach) return [];
  if (step === 'remind') {
    return breach.board.report ? [] : [{ ...boardReminderMail(breach, staff.siteUrl), to: staff.to, messageId }];
  }
  if (step !== 'notice' || !isSubmissionKind(kind) || !recordId) return [];
  const record = (await store.records.get(kind, recordId)) as Record<string, unknown> | null;
  const email = record?.[PERSON_FIELDS[kind].email];
  if (typeof email !== 'string' || !email.trim()) return [];
  return [{ ...breachMail(breach, toLocale(record?.lang)), to: [email.trim()], messageId }];
}
