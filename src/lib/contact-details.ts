// The trust's public contact details, as GET /api/contactsection answers them (`data`).

import * as z from 'zod/mini';

const phone = z.string().check(z.trim(), z.minLength(6), z.maxLength(20), z.regex(/^\+?[0-9 -]+$/));
const line = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const contactDetailsSchema = z.strictObject({
  trustName: line(200),
  address: z.strictObject({
    lines: z.array(line(200)).check(z.minLength(1), z.maxLength(6)),
    city: line(100),
    state: line(100),
    pincode: z.string().check(z.trim(), z.regex(/^\d{6}$/)),
    landmarks: z.optional(z.array(line(200)).check(z.maxLength(10))),
  }),
  phones: z.array(phone).check(z.length(3)),
  email: z.string().check(z.trim(), z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
  /** WhatsApp number in international form without '+', e.g. '919876543210' (for wa.me links). */
  whatsapp: z.string().check(z.trim(), z.regex(/^\d{10,15}$/)),
  hours: line(200),
  /** True while the file holds made-up values. */
  sample: z.optional(z.boolean()),
});

export type ContactDetails = z.output<typeof contactDetailsSchema>;
