// Contact message: name, email (format checked) and message, all required.

import * as z from 'zod/mini';
import { LIMITS, requiredEmail, requiredText } from './common';

export const contactSchema = z.strictObject({
  name: requiredText('name.required', LIMITS.name, 'name.tooLong'),
  email: requiredEmail(),
  message: requiredText('message.required', LIMITS.message, 'message.tooLong', true),
});

export type ContactInput = z.output<typeof contactSchema>;
