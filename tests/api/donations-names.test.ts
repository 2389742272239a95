// The form's own call, POST /api/donations, takes a pledge in the domain's names and stores it under them;
// the original site's POST /api/donation takes the same pledge in that site's names (its own suites,
// tests/api/handlers-*.test.ts and the others, post only those). Each call refuses the other's names as unknown
// fields and names a refused field as its caller does.

import { describe, expect, it } from 'vitest';
import donation from '../../netlify/functions/donation';
import lists from '../../netlify/functions/lists';
import type { DonationResponse } from '../../src/lib/api';
import { en } from '../helpers/messages';
import { staffSuite } from '../helpers/admin-session';
import { donationBody } from '../helpers/bodies';
import { call, refusal } from '../helpers/http';
import { embeddedHarness } from '../helpers/stores';

const NOW = new Date('2026-11-20T04:30:00.000Z');

const pledge = {
  name: 'Selvi Arumugam',
  gender: 'Female',
  email: 'selvi@example.org',
  phone: '98450 12399',
  address: '5 West Street, Karur',
  frequency: 'Monthly',
  amount: '60000',
  pan: 'abcde1234f',
  paymentMode: 'Gpay',
  message: 'For the medicines',
};

/** The refused fields of a pledge with nothing but a bad amount and a bad PAN, in the checks' order. */
const EMPTY_PLEDGE_FIELDS = {
  domain: ['name', 'gender', 'email', 'phone', 'address', 'frequency', 'amount', 'pan', 'paymentMode'],
  legacy: ['uname', 'gender', 'email', 'mobno', 'address', 'donate', 'amount', 'panno', 'modeofpay'],
};

// The schema and the rename are the same on every store (tests/contract keeps a pledge as handed over).
describe('the donation calls: the domain’s names and the original site’s', () => {
  const suite = staffSuite(embeddedHarness(), { now: NOW });

  it('POST /api/donations stores the pledge under the domain’s names', async () => {
    const res = await call<DonationResponse>(donation, '/api/donations', { body: pledge });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ success: true, message: en['donation.saved'], reference: res.json.reference });
    const [stored] = await suite.store.records.list('donations', { limit: 1 });
    expect(stored).toMatchObject({
      reference: res.json.reference,
      name: 'Selvi Arumugam',
      phone: '9845012399',
      frequency: 'Monthly',
      amount: 60000,
      pan: 'ABCDE1234F',
      paymentMode: 'Gpay',
    });
    for (const old of ['uname', 'mobno', 'donate', 'panno', 'idtype', 'idno', 'modeofpay'])
      expect(stored).not.toHaveProperty(old);
  });

  it('each call names a refused field as its caller does, the same checks in the same order', async () => {
    const domain = refusal(await call(donation, '/api/donations', { body: { amount: '-5', pan: 'bad' } }));
    const legacy = refusal(await call(donation, '/api/donation', { body: { amount: '-5', panno: 'bad' } }));
    expect(Object.keys(domain.fields ?? {})).toEqual(EMPTY_PLEDGE_FIELDS.domain);
    expect(Object.keys(legacy.fields ?? {})).toEqual(EMPTY_PLEDGE_FIELDS.legacy);
    expect(Object.values(domain.fields ?? {})).toEqual(Object.values(legacy.fields ?? {}));
    expect(domain.error).toBe('Please enter your name');
    expect(legacy.error).toBe(domain.error);
  });

  it('the domain’s call refuses the original names, and the original call the domain’s, storing nothing', async () => {
    const { name: _name, ...rest } = pledge;
    const domain = await call(donation, '/api/donations', { body: { ...rest, uname: 'Selvi' } });
    expect(domain.status).toBe(400);
    expect(refusal(domain).fields).toMatchObject({ uname: en['form.unknownField'] });
    const legacy = await call(donation, '/api/donation', {
      body: { ...donationBody, name: 'Ravi', phone: '9876543210' },
    });
    expect(legacy.status).toBe(400);
    expect(refusal(legacy).fields).toMatchObject({ name: en['form.unknownField'], phone: en['form.unknownField'] });
    expect(await suite.store.records.list('donations')).toEqual([]);
  });

  it('GET /api/donations is no list: 405, POST allowed', async () => {
    const res = await call(lists, '/api/donations');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
