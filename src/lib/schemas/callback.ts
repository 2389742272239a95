// Callback request. Two variants:
//  - 'nav'  (header / nav button): name + phone required, email and comment optional;
//  - 'home' (home modal): name + phone + email required.
// POST /api/callbacks takes an optional `variant` field ('nav' by default). The original site's calls, with
// `mobile` for the phone, are src/server/legacy's.

import * as z from 'zod/mini';
import { LIMITS, optionalEmail, optionalText, requiredEmail, requiredMobile, requiredText } from './common';

export const CALLBACK_VARIANTS = ['nav', 'home'] as const;
export type CallbackVariant = (typeof CALLBACK_VARIANTS)[number];

const shared = {
  name: requiredText('name.required', LIMITS.name, 'name.tooLong'),
  phone: requiredMobile(),
  comment: optionalText(LIMITS.comment, 'comment.tooLong', true),
};

export const navCallbackSchema = z.strictObject({
  ...shared,
  email: optionalEmail(),
  variant: z.optional(z.enum(['nav'], { error: 'callback.variant.invalid' })),
});

export const homeCallbackSchema = z.strictObject({
  ...shared,
  email: requiredEmail(),
  variant: z.optional(z.enum(['home'], { error: 'callback.variant.invalid' })),
});

export function callbackSchemaFor(variant: CallbackVariant) {
  return variant === 'home' ? homeCallbackSchema : navCallbackSchema;
}

/** Which variant a request body asks for ('nav' unless it says 'home'). */
export function callbackVariantOf(body: unknown): CallbackVariant {
  return typeof body === 'object' && body !== null && (body as { variant?: unknown }).variant === 'home'
    ? 'home'
    : 'nav';
}

export interface CallbackInput {
  name: string;
  phone: string;
  email?: string | undefined;
  comment?: string | undefined;
}
