// Request bodies the public API accepts, for API suites: one person of a booking, one donation pledge.

import { LEGACY_PERSON } from '../../src/server/legacy/names';

/** One person of POST /api/appointments (24-hour time; the server derives the weekday). */
export function personBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Priya',
    gender: 'Female',
    age: '34',
    height: '160',
    weight: '55',
    occupation: 'Teacher',
    phone: '9876543210',
    email: 'priya@example.org',
    place: 'Dindigul, Tamil Nadu',
    purpose: 'Back pain',
    medicines: '',
    visitDay: 'Someday',
    visitDate: '2026-12-01',
    visitTime: '10:30',
    ...overrides,
  };
}

/** One person of the original site's POST /api/appointmentbooking.php, in its names (24-hour time here). */
export function legacyPersonBody(overrides: Record<string, unknown> = {}) {
  return {
    pname: 'Priya',
    pgender: 'Female',
    page: '34',
    pheight: '160',
    pweight: '55',
    pwork: 'Teacher',
    pphone: '9876543210',
    pemail: 'priya@example.org',
    plocation: 'Dindigul, Tamil Nadu',
    ppurpose: 'Back pain',
    pmedicine: '',
    pappointmentDay: 'Someday',
    pappointmentDate: '2026-12-01',
    pappointmentTime: '10:30',
    ...overrides,
  };
}

/** A person in the domain's names, renamed to the original site's (other fields as they are). */
export function inLegacyNames(person: Record<string, unknown>): Record<string, unknown> {
  const old = Object.fromEntries(Object.entries(LEGACY_PERSON).map(([was, now]) => [now, was]));
  return Object.fromEntries(Object.entries(person).map(([key, value]) => [old[key] ?? key, value]));
}

/** POST /api/donation. */
export const donationBody = {
  uname: 'Ravi Kumar',
  gender: 'Male',
  email: 'ravi@example.org',
  mobno: '9876543210',
  address: '12 Temple Street, Dindigul',
  donate: 'One time',
  amount: '2500',
  panno: '',
  modeofpay: 'UPI',
  message: 'For the free camp',
};
