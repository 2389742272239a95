// What a patient who gave an email receives, in the language of the page they booked from: the
// confirmation (each person's register number, date, day and time, where the clinic is, its phones, a
// calendar file per visit, and how to cancel or move) and, the day before, a reminder. The address was typed
// by whoever booked and nobody verified it, so the mail carries no typed text (not even the patient's name):
// the clinic's own words, and the visit's register number, date and time.

import { mailDictionaries } from '../../../i18n/dictionaries';
import { fill } from '../../../i18n/fill';
import { appointmentIcs } from '../../../lib/ics';
import type { Locale } from '../../../lib/locale';
import type { StoredRecord } from '../../../lib/records';
import { compose, type Attachment, type Part } from './layout';
import { clinicContact, visitWhen } from './visit';

type Booking = StoredRecord<'bookings'>;

export interface PatientMailContext {
  /** Links start here (no trailing slash). */
  siteUrl: string;
  now: Date;
  /**
   * A visit's private link to cancel or move it (/appointment/manage#<token>, in the patient's language),
   * or null when the site has none; then the mail asks people to call instead.
   */
  manageLink: (visit: Booking, locale: Locale) => string | null;
}

/**
 * Who a group booking's confirmation goes to: each address given in the group gets the visits of the
 * people who gave it, and of those who gave none (one person usually books for the family); by address.
 */
export function byEmail(visits: Booking[]): Map<string, Booking[]> {
  const out = new Map<string, Booking[]>();
  const emailOf = (visit: Booking) => visit.email?.trim().toLowerCase() ?? '';
  for (const email of new Set(visits.map(emailOf).filter(Boolean))) {
    out.set(
      email,
      visits.filter((v) => emailOf(v) === email || emailOf(v) === ''),
    );
  }
  return out;
}

/** A visit's calendar file, in the patient's language. */
export function visitCalendar(visit: Booking, locale: Locale, now: Date, manage: string | null): Attachment {
  const words = mailDictionaries[locale];
  const when = visitWhen(visit, locale);
  const clinic = clinicContact(locale);
  const line = fill(words.visit.line, { regno: visit.registerNumber, ...when });
  return {
    filename: `appointment-${visit.registerNumber}-${visit.visitDate}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: appointmentIcs({
      id: visit.id,
      date: visit.visitDate,
      time: visit.visitTime,
      summary: `${clinic.name}: ${fill(words.visit.summary, { regno: visit.registerNumber })}`,
      description: [line, manage ? fill(words.manage.link, { link: manage }) : '', clinic.phones.join('\n')]
        .filter(Boolean)
        .join('\n'),
      reminder: fill(words.reminder.subjectOne, when),
      location: clinic.address,
      now,
    }),
  };
}

function visitParts(visits: Booking[], locale: Locale, ctx: PatientMailContext): Part[] {
  const words = mailDictionaries[locale];
  const clinic = clinicContact(locale);
  const links = visits.map((v) => ctx.manageLink(v, locale));
  const line = (v: Booking) => fill(words.visit.line, { regno: v.registerNumber, ...visitWhen(v, locale) });
  return [
    // Each visit with its own link (a family's visits can be changed one by one).
    { list: visits.map((v, i) => (links[i] ? `${line(v)} ${fill(words.manage.link, { link: links[i] })}` : line(v))) },
    ...(links.every(Boolean)
      ? []
      : [{ text: fill(words.manage.call, { phone: clinic.phones[0]?.replace(/^[^:]*: /, '') ?? '' }) }]),
    { heading: words.common.where },
    { text: clinic.address },
    { heading: words.common.phones },
    { list: clinic.phones },
  ];
}

function subjectFor(visits: Booking[], locale: Locale, one: string, many: string): string {
  const first = visits[0]!;
  const when = visitWhen(first, locale);
  return visits.length === 1
    ? fill(one, when)
    : fill(many, { count: visits.length, clinic: clinicContact(locale).name, date: when.date });
}

/** The confirmation (with a calendar file per visit) or, the day before, the reminder. */
export function patientMail(
  kind: 'confirmation' | 'reminder',
  visits: Booking[],
  locale: Locale,
  ctx: PatientMailContext,
) {
  const words = mailDictionaries[locale];
  const own = words[kind];
  const clinic = clinicContact(locale);
  const body = compose(locale, own.heading, [
    { text: own.greeting },
    { text: fill(own.intro, { clinic: clinic.name }) },
    ...visitParts(visits, locale, ctx),
    { text: words.confirmation.early },
    ...(kind === 'confirmation' ? [{ text: words.confirmation.calendar }] : []),
    { text: fill(words.common.why, { site: ctx.siteUrl }) },
  ]);
  return {
    subject: subjectFor(visits, locale, own.subjectOne, own.subjectMany),
    ...body,
    ...(kind === 'confirmation'
      ? { attachments: visits.map((v) => visitCalendar(v, locale, ctx.now, ctx.manageLink(v, locale))) }
      : {}),
  };
}
