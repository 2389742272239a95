// What the Privacy Policy promises ("How long we keep it", src/data/legal/privacy.md and ta/privacy.md), as
// data: how long each kind of submission is kept, and counted from when. The retention service
// (src/server/services/retention.ts) deletes by these rules; a unit test (tests/unit/retention-rules.test.ts)
// holds both languages of the policy to them, so the text and the code cannot drift apart.
//
// A record is kept for its whole period and deleted by the first run after it: one received exactly
// 12 months ago is still kept (it is not older than 12 months yet), one received a millisecond earlier is
// deleted. Bookings count from the visit, a date in India: a visit exactly 3 years ago today (India's date)
// is kept, one a day earlier is deleted. Months are calendar months in India time, the day of the month
// clamped to the month's length (12 months before 29 Feb 2028 is 28 Feb 2027).

import type { SubmissionKind } from './records';
import { daysBetween, indiaInstant, indiaToday, type IsoDate } from './time';

/** A period as the policy states it: '12 months', '3 years'. */
export type RetentionPeriod = { months: number } | { years: number };

export interface RetentionRule {
  /** 'received': from the record's createdAt; 'visit': from a booking's visit (visitDate, India date). */
  from: 'received' | 'visit';
  keep: RetentionPeriod;
}

export const RETENTION = {
  callbacks: { from: 'received', keep: { months: 12 } },
  contacts: { from: 'received', keep: { months: 12 } },
  bookings: { from: 'visit', keep: { years: 3 } },
  donations: { from: 'received', keep: { years: 8 } },
} as const satisfies Record<SubmissionKind, RetentionRule>;

const DAY_MS = 86_400_000;

export function periodMonths(period: RetentionPeriod): number {
  return 'months' in period ? period.months : period.years * 12;
}

/** The period in the policy's English words: '12 months', '3 years'. */
export function periodLabel(period: RetentionPeriod): string {
  return 'months' in period ? `${period.months} months` : `${period.years} years`;
}

/** A date `months` calendar months earlier, the day clamped to that month's length. */
export function monthsBefore(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface RetentionCutoff {
  /**
   * Records received before this instant (epoch ms) are the candidates: for a 'received' rule all of them are
   * past their period; for the 'visit' rule it is the start of `visitBefore` in India (a booking is made on
   * or before its visit, so every booking whose visit is before that date was received before it).
   */
  receivedBeforeMs: number;
  /** 'visit' rule only: bookings whose visit date is before this India date are past their period. */
  visitBefore: IsoDate | null;
}

/** Where a kind's period ends at `now`. */
export function retentionCutoff(kind: SubmissionKind, now: Date): RetentionCutoff {
  const rule: RetentionRule = RETENTION[kind];
  const today = indiaToday(now);
  const start = monthsBefore(today, periodMonths(rule.keep));
  if (rule.from === 'visit') {
    return { receivedBeforeMs: indiaInstant(start), visitBefore: start };
  }
  // Whole days back from now: India keeps no daylight saving, so this is the same time of day in India.
  return { receivedBeforeMs: now.getTime() - daysBetween(start, today) * DAY_MS, visitBefore: null };
}
