// Appointments: the server's clock decides what can be booked (India time), the store reserves every
// slot of a request or none, and new patients get register numbers from the year's counter. Limits keep
// one person from filling the calendar: per phone number (checked by the store in the same atomic step as
// the slots) and per client network per day (counted in the same step, only when the booking is made).
//
// No oracle: past a limit a booking is never refused, it is stored *held* for staff to confirm
// or release (the staff schedule lists held ones first). A refusal would tell a stranger something about
// another person: booking with a victim's phone and being refused ("already has as many appointments")
// says the victim is a patient with visits on that date, and being a patient here is health information.
// So whoever books learns nothing from what they get back:
//   - the HTTP answer is the same held or not (status, message, register numbers, the appointments' fields:
//     `held` is never in it), and so is its timing (the same single store step either way);
//   - the patient's mail is the same confirmation (it is rendered from the record without `held`): a prober
//     who types their own address next to the victim's phone would otherwise read the answer there;
//   - the patient's page (manage link) shows the booking as booked, never held.
// Only staff see "held", and they call the number to confirm: a real patient past a limit (a big family, a
// second visit) is reached by phone, a prober's bookings are released and their slots freed. The network's
// daily share is the same: past it the booking is held, not refused (the clinic's calendar is not lost to
// a stranger, and a family behind a busy shared network still gets its slots).

import { timingFailure } from '../../lib/booking-rules';
import type { Locale } from '../../lib/locale';
import { translator, wordsIn } from '../../lib/messages';
import type { StoredRecord } from '../../lib/records';
import { registerPrefix } from '../../lib/register';
import type { BookingInput } from '../../lib/schemas/appointment';
import { isSlot, SLOTS, type Slot } from '../../lib/slots';
import { closedSlotsOn } from '../../lib/closures';
import { indiaToday, indiaYear, weekdayOf } from '../../lib/time';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { log } from '../log';
import { networkDayShare, RequestLimits } from './limits';
import type { ReservationItem } from '../store/port';
import { bookingNotices } from '../notify/notices';
import { deliverAfterResponse } from '../notify/handoff';
import { phoneKey } from '../notify/phone/keys';
import { searchText } from '../../lib/record-tables';

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
  /** The client's network, hashed (clientKey): counted against the per-network daily limit. */
  network?: string;
  /** The request's rate limits, counted in the reservation's store step. */
  limits?: RequestLimits;
}

export async function bookAppointments(
  deps: Deps,
  input: BookingInput,
  { lang = 'en', locale = 'en', network, limits = new RequestLimits(deps, []) }: BookingLanguages = {},
): Promise<BookingOutcome> {
  const t = wordsIn(locale);
  const now = deps.now();
  const timing = timingFailure(input.people, now, translator(locale));
  if (timing) throw DomainError.invalid(timing.error, timing.fields);

  const year = indiaYear(now);
  const today = indiaToday(now);
  const groupId = crypto.randomUUID();
  const items: ReservationItem[] = input.people.map(({ registerNumber, ...person }) => ({
    register:
      input.patientType === 'old' && registerNumber
        ? { kind: 'given', value: registerNumber }
        : { kind: 'assign', prefix: registerPrefix(person.gender, person.name, year) },
    data: {
      ...person,
      registeredOn: person.registeredOn ?? (input.patientType === 'new' ? today : undefined),
      visitDay: weekdayOf(person.visitDate),
      patientType: input.patientType,
      groupId,
      lang,
      ...(input.notify ? { notify: input.notify } : {}),
    },
  }));

  const { phonePerDay, phoneAhead } = deps.config.bookingLimits;
  const phoneLimits = phonePerDay || phoneAhead ? { today, perDay: phonePerDay, ahead: phoneAhead } : undefined;
  const store = await deps.store();
  const notices = bookingNotices(
    deps.config.notify,
    groupId,
    items.map((item) => item.data),
    now.getTime(),
  );
  const result = await limits.write(
    (hits) =>
      store.bookings.reserve({
        year,
        items,
        search: (r) => searchText('bookings', r),
        notices,
        hits,
        ...(phoneLimits ? { phoneLimits } : {}),
      }),
    networkDayShare(deps, 'bookings', network, items.length),
  );
  if (result.ok) {
    // Choosing a channel again opts the phone back in after an earlier STOP.
    if (input.notify) await store.messaging.optIn(input.notify.channel, phoneKey(input.notify.phone));
    for (const held of new Set(result.appointments.flatMap((a) => (a.held ? [a.held] : [])))) {
      log.warn('booking_held', { endpoint: 'appointments', limit: held });
    }
    await deliverAfterResponse(deps);
  }
  if (!result.ok) {
    // The refused person's time field carries why: the clinic closed that slot, or someone took it.
    const index = 'closedIndex' in result ? result.closedIndex : result.conflictIndex;
    const person = input.people[index] ?? input.people[0]!;
    const slot = { slot: person.visitTime, date: person.visitDate };
    const message =
      'closedIndex' in result
        ? t('booking.slotClosed', { ...slot, reason: result.reason })
        : t('booking.slotTaken', { ...slot, name: person.name });
    throw DomainError.conflict(message, { [`people.${index}.visitTime`]: message });
  }

  const appointments = result.appointments;
  const registerNumbers = appointments.map((a) => a.registerNumber);
  const first = appointments[0]!;
  const message =
    appointments.length === 1
      ? t('booking.saved.one', {
          name: first.name,
          day: first.visitDay,
          date: first.visitDate,
          slot: first.visitTime,
          regno: first.registerNumber,
        })
      : t('booking.saved.many', { count: appointments.length, regnos: registerNumbers.join(', ') });
  return { appointments, registerNumbers, message };
}

export interface DateAvailability {
  /** Taken by a patient, in slot order (a closed slot that is also booked is listed as closed only). */
  booked: Slot[];
  /** Closed by the clinic, in slot order, with the reason. */
  closed: { time: Slot; reason: string }[];
  /** The reason when every slot of the date is closed. */
  closedDay: string | null;
}

/** What a date's slots are: booked, closed (with why) or free. */
export async function getAvailability(deps: Deps, date: string): Promise<DateAvailability> {
  const store = await deps.store();
  const { booked: times, closures } = await store.calendar.availability(date);
  const { times: closed, whole } = closedSlotsOn(closures, date);
  const shut = new Set<string>(closed.map((c) => c.time));
  const booked = new Set(times.filter(isSlot));
  return { booked: SLOTS.filter((s) => booked.has(s) && !shut.has(s)), closed, closedDay: whole };
}

/** Slots of a date that cannot be booked, in slot order: booked or closed (the legacy client's one list). */
export async function getBookedTimes(deps: Deps, date: string): Promise<Slot[]> {
  const { booked, closed } = await getAvailability(deps, date);
  const taken = new Set<string>([...booked, ...closed.map((c) => c.time)]);
  return SLOTS.filter((slot) => taken.has(slot));
}
