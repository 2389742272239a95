// The public endpoints against every store adapter (2 of 4): the callback, contact and donation forms, each
// field's refusal in the original site's order and words, and what is stored.

import { site } from '../../src/lib/site';
import { assert, describe, expect, it } from 'vitest';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import type { ApiErrorBody, DonationResponse } from '../../src/lib/api';
import { en } from '../helpers/messages';
import { DONATION_REFERENCE_PATTERN } from '../../src/lib/schemas/donation';
import { allAdapters } from '../helpers/stores';
import { donationOk, handlersSuite, post } from '../helpers/handlers-suite';

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`handlers on ${harness.label}`, () => {
    const suite = handlersSuite(harness);

    describe('callbacks', () => {
      it('POST /api/callbacks stores a nav callback (email optional) -> 200 { success }', async () => {
        const res = await post(callbacks, '/api/callbacks', {
          name: '  Arun ',
          mobile: '98765 43210',
          email: '',
          comment: '',
        });
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ success: true, message: en['callback.saved'] });
        const [saved] = await suite.store.records.list('callbacks');
        expect(saved).toMatchObject({ variant: 'nav', name: 'Arun', phone: '9876543210' });
        expect(saved).not.toHaveProperty('email');
      });

      it("the site's own form sends `phone`; its refusals name `phone` (the original site's `mobile` stays its own)", async () => {
        const bad = await post(callbacks, '/api/callbacks', { name: 'Devi', phone: '12345' });
        expect(bad.status).toBe(400);
        expect(bad.json).toEqual({
          success: false,
          error: 'Please enter a 10-digit mobile number',
          fields: { phone: 'Please enter a 10-digit mobile number' },
        });
        const mixed = await post<ApiErrorBody>(callbacks, '/callback', { name: 'Devi', phone: '9876543210' });
        expect(mixed.status).toBe(400);
        expect(mixed.json.fields).toMatchObject({ mobile: en['mobile.required'], phone: en['form.unknownField'] });
        expect(await suite.store.records.list('callbacks')).toEqual([]);
        const res = await post(callbacks, '/api/callbacks', {
          name: 'Devi',
          phone: '98765 43219',
          email: 'devi@example.org',
        });
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ success: true, message: en['callback.saved'] });
        const [saved] = await suite.store.records.list('callbacks');
        expect(saved).toMatchObject({ variant: 'nav', name: 'Devi', phone: '9876543219', email: 'devi@example.org' });
        expect(saved).not.toHaveProperty('mobile');
      });

      it('POST /callback (legacy home modal) requires the email', async () => {
        const res = await post(callbacks, '/callback', { name: 'Arun', mobile: '9876543210', email: '', comment: 'x' });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({
          success: false,
          error: 'Please enter your email',
          fields: { email: 'Please enter your email' },
        });
        const ok = await post(callbacks, '/callback', {
          name: 'Arun',
          mobile: '9876543210',
          email: 'a@example.org',
          comment: 'x',
        });
        expect(ok.status).toBe(200);
        expect((await suite.store.records.list('callbacks'))[0]).toMatchObject({
          variant: 'home',
          email: 'a@example.org',
          comment: 'x',
        });
      });

      it("POST /api/callbacks with variant 'home' applies the home rules", async () => {
        const res = await post<ApiErrorBody>(callbacks, '/api/callbacks', {
          name: 'Arun',
          mobile: '9876543210',
          variant: 'home',
        });
        expect(res.status).toBe(400);
        expect(res.json.fields).toEqual({ email: 'Please enter your email' });
      });

      it('400 names each invalid field; the first message is the error', async () => {
        const res = await post(callbacks, '/api/callbacks', { name: '', mobile: '12345', email: 'not-an-email' });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({
          success: false,
          error: 'Please enter your name',
          fields: {
            name: 'Please enter your name',
            mobile: 'Please enter a 10-digit mobile number',
            email: 'Please enter a valid email address',
          },
        });
        expect(await suite.store.records.list('callbacks')).toEqual([]);
      });

      it('400 on unknown fields: nothing unknown is ever stored', async () => {
        const res = await post<ApiErrorBody>(callbacks, '/api/callbacks', {
          name: 'A',
          mobile: '9876543210',
          isAdmin: true,
        });
        expect(res.status).toBe(400);
        expect(res.json.fields).toEqual({ isAdmin: en['form.unknownField'] });
      });
    });

    describe('contact', () => {
      it('stores a valid message; checks the email format', async () => {
        const bad = await post<ApiErrorBody>(contact, '/api/contact', {
          name: 'Meena',
          email: 'meena@',
          message: 'hi',
        });
        expect(bad.status).toBe(400);
        expect(bad.json.error).toBe('Please enter a valid email address');
        const missing = await post<ApiErrorBody>(contact, '/api/contact', {
          name: 'Meena',
          email: 'meena@example.org',
        });
        expect(missing.json.error).toBe('Please enter your message');
        const ok = await post(contact, '/api/contact', {
          name: 'Meena',
          email: 'meena@example.org',
          message: '  வணக்கம்  ',
        });
        expect(ok.status).toBe(200);
        expect((await suite.store.records.list('contacts'))[0]).toMatchObject({ name: 'Meena', message: 'வணக்கம்' });
      });
    });

    describe('donation', () => {
      it("answers the spec's ten checks in the spec's order with the exact messages", async () => {
        // Fill the form one field at a time: each answer must be the next check's message.
        const steps: [Record<string, unknown>, string][] = [
          [{}, 'Please enter your name'],
          [{ uname: 'Ravi' }, 'Please select a gender'],
          [{ gender: 'Male' }, 'Please enter your email'],
          [{ email: 'ravi@example.org' }, 'Please enter your mobile number'],
          [{ mobno: '9876543210' }, 'Please enter your address'],
          [{ address: 'Dindigul' }, 'Please select the type of donation'],
          [{ donate: 'Select type' }, 'Please select the type of donation'],
          [{ donate: 'Monthly' }, 'Please enter a valid donation amount'],
          [{ amount: '0' }, 'Please enter a valid donation amount'],
          [{ amount: '60000' }, 'PAN card is required for donations over 50000'],
          [{ panno: 'abcd1234' }, 'Invalid PAN card format'],
          [{ panno: 'ABCDE1234F' }, 'Please select a mode of payment'],
          [{ modeofpay: 'Cash' }, 'Please select a mode of payment'],
        ];
        let body: Record<string, unknown> = {};
        for (const [change, message] of steps) {
          body = { ...body, ...change };
          const res = await post<ApiErrorBody>(donation, '/api/donation', body);
          expect(res.status, JSON.stringify(change)).toBe(400);
          expect(res.json.error).toBe(message);
        }
        const ok = await post<DonationResponse>(donation, '/api/donation', {
          ...body,
          modeofpay: 'Credit-card / Debit-card',
        });
        expect(ok.status).toBe(200);
        expect(ok.json).toMatchObject({ success: true, message: en['donation.saved'] });
        expect(ok.json.reference).toMatch(DONATION_REFERENCE_PATTERN);
        // How to pay now: the trust's UPI link with this amount and reference, and its QR code.
        const { payment } = ok.json;
        assert(payment, 'a pledge answers how to pay');
        const upi = new URL(payment.upiUri.replace('upi://', 'https://upi.invalid/'));
        expect(payment.upiUri.startsWith('upi://pay?')).toBe(true);
        expect(upi.searchParams.get('pa')).toBe(site.upi.id);
        expect(upi.searchParams.get('pn')).toBe(site.upi.payeeName);
        expect(upi.searchParams.get('am')).toBe('60000.00');
        expect(upi.searchParams.get('cu')).toBe('INR');
        expect(upi.searchParams.get('tr')).toBe(ok.json.reference);
        expect(payment.qrSvg).toMatch(/^<svg[\s\S]+<\/svg>\s*$/);
        const [saved] = await suite.store.records.list('donations');
        expect(saved).toMatchObject({
          reference: ok.json.reference,
          amount: 60000,
          pan: 'ABCDE1234F',
          frequency: 'Monthly',
        });
      });

      it('all ten messages at once in fields, first one as error; our extra checks have their own messages', async () => {
        const res = await post<ApiErrorBody>(donation, '/api/donation', { amount: '-5', panno: 'bad' });
        expect(res.json.error).toBe('Please enter your name');
        expect(Object.values(res.json.fields ?? {})).toEqual([
          'Please enter your name',
          'Please select a gender',
          'Please enter your email',
          'Please enter your mobile number',
          'Please enter your address',
          'Please select the type of donation',
          'Please enter a valid donation amount',
          'Invalid PAN card format',
          'Please select a mode of payment',
        ]);
        const email = await post<ApiErrorBody>(donation, '/api/donation', { ...donationOk, email: 'ravi' });
        expect(email.json.error).toBe(en['donation.email.invalid']);
        const mobile = await post<ApiErrorBody>(donation, '/api/donation', { ...donationOk, mobno: '12345' });
        expect(mobile.json.error).toBe(en['donation.mobile.invalid']);
        const huge = await post<ApiErrorBody>(donation, '/api/donation', {
          ...donationOk,
          amount: 20_000_000,
          panno: 'ABCDE1234F',
        });
        expect(huge.json.error).toBe(en['donation.amount.tooLarge']);
        const pan50000 = await post(donation, '/api/donation', { ...donationOk, amount: 50000 });
        expect(pan50000.status).toBe(200);
        expect(await suite.store.records.list('donations')).toHaveLength(1);
      });
    });
  });
}
