import { timingFailure } from '../booking-rules';
import { bookingSchema, type BookingInput } from '../schemas/appointment';
import { runSchema, type Translate, type Validation } from './core';

/**
 * A booking schema (the clean API's unless given: a form's) plus the clinic-time rules (date today..+90
 * days, slot not already past today, registration date not in the future), evaluated at `now` (pass the
 * clock you trust).
 */
export function checkBooking(
  input: unknown,
  translate: Translate,
  options: { now?: Date; schema?: typeof bookingSchema } = {},
): Validation<BookingInput> {
  const { now = new Date(), schema = bookingSchema } = options;
  const parsed = runSchema(schema, input, translate);
  if (!parsed.success) return parsed;
  const timing = timingFailure(parsed.data.people, now, translate);
  return timing ? { success: false, ...timing } : parsed;
}
