// The original site's appointment call, POST /api/appointmentbooking.php, in its two forms:
//   { appointment_date }  -> ['09:30', '01:00', ...]   the day's booked times in that client's notation
//   { people: [...] }     -> { success, message, registerNumbers }   people in the old names
//                            (pname, pphone, pappointmentDate, ...), times '01:00'..'06:00' for 13:00..18:00
// The people are renamed to the domain's names and booked as the site's own form books them (without the
// under-18 guardian rule: that client never asked for one); refusals name the old fields.

import * as z from 'zod/mini';
import { makeBookingSchema, legacySlot, requiredDate, type BookingInput } from '../../lib/schemas/appointment';
import { toLegacySlot, type Slot } from '../../lib/slots';
import { parseWith } from '../http/request';
import type { Scope } from '../http/endpoint';
import { LEGACY_PERSON, inOldNames, renameKeys, swapper } from './names';

const PERSON = swapper(LEGACY_PERSON);

/** { appointment_date }: the booked-times request. */
export const legacyBookedTimesSchema = /* @__PURE__ */ z.strictObject({
  appointment_date: /* @__PURE__ */ requiredDate('appointment.date.required', 'appointment.date.invalid'),
});

/** The old body with its people renamed to the domain's names (anything else as it came). */
function toDomain(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { people } = body as { people?: unknown };
  if (!Array.isArray(people)) return body;
  return { ...body, people: people.map((person) => renameKeys(person, PERSON)) };
}

/** { people }: the booking, old names and old times in, the domain's BookingInput out. */
export const legacyBookingSchema = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.transform(toDomain),
  /* @__PURE__ */ makeBookingSchema(/* @__PURE__ */ legacySlot(), false),
);

/** Does the body ask for the booked times (rather than book)? */
export const asksForBookedTimes = (body: Record<string, unknown>) => 'appointment_date' in body;

/** The booked-times request's date (400, worded as always, when it is not a date). */
export function bookedTimesDate(scope: Scope, body: unknown): string {
  return parseWith(scope, legacyBookedTimesSchema, body).appointment_date;
}

/** The day's booked 24-hour slots in the old client's notation. */
export const oldNotation = (slots: readonly Slot[]) => slots.map(toLegacySlot);

/**
 * Runs `book` on the request's booking in the domain's names; a refusal (a field's check, a taken slot)
 * reaches the client under the field names it sent.
 */
export async function withOldNames<T>(scope: Scope, body: unknown, book: (input: BookingInput) => Promise<T>) {
  try {
    return await book(parseWith(scope, legacyBookingSchema, body));
  } catch (error) {
    throw inOldNames(error, PERSON);
  }
}
