// Property tests for every submission schema: valid inputs pass, mutated ones fail, nothing throws. And
// validateCallback's choice between the two callback schemas.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { personSchema } from '../../src/lib/schemas/appointment';
import { homeCallbackSchema, navCallbackSchema } from '../../src/lib/schemas/callback';
import { contactSchema } from '../../src/lib/schemas/contact';
import { donationSchema } from '../../src/lib/schemas/donation';
import { validate, validateCallback } from '../../src/lib/validate';
import { contact, donation, homeCallback, navCallback, person } from '../helpers/submission-arbitraries';

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

describe('callback helpers', () => {
  it('validateCallback picks the variant', () => {
    expect(validateCallback({ name: 'A', phone: '9876543210' }).success).toBe(true);
    expect(validateCallback({ name: 'A', phone: '9876543210' }, 'home').success).toBe(false);
  });
});
