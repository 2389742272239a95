// One way to run a submission schema, on the server and in a form: the first failing check's message
// as `error`, and one message per field (`fields`, keyed by dotted path, e.g. 'people.1.pphone').
//
// Browser cost. The forms bundle this file, so it and every schema it reaches use `zod/mini` (tree-shakable)
// rather than classic `zod` (all locales, JSON Schema code: not tree-shakable). Bundle of validate + api
// (esbuild --bundle --minify --format=esm --platform=browser, then gzip -9):
//   classic zod: 98,207 bytes gzip    zod/mini: 13,195 bytes gzip
// Of the 13.2 KB, about 7 KB is zod/mini itself (string, number+int, enum, array, strict object, optional,
// pipe/transform, refine: the floor for these schemas) and about 6 KB is our own src/lib code (messages,
// api, time, slots, booking rules, the donation checks). Keep classic `zod` out of anything imported here.

import * as z from 'zod/mini';
import { isMessageKey, t, type Locale, type MessageKey } from './messages';
import { bookingTimingIssues } from './booking-rules';
import { bookingSchemaFor, type BookingInput, type TimeDialect } from './schemas/appointment';
import { callbackSchemaFor, type CallbackInput, type CallbackVariant } from './schemas/callback';
import { contactSchema, type ContactInput } from './schemas/contact';
import { donationSchema, type DonationInput } from './schemas/donation';

export type FieldErrors = Record<string, string>;
export type Validation<T> = { success: true; data: T } | { success: false; error: string; fields: FieldErrors };

/** The key under which an issue about the whole form is filed. */
export const FORM_FIELD = '_form';

type Issue = z.core.$ZodIssue;

function issueText(issue: Issue, locale: Locale): string {
  const params: Record<string, string | number> = {};
  const extra = (issue as { params?: Record<string, unknown> }).params;
  if (extra) {
    for (const [k, v] of Object.entries(extra)) if (typeof v === 'string' || typeof v === 'number') params[k] = v;
  }
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') params.max ??= issue.maximum;
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') params.min ??= issue.minimum;
  const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'form.invalid';
  return t(key, params, locale);
}

/** Turn zod issues into the API's `{ error, fields }`. */
export function describeIssues(
  issues: readonly Issue[],
  locale: Locale = 'en',
): { error: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  let error: string | undefined;
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      const prefix = issue.path.length ? `${issue.path.join('.')}.` : '';
      for (const key of issue.keys) fields[prefix + key] ??= t('form.unknownField', undefined, locale);
      error ??= t('form.unknownFields', { fields: issue.keys.join(', ') }, locale);
      continue;
    }
    if (issue.code === 'invalid_type' && issue.path.length === 0) {
      error ??= t('form.notObject', undefined, locale);
      fields[FORM_FIELD] ??= t('form.notObject', undefined, locale);
      continue;
    }
    const text = issueText(issue, locale);
    const path = issue.path.length ? issue.path.map(String).join('.') : FORM_FIELD;
    fields[path] ??= text;
    error ??= text;
  }
  return { error: error ?? t('form.invalid', undefined, locale), fields };
}

/** Run any schema (zod/mini or classic zod): never throws. */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  locale: Locale = 'en',
): Validation<z.output<S>> {
  const result = z.safeParse(schema, input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, ...describeIssues(result.error.issues, locale) };
}

export function validateCallback(
  input: unknown,
  variant: CallbackVariant = 'nav',
  locale: Locale = 'en',
): Validation<CallbackInput> {
  return validate(callbackSchemaFor(variant), input, locale);
}

export function validateContact(input: unknown, locale: Locale = 'en'): Validation<ContactInput> {
  return validate(contactSchema, input, locale);
}

export function validateDonation(input: unknown, locale: Locale = 'en'): Validation<DonationInput> {
  return validate(donationSchema, input, locale);
}

/**
 * The booking schema plus the clinic-time rules (date today..+90 days, slot not already past today),
 * evaluated at `now` (pass the clock you trust; defaults to the device's).
 */
export function validateBooking(
  input: unknown,
  options: { now?: Date; dialect?: TimeDialect; locale?: Locale } = {},
): Validation<BookingInput> {
  const { now = new Date(), dialect = 'clean', locale = 'en' } = options;
  const parsed = validate(bookingSchemaFor(dialect), input, locale);
  if (!parsed.success) return parsed;
  const timing = bookingTimingIssues(parsed.data.people, now);
  if (timing.length === 0) return parsed;
  const fields: FieldErrors = {};
  for (const issue of timing) fields[issue.path] ??= t(issue.key, issue.params, locale);
  const first = timing[0]!;
  return { success: false, error: t(first.key, first.params, locale), fields };
}
