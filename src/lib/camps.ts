// Free medical camps: the editors' series (src/content/camps.json, checked by the build against
// src/content/schemas/camps.ts) and the dates they hold. A series' dates are an RFC 5545 recurrence rule
// (read with the `rrule` package) plus one-off dates, less skipped ones; a cancelled date is still listed,
// marked. Dates are India's calendar days whatever the machine's time zone: the rule is expanded as
// "floating" UTC midnights (rrule without a TZID works in UTC only), so no offset can move a day.
// Browser-safe: the pages, the form, the server and the staff screen share it.

import * as rruleModule from 'rrule';
import type { Localized } from './localized';
import { addDays } from './time';

export * from './camp-basics';

// rrule ships a UMD bundle as `main` and ES modules as `module`: Node's ESM loader sees only `default`,
// bundlers see the named exports. Either way this is its RRule class.
const { RRule } = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;

/** How far ahead the site lists (and takes registrations for) camp dates. */
export const CAMP_WEEKS_AHEAD = 8;

/** One camp series as editors write it. */
export interface CampSeries {
  /** Unique, lowercase letters, digits and dashes: names the series in links and registrations. */
  id: string;
  title: Localized;
  place: { name: Localized; address: Localized; map?: string | undefined };
  /** 24-hour India time, 'HH:MM'. */
  start: string;
  end: string;
  /** Places per date (people, not registrations). */
  capacity: number;
  services: Localized<string[]>;
  notes?: Localized | undefined;
  /** RRULE body without DTSTART, e.g. 'FREQ=WEEKLY;BYDAY=TH' (none: one-off dates only). */
  rrule?: string | undefined;
  /** The first date the rule counts from, 'YYYY-MM-DD'. */
  from: string;
  /** Last date of the series (none: open-ended). */
  until?: string | undefined;
  /** One-off dates besides the rule. */
  dates?: string[] | undefined;
  /** Dates the rule gives that are not held (not listed). */
  skip?: string[] | undefined;
  /** Dates called off after they were announced: listed, marked cancelled, no registration. */
  cancelled?: string[] | undefined;
  sample?: boolean | undefined;
}

/** One date of a series. */
export interface CampDate {
  camp: string;
  date: string;
  cancelled: boolean;
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll('-', '');

/** The rule's RRULE text, or the reason it cannot be read (an editor's mistake: the build reports it). */
export function ruleProblem(rule: string, from = '2026-01-01'): string | null {
  try {
    const parsed = RRule.fromString(`DTSTART:${compact(from)}T000000Z\nRRULE:${rule}`);
    if (parsed.options.freq > RRule.DAILY) return 'only daily, weekly, monthly or yearly rules make camp dates';
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : 'not a recurrence rule';
  }
}

/** The dates the rule alone gives from `first` to `last` (inclusive), 'YYYY-MM-DD', in order. */
export function ruleDates(rule: string, from: string, first: string, last: string, until?: string): string[] {
  const end = until && until < last ? until : last;
  const start = from > first ? from : first;
  if (end < start) return [];
  const parsed = RRule.fromString(`DTSTART:${compact(from)}T000000Z\nRRULE:${rule}`);
  return parsed.between(utcDay(start), utcDay(end), true).map(dayOf);
}

/** A series' dates from `first` to `last` (inclusive): the rule's and the one-offs, less skipped, in order. */
export function campDates(series: CampSeries, first: string, last: string): CampDate[] {
  const skip = new Set(series.skip ?? []);
  const cancelled = new Set(series.cancelled ?? []);
  const dates = new Set(series.rrule ? ruleDates(series.rrule, series.from, first, last, series.until) : []);
  for (const d of series.dates ?? []) if (d >= first && d <= last) dates.add(d);
  return [...dates]
    .filter((d) => !skip.has(d))
    .sort()
    .map((date) => ({ camp: series.id, date, cancelled: cancelled.has(date) }));
}

/** Every series' dates in the next CAMP_WEEKS_AHEAD weeks from `today` (India's date), by date then camp. */
export function upcomingCamps(all: readonly CampSeries[], today: string, weeks = CAMP_WEEKS_AHEAD): CampDate[] {
  const last = addDays(today, weeks * 7 - 1);
  return all
    .flatMap((s) => campDates(s, today, last))
    .sort((a, b) => (a.date === b.date ? (a.camp < b.camp ? -1 : 1) : a.date < b.date ? -1 : 1));
}

/** The next date that is held (not cancelled), from `today` on, or null. */
export function nextCamp(all: readonly CampSeries[], today: string): CampDate | null {
  return upcomingCamps(all, today).find((d) => !d.cancelled) ?? null;
}

/** Is `date` one of the series' dates (not cancelled by editors), within the weeks the site takes? */
export function isOpenDate(series: CampSeries, date: string, today: string): boolean {
  return upcomingCamps([series], today).some((d) => d.date === date && !d.cancelled);
}

/** The series with `id`. */
export const campById = (all: readonly CampSeries[], id: string): CampSeries | undefined =>
  all.find((s) => s.id === id);

/** The id staff and links name one date of one series by. */
export const campDateKey = (camp: string, date: string) => `${camp}/${date}`;

/** Minutes between two 'HH:MM' times. */
export const campMinutes = (series: Pick<CampSeries, 'start' | 'end'>) => {
  const at = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return Math.max(30, at(series.end) - at(series.start));
};
