// Booking rules that depend on the clinic's clock (India time): the date is today .. today + 90 days,
// a slot of today that has already started cannot be booked, and a registration date (a returning
// patient's, as on their card) is not in the future. The server applies them with its own
// clock; a form applies them with the device's clock to warn early, in the same words (timingFailure).

import type { MessageKey } from './messages';
import { BOOKING_WINDOW_DAYS, type Slot } from './slots';
import { indiaToday, isIsoDate, isPastDate, isSlotPast, isWithinBookingWindow, lastBookableDate } from './time';
import { localParams, type FieldErrors, type Translate } from './validate/core';

export interface TimingIssue {
  /** Dotted field path, e.g. 'people.0.visitDate'. */
  path: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

type Person = { registeredOn?: string | undefined; visitDate: string; visitTime: Slot };

export function bookingTimingIssues(people: ReadonlyArray<Person>, now: Date): TimingIssue[] {
  const issues: TimingIssue[] = [];
  people.forEach((person, index) => {
    const date = person.visitDate;
    const base = `people.${index}`;
    // ISO dates compare as text; the schema has already refused anything else.
    if (person.registeredOn && person.registeredOn > indiaToday(now)) {
      issues.push({ path: `${base}.registeredOn`, key: 'appointment.regdate.future' });
    }
    if (!isIsoDate(date)) {
      issues.push({ path: `${base}.visitDate`, key: 'appointment.date.invalid' });
    } else if (isPastDate(date, now)) {
      issues.push({ path: `${base}.visitDate`, key: 'appointment.date.past' });
    } else if (!isWithinBookingWindow(date, now)) {
      issues.push({
        path: `${base}.visitDate`,
        key: 'appointment.date.tooFar',
        params: { days: BOOKING_WINDOW_DAYS, last: lastBookableDate(now) },
      });
    } else if (isSlotPast(date, person.visitTime, now)) {
      issues.push({
        path: `${base}.visitTime`,
        key: 'appointment.time.past',
        params: { slot: person.visitTime },
      });
    }
  });
  return issues;
}

/**
 * The timing issues as the API words a refusal: the first issue's text as `error`, one text per field
 * (`fields`, the first issue of each), slots and weekdays in the language's own style. Null when the
 * booking's timing is fine. The form and the server both answer with this, so both say the same.
 */
export function timingFailure(
  people: ReadonlyArray<Person>,
  now: Date,
  translate: Translate,
): { error: string; fields: FieldErrors } | null {
  const issues = bookingTimingIssues(people, now);
  if (issues.length === 0) return null;
  const say = ({ key, params }: TimingIssue) => translate(key, localParams(params, translate)) ?? key;
  const fields: FieldErrors = {};
  for (const issue of issues) fields[issue.path] ??= say(issue);
  return { error: say(issues[0]!), fields };
}
