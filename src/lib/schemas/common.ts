// Building blocks of the submission schemas. Issue messages are MESSAGE KEYS (see ../messages);
// `validate()` in ../validate turns them into text. Strings are trimmed, lengths bounded.
// Built on `zod/mini` (tree-shakable: these schemas are bundled into the browser forms). Each schema is
// the exact tree classic zod built (`.trim()` → `z.trim()`, `.min()` → `z.minLength()`, `x.transform(f)` →
// `z.pipe(x, z.transform(f))`, `z.preprocess(f, x)` → `preprocess(f, x)` from ./preprocess): same checks, same order.

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

const numberToString = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
export const nullToUndefined = (v: unknown) => (v === null ? undefined : v);
export const emptyToUndefined = (v: string | undefined) => (v === '' ? undefined : v);

/** A required, trimmed string. */
export function requiredText(required: MessageKey, max: number, tooLong: MessageKey = 'form.tooLong') {
  return preprocess(
    numberToString,
    z
      .string({ error: required })
      .check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong })),
  );
}

/** An optional, trimmed string; '' and null become undefined. */
export function optionalText(max: number, tooLong: MessageKey = 'form.tooLong') {
  return preprocess(
    (v) => numberToString(nullToUndefined(v)),
    z.pipe(
      z.optional(
        z.string({ error: 'form.invalid' satisfies MessageKey }).check(z.trim(), z.maxLength(max, { error: tooLong })),
      ),
      z.transform(emptyToUndefined),
    ),
  );
}

export function requiredEmail(required: MessageKey = 'email.required', invalid: MessageKey = 'email.invalid') {
  return withInput(
    z
      .string({ error: required })
      .check(
        z.trim(),
        z.minLength(1, { error: required }),
        z.maxLength(LIMITS.email, { error: invalid }),
        z.regex(EMAIL_PATTERN, { error: invalid }),
      ),
    EMAIL_INPUT,
  );
}

export function optionalEmail(invalid: MessageKey = 'email.invalid') {
  return withInput(
    preprocess(
      nullToUndefined,
      z.pipe(
        z.optional(
          z.string({ error: invalid }).check(
            z.trim(),
            z.maxLength(LIMITS.email, { error: invalid }),
            z.refine((v: string) => v === '' || EMAIL_PATTERN.test(v), { error: invalid }),
          ),
        ),
        z.transform(emptyToUndefined),
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
            .check(z.trim(), z.minLength(1, { error: required }), z.maxLength(LIMITS.short, { error: invalid })),
          z.transform(normalizeMobile),
        ),
        z.string().check(z.regex(MOBILE_PATTERN, { error: invalid })),
      ),
    ),
    MOBILE_INPUT,
  );
}
