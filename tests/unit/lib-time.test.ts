import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingTimingIssues } from '../../src/lib/booking-rules';
import {
  addDays,
  daysBetween,
  indiaInstant,
  indiaMinutesNow,
  indiaToday,
  indiaYear,
  isIsoDate,
  isPastDate,
  isSlotPast,
  isWithinBookingWindow,
  lastBookableDate,
  weekdayOf,
} from '../../src/lib/time';

const istDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const istClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekdayFmt = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' });

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('India time', () => {
  it("agrees with Intl's Asia/Kolkata for any instant", () => {
    fc.assert(
      fc.property(instant, (now) => {
        expect(indiaToday(now)).toBe(istDate.format(now));
        const [h, m] = istClock.format(now).split(':').map(Number);
        expect(indiaMinutesNow(now)).toBe(h! * 60 + m!);
        expect(indiaYear(now)).toBe(Number(istDate.format(now).slice(0, 4)));
      }),
    );
  });

  it('an India date and time as an instant is the inverse of reading the date and minutes of that instant', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const at = indiaInstant(indiaToday(now), indiaMinutesNow(now));
        // The same minute in India: the instant less its seconds.
        expect(at).toBe(now.getTime() - (now.getTime() % 60_000));
      }),
    );
    expect(new Date(indiaInstant('2026-11-21')).toISOString()).toBe('2026-11-20T18:30:00.000Z');
    expect(new Date(indiaInstant('2026-11-21', 9 * 60)).toISOString()).toBe('2026-11-21T03:30:00.000Z');
    expect(() => indiaInstant('2026-02-30')).toThrow(RangeError);
  });

  it('turns the date at 18:30 UTC (midnight in India)', () => {
    expect(indiaToday(new Date('2026-11-20T18:29:59Z'))).toBe('2026-11-20');
    expect(indiaToday(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
    expect(indiaYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });

  it('names weekdays and validates dates', () => {
    expect(weekdayOf('2026-12-01')).toBe('Tuesday');
    expect(weekdayOf('2024-02-29')).toBe('Thursday');
    expect(weekdayOf('1970-01-01')).toBe('Thursday');
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('2026-12-01T00:00')).toBe(false);
    expect(isIsoDate(20261201)).toBe(false);
    expect(() => weekdayOf('nope')).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), (n) => {
        const date = addDays('1970-01-01', n);
        expect(isIsoDate(date)).toBe(true);
        expect(daysBetween('1970-01-01', date)).toBe(n);
        expect(weekdayOf(date)).toBe(weekdayFmt.format(new Date(`${date}T12:00:00Z`)));
      }),
    );
  });

  it('decides past dates, the 90-day window and past slots in India time', () => {
    const now = new Date('2026-11-20T04:30:00Z'); // 10:00 IST
    expect(isPastDate('2026-11-19', now)).toBe(true);
    expect(isPastDate('2026-11-20', now)).toBe(false);
    expect(lastBookableDate(now)).toBe('2027-02-18');
    expect(isWithinBookingWindow('2027-02-18', now)).toBe(true);
    expect(isWithinBookingWindow('2027-02-19', now)).toBe(false);
    expect(isWithinBookingWindow('2026-11-19', now)).toBe(false);
    expect(isSlotPast('2026-11-20', '09:30', now)).toBe(true);
    expect(isSlotPast('2026-11-20', '10:00', now)).toBe(true);
    expect(isSlotPast('2026-11-20', '10:30', now)).toBe(false);
    expect(isSlotPast('2026-11-19', '18:00', now)).toBe(true);
    expect(isSlotPast('2026-11-21', '09:00', now)).toBe(false);
  });

  it('booking timing issues name the field', () => {
    const now = new Date('2026-11-20T04:30:00Z');
    expect(
      bookingTimingIssues(
        [
          { visitDate: '2026-11-20', visitTime: '10:30' },
          { visitDate: '2026-11-20', visitTime: '09:00' },
          { visitDate: '2026-11-01', visitTime: '09:00' },
          { visitDate: '2027-03-01', visitTime: '09:00' },
        ],
        now,
      ).map((i) => [i.path, i.key]),
    ).toEqual([
      ['people.1.visitTime', 'appointment.time.past'],
      ['people.2.visitDate', 'appointment.date.past'],
      ['people.3.visitDate', 'appointment.date.tooFar'],
    ]);
  });
});
