// Building blocks of the submission schemas. Issue messages are MESSAGE KEYS (see ../messages);
// `validate()` in ../validate turns them into text. Strings are trimmed, lengths bounded.

import { z } from 'zod';
import type { MessageKey } from '../messages';
import { isIsoDate } from '../time';

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

const numberToString = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v);
const nullToUndefined = (v: unknown) => (v === null ? undefined : v);

/** A required, trimmed string. */
export function requiredText(required: MessageKey, max: number, tooLong: MessageKey = 'form.tooLong') {
  return z.preprocess(
    numberToString,
    z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong }),
  );
}

/** An optional, trimmed string; '' and null become undefined. */
export function optionalText(max: number, tooLong: MessageKey = 'form.tooLong') {
  return z.preprocess(
    (v) => numberToString(nullToUndefined(v)),
    z
      .string({ error: 'form.invalid' satisfies MessageKey })
      .trim()
      .max(max, { error: tooLong })
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  );
}

export function requiredEmail(required: MessageKey = 'email.required', invalid: MessageKey = 'email.invalid') {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(LIMITS.email, { error: invalid })
    .regex(EMAIL_PATTERN, { error: invalid });
}

export function optionalEmail(invalid: MessageKey = 'email.invalid') {
  return z.preprocess(
    nullToUndefined,
    z
      .string({ error: invalid })
      .trim()
      .max(LIMITS.email, { error: invalid })
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), { error: invalid })
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  );
}

export function requiredMobile(required: MessageKey = 'mobile.required', invalid: MessageKey = 'mobile.invalid') {
  return z.preprocess(
    numberToString,
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(LIMITS.short, { error: invalid })
      .transform(normalizeMobile)
      .pipe(z.string().regex(MOBILE_PATTERN, { error: invalid })),
  );
}

/** A real calendar date 'YYYY-MM-DD'. */
export function requiredDate(required: MessageKey, invalid: MessageKey) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((v) => isIsoDate(v), { error: invalid });
}

export function optionalDate(invalid: MessageKey) {
  return z.preprocess(
    nullToUndefined,
    z
      .string({ error: invalid })
      .trim()
      .refine((v) => v === '' || isIsoDate(v), { error: invalid })
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  );
}

/** 'Male' | 'Female', accepting any letter case. */
export function gender(required: MessageKey) {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const lower = v.trim().toLowerCase();
      return lower === 'male' ? 'Male' : lower === 'female' ? 'Female' : v;
    },
    z.enum(['Male', 'Female'], { error: required }),
  );
}
