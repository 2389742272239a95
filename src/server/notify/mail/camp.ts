// What a person registered for a free camp receives, in the language of the page they registered from:
// the confirmation (their token, or that they wait), the reminder the day before, a place freed for them,
// the date called off, or their registration cancelled by staff. The words are plain lines, so the same
// text can go by any channel; by email it is composed like the clinic's other mail.

import { campsDictionaries } from '../../../i18n/camps';
import { fill } from '../../../i18n/fill';
import type { CampRegistration } from '../../../lib/camp-registrations';
import { campTimeLabel, type CampSeries } from '../../../lib/camps';
import type { Locale } from '../../../lib/locale';
import type { CampMessageKind } from '../../store/port/camps';
import { compose } from './layout';
import { clinicContact, longDate } from './visit';

export interface CampText {
  subject: string;
  lines: string[];
}

/** Whether a message still has something true to say about the registration as it is now. */
export function campMessageHolds(kind: CampMessageKind, r: CampRegistration): boolean {
  if (kind === 'confirm') return r.status !== 'cancelled';
  if (kind === 'called-off') return r.status === 'cancelled' && r.cancelledBy === 'date';
  if (kind === 'cancelled') return r.status === 'cancelled' && r.cancelledBy === 'staff';
  return r.status === 'registered';
}

/** The message's subject and lines; `link` is the private cancel link (none: call the clinic). */
export function campText(
  kind: CampMessageKind,
  r: CampRegistration,
  series: CampSeries,
  locale: Locale,
  link: string | null,
): CampText {
  const words = campsDictionaries[locale].mail;
  const values = {
    name: r.name,
    title: series.title[locale],
    date: longDate(r.date, locale),
    start: campTimeLabel(series.start),
    end: campTimeLabel(series.end),
    token: r.token ?? '',
    people: r.people,
  };
  const waiting = kind === 'confirm' && r.status === 'waiting';
  const [subject, body] = waiting
    ? [words.waitingSubject, words.waiting]
    : kind === 'confirm'
      ? [words.confirmSubject, words.confirm]
      : kind === 'reminder'
        ? [words.reminderSubject, words.reminder]
        : kind === 'promoted'
          ? [words.promotedSubject, words.promoted]
          : kind === 'called-off'
            ? [words.calledOffSubject, words.calledOff]
            : [words.cancelledSubject, words.cancelled];
  const place = `${series.place.name[locale]}, ${series.place.address[locale]}`;
  const phone = clinicContact(locale).phones[0]?.replace(/^[^:]*: /, '') ?? '';
  const stillOn = r.status !== 'cancelled';
  return {
    subject: fill(subject, values),
    lines: [
      fill(words.greeting, values),
      fill(body, values),
      ...(stillOn ? [`${words.place}: ${place}`] : []),
      ...(stillOn ? [link ? fill(words.cancel, { link }) : fill(words.call, { phone })] : []),
    ],
  };
}

/** The message as an email. */
export function campMail(text: CampText, locale: Locale) {
  return {
    subject: text.subject,
    ...compose(
      locale,
      text.subject,
      text.lines.map((line) => ({ text: line })),
    ),
  };
}
