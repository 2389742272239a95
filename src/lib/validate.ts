// The tests' entry to the form checks, in a locale's words (English unless given): the first failing check's
// message as `error`, and one message per field (`fields`, keyed by dotted path, e.g. 'people.1.phone').
// The server runs the same checks through src/server/http/request.ts (parseWith), in its own message areas.
//
// Browser cost. The forms bundle this file, so it and every schema it reaches use `zod/mini` (tree-shakable)
// rather than classic `zod` (all locales, JSON Schema code: not tree-shakable). Bundle of validate + api
// (esbuild --bundle --minify --format=esm --platform=browser, then gzip -9):
//   classic zod: 98,207 bytes gzip    zod/mini: 13,195 bytes gzip
// Of the 13.2 KB, about 7 KB is zod/mini itself (string, number+int, enum, array, strict object, optional,
// pipe/transform, refine: the floor for these schemas) and about 6 KB is our own src/lib code (messages,
// api, time, slots, booking rules, the donation checks). Keep classic `zod` out of anything imported here.

import type * as z from 'zod/mini';
import { ALL_MESSAGE_AREAS } from '../i18n/messages/all';
import { translator, useMessages, type Locale } from './messages';
import { bookingSchema, type BookingInput } from './schemas/appointment';
import type { CallbackInput, CallbackVariant } from './schemas/callback';
import type { ContactInput } from './schemas/contact';
import type { DonationInput } from './schemas/donation';
import { describeIssues as describeWith, runSchema, type Validation } from './validate/core';
import { checkBooking } from './validate/booking';
import { checkCallback } from './validate/callback';
import { checkContact } from './validate/contact';
import { checkDonation } from './validate/donation';

export { FORM_FIELD, type FieldErrors, type Validation } from './validate/core';

// Every form's checks, so every form's words. No function imports this module (a function lists its own
// message areas: src/server/http/endpoint.ts); the islands import only its types.
useMessages(ALL_MESSAGE_AREAS);

/** Turn zod issues into the API's `{ error, fields }`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], locale?: Locale) {
  return describeWith(issues, translator(locale));
}

/** Run any schema (zod/mini or classic zod): never throws. */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  locale?: Locale,
): Validation<z.output<S>> {
  return runSchema(schema, input, translator(locale));
}

export function validateCallback(
  input: unknown,
  variant: CallbackVariant = 'nav',
  locale?: Locale,
): Validation<CallbackInput> {
  return checkCallback(input, variant, translator(locale));
}

export function validateContact(input: unknown, locale?: Locale): Validation<ContactInput> {
  return checkContact(input, translator(locale));
}

export function validateDonation(input: unknown, locale?: Locale): Validation<DonationInput> {
  return checkDonation(input, translator(locale));
}

/**
 * The booking schema plus the clinic-time rules (date today..+90 days, slot not already past today,
 * registration date not in the future), evaluated at `now` (pass the clock you trust; defaults to the device's).
 */
export function validateBooking(
  input: unknown,
  options: { now?: Date; locale?: Locale } = {},
): Validation<BookingInput> {
  const { locale, now } = options;
  return checkBooking(input, translator(locale), { schema: bookingSchema, ...(now ? { now } : {}) });
}
