// The stored pledges' move to the domain's names: the original site's names as today's main stores them
// upgrade to the domain's, everything else as it was; a pledge already moved comes back equal.

import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../../src/lib/records';
import { donationNames } from '../../src/server/migrations/donations-names';

/** A pledge as today's main stores it: every optional field given, the money received, a receipt's UTR. */
const storedToday = {
  uname: 'கவிதா ராமன்',
  gender: 'Female',
  email: 'kavitha@example.org',
  mobno: '9845012346',
  address: '7, பெரிய தெரு, மதுரை 625001',
  nameLatin: 'Kavitha Raman',
  addressLatin: '7 Periya Theru, Madurai 625001',
  donate: 'Monthly',
  category: 'corpus',
  amount: 5000,
  idtype: 'aadhaar',
  idno: '212384534562',
  source: 'indian',
  modeofpay: 'UPI',
  message: 'For the free camp',
  notify: { channel: 'whatsapp', phone: '9845012346', smsFallback: true },
  reference: 'VT-7K3M9QXD',
  utr: '412345678901',
  received: {
    date: '2026-11-02',
    mode: 'upi',
    amount: 5000,
    reference: '412345678901',
    at: '2026-11-02T06:00:00.000Z',
    by: 'a1b2c3d4',
  },
  remindersStoppedAt: '2026-11-03T06:00:00.000Z',
  lang: 'ta',
  id: '6f1c1c4e-2f6b-4d8e-9a53-0c7f2b1d9e10',
  createdAt: '2026-11-01T06:00:00.000Z',
};

/** The same pledge in the domain's names, each field in its place. */
const upgraded = {
  name: 'கவிதா ராமன்',
  gender: 'Female',
  email: 'kavitha@example.org',
  phone: '9845012346',
  address: '7, பெரிய தெரு, மதுரை 625001',
  nameLatin: 'Kavitha Raman',
  addressLatin: '7 Periya Theru, Madurai 625001',
  frequency: 'Monthly',
  category: 'corpus',
  amount: 5000,
  idType: 'aadhaar',
  idNumber: '212384534562',
  source: 'indian',
  paymentMode: 'UPI',
  message: 'For the free camp',
  notify: { channel: 'whatsapp', phone: '9845012346', smsFallback: true },
  reference: 'VT-7K3M9QXD',
  utr: '412345678901',
  received: {
    date: '2026-11-02',
    mode: 'upi',
    amount: 5000,
    reference: '412345678901',
    at: '2026-11-02T06:00:00.000Z',
    by: 'a1b2c3d4',
  },
  remindersStoppedAt: '2026-11-03T06:00:00.000Z',
  lang: 'ta',
  id: '6f1c1c4e-2f6b-4d8e-9a53-0c7f2b1d9e10',
  createdAt: '2026-11-01T06:00:00.000Z',
} satisfies StoredRecord<'donations'>;

/** An early pledge: a PAN, no category, source, Latin spelling, notify or language (the old site's API). */
const earlyPledge = {
  uname: 'Ravi Kumar',
  gender: 'Male',
  email: 'ravi@example.org',
  mobno: '9876543210',
  address: '12 Temple Street, Dindigul',
  donate: 'One time',
  amount: 60000,
  panno: 'ABCDE1234F',
  modeofpay: 'Credit-card / Debit-card',
  reference: 'VT-ABCDEFGH',
  id: '0b6a3f1e-7c1d-4c55-8a3e-2d7f9b4c1a22',
  createdAt: '2025-01-15T04:30:00.000Z',
};

describe('donationNames', () => {
  it('is the donations step with its released id', () => {
    expect(donationNames).toMatchObject({ id: '2026-11-28-donations-names', kind: 'donations' });
  });

  it('renames every field the original site named, and keeps the rest as it was, each in its place', () => {
    const result = donationNames.upgrade(storedToday);
    expect(result).toEqual(upgraded);
    expect(Object.keys(result)).toEqual(Object.keys(upgraded));
  });

  it('upgrades an early pledge without adding the fields it never had', () => {
    expect(donationNames.upgrade(earlyPledge)).toStrictEqual({
      name: 'Ravi Kumar',
      gender: 'Male',
      email: 'ravi@example.org',
      phone: '9876543210',
      address: '12 Temple Street, Dindigul',
      frequency: 'One time',
      amount: 60000,
      pan: 'ABCDE1234F',
      paymentMode: 'Credit-card / Debit-card',
      reference: 'VT-ABCDEFGH',
      id: '0b6a3f1e-7c1d-4c55-8a3e-2d7f9b4c1a22',
      createdAt: '2025-01-15T04:30:00.000Z',
    });
  });

  it('gives a pledge already in the domain’s names back equal, so a run stopped half way is run again', () => {
    expect(donationNames.upgrade(upgraded)).toStrictEqual(upgraded);
    // As the store gives it back: parsed JSON.
    const once = JSON.parse(JSON.stringify(donationNames.upgrade(earlyPledge))) as Record<string, unknown>;
    expect(donationNames.upgrade(once)).toStrictEqual(once);
  });

  it('keeps the domain’s value where a pledge holds a field under both names', () => {
    const both = { ...upgraded, uname: 'Stale', mobno: '9000000000' };
    expect(donationNames.upgrade(both)).toStrictEqual(upgraded);
  });

  it('changes nothing it is given', () => {
    const copy = structuredClone(storedToday);
    donationNames.upgrade(storedToday);
    expect(storedToday).toStrictEqual(copy);
  });
});
