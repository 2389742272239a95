// An appointment as people read it in their language: the day, the date and the time of the slot.

import type { Locale } from '../../../lib/locale';
import { translator, wordsIn } from '../../../lib/messages';
import type { StoredRecord } from '../../../lib/records';
import { isSlot, slotLabel } from '../../../lib/slots';
import { siteIn, formatPhone } from '../../../lib/site-settings';

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ta: new Intl.DateTimeFormat('ta-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** '2026-12-03' as '3 December 2026' (or its Tamil). */
export function longDate(date: string, locale: Locale): string {
  return dateFormats[locale].format(new Date(`${date}T12:00:00Z`));
}

export function visitWhen(
  record: StoredRecord<'bookings'>,
  locale: Locale,
): { day: string; date: string; time: string } {
  const time = record.visitTime;
  return {
    day: wordsIn(locale)(`day.${record.visitDay}`),
    date: longDate(record.visitDate, locale),
    time: isSlot(time) ? slotLabel(time, translator(locale)) : time,
  };
}

/** The clinic's postal address on one line, and its phone numbers as people dial them. */
export function clinicContact(locale: Locale): { name: string; address: string; phones: string[] } {
  const s = siteIn(locale);
  const a = s.address;
  return {
    name: s.trustName,
    address: [s.trustName, a.line1, a.line2, a.city, `${a.state} ${a.postalCode}`].filter(Boolean).join(', '),
    phones: s.phones.map((p) => `${p.label}: +91 ${formatPhone(p.number)}`),
  };
}
