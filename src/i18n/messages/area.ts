/**
 * The submissions' messages (src/i18n/<lang>/messages.json) come in areas: `core` (every form's fields, the
 * HTTP answers, the bot check, times and weekdays, …), one per kind of form that has words of its own, and
 * `staff` (the staff screens' few keyed messages).
 * A function lists the areas it answers with (src/server/http/endpoint.ts), and its bundle carries those:
 * each area module imports its part of the two files by name, and the bundler drops the rest (and drops an
 * area no code of the bundle uses: each is made by a call marked pure).
 * The area of a key is fixed by its first segment (`areaOf`); a unit test holds the files to it.
 */
import type { Locale } from '../../lib/locale';

export type MessageAreaName = 'core' | 'booking' | 'donation' | 'manage' | 'privacy' | 'staff';

export interface MessageArea<T extends Record<string, string> = Record<string, string>> {
  readonly area: MessageAreaName;
  readonly words: Record<Locale, T>;
}

export function messageArea<T extends Record<string, string>>(
  area: MessageAreaName,
  en: T,
  ta: NoInfer<T>,
): MessageArea<T> {
  return { area, words: { en, ta } };
}

/** A key's first segment -> its area; every other first segment is `core`. */
const AREA_OF_PREFIX: Readonly<Record<string, MessageAreaName>> = {
  appointment: 'booking',
  booking: 'booking',
  donation: 'donation',
  manage: 'manage',
  privacy: 'privacy',
  // The staff screens' words: the closures form, and the WhatsApp message a staff member opens to a patient.
  closure: 'staff',
  whatsapp: 'staff',
};

export const areaOf = (key: string): MessageAreaName => AREA_OF_PREFIX[key.slice(0, key.indexOf('.'))] ?? 'core';
