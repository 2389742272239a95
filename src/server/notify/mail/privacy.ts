// The mails of a rights request (lib/privacy): its one-time code, and staff's answer naming the privacy
// contact (DPDP Rules, Rule 9). The code goes to an address nobody has verified yet, so it carries nothing
// the visitor typed: only the code and what kind of request was made (a type from the form's list).

import { mailDictionaries } from '../../../i18n/dictionaries';
import { fill } from '../../../i18n/fill';
import type { Locale } from '../../../lib/locale';
import type { RightsRequest } from '../../../lib/privacy';
import { formatPhone, siteIn } from '../../../lib/site-settings';
import { compose } from './layout';

export function codeMail(request: Pick<RightsRequest, 'type'>, code: string, locale: Locale) {
  const words = mailDictionaries[locale].privacy;
  const body = compose(locale, words.codeHeading, [
    { text: fill(words.codeIntro, { what: words.types[request.type] }) },
    { heading: code },
    { text: words.codeExpiry },
  ]);
  return { subject: fill(words.codeSubject, { code }), ...body };
}

/** `template` filled with the privacy contact (name, role, phone, email) and the Data Protection Board's address. */
export function privacyContactText(template: string, locale: Locale): string {
  const { contact, boardUrl } = siteIn(locale).privacy;
  return fill(template, {
    name: contact.name,
    role: contact.role,
    phone: `+91 ${formatPhone(contact.phone)}`,
    email: contact.email,
    board: boardUrl,
  });
}

export function answerMail(request: RightsRequest & { answer: NonNullable<RightsRequest['answer']> }, locale: Locale) {
  const words = mailDictionaries[locale].privacy;
  const body = compose(locale, words.answerHeading, [
    { text: fill(words.answerIntro, { what: words.types[request.type] }) },
    { text: request.answer.text },
    { text: privacyContactText(words.answerContact, locale) },
  ]);
  return { subject: words.answerSubject, ...body };
}
