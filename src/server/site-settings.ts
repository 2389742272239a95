// The trust's public contact details (GET /api/contactsection). The data lives in one editor-facing file;
// this is the ONE function that reads it, so moving the file later means changing one import.

import { contactDetailsSchema, type ContactDetails } from '../lib/contact-details';
import raw from '../data/contact.json';
import { ConfigError } from './errors';

let cached: ContactDetails | null = null;

export async function readContactDetails(): Promise<ContactDetails> {
  if (cached) return cached;
  const parsed = contactDetailsSchema.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
    throw new ConfigError(`src/data/contact.json is invalid at: ${where}`);
  }
  cached = parsed.data;
  return cached;
}
