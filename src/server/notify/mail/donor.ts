// A donor's acknowledgement, in the language of the page they pledged from: the pledge reference, the
// amount, how to pay (UPI and bank details from site.json) and the tax note of the law in force (src/lib/tax-law). Never the PAN, and
// nothing the visitor typed: the address is nobody's verified one, so a stranger could pledge in
// someone else's name with a "name" like "Your KYC expired, visit …"; the greeting names nobody, and every
// field shown is the server's (reference, amount as a number, a type from the form's list).

import { contentDictionaries, formsDictionaries, mailDictionaries } from '../../../i18n/dictionaries';
import { fill } from '../../../i18n/fill';
import type { Locale } from '../../../lib/locale';
import type { StoredRecord } from '../../../lib/records';
import { giftOf } from '../../../lib/schemas/donation';
import { siteIn } from '../../../lib/site-settings';
import { lawOn } from '../../../lib/tax-law';
import { indiaToday } from '../../../lib/time';
import { compose } from './layout';
import { clinicContact } from './visit';

/** An amount as the donation mails write it: ₹ and the locale's Indian grouping. */
export const rupees = (amount: number, locale: Locale) =>
  `₹${new Intl.NumberFormat(locale === 'ta' ? 'ta-IN' : 'en-IN', { maximumFractionDigits: 2 }).format(amount)}`;

/** The trust's bank account as the donation mails list it (site.json), under the donation page's labels. */
export function bankFields(locale: Locale): [string, string][] {
  const page = contentDictionaries[locale].donation;
  const { bank } = siteIn(locale);
  return [
    [page.accountName, bank.accountName],
    [page.accountNumber, bank.accountNumber],
    [page.ifsc, bank.ifsc],
    [page.bankName, bank.bankName],
  ];
}

/** `utrLink`: the pledge's private link to add the UPI reference (null when the site has no secret). */
export function donorMail(
  pledge: StoredRecord<'donations'>,
  locale: Locale,
  siteUrl: string,
  utrLink: string | null = null,
) {
  const words = mailDictionaries[locale];
  const page = contentDictionaries[locale].donation;
  const form = formsDictionaries[locale].donation;
  const s = siteIn(locale);
  const clinic = clinicContact(locale);
  const body = compose(locale, words.donor.heading, [
    { text: words.donor.greeting },
    { text: fill(words.donor.intro, { clinic: clinic.name }) },
    {
      fields: [
        [words.donor.reference, pledge.reference],
        [words.donor.amount, rupees(pledge.amount, locale)],
        [words.donor.type, form.gifts[giftOf(pledge)]],
      ],
    },
    { heading: words.donor.howToPay },
    { fields: [[words.donor.upi, s.upi.id]] },
    ...(utrLink ? [{ text: fill(words.donor.utrLink, { link: utrLink }) }] : []),
    { text: form.bankLead },
    { fields: [...bankFields(locale), [page.branch, s.bank.branch]] },
    { heading: page.taxHeading },
    { text: page.taxNotes[lawOn(indiaToday(new Date(pledge.createdAt)))] },
    { heading: words.common.phones },
    { list: clinic.phones },
    { text: fill(words.common.why, { site: siteUrl }) },
  ]);
  return { subject: fill(words.donor.subject, { reference: pledge.reference }), ...body };
}
