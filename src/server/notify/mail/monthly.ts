// A monthly donor's reminder, once a month until they stop it: the UPI link with the amount and their
// pledge's reference filled in, the amount and reference written out, the bank details, and a link that
// stops the reminders (/donation/reminders#<token>, the pledge's signed token). In the language of the
// page they pledged from. Like the acknowledgement, nothing the visitor typed (./donor.ts).

import { mailDictionaries } from '../../../i18n/dictionaries';
import { fill } from '../../../i18n/fill';
import type { Locale } from '../../../lib/locale';
import type { StoredRecord } from '../../../lib/records';
import { siteIn } from '../../../lib/site-settings';
import { upiPayUri } from '../../services/upi';
import { compose } from './layout';
import { bankFields, rupees } from './donor';
import { clinicContact } from './visit';

export function monthlyMail(pledge: StoredRecord<'donations'>, locale: Locale, siteUrl: string, stopLink: string) {
  const words = mailDictionaries[locale];
  const w = words.monthly;
  const s = siteIn(locale);
  const clinic = clinicContact(locale);
  const upi = upiPayUri({ vpa: s.upi.id, payee: s.upi.payeeName, amount: pledge.amount, reference: pledge.reference });
  const body = compose(locale, w.heading, [
    { text: words.donor.greeting },
    { text: fill(w.intro, { clinic: clinic.name }) },
    {
      fields: [
        [w.reference, pledge.reference],
        [w.amount, rupees(pledge.amount, locale)],
        [words.donor.upi, s.upi.id],
      ],
    },
    { links: [{ label: fill(w.pay, { amount: rupees(pledge.amount, locale) }), href: upi }] },
    { text: w.bankLead },
    { fields: bankFields(locale) },
    { heading: w.stopHeading },
    { links: [{ label: w.stop, href: stopLink }] },
    { heading: words.common.phones },
    { list: clinic.phones },
    { text: fill(words.common.why, { site: siteUrl }) },
  ]);
  return { subject: fill(w.subject, { reference: pledge.reference }), ...body };
}
