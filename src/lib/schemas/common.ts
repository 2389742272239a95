// Building blocks of the submission schemas. Issue messages are MESSAGE KEYS (see ../messages);
// `validate()` in ../validate turns them into text. Every typed string is cleaned (line breaks as \n, NFC)
// and refused if it hides a character (see hiddenCharacter), then trimmed and its length bounded.
// Built on `zod/mini` (tree-shakable: these schemas are bundled into the browser forms). Each schema is
// the tree classic zod built (`.min()` → `z.minLength()`, `x.transform(f)` → `z.pipe(x, z.transform(f))`,
// `z.preprocess(f, x)` → `preprocess(f, x)` from ./preprocess), with `typed()` where `.trim()` was: it
// cleans and checks the typed value, then trims it.

import * as z from 'zod/mini';
import { withInput, type FieldAttributes } from '../form-fields';
import type { MessageKey } from '../messages';
import { preprocess } from './preprocess';

/** The honeypot field every public form sends empty (people never see it). */
export const HONEYPOT_FIELD = 'website';

export const LIMITS = {
  name: 100,
  email: 254,
  comment: 1000,
  message: 2000,
  short: 20,
  medium: 100,
  long: 500,
  address: 500,
} as const;

/** A loose, sane email check (local@domain.tld), the same on both sides. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** Indian mobile numbers: 10 digits. Spaces and hyphens are dropped, a leading +91 too. */
export function normalizeMobile(value: string): string {
  const compact = value.replace(/[\s-]/g, '');
  const withoutCountry = /^\+91\d{10}$/.test(compact) ? compact.slice(3) : compact;
  return withoutCountry;
}
export const MOBILE_PATTERN = /^\d{10}$/;

/** How forms offer these fields (keyboard, picker): see ../form-fields. */
export const EMAIL_INPUT: FieldAttributes = { type: 'email' };
export const MOBILE_INPUT: FieldAttributes = { type: 'tel', inputMode: 'numeric' };

/** A typed value as it is checked and stored: line breaks as '\n' (not '\r\n' or '\r'), Unicode NFC. */
export const cleanText = (value: string) => value.replace(/\r\n?/g, '\n').normalize();

/**
 * Why a typed value is refused (a message key), or undefined when it is fine: what nobody means to type, and
 * what can hide or reorder text on a staff screen. Control characters (Unicode's Cc: C0 U+0000-001F, DEL,
 * C1 U+0080-009F; a newline is allowed where `lines`, the long multi-line fields); bidi embeddings,
 * overrides and isolates (U+202A-202E, U+2066-2069); zero-width characters (U+200B, U+2060, U+FEFF,
 * U+180E, and ZWNJ/ZWJ unless right after a Tamil-block character, U+0B80-0BFF, where Tamil writing uses
 * them). Takes a cleaned value (see cleanText). Kept to three regexes: the browser forms carry it.
 */
export function hiddenCharacter(value: string, lines?: boolean): MessageKey | undefined {
  return (lines ? /(?!\n)\p{Cc}/u : /\p{Cc}/u).test(value)
    ? 'text.control'
    : /[\u202a-\u202e\u2066-\u2069]/.test(value)
      ? 'text.bidi'
      : /[\u200b\u2060\ufeff\u180e]|(^|[^\u0b80-\u0bff])[\u200c\u200d]/.test(value)
        ? 'text.zeroWidth'
        : undefined;
}

/**
 * The first check of every typed string: cleans it (cleanText), refuses a hidden character with its own
 * message (nothing else is said about that value), then trims it for the length checks that follow.
 */
export const typed = (lines?: boolean) =>
  z.check<string>((payload) => {
    const value = cleanText(payload.value);
    const message = hiddenCharacter(value, lines);
    if (message) payload.issues.push({ code: 'custom', message, input: value });
    payload.value = value.trim();
  });

const numberToString = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
const nullToUndefined = (v: unknown) => (v === null ? undefined : v);
const emptyToUndefined = (v: string | undefined) => (v === '' ? undefined : v);

/** `text` made optional: null, a missing value and '' (once `text` has checked it) all come out undefined. */
export function blankAllowed(text: z.ZodMiniString, before: (v: unknown) => unknown = nullToUndefined) {
  return preprocess(before, z.pipe(z.optional(text), z.transform(emptyToUndefined)));
}

/** A required, trimmed string; `lines`: a long multi-line text (newlines allowed). */
export function requiredText(required: MessageKey, max: number, tooLong: MessageKey = 'form.tooLong', lines?: boolean) {
  return preprocess(
    numberToString,
    z
      .string({ error: required })
      .check(typed(lines), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong })),
  );
}

/** An optional, trimmed string; '' and null become undefined. `lines`: a long multi-line text. */
export function optionalText(max: number, tooLong: MessageKey = 'form.tooLong', lines?: boolean) {
  return blankAllowed(
    z.string({ error: 'form.invalid' satisfies MessageKey }).check(typed(lines), z.maxLength(max, { error: tooLong })),
    (v) => numberToString(nullToUndefined(v)),
  );
}

export function requiredEmail(required: MessageKey = 'email.required', invalid: MessageKey = 'email.invalid') {
  return withInput(
    z
      .string({ error: required })
      .check(
        typed(),
        z.minLength(1, { error: required }),
        z.maxLength(LIMITS.email, { error: invalid }),
        z.regex(EMAIL_PATTERN, { error: invalid }),
      ),
    EMAIL_INPUT,
  );
}

export function optionalEmail(invalid: MessageKey = 'email.invalid') {
  return withInput(
    blankAllowed(
      z.string({ error: invalid }).check(
        typed(),
        z.maxLength(LIMITS.email, { error: invalid }),
        z.refine((v: string) => v === '' || EMAIL_PATTERN.test(v), { error: invalid }),
      ),
    ),
    EMAIL_INPUT,
  );
}

export function requiredMobile(required: MessageKey = 'mobile.required', invalid: MessageKey = 'mobile.invalid') {
  return withInput(
    preprocess(
      numberToString,
      z.pipe(
        z.pipe(
          z
            .string({ error: required })
            .check(typed(), z.minLength(1, { error: required }), z.maxLength(LIMITS.short, { error: invalid })),
          z.transform(normalizeMobile),
        ),
        z.string().check(z.regex(MOBILE_PATTERN, { error: invalid })),
      ),
    ),
    MOBILE_INPUT,
  );
}
