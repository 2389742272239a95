// Appointments: the server's clock decides what can be booked (India time), the store reserves every
// slot of a request or none, and new patients get register numbers from the year's counter.

import { timingFailure } from '../../lib/booking-rules';
import type { Locale } from '../../lib/locale';
import { translator, wordsIn } from '../../lib/messages';
import type { StoredRecord } from '../../lib/records';
import { registerPrefix } from '../../lib/register';
import type { BookingInput } from '../../lib/schemas/appointment';
import { isSlot, SLOTS, type Slot } from '../../lib/slots';
import { indiaToday, indiaYear, weekdayOf } from '../../lib/time';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import type { ReservationItem } from '../store/types';

export interface BookingOutcome {
  appointments: StoredRecord<'bookings'>[];
  registerNumbers: string[];
  message: string;
}

export interface BookingLanguages {
  /** The language of the page the booking came from: stored with each appointment. */
  lang?: Locale;
  /** The language of the answer's messages (the request's; see scope.locale). */
  locale?: Locale;
}

export async function bookAppointments(
  deps: Deps,
  input: BookingInput,
  { lang = 'en', locale = 'en' }: BookingLanguages = {},
): Promise<BookingOutcome> {
  const t = wordsIn(locale);
  const now = deps.now();
  const timing = timingFailure(input.people, now, translator(locale));
  if (timing) throw new DomainError('invalid', timing.error, timing.fields);

  const year = indiaYear(now);
  const today = indiaToday(now);
  const groupId = crypto.randomUUID();
  const items: ReservationItem[] = input.people.map(({ pregno, ...person }) => ({
    register:
      input.patientType === 'old' && pregno
        ? { kind: 'given', value: pregno }
        : { kind: 'assign', prefix: registerPrefix(person.pgender, person.pname, year) },
    data: {
      ...person,
      pregdate: person.pregdate ?? (input.patientType === 'new' ? today : undefined),
      pappointmentDay: weekdayOf(person.pappointmentDate),
      patientType: input.patientType,
      groupId,
      lang,
    },
  }));

  const store = await deps.store();
  const result = await store.reserve({ year, items });
  if (!result.ok) {
    const person = input.people[result.conflictIndex] ?? input.people[0]!;
    const message = t('booking.slotTaken', {
      slot: person.pappointmentTime,
      date: person.pappointmentDate,
      name: person.pname,
    });
    throw new DomainError('conflict', message, { [`people.${result.conflictIndex}.pappointmentTime`]: message });
  }

  const appointments = result.appointments;
  const registerNumbers = appointments.map((a) => a.pregno);
  const first = appointments[0]!;
  const message =
    appointments.length === 1
      ? t('booking.saved.one', {
          name: first.pname,
          day: first.pappointmentDay,
          date: first.pappointmentDate,
          slot: first.pappointmentTime,
          regno: first.pregno,
        })
      : t('booking.saved.many', { count: appointments.length, regnos: registerNumbers.join(', ') });
  return { appointments, registerNumbers, message };
}

/** Booked slots of a date, in slot order. */
export async function getBookedTimes(deps: Deps, date: string): Promise<Slot[]> {
  const store = await deps.store();
  const booked = new Set((await store.bookedTimes(date)).filter(isSlot));
  return SLOTS.filter((slot) => booked.has(slot));
}
