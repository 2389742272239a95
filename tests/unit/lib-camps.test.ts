// Camp dates from the editors' recurrence rules (src/lib/camps.ts): India's calendar days, over month and
// year ends, with one-offs, skipped and cancelled dates, the same under any server time zone; and the camp
// data file passes the content schema the build checks it with.

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMPS } from '../../src/lib/camp-data';
import { campDates, nextCamp, ruleDates, ruleProblem, upcomingCamps, type CampSeries } from '../../src/lib/camps';
import { addDays, weekdayOf } from '../../src/lib/time';
import { campSchema } from '../../src/content/schemas/camps';

const base: CampSeries = { ...CAMPS[0]!, rrule: undefined, dates: [], skip: [], cancelled: [] };
const day = fc
  .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2029-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('camp recurrence', () => {
  it('first Tuesday of the month, across the year end: 1 Dec 2026, 5 Jan 2027, 2 Feb 2027', () => {
    const dindigul = CAMPS.find((c) => c.id === 'dindigul')!;
    expect(campDates(dindigul, '2026-11-28', '2027-02-28').map((d) => d.date)).toEqual([
      '2026-12-01',
      '2027-01-05',
      '2027-02-02',
    ]);
  });

  it('every Thursday skips a skipped date and marks a cancelled one', () => {
    const chennai = { ...CAMPS.find((c) => c.id === 'chennai-kodambakkam')!, cancelled: ['2026-12-31'] };
    expect(campDates(chennai, '2026-12-15', '2027-01-08')).toEqual([
      { camp: chennai.id, date: '2026-12-17', cancelled: false },
      { camp: chennai.id, date: '2026-12-31', cancelled: true },
      { camp: chennai.id, date: '2027-01-07', cancelled: false },
    ]);
    // The next camp passes over the cancelled one.
    expect(nextCamp([chennai], '2026-12-25')).toEqual({ camp: chennai.id, date: '2027-01-07', cancelled: false });
  });

  it('weekly rules give only that weekday, every 7 days, inside the range (property)', () => {
    const days = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
    const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 6 }), (first, span, w) => {
        const last = addDays(first, span);
        const dates = ruleDates(`FREQ=WEEKLY;BYDAY=${days[w]}`, '2026-01-01', first, last);
        expect(dates.every((d) => d >= first && d <= last && weekdayOf(d) === names[w])).toBe(true);
        dates.slice(1).forEach((d, i) => expect(addDays(dates[i]!, 7)).toBe(d));
        // Nothing missed: fewer than 7 days at each end without one.
        if (dates.length) expect(addDays(first, 7) > dates[0]! && addDays(dates.at(-1)!, 7) > last).toBe(true);
        else expect(span).toBeLessThan(6);
      }),
      { numRuns: 150 },
    );
  });

  it('first Tuesday of the month is always the 1st to 7th and a Tuesday, one per month (property)', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 28, max: 800 }), (first, span) => {
        const dates = ruleDates('FREQ=MONTHLY;BYDAY=1TU', '2026-01-01', first, addDays(first, span));
        for (const d of dates) {
          expect(weekdayOf(d)).toBe('Tuesday');
          expect(Number(d.slice(8))).toBeLessThanOrEqual(7);
        }
        expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBe(dates.length);
      }),
      { numRuns: 100 },
    );
  });

  it('one-offs join the rule, skips leave it, the list stays sorted and inside the range (property)', () => {
    fc.assert(
      fc.property(day, fc.array(day, { maxLength: 6 }), fc.array(day, { maxLength: 6 }), (first, extra, skip) => {
        const last = addDays(first, 70);
        const s = { ...base, rrule: 'FREQ=WEEKLY;BYDAY=TH', dates: extra, skip };
        const dates = campDates(s, first, last).map((d) => d.date);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(dates.length);
        for (const d of dates) expect(d >= first && d <= last && !skip.includes(d)).toBe(true);
        for (const d of extra) if (d >= first && d <= last && !skip.includes(d)) expect(dates).toContain(d);
      }),
      { numRuns: 100 },
    );
  });

  it('the last day of the month lands on 28, 29, 30 or 31 as the month has it', () => {
    expect(ruleDates('FREQ=MONTHLY;BYMONTHDAY=-1', '2026-01-01', '2027-12-01', '2028-03-31')).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
  });

  it('upcoming camps cover eight weeks, by date; an until ends a series', () => {
    const all = upcomingCamps(CAMPS, '2026-11-28');
    expect(all.at(-1)!.date <= addDays('2026-11-28', 55)).toBe(true);
    expect(all.map((d) => d.date)).toEqual([...all.map((d) => d.date)].sort());
    const ended = { ...CAMPS[0]!, until: '2026-12-10' };
    expect(campDates(ended, '2026-12-01', '2026-12-31').map((d) => d.date)).toEqual(['2026-12-03', '2026-12-10']);
  });

  it('a rule that cannot be read, or an hourly one, is an editor error with the reason', () => {
    expect(ruleProblem('FREQ=WEEKLY;BYDAY=TH')).toBeNull();
    expect(ruleProblem('FREQ=HOURLY')).toMatch(/daily, weekly, monthly or yearly/);
    expect(ruleProblem('BYDAY=XX')).not.toBeNull();
  });

  it('the camps data file passes its content schema; a broken entry names the field', () => {
    const schema = campSchema();
    for (const camp of CAMPS) expect(schema.safeParse(camp).success).toBe(true);
    const broken = schema.safeParse({ ...CAMPS[0], rrule: 'FREQ=HOURLY', end: '08:00' });
    expect(broken.success).toBe(false);
    expect(broken.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['end', 'rrule']);
  });
});

describe('camp dates under other server time zones', () => {
  const probe = fileURLToPath(new URL('../helpers/camp-tz-probe.ts', import.meta.url));
  const probeIn = async (tz: string) => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', probe], {
      env: { ...process.env, TZ: tz },
      timeout: 30_000,
    });
    return JSON.parse(stdout) as { offset: number; dates: unknown; next: unknown };
  };

  it('TZ=UTC, America/Los_Angeles and Asia/Kolkata give the same dates', async () => {
    const [utc, la, ist] = await Promise.all([probeIn('UTC'), probeIn('America/Los_Angeles'), probeIn('Asia/Kolkata')]);
    // The zones really were different in the children (minutes behind UTC on 1 June).
    expect([utc.offset, la.offset, ist.offset]).toEqual([0, 420, -330]);
    expect(utc.dates).toEqual(ist.dates);
    expect(la.dates).toEqual(ist.dates);
    expect(ist.next).toEqual({ camp: 'chennai-kodambakkam', date: '2026-12-31', cancelled: false });
  }, 60_000);
});
