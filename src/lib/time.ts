// Clinic time: Asia/Kolkata (UTC+05:30 all year, no daylight saving), whatever the server's or the
// browser's time zone. Everything here works on UTC fields of shifted instants, never on local getters,
// so the answers do not depend on process.env.TZ.

import { BOOKING_WINDOW_DAYS, slotMinutes } from './slots';

export const CLINIC_TIME_ZONE = 'Asia/Kolkata';
/** India's offset from UTC: +05:30 all year. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A calendar date 'YYYY-MM-DD'. */
export type IsoDate = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function shifted(now: Date): Date {
  return new Date(now.getTime() + IST_OFFSET_MS);
}

/** Today's date in India. */
export function indiaToday(now: Date = new Date()): IsoDate {
  const d = shifted(now);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The current year in India (register numbers use its last two digits). */
export function indiaYear(now: Date = new Date()): number {
  return shifted(now).getUTCFullYear();
}

/** Minutes since midnight in India. */
export function indiaMinutesNow(now: Date = new Date()): number {
  const d = shifted(now);
  return d.getUTCHours() * 60 + d.getUTCMinutes();
}

/** Day number (days since 1970-01-01) of a valid 'YYYY-MM-DD', or null when it is not a real date. */
function dayNumber(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1900) return null;
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  return Math.round(ms / DAY_MS);
}

/** True for a real calendar date written 'YYYY-MM-DD' (1900 or later). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && dayNumber(value) !== null;
}

function fromDayNumber(n: number): IsoDate {
  const d = new Date(n * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function requireDay(date: IsoDate): number {
  const n = dayNumber(date);
  if (n === null) throw new RangeError(`Not a date: ${date}`);
  return n;
}

/**
 * The instant (epoch ms) `minutes` after midnight of a calendar date in India: the start of a visit
 * (`slotMinutes`), the start of a day (0), 9 AM the day before (a reminder). Throws on a date that is not real.
 */
export function indiaInstant(date: IsoDate, minutes = 0): number {
  return requireDay(date) * DAY_MS - IST_OFFSET_MS + minutes * 60_000;
}

/** The weekday name of a calendar date ('Monday' ...). */
export function weekdayOf(date: IsoDate): Weekday {
  const n = requireDay(date);
  // 1970-01-01 was a Thursday (index 4).
  return WEEKDAYS[(((n + 4) % 7) + 7) % 7] as Weekday;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(requireDay(date) + days);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return requireDay(b) - requireDay(a);
}

/** True when the date is before today in India. */
export function isPastDate(date: IsoDate, now: Date = new Date()): boolean {
  return daysBetween(indiaToday(now), date) < 0;
}

/** The last date that can be booked today (today + 90 days, India time). */
export function lastBookableDate(now: Date = new Date(), windowDays = BOOKING_WINDOW_DAYS): IsoDate {
  return addDays(indiaToday(now), windowDays);
}

/** Today .. today + 90 days, India time. */
export function isWithinBookingWindow(
  date: IsoDate,
  now: Date = new Date(),
  windowDays = BOOKING_WINDOW_DAYS,
): boolean {
  const diff = daysBetween(indiaToday(now), date);
  return diff >= 0 && diff <= windowDays;
}

/** True when the slot has started (or the date is past) in India. */
export function isSlotPast(date: IsoDate, slot: string, now: Date = new Date()): boolean {
  const diff = daysBetween(indiaToday(now), date);
  if (diff !== 0) return diff < 0;
  return slotMinutes(slot) <= indiaMinutesNow(now);
}
