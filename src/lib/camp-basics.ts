// What the camp form and pages share without the recurrence rules (./camps, which loads `rrule`): the
// channels, how many people, and how a camp's date and time read. Kept apart so the form islands' shared
// chunk never carries the rule reader.

import type { Locale } from './locale';

export const CAMP_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type CampChannel = (typeof CAMP_CHANNELS)[number];

/** How many people one registration may bring. */
export const CAMP_PEOPLE = { min: 1, max: 6 } as const;

/** A date as the visitor reads it, e.g. "Thursday 3 December 2026" / "வியாழன், 3 டிசம்பர், 2026". */
export function campDateLabel(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ta' ? 'ta-IN' : 'en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** '10:00' -> '10:00 AM' (the clinic's way of writing times). */
export function campTimeLabel(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
