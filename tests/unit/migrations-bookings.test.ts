// The rename steps for bookings and callbacks: a record as today's main stores it (older ones with fewer
// optional fields too) comes back in the domain's names, everything else untouched; a record already in
// those names comes back equal, so the step is idempotent.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingNames } from '../../src/server/migrations/bookings-names';
import { callbackNames } from '../../src/server/migrations/callbacks-names';

const id = '6f1c2a9e-3b4d-4e5f-8a7b-0c1d2e3f4a5b';
const createdAt = '2026-11-20T04:30:00.000Z';
/** A stored record as the next run reads it back: plain JSON. */
const plain = (record: object) => JSON.parse(JSON.stringify(record)) as Record<string, unknown>;

/** A booking as the store writes it under the original site's names (register number last). */
const oldBooking = {
  id,
  createdAt,
  pname: 'Priya',
  pgender: 'Female',
  page: 34,
  pheight: '160',
  pweight: '55',
  pwork: 'Teacher',
  pphone: '9876543210',
  pemail: 'priya@example.org',
  plocation: 'Dindigul',
  ppurpose: 'Back pain',
  pmedicine: 'None',
  pguardian: 'Lakshmi',
  pguardianRelation: 'Mother',
  pappointmentDate: '2026-12-01',
  pappointmentTime: '13:30',
  pregdate: '2026-11-20',
  pappointmentDay: 'Tuesday',
  patientType: 'new',
  groupId: 'b9d4c1a0-1111-4222-8333-444455556666',
  lang: 'ta',
  notify: { phone: '9876543210', channel: 'whatsapp' },
  pregno: 'FP26001',
  status: 'arrived',
  statusAt: '2026-12-01T08:00:00.000Z',
  held: 'phone',
  link: 2,
};

const newBooking = {
  id,
  createdAt,
  name: 'Priya',
  gender: 'Female',
  age: 34,
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
  visitDate: '2026-12-01',
  visitTime: '13:30',
  registeredOn: '2026-11-20',
  visitDay: 'Tuesday',
  patientType: 'new',
  groupId: 'b9d4c1a0-1111-4222-8333-444455556666',
  lang: 'ta',
  notify: { phone: '9876543210', channel: 'whatsapp' },
  registerNumber: 'FP26001',
  status: 'arrived',
  statusAt: '2026-12-01T08:00:00.000Z',
  held: 'phone',
  link: 2,
};

describe('bookings: the domain names', () => {
  it('has its released id and kind', () => {
    expect(bookingNames).toMatchObject({ id: '2026-11-28-bookings-names', kind: 'bookings' });
  });

  it('an old record upgrades, every field kept in its place, nothing else changed', () => {
    const upgraded = bookingNames.upgrade(oldBooking);
    expect(upgraded).toEqual(newBooking);
    expect(Object.keys(upgraded)).toEqual(Object.keys(newBooking));
    expect(JSON.stringify(upgraded)).toBe(JSON.stringify(newBooking));
  });

  it('an older record without the optional fields upgrades to the same fields, no more', () => {
    const older = {
      id,
      createdAt,
      pname: 'Ravi',
      pgender: 'Male',
      pheight: '170',
      pweight: '70',
      pwork: 'Farmer',
      pphone: '9123456780',
      pappointmentDate: '2025-03-01',
      pappointmentTime: '10:00',
      pappointmentDay: 'Saturday',
      patientType: 'old',
      groupId: 'g',
      pregno: 'MR25017',
    };
    expect(bookingNames.upgrade(older)).toEqual({
      id,
      createdAt,
      name: 'Ravi',
      gender: 'Male',
      height: '170',
      weight: '70',
      occupation: 'Farmer',
      phone: '9123456780',
      visitDate: '2025-03-01',
      visitTime: '10:00',
      visitDay: 'Saturday',
      patientType: 'old',
      groupId: 'g',
      registerNumber: 'MR25017',
    });
  });

  it('a record in the new names comes back equal; upgrading twice is upgrading once', () => {
    expect(bookingNames.upgrade(newBooking)).toEqual(newBooking);
    const optional = Object.keys(oldBooking).filter((k) => !['id', 'createdAt', 'pname', 'pregno'].includes(k));
    fc.assert(
      fc.property(fc.subarray(optional), (dropped) => {
        const record = Object.fromEntries(Object.entries(oldBooking).filter(([k]) => !dropped.includes(k)));
        const once = bookingNames.upgrade(record);
        expect(bookingNames.upgrade(plain(once))).toEqual(once);
        expect(Object.keys(once).some((k) => k in oldBooking && !(k in newBooking))).toBe(false);
      }),
    );
  });
});

describe('callbacks: the domain names', () => {
  const oldCallback = {
    id,
    createdAt,
    lang: 'en',
    variant: 'home',
    name: 'Arun',
    mobile: '9876543210',
    email: 'a@example.org',
  };
  const newCallback = {
    id,
    createdAt,
    lang: 'en',
    variant: 'home',
    name: 'Arun',
    phone: '9876543210',
    email: 'a@example.org',
  };

  it('has its released id and kind', () => {
    expect(callbackNames).toMatchObject({ id: '2026-11-28-callbacks-names', kind: 'callbacks' });
  });

  it('mobile becomes phone in its place; a new record comes back equal; twice is once', () => {
    expect(JSON.stringify(callbackNames.upgrade(oldCallback))).toBe(JSON.stringify(newCallback));
    expect(callbackNames.upgrade(newCallback)).toEqual(newCallback);
    expect(callbackNames.upgrade(plain(callbackNames.upgrade(oldCallback)))).toEqual(newCallback);
    const older = { id, createdAt, name: 'Old', mobile: '9000000001' };
    expect(callbackNames.upgrade(older)).toEqual({ id, createdAt, name: 'Old', phone: '9000000001' });
  });
});
