// A booking for a patient under 18 names the parent or guardian who makes it (the site's form); the
// original site's clients, which never sent them, are not asked.
import { describe, expect, it } from 'vitest';
import { bookingSchema } from '../../src/lib/schemas/appointment';
import { validate } from '../../src/lib/validate';
import { legacyBookingSchema } from '../../src/server/legacy/booking';
import { legacyPersonBody, personBody } from '../helpers/bodies';

const child = (extra: Record<string, unknown> = {}) => personBody({ age: '9', visitDate: '2027-01-12', ...extra });

describe('a child patient', () => {
  it('needs the guardian and relation on the site form, with a message for each, in both languages', () => {
    const result = validate(bookingSchema, { people: [child()] }, 'en');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fields['people.0.guardian']).toBe(
      'For a patient under 18, give the name of the parent or guardian booking.',
    );
    expect(result.fields['people.0.guardianRelation']).toMatch(/related to the patient/);
    const ta = validate(bookingSchema, { people: [child()] }, 'ta');
    expect(!ta.success && ta.fields['people.0.guardian']).toMatch(/பாதுகாவலரின் பெயரைக்/);
  });

  it('is booked with them, and they are kept on the record', () => {
    const result = validate(
      bookingSchema,
      { people: [child({ guardian: 'Lakshmi', guardianRelation: 'Mother' })] },
      'en',
    );
    expect(result.success && result.data.people[0]).toMatchObject({
      guardian: 'Lakshmi',
      guardianRelation: 'Mother',
    });
  });

  it('an adult needs neither; the legacy endpoint never asks', () => {
    expect(validate(bookingSchema, { people: [child({ age: '18' })] }, 'en').success).toBe(true);
    expect(validate(bookingSchema, { people: [child({ age: '' })] }, 'en').success).toBe(true);
    const legacy = legacyPersonBody({ page: '9', pappointmentDate: '2027-01-12', pappointmentTime: '10:00' });
    expect(validate(legacyBookingSchema, { people: [legacy] }, 'en').success).toBe(true);
  });
});
