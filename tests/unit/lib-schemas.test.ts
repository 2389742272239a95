// Property tests for every submission schema: valid inputs pass, mutated ones fail, nothing throws.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/lib/messages';
import { en } from '../helpers/messages';
import { bookedDateSchema, bookingSchema, personSchema } from '../../src/lib/schemas/appointment';
import { legacyBookedTimesSchema, legacyBookingSchema } from '../../src/server/legacy/booking';
import { inLegacyNames } from '../helpers/bodies';
import { homeCallbackSchema, navCallbackSchema } from '../../src/lib/schemas/callback';
import { contactSchema } from '../../src/lib/schemas/contact';
import { DONATION_TYPES, donationIssues, donationSchema, PAYMENT_MODES } from '../../src/lib/schemas/donation';
import { SLOTS, toLegacySlot } from '../../src/lib/slots';
import { addDays } from '../../src/lib/time';
import { validate, validateBooking, validateCallback, validateDonation } from '../../src/lib/validate';

// ---- arbitraries of valid values -------------------------------------------------------------------
const pad = (s: string) =>
  fc.tuple(fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' ')).map(([a, b]) => a + s + b);
const name = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
  .filter((s) => s.trim().length > 0 && s.trim().length <= 100)
  .chain(pad);
const mobile = fc
  .stringMatching(/^\d{10}$/)
  .chain((d) => fc.constantFrom(d, `+91${d}`, `${d.slice(0, 5)} ${d.slice(5)}`, `${d.slice(0, 5)}-${d.slice(5)}`));
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}[a-z0-9]$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('com', 'org', 'in', 'co.in'),
  )
  .filter(([local]) => !local.includes('..'))
  .map(([l, d, tld]) => `${l}@${d}.${tld}`);
const shortText = (max: number) => fc.string({ maxLength: Math.min(max, 40) }).filter((s) => s.trim().length <= max);
const required = (max: number) =>
  fc
    .string({ minLength: 1, maxLength: Math.min(max, 20) })
    .filter((s) => s.trim().length > 0 && s.trim().length <= max);
const date = fc.integer({ min: 0, max: 90 }).map((n) => addDays('2026-11-21', n));
/** A registration date: never in the future (the earliest clock below is 21 Nov 2026 in India). */
const pastDate = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2026-11-21', -n));
const slot = fc.constantFrom(...SLOTS);

const navCallback = fc.record(
  { name, phone: mobile, email: fc.oneof(email, fc.constant('')), comment: shortText(1000) },
  { requiredKeys: ['name', 'phone'] },
);
const homeCallback = fc.record(
  { name, phone: mobile, email, comment: shortText(1000) },
  { requiredKeys: ['name', 'phone', 'email'] },
);
const contact = fc.record({ name, email, message: required(2000) });

const person = fc
  .record(
    {
      name,
      registeredOn: fc.oneof(fc.constant(''), pastDate),
      age: fc.oneof(fc.integer({ min: 0, max: 130 }), fc.integer({ min: 0, max: 130 }).map(String), fc.constant('')),
      gender: fc.constantFrom('Male', 'Female', 'male', 'FEMALE'),
      height: required(20),
      weight: required(20),
      occupation: required(100),
      phone: mobile,
      email: fc.oneof(email, fc.constant('')),
      place: shortText(100),
      purpose: shortText(500),
      medicines: shortText(500),
      visitDay: shortText(20),
      visitDate: date,
      visitTime: slot,
    },
    {
      requiredKeys: ['name', 'gender', 'height', 'weight', 'occupation', 'phone', 'visitDate', 'visitTime'],
    },
    // A child's booking names the parent or guardian who makes it (tests/unit/guardian.test.ts).
  )
  .map((p) =>
    p.age !== undefined && p.age !== '' && Number(p.age) < 18
      ? { ...p, guardian: 'Lakshmi', guardianRelation: 'Mother' }
      : p,
  );
/** 1..4 people with distinct slots. */
const people = fc
  .uniqueArray(fc.tuple(date, slot), { minLength: 1, maxLength: 4, selector: ([d, s]) => `${d} ${s}` })
  .chain((slots) => fc.tuple(...slots.map(([d, s]) => person.map((p) => ({ ...p, visitDate: d, visitTime: s })))));

const amount = fc.oneof(
  fc.integer({ min: 1, max: 10_000_000 }),
  fc.integer({ min: 1, max: 50_000 }).map(String),
  fc
    .double({ min: 0.01, max: 50_000, noNaN: true })
    .map((n) => Math.round(n * 100) / 100)
    .filter((n) => n > 0),
);
const pan = fc.stringMatching(/^[A-Z]{5}[0-9]{4}[A-Z]$/);
const donation = fc.record({
  name: name,
  gender: fc.constantFrom('Male', 'Female'),
  email,
  phone: mobile,
  address: required(500),
  frequency: fc.constantFrom(...DONATION_TYPES),
  amount,
  pan: fc.oneof(
    pan,
    pan.map((p) => p.toLowerCase()),
  ),
  paymentMode: fc.constantFrom(...PAYMENT_MODES),
  message: shortText(2000),
});

// ---- mutations that must be refused ----------------------------------------------------------------
const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.object({ maxDepth: 1 }),
  fc.array(fc.string(), { maxLength: 2 }),
);
const unknownKey = fc.stringMatching(/^[a-z]{3,10}$/);

function mutations(requiredKeys: string[], invalidValues: Record<string, fc.Arbitrary<unknown>>) {
  return fc.oneof(
    fc.constantFrom(...requiredKeys).map((key) => (v: Record<string, unknown>) => {
      const { [key]: _gone, ...rest } = v;
      return rest;
    }),
    fc
      .tuple(fc.constantFrom(...requiredKeys), fc.constantFrom('', '   '))
      .map(([key, blank]) => (v: Record<string, unknown>) => ({ ...v, [key]: blank })),
    fc
      .tuple(
        fc.constantFrom(...requiredKeys),
        junk.filter((j) => typeof j !== 'number'),
      )
      .map(([key, j]) => (v: Record<string, unknown>) => ({ ...v, [key]: j })),
    unknownKey
      .filter((k) => !(k in invalidValues) && !requiredKeys.includes(k))
      .map((key) => (v: Record<string, unknown>) => ({ ...v, [key]: 'x' })),
    ...Object.entries(invalidValues).map(([key, arb]) =>
      arb.map((bad) => (v: Record<string, unknown>) => ({ ...v, [key]: bad })),
    ),
  );
}

const badMobile = fc.oneof(
  fc.stringMatching(/^\d{1,9}$/),
  fc.stringMatching(/^\d{11,15}$/),
  fc.stringMatching(/^[a-z]{10}$/),
  fc.constant('98765x3210'),
);
const badEmail = fc.oneof(
  fc.constant('a@'),
  fc.constant('@x.com'),
  fc.constant('a b@x.com'),
  fc.constant('a@x'),
  fc.stringMatching(/^[a-z]{1,10}$/),
);
const tooLong = (max: number) => fc.constant('x'.repeat(max + 1));

const schemaCases = [
  {
    label: 'nav callback',
    schema: navCallbackSchema,
    valid: navCallback,
    mutate: mutations(['name', 'phone'], {
      phone: badMobile,
      email: badEmail,
      name: tooLong(100),
      comment: tooLong(1000),
    }),
  },
  {
    label: 'home callback',
    schema: homeCallbackSchema,
    valid: homeCallback,
    mutate: mutations(['name', 'phone', 'email'], { phone: badMobile, email: badEmail, variant: fc.constant('nav') }),
  },
  {
    label: 'contact',
    schema: contactSchema,
    valid: contact,
    mutate: mutations(['name', 'email', 'message'], { email: badEmail, message: tooLong(2000) }),
  },
  {
    label: 'person',
    schema: personSchema('clean'),
    valid: person,
    mutate: mutations(['name', 'gender', 'height', 'weight', 'occupation', 'phone', 'visitDate', 'visitTime'], {
      phone: badMobile,
      email: badEmail,
      gender: fc.constantFrom('Other', 'M', 'F', 'x'),
      age: fc.constantFrom('abc', '-1', '131', 1.5, '12 years'),
      visitDate: fc.constantFrom('2026-02-30', '01-12-2026', '2026/12/01', 'tomorrow'),
      visitTime: fc.constantFrom('08:30', '18:30', '01:00', '9:00', '10:15', '1 PM'),
      registeredOn: fc.constantFrom('yesterday', '2026-13-01'),
      height: tooLong(20),
      purpose: tooLong(500),
    }),
  },
  {
    label: 'donation',
    schema: donationSchema,
    valid: donation,
    mutate: mutations(['name', 'gender', 'email', 'phone', 'address', 'frequency', 'amount', 'paymentMode'], {
      email: badEmail,
      phone: badMobile,
      gender: fc.constantFrom('Other', 'male '),
      frequency: fc.constantFrom('Select type', 'Yearly', ''),
      amount: fc.constantFrom(0, -1, '0', 'abc', '1e5', 10_000_001, NaN, Infinity, '12.345'),
      pan: fc.constantFrom('ABCDE12345', 'AB1DE1234F', '1234567890', 'ABCDE1234'),
      paymentMode: fc.constantFrom('Cash', 'upi', 'Cheque'),
      address: tooLong(500),
    }),
  },
] as const;

describe('schemas: property tests', () => {
  for (const { label, schema, valid, mutate } of schemaCases) {
    describe(label, () => {
      it('valid inputs pass', () => {
        fc.assert(
          fc.property(valid, (input) => {
            const result = schema.safeParse(input);
            expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
          }),
        );
      });

      it('mutated inputs fail with a message from the dictionary', () => {
        fc.assert(
          fc.property(valid, mutate, (input, change) => {
            const result = validate(schema, change(input as Record<string, unknown>));
            expect(result.success).toBe(false);
            if (!result.success) {
              // A sentence from our dictionary: never a raw key, never zod's own English.
              expect(result.error).toMatch(/^[A-Z❌✅⚠]/);
              expect(result.error).not.toMatch(/^Invalid input|\bexpected\b|Unrecognized key/);
              expect(Object.values(result.fields).every((m) => !/^[a-z]+\.[a-zA-Z.]+$/.test(m))).toBe(true);
              expect(Object.keys(result.fields).length).toBeGreaterThan(0);
            }
          }),
        );
      });

      it('nothing throws, whatever comes in', () => {
        fc.assert(
          fc.property(
            fc.oneof(
              fc.anything(),
              fc.dictionary(
                fc.constantFrom(
                  'name',
                  'phone',
                  'email',
                  'amount',
                  'pan',
                  'message',
                  'people',
                  'visitDate',
                  'paymentMode',
                ),
                fc.anything(),
              ),
            ),
            (input) => {
              expect(() => validate(schema, input)).not.toThrow();
            },
          ),
        );
      });
    });
  }
});

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

describe('donation checks', () => {
  const ORDER = [
    'donation.name.required',
    'donation.gender.required',
    'donation.email.required',
    'donation.mobile.required',
    'donation.address.required',
    'donation.type.required',
    'donation.amount.invalid',
    'donation.pan.required',
    'donation.pan.invalid',
    'donation.mode.required',
  ] as const;

  it("the spec's messages, word for word", () => {
    expect(ORDER.map((k) => en[k])).toEqual([
      'Please enter your name',
      'Please select a gender',
      'Please enter your email',
      'Please enter your mobile number',
      'Please enter your address',
      'Please select the type of donation',
      'Please enter a valid donation amount',
      'PAN card is required for donations over 50000',
      'Invalid PAN card format',
      'Please select a mode of payment',
    ]);
  });

  it('the first failing check (in the spec order) is the error, for any combination of broken fields', () => {
    const broken = {
      name: ['donation.name.required', ''],
      gender: ['donation.gender.required', ''],
      email: ['donation.email.required', ''],
      phone: ['donation.mobile.required', ''],
      address: ['donation.address.required', ' '],
      frequency: ['donation.type.required', 'Select type'],
      amount: ['donation.amount.invalid', '0'],
      pan: ['donation.pan.invalid', 'abc'],
      paymentMode: ['donation.mode.required', ''],
    } as const;
    const fields = Object.keys(broken) as (keyof typeof broken)[];
    fc.assert(
      fc.property(donation, fc.subarray(fields, { minLength: 1 }), fc.boolean(), (ok, toBreak, bigWithoutPan) => {
        const input: Record<string, unknown> = { ...ok };
        if (bigWithoutPan) Object.assign(input, { amount: 75_000, pan: '' });
        for (const f of toBreak) input[f] = broken[f][1];
        const expectedKeys = ORDER.filter((key) => {
          if (key === 'donation.pan.required')
            return bigWithoutPan && !toBreak.includes('amount') && !toBreak.includes('pan');
          return toBreak.some((f) => broken[f][0] === key);
        });
        const result = validateDonation(input);
        expect(result.success).toBe(false);
        if (!result.success) expect(result.error).toBe(t(expectedKeys[0]!));
        expect(donationIssues(input).map((i) => i.key)).toEqual(expectedKeys);
      }),
    );
  });

  it('normalizes what it keeps: trimmed text, 10-digit mobile, PAN upper-case, amount a number', () => {
    const r = validateDonation({
      name: ' Ravi ',
      gender: 'Male',
      email: 'r@x.in',
      phone: '+91 98765 43210',
      address: 'A',
      frequency: 'Monthly',
      amount: '1,00,000',
      pan: 'abcde1234f',
      paymentMode: 'Gpay',
      message: '',
    });
    expect(r).toEqual({
      success: true,
      data: {
        name: 'Ravi',
        gender: 'Male',
        email: 'r@x.in',
        phone: '9876543210',
        address: 'A',
        frequency: 'Monthly',
        category: 'others',
        amount: 100000,
        pan: 'ABCDE1234F',
        paymentMode: 'Gpay',
        message: undefined,
      },
    });
  });
});

describe('callback helpers', () => {
  it('validateCallback picks the variant', () => {
    expect(validateCallback({ name: 'A', phone: '9876543210' }).success).toBe(true);
    expect(validateCallback({ name: 'A', phone: '9876543210' }, 'home').success).toBe(false);
  });
});
