// A donor's receipt, in the language of their pledge and the words of the law it was issued under, with the receipt's PDF attached
// (../../documents/issued-receipt.ts). Written when the receipt is sent, from the receipt as issued: a
// receipt cancelled before its mail went has nothing to send (no mail). Like every mail to a visitor's
// address it is capped per recipient (../caps); the address is the one the donor gave, and the money a
// person confirmed.

import { mailDictionaries } from '../../../i18n/dictionaries';
import { fill } from '../../../i18n/fill';
import type { Locale } from '../../../lib/locale';
import { receiptLaw, type Receipt } from '../../../lib/donations';
import { calendarDate } from '../../../lib/record-format';
import { renderReceiptPdf } from '../../documents/issued-receipt';
import type { Store } from '../../store/port';
import { compose, type Mail } from './layout';
import { clinicContact } from './visit';

const rupees = (amount: number, locale: Locale) =>
  `₹${new Intl.NumberFormat(locale === 'ta' ? 'ta-IN' : 'en-IN', { minimumFractionDigits: 2 }).format(amount)}`;

export function receiptMail(receipt: Receipt, replaced: string | null, siteUrl: string) {
  const locale = receipt.lang;
  const words = mailDictionaries[locale];
  const clinic = clinicContact(locale);
  const law = words.receipt.laws[receiptLaw(receipt)];
  const body = compose(locale, words.receipt.heading, [
    { text: words.receipt.greeting },
    { text: fill(law.intro, { clinic: clinic.name }) },
    {
      fields: [
        [words.receipt.number, receipt.number],
        [words.receipt.date, calendarDate(receipt.date)],
        [words.receipt.amount, rupees(receipt.received.amount, locale)],
        [words.receipt.reference, receipt.pledgeReference],
      ],
    },
    ...(receipt.eligible80G ? [] : [{ text: law.notEligible }]),
    ...(replaced ? [{ text: fill(words.receipt.replaces, { number: replaced }) }] : []),
    { text: law.statement },
    { heading: words.common.phones },
    { list: clinic.phones },
    { text: fill(words.common.why, { site: siteUrl }) },
  ]);
  return { subject: fill(law.subject, { number: receipt.number }), ...body };
}

/** The mail of the outbox message about receipt `receiptId` (none once it is cancelled or gone). */
export async function receiptMails(
  receiptId: string,
  store: Store,
  siteUrl: string,
  messageId: string,
): Promise<Mail[]> {
  const receipt = await store.donations.receipt(receiptId);
  if (!receipt || receipt.cancelled) return [];
  const replaced = receipt.replaces ? ((await store.donations.receipt(receipt.replaces))?.number ?? null) : null;
  const pdf = await renderReceiptPdf(receipt);
  return [
    {
      ...receiptMail(receipt, replaced, siteUrl),
      to: [receipt.donor.email],
      messageId,
      attachments: [
        { filename: `${receipt.number.replace(/\//g, '-')}.pdf`, content: pdf, contentType: 'application/pdf' },
      ],
    },
  ];
}
