// A rights request from the website (lib/privacy): what the person asks for, their name, the phone or email
// they used with us (one field: ten digits, or an email), and any details (what to correct, whom to
// nominate). Then the one-time code that proves the phone or email is theirs.

import * as z from 'zod/mini';
import { REQUEST_TYPES } from '../privacy';
import { EMAIL_PATTERN, LIMITS, MOBILE_PATTERN, normalizeMobile, optionalText, requiredText, typed } from './common';

const contactField = z.pipe(
  z.string({ error: 'privacy.contact.required' }).check(
    typed(),
    z.minLength(1, { error: 'privacy.contact.required' }),
    z.maxLength(LIMITS.email, { error: 'privacy.contact.invalid' }),
    z.refine((v: string) => MOBILE_PATTERN.test(normalizeMobile(v)) || EMAIL_PATTERN.test(v), {
      error: 'privacy.contact.invalid',
    }),
  ),
  z.transform((v: string) =>
    MOBILE_PATTERN.test(normalizeMobile(v)) ? { phone: normalizeMobile(v) } : { email: v.toLowerCase() },
  ),
);

export const privacyRequestSchema = z.strictObject({
  type: z.enum(REQUEST_TYPES, { error: 'privacy.type.required' }),
  name: requiredText('name.required', LIMITS.name, 'name.tooLong'),
  contact: contactField,
  details: z.pipe(
    optionalText(LIMITS.comment, 'privacy.details.tooLong', true),
    z.transform((v: string | undefined) => v ?? ''),
  ),
});

export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

export const privacyCodeSchema = z.strictObject({
  request: z.string({ error: 'privacy.code.required' }).check(z.regex(/^[0-9a-f-]{36}$/, 'privacy.code.required')),
  code: z
    .string({ error: 'privacy.code.required' })
    .check(typed(), z.regex(/^\d{6}$/, { error: 'privacy.code.required' })),
});

export type PrivacyCodeInput = z.output<typeof privacyCodeSchema>;
