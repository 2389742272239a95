import { bookingTimingIssues } from '../booking-rules';
import { bookingSchemaFor, type BookingInput, type TimeDialect } from '../schemas/appointment';
import { runSchema, type FieldErrors, type Translate, type Validation } from './core';

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
  const timing = bookingTimingIssues(parsed.data.people, now);
  if (timing.length === 0) return parsed;
  const text = (key: string, params?: Record<string, string | number>) => translate(key, params) ?? key;
  const fields: FieldErrors = {};
  for (const issue of timing) fields[issue.path] ??= text(issue.key, issue.params);
  const first = timing[0]!;
  return { success: false, error: text(first.key, first.params), fields };
}
