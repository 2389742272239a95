// Property tests for the booking schemas: 1..4 people with distinct slots, in the clean and the legacy
// dialect, the clinic-time rules at a given clock, and the booked-times query's date.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '../helpers/messages';
import { bookedDateSchema, bookingSchema } from '../../src/lib/schemas/appointment';
import { legacyBookedTimesSchema, legacyBookingSchema } from '../../src/server/legacy/booking';
import { inLegacyNames } from '../helpers/bodies';
import { toLegacySlot } from '../../src/lib/slots';
import { validateBooking } from '../../src/lib/validate';
import { date, people, person } from '../helpers/submission-arbitraries';

describe('booking schemas', () => {
  it('1..4 people with distinct slots pass, in both dialects; legacy times map to 24-hour slots', () => {
    fc.assert(
      fc.property(people, fc.constantFrom('new', 'old'), (ps, type) => {
        const withRegno = ps.map((p, i) => ({ ...p, registerNumber: `FP26${String(i + 1).padStart(3, '0')}` }));
        const clean = bookingSchema.safeParse({ patientType: type, people: withRegno });
        expect(clean.success, JSON.stringify(clean.error?.issues)).toBe(true);
        const legacy = legacyBookingSchema.safeParse({
          people: ps.map((p) => inLegacyNames({ ...p, visitTime: toLegacySlot(p.visitTime) })),
        });
        expect(legacy.success).toBe(true);
        if (legacy.success) expect(legacy.data.people.map((p) => p.visitTime)).toEqual(ps.map((p) => p.visitTime));
        if (clean.success) {
          expect(clean.data.people.every((p) => !('visitDay' in p))).toBe(true);
          expect(clean.data.people.map((p) => p.registerNumber)).toEqual(
            type === 'old' ? withRegno.map((p) => p.registerNumber) : ps.map(() => undefined),
          );
        }
      }),
    );
  });

  it('fail: no people, more than 4, the same slot twice, an old patient without a valid register number', () => {
    fc.assert(
      fc.property(people, person, fc.constantFrom('', 'P-17', 'MP26', '12345678'), (ps, extra, badRegno) => {
        expect(bookingSchema.safeParse({ people: [] }).success).toBe(false);
        const five = [...ps, ...Array.from({ length: 5 - ps.length }, () => extra)];
        expect(bookingSchema.safeParse({ people: five }).success).toBe(false);
        expect(bookingSchema.safeParse({ people: [ps[0], ps[0]] }).success).toBe(false);
        expect(
          bookingSchema.safeParse({ patientType: 'old', people: ps.map((p) => ({ ...p, registerNumber: badRegno })) })
            .success,
        ).toBe(false);
        expect(bookingSchema.safeParse({ people: ps, extra: 1 }).success).toBe(false);
      }),
    );
  });

  it('validateBooking adds the clinic-time rules for a given clock', () => {
    const now = new Date('2026-11-20T20:00:00Z'); // 01:30 on 21 Nov in India: the whole date range is bookable
    fc.assert(
      fc.property(people, (ps) => {
        expect(validateBooking({ people: ps }, { now }).success).toBe(true);
        const tooLate = validateBooking({ people: ps }, { now: new Date('2027-06-01T00:00:00Z') });
        expect(tooLate.success).toBe(false);
        if (!tooLate.success) expect(tooLate.error).toBe(en['appointment.date.past']);
      }),
    );
  });

  it('booked-times queries take real dates only', () => {
    fc.assert(
      fc.property(date, (d) => {
        expect(bookedDateSchema.safeParse(d).success).toBe(true);
        expect(legacyBookedTimesSchema.safeParse({ appointment_date: d }).success).toBe(true);
        expect(legacyBookedTimesSchema.safeParse({ appointment_date: d, x: 1 }).success).toBe(false);
      }),
    );
    expect(bookedDateSchema.safeParse('2026-02-29').success).toBe(false);
    expect(bookedDateSchema.safeParse(undefined).success).toBe(false);
  });
});
