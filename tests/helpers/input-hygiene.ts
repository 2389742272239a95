// Shared by the input-hygiene tests (tests/unit/input-hygiene-*.test.ts): a valid submission of every public
// form, and a booking validated at a fixed clock.

import { validateBooking } from '../../src/lib/validate';

export const callbackOk = { name: 'Arun', phone: '9876543210', email: 'a@example.org', comment: 'Evenings, please' };
export const contactOk = { name: 'Arun', email: 'a@example.org', message: 'Hello' };
export const personOk = {
  name: 'Priya',
  registerNumber: 'FP25017',
  registeredOn: '2025-03-02',
  age: '34',
  gender: 'Female',
  height: '160',
  weight: '55',
  occupation: 'Teacher',
  phone: '9876543210',
  email: 'priya@example.org',
  place: 'Dindigul',
  purpose: 'Back pain',
  medicines: 'None',
  guardian: 'Lakshmi',
  guardianRelation: 'Mother',
  visitDay: 'Tuesday',
  visitDate: '2026-12-01',
  visitTime: '10:30',
};
export const donationOk = {
  name: 'Ravi Kumar',
  gender: 'Male',
  email: 'ravi@example.org',
  phone: '9876543210',
  address: '12 Temple Street, Dindigul',
  frequency: 'One time',
  amount: '2500',
  pan: 'ABCDE1234F',
  paymentMode: 'UPI',
  message: 'For the free camp',
};
// Friday 2026-11-20, 10:00 in India.
export const NOW = new Date('2026-11-20T04:30:00.000Z');
export const book = (people: Array<Record<string, unknown>>, locale?: 'en' | 'ta') =>
  validateBooking({ patientType: 'old', people }, { now: NOW, ...(locale ? { locale } : {}) });
