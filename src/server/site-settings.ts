// The trust's public contact details (GET /api/contactsection), derived from the one editor-facing
// settings file (src/data/site.json, validated by src/lib/site.ts). This is the ONE function that reads them.

import { contactDetailsSchema, type ContactDetails } from '../lib/contact-details';
import { site } from '../lib/site-settings';
import { ConfigError } from './errors';

let cached: ContactDetails | null = null;

/** The details (read once, then kept); a ConfigError when site.json cannot give them. */
export function readContactDetails(): ContactDetails {
  if (cached) return cached;
  const parsed = contactDetailsSchema.safeParse({
    trustName: site.trustName,
    address: {
      lines: [site.address.line1, site.address.line2].filter(Boolean),
      city: site.address.city,
      state: site.address.state,
      pincode: site.address.postalCode,
      landmarks: site.landmarks,
    },
    phones: site.phones.map((p) => `+91 ${p.number.slice(0, 5)} ${p.number.slice(5)}`),
    email: site.email,
    whatsapp: site.whatsapp.number,
    hours: site.hours.label,
    sample: site.phones.some((p) => p.sample) || site.whatsapp.sample === true,
  });
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    throw new ConfigError(`src/data/site.json does not give the public contact details at: ${where}`);
  }
  cached = parsed.data;
  return cached;
}
