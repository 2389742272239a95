// A camp registration: which camp and date, name, phone, village or town, how many people (1-6, each takes
// a place), optional needs, and how the person wants to be told (WhatsApp, SMS or email; email needs an
// address). The date must be one of the camp's next dates: the server checks it against the camps' data.
// Issue messages are keys of src/i18n/<lang>/camps.json `messages` (or the shared messages.json).

import * as z from 'zod/mini';
import { CAMP_CHANNELS, CAMP_PEOPLE } from '../camp-basics';
import type { MessageKey } from '../messages';
import { LIMITS, optionalEmail, optionalText, requiredMobile, requiredText } from './common';
import { preprocess } from './preprocess';

const people = preprocess(
  (v) => (typeof v === 'string' && /^\d{1,2}$/.test(v.trim()) ? Number(v.trim()) : v),
  z
    .number({ error: 'camp.people.invalid' })
    .check(
      z.int({ error: 'camp.people.invalid' }),
      z.gte(CAMP_PEOPLE.min, { error: 'camp.people.invalid' }),
      z.lte(CAMP_PEOPLE.max, { error: 'camp.people.invalid' }),
    ),
);

export const campRegistrationSchema = z
  .strictObject({
    camp: z.string({ error: 'camp.date.invalid' }).check(z.regex(/^[a-z0-9-]{1,60}$/, { error: 'camp.date.invalid' })),
    date: z
      .string({ error: 'camp.date.invalid' })
      .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'camp.date.invalid' })),
    name: requiredText('name.required', LIMITS.name, 'name.tooLong'),
    phone: requiredMobile(),
    // The camp's own message keys are in src/i18n/<lang>/camps.json (campTranslate), not the shared ones.
    village: requiredText('camp.village.required' as MessageKey, LIMITS.medium, 'form.tooLong'),
    people,
    needs: optionalText(LIMITS.long, 'form.tooLong', true),
    channel: z.enum(CAMP_CHANNELS, { error: 'camp.channel.invalid' }),
    email: optionalEmail(),
  })
  .check(z.refine((v) => v.channel !== 'email' || !!v.email, { error: 'email.required', path: ['email'] }));

export type CampRegistrationInput = z.output<typeof campRegistrationSchema>;
