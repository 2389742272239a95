// The trust's public contact details, as GET /api/contactsection answers them (`data`).

import { z } from 'zod';

const phone = z
  .string()
  .trim()
  .min(6)
  .max(20)
  .regex(/^\+?[0-9 -]+$/);

export const contactDetailsSchema = z.strictObject({
  trustName: z.string().trim().min(1).max(200),
  address: z.strictObject({
    lines: z.array(z.string().trim().min(1).max(200)).min(1).max(6),
    city: z.string().trim().min(1).max(100),
    state: z.string().trim().min(1).max(100),
    pincode: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
    landmarks: z.array(z.string().trim().min(1).max(200)).max(10).optional(),
  }),
  phones: z.array(phone).length(3),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/),
  /** WhatsApp number in international form without '+', e.g. '919876543210' (for wa.me links). */
  whatsapp: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/),
  hours: z.string().trim().min(1).max(200),
  /** True while the file holds made-up values. */
  sample: z.boolean().optional(),
});

export type ContactDetails = z.output<typeof contactDetailsSchema>;
