// Shared by the submission-schema property tests (tests/unit/lib-schemas-*.test.ts): fast-check arbitraries
// of valid values for every public form.

import fc from 'fast-check';
import { DONATION_TYPES, PAYMENT_MODES } from '../../src/lib/schemas/donation';
import { SLOTS } from '../../src/lib/slots';
import { addDays } from '../../src/lib/time';

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
export const date = fc.integer({ min: 0, max: 90 }).map((n) => addDays('2026-11-21', n));
/** A registration date: never in the future (the earliest clock the tests use is 21 Nov 2026 in India). */
const pastDate = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2026-11-21', -n));
const slot = fc.constantFrom(...SLOTS);

export const navCallback = fc.record(
  { name, phone: mobile, email: fc.oneof(email, fc.constant('')), comment: shortText(1000) },
  { requiredKeys: ['name', 'phone'] },
);
export const homeCallback = fc.record(
  { name, phone: mobile, email, comment: shortText(1000) },
  { requiredKeys: ['name', 'phone', 'email'] },
);
export const contact = fc.record({ name, email, message: required(2000) });

export const person = fc
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
export const people = fc
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
export const donation = fc.record({
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
