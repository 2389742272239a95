// Booking rules that depend on the clinic's clock (India time): the date is today .. today + 90 days,
// and a slot of today that has already started cannot be booked. The server applies them with its own
// clock; a form applies them with the device's clock to warn early.

import type { MessageKey } from './messages';
import { BOOKING_WINDOW_DAYS, type Slot } from './slots';
import { isIsoDate, isPastDate, isSlotPast, isWithinBookingWindow, lastBookableDate } from './time';

export interface TimingIssue {
  /** Dotted field path, e.g. 'people.0.pappointmentDate'. */
  path: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

export function bookingTimingIssues(
  people: ReadonlyArray<{ pappointmentDate: string; pappointmentTime: Slot }>,
  now: Date,
): TimingIssue[] {
  const issues: TimingIssue[] = [];
  people.forEach((person, index) => {
    const date = person.pappointmentDate;
    const base = `people.${index}`;
    if (!isIsoDate(date)) {
      issues.push({ path: `${base}.pappointmentDate`, key: 'appointment.date.invalid' });
    } else if (isPastDate(date, now)) {
      issues.push({ path: `${base}.pappointmentDate`, key: 'appointment.date.past' });
    } else if (!isWithinBookingWindow(date, now)) {
      issues.push({
        path: `${base}.pappointmentDate`,
        key: 'appointment.date.tooFar',
        params: { days: BOOKING_WINDOW_DAYS, last: lastBookableDate(now) },
      });
    } else if (isSlotPast(date, person.pappointmentTime, now)) {
      issues.push({
        path: `${base}.pappointmentTime`,
        key: 'appointment.time.past',
        params: { slot: person.pappointmentTime },
      });
    }
  });
  return issues;
}
