import { timingFailure } from '../booking-rules';
import { bookingSchemaFor, type BookingInput, type TimeDialect } from '../schemas/appointment';
import { runSchema, type Translate, type Validation } from './core';

/**
 * The booking schema plus the clinic-time rules (date today..+90 days, slot not already past today),
 * evaluated at `now` (pass the clock you trust).
 */
export function checkBooking(
  input: unknown,
  translate: Translate,
  options: { now?: Date; dialect?: TimeDialect } = {},
): Validation<BookingInput> {
  const { now = new Date(), dialect = 'clean' } = options;
  const parsed = runSchema(bookingSchemaFor(dialect), input, translate);
  if (!parsed.success) return parsed;
  const timing = timingFailure(parsed.data.people, now, translate);
  return timing ? { success: false, ...timing } : parsed;
}
