// A breach notice to one affected person (DPDP Rules, Rule 7(1)), in their language: what happened, what it
// may mean for them, what the trust does, what they can do, and whom to contact (the privacy contact). The
// texts are staff's, written in both languages when the breach was recorded; nothing a visitor typed.
// And the staff reminder while the Board's 72 hours run.

import { mailDictionaries } from '../../../i18n/dictionaries';
import { fill } from '../../../i18n/fill';
import { BOARD_REPORT_MS, type Breach } from '../../../lib/breaches';
import type { Locale } from '../../../lib/locale';
import { siteIn } from '../../../lib/site-settings';
import { istDateTime } from '../../../lib/record-format';
import { compose } from './layout';
import { privacyContactText } from './privacy';

export function breachMail(breach: Pick<Breach, 'notice'>, locale: Locale) {
  const words = mailDictionaries[locale].breach;
  const s = siteIn(locale);
  const { notice } = breach;
  const body = compose(locale, words.heading, [
    { text: fill(words.intro, { trust: s.trustName }) },
    { heading: words.happened },
    { text: notice.happened[locale] },
    { heading: words.consequences },
    { text: notice.consequences[locale] },
    { heading: words.measures },
    { text: notice.measures[locale] },
    { heading: words.advice },
    { text: notice.advice[locale] },
    { heading: words.contact },
    { text: privacyContactText(words.contactText, locale) },
  ]);
  return { subject: fill(words.subject, { trust: s.trustName }), ...body };
}

/** Staff: the Board's detailed report is not recorded yet, and is due at foundMs + 72 hours. */
export function boardReminderMail(breach: Breach, siteUrl: string) {
  const due = istDateTime(new Date(breach.foundMs + BOARD_REPORT_MS).toISOString());
  const title = `Breach "${breach.title}": the Data Protection Board's report is due by ${due}`;
  const body = compose('en', title, [
    {
      text: breach.board.first
        ? 'The Board was told at once. Its detailed report is not recorded yet.'
        : "Neither the Board's first notice nor its detailed report is recorded yet.",
    },
    { links: [{ label: 'Open the breach tool', href: `${siteUrl}/admin/breaches` }] },
  ]);
  return { subject: title, ...body };
}
