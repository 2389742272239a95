// A rights request's messages (type 'privacy', ref `<step>/<request id>`), made when sent from the request
// as it is then: the code only while the request still waits for it and the code has not run out; the
// answer once it is given. Mail goes to an email contact; a phone contact is for a phone channel's sender.

import { toLocale } from '../../lib/locale';
import type { ClaimedMessage } from '../store/outbox-types';
import type { Store } from '../store/port';
import { openCode, type PrivacyKeys } from '../services/privacy/keys';
import type { Mail } from './mail/layout';
import { answerMail, codeMail } from './mail/privacy';

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
