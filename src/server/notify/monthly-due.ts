// When a monthly donor's reminders go out: 9 AM India time on the day of the month they pledged (the 28th
// at the latest, so every month has it), one month after another. Pure.

import { indiaInstant, indiaToday } from '../../lib/time';

/** The India day `months` months after the India day of `fromMs`, on its day of the month (28th at most). */
export function monthlyDate(fromMs: number, months: number): string {
  const day = indiaToday(new Date(fromMs));
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const dom = Math.min(Number(day.slice(8, 10)), 28);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(dom).padStart(2, '0')}`;
}

/** The instant of the reminder `months` months after `fromMs`. */
export const monthlyDueMs = (fromMs: number, months: number): number =>
  indiaInstant(monthlyDate(fromMs, months), 9 * 60);
