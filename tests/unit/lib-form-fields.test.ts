import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { fieldAttributes, fieldAttributesAt, fieldSchema, withInput } from '../../src/lib/form-fields';
import { REGISTER_NUMBER_MAX_LENGTH } from '../../src/lib/register';
import {
  bookingSchema,
  callbackSchemaFor,
  contactSchema,
  donationIssues,
  donationSchema,
  LIMITS,
  type DonationField,
} from '../../src/lib/schemas';

const longer = (n: number) => 'a'.repeat(n + 1);

describe('fieldAttributes: what the browser is told comes from the schema', () => {
  it('reads maxLength and required from a string’s checks, through preprocess and optional', () => {
    expect(fieldAttributesAt(contactSchema, 'name')).toEqual({ required: true, maxLength: LIMITS.name });
    expect(fieldAttributesAt(contactSchema, 'message')).toEqual({ required: true, maxLength: LIMITS.message });
    expect(fieldAttributesAt(callbackSchemaFor('nav'), 'comment')).toEqual({
      required: false,
      maxLength: LIMITS.comment,
    });
  });

  it('adds the registered input hints (keyboard, picker), which win over the checks', () => {
    expect(fieldAttributesAt(contactSchema, 'email')).toEqual({
      required: true,
      maxLength: LIMITS.email,
      type: 'email',
    });
    // A mobile number is typed with spaces or +91 at most LIMITS.short long; its 10 digits are checked
    // after they are dropped, so they are no attribute of what is typed.
    expect(fieldAttributesAt(callbackSchemaFor('nav'), 'phone')).toEqual({
      required: true,
      maxLength: LIMITS.short,
      type: 'tel',
      inputMode: 'numeric',
    });
    const hinted = withInput(z.optional(z.string().check(z.maxLength(50))), { maxLength: 8 });
    expect(fieldAttributes(hinted)).toEqual({ required: false, maxLength: 8 });
  });

  it('knows which variant of the callback form asks for an email', () => {
    expect(fieldAttributesAt(callbackSchemaFor('home'), 'email').required).toBe(true);
    expect(fieldAttributesAt(callbackSchemaFor('nav'), 'email').required).toBe(false);
  });

  it('follows dotted names into the booking’s people, for any person', () => {
    for (const i of [0, 3]) {
      expect(fieldAttributesAt(bookingSchema, `people.${i}.name`)).toEqual({ required: true, maxLength: 100 });
      expect(fieldAttributesAt(bookingSchema, `people.${i}.age`)).toEqual({
        required: false,
        inputMode: 'numeric',
        maxLength: 3,
      });
      expect(fieldAttributesAt(bookingSchema, `people.${i}.registerNumber`)).toEqual({
        required: false,
        maxLength: REGISTER_NUMBER_MAX_LENGTH,
      });
      expect(fieldAttributesAt(bookingSchema, `people.${i}.visitDate`)).toEqual({
        required: true,
        type: 'date',
      });
      expect(fieldAttributesAt(bookingSchema, `people.${i}.registeredOn`)).toEqual({ required: false, type: 'date' });
      expect(fieldAttributesAt(bookingSchema, `people.${i}.gender`)).toEqual({ required: true });
      expect(fieldAttributesAt(bookingSchema, `people.${i}.visitTime`)).toEqual({ required: true });
    }
  });

  it('gives nothing for a name the schema does not have', () => {
    expect(fieldAttributesAt(contactSchema, 'count')).toEqual({});
    expect(fieldAttributesAt(bookingSchema, 'people.x.name')).toEqual({});
    expect(fieldSchema(bookingSchema, 'people.0.nope')).toBeUndefined();
  });

  it('passes a regex check as pattern only when a browser can compile it (the v flag)', () => {
    expect(fieldAttributes(z.string().check(z.regex(/^[A-Z]{5}\d{4}$/))).pattern).toBe('^[A-Z]{5}\\d{4}$');
    // `{`, `|` and `/` inside a class are syntax under the v flag: the email pattern would be rejected.
    expect(fieldAttributes(z.string().check(z.regex(/^[a-z/{|}]+$/))).pattern).toBeUndefined();
  });
});

describe('each form’s limits are the ones the server enforces', () => {
  /** Every field with a maxLength: one more character is refused by the schema, on that field. */
  const refusedAbove = (schema: z.core.$ZodType, valid: Record<string, unknown>, wrap = (v: object) => v) => {
    for (const name of Object.keys(valid)) {
      const max = fieldAttributesAt(schema, name).maxLength;
      if (max === undefined) continue;
      const value = name.includes('email') ? `${longer(max - 7)}@ex.com` : longer(max);
      const result = z.safeParse(schema, wrap({ ...valid, [name]: value }));
      expect(result.success, `${name} longer than ${max}`).toBe(false);
    }
  };

  it('contact and callback', () => {
    refusedAbove(contactSchema, { name: 'Priya', email: 'p@example.com', message: 'Hello' });
    for (const variant of ['nav', 'home'] as const)
      refusedAbove(callbackSchemaFor(variant), {
        name: 'Priya',
        phone: '9876543210',
        email: 'p@example.com',
        comment: 'Call me',
      });
  });

  it('each person of a booking', () => {
    const person = {
      name: 'Priya',
      registerNumber: 'FP26001',
      age: '40',
      height: '160 cm',
      weight: '55 kg',
      occupation: 'Teacher',
      phone: '9876543210',
      email: 'p@example.com',
      place: 'Dindigul',
      purpose: 'Back pain',
      medicines: 'None',
    };
    for (const name of Object.keys(person)) {
      const max = fieldAttributesAt(bookingSchema, `people.0.${name}`).maxLength;
      if (max === undefined) continue;
      const value = name === 'email' ? `${longer(max - 7)}@ex.com` : name === 'age' ? '1'.repeat(max + 1) : longer(max);
      const booking = {
        patientType: 'old',
        people: [{ ...person, gender: 'Female', visitDate: '2030-01-01', visitTime: '10:00', [name]: value }],
      };
      const result = z.safeParse(bookingSchema, booking);
      expect(result.success, `${name} longer than ${max}`).toBe(false);
      if (!result.success) expect(result.error.issues.map((i) => i.path.join('.'))).toContain(`people.0.${name}`);
    }
  });

  it('the donation form: what donationIssues refuses, and which answers it requires', () => {
    const valid = {
      name: 'Priya',
      gender: 'Female',
      email: 'p@example.com',
      phone: '9876543210',
      address: '12, Temple Street',
      frequency: 'One time',
      amount: '2500',
      pan: 'ABCDE1234F',
      paymentMode: 'UPI',
      message: 'For the clinic',
    };
    expect(donationIssues(valid)).toEqual([]);
    for (const field of Object.keys(valid) as DonationField[]) {
      const attributes = fieldAttributesAt(donationSchema, field);
      if (attributes.required) expect(donationIssues({ ...valid, [field]: '' })[0]?.field).toBe(field);
      else expect(donationIssues({ ...valid, [field]: '' })).toEqual([]);
      const max = attributes.maxLength;
      if (max === undefined || field === 'phone' || field === 'amount') continue;
      const value = field === 'email' ? `${longer(max - 7)}@ex.com` : longer(max);
      expect(donationIssues({ ...valid, [field]: value })[0]?.field, `${field} longer than ${max}`).toBe(field);
    }
    expect(fieldAttributesAt(donationSchema, 'amount')).toMatchObject({ inputMode: 'decimal' });
    expect(fieldAttributesAt(donationSchema, 'phone')).toMatchObject({ type: 'tel', inputMode: 'numeric' });
  });
});
