// Donations the trust can account for, over real HTTP-shaped requests on every store adapter:
// the donor's UPI reference from the success screen and from the mail's private link; a person marks a
// pledge received; a bank statement only proposes (one candidate), or sends to review (none, two); 80G
// receipts only for received money, cancelled and issued again, each step audited.

import { describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import donation from '../../netlify/functions/donation';
import type { DonationResponse, UtrResponse } from '../../src/lib/api';
import type { PledgeMarked, ReceiptAnswer, StatementAnswer } from '../../src/lib/staff-api';
import { getDeps } from '../../src/server/deps';
import type { Mail } from '../../src/server/notify/mail/layout';
import { deliverDue } from '../../src/server/notify/sender';
import { staffSuite } from '../helpers/admin-session';
import type { AuditLines, DataAnswer } from '../helpers/answers';
import { call, refusal } from '../helpers/http';
import { allAdapters } from '../helpers/stores';
import { anyString } from '../helpers/matchers';
import type { Receipt } from '../../src/lib/donations';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');

const pledgeBody = (overrides: Record<string, unknown> = {}) => ({
  uname: 'Meena R',
  gender: 'Female',
  email: 'meena@example.org',
  mobno: '9845012345',
  address: '4 North Car Street, Madurai',
  donate: 'One time',
  amount: '2500',
  panno: 'ABCDE1234F',
  modeofpay: 'UPI',
  ...overrides,
});

const received = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-11-19',
  mode: 'upi',
  amount: 2500,
  reference: '412345678901',
  ...overrides,
});

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`donations accounted for on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW });
    const post = suite.post;

    const pledge = async (overrides: Record<string, unknown> = {}) => {
      // A second apart: the newest pledge is the one just made.
      suite.clock = new Date(suite.clock.getTime() + 1000);
      const res = await call<DonationResponse>(donation, '/api/donation', { body: pledgeBody(overrides) });
      expect(res.status).toBe(200);
      const record = (await suite.store.records.list('donations', { limit: 1 }))[0]!;
      return { ...res.json, id: record.id };
    };
    /** The audit log's actions, sorted (lines of one moment have no order on Redis). */
    const actions = async () => (await suite.get<AuditLines>('/api/admin/audit')).json.data.map((l) => l.action).sort();

    it('the donor adds the UTR with the pledge answer’s token; a bad UTR, a bad link, money already in are refused', async () => {
      const p = await pledge();
      expect(p.token).toMatch(/^[\w-]+\.[\w-]+$/);
      const saved = await call<UtrResponse>(donation, '/api/donation/utr', {
        body: { token: p.token, utr: '4123 4567 8901' },
      });
      expect(saved.status).toBe(200);
      expect(saved.json).toEqual({
        success: true,
        utr: '412345678901',
        message: 'Thank you: we have your UPI reference 412345678901 and will match it with your payment.',
      });
      expect((await suite.store.records.get('donations', p.id))?.utr).toBe('412345678901');

      const short = await call(donation, '/api/donation/utr', { body: { token: p.token, utr: '12345' } });
      expect(short.status).toBe(400);
      expect(refusal(short).fields).toEqual({
        utr: 'Please enter the 12-digit UPI reference (UTR) shown in your payment app',
      });
      const forged = await call(donation, '/api/donation/utr', { body: { token: `${p.token}x`, utr: '412345678901' } });
      expect(forged.status).toBe(404);
      expect((await suite.store.records.get('donations', p.id))?.utr).toBe('412345678901');
      // The link stops working after 120 days.
      const then = suite.clock;
      suite.clock = new Date(then.getTime() + 121 * 86_400_000);
      expect(
        (await call(donation, '/api/donation/utr', { body: { token: p.token, utr: '412345678902' } })).status,
      ).toBe(404);
      suite.clock = then;

      expect((await post(`/api/admin/donations/${p.id}/received`, received())).status).toBe(200);
      const late = await call(donation, '/api/donation/utr', { body: { token: p.token, utr: '412345678909' } });
      expect(late.status).toBe(409);
      expect(refusal(late).error).toBe('Your payment for this pledge is already recorded. Thank you!');
    });

    it('the acknowledgement mail carries the private link, which adds the UTR too', async () => {
      const p = await pledge();
      const mails: Mail[] = [];
      await deliverDue(getDeps(), {
        limit: 10,
        budgetMs: 10_000,
        transport: { name: 'files', send: (m) => Promise.resolve(void mails.push(m)) },
      });
      const mail = mails.find((m) => m.to.includes('meena@example.org'))!;
      const link = /https:\/\/\S+\/donation\/payment#([\w-]+\.[\w-]+)/.exec(mail.text);
      expect(link?.[1]).toBe(p.token);
      const saved = await call(donation, '/api/donation/utr', { body: { token: link![1], utr: '998877665544' } });
      expect(saved.status).toBe(200);
      expect((await suite.store.records.get('donations', p.id))?.utr).toBe('998877665544');
    });

    it('staff mark a pledge received: checked, once, audited', async () => {
      const p = await pledge();
      const path = `/api/admin/donations/${p.id}/received`;
      expect((await call(admin, path, { body: received() })).status).toBe(401);
      for (const bad of [
        { date: '2026-11-21' }, // tomorrow in India
        { date: '19-11-2026' },
        { mode: 'gold' },
        { amount: 0 },
        { amount: '25.005' },
        { reference: '' },
        { reference: 'x'.repeat(61) },
      ]) {
        const res = await post(path, received(bad));
        expect(res.status, JSON.stringify(bad)).toBe(400);
      }
      expect((await suite.store.records.get('donations', p.id))?.received).toBeUndefined();
      const done = await post<PledgeMarked>(path, received({ amount: '2,400' }));
      expect(done.status).toBe(200);
      expect(done.json.pledge.received).toEqual({
        ...received({ amount: 2400 }),
        at: suite.clock.toISOString(),
        by: anyString(),
      });
      expect(done.json.pledge.pan).toBe('ABCDE••••F');
      expect((await post(path, received())).status).toBe(409);
      expect((await post(`/api/admin/donations/${crypto.randomUUID()}/received`, received())).status).toBe(404);
      expect(await actions()).toEqual(['donation.received']);
    });

    it('a receipt is refused for an unreceived pledge (no number taken), issued, cancelled with a reason and issued again', async () => {
      const p = await pledge();
      const refused = await post(`/api/admin/donations/${p.id}/receipt`);
      expect(refused.status).toBe(409);
      expect(refusal(refused).error).toBe('This pledge is not marked received yet: mark the money received first.');
      await post(`/api/admin/donations/${p.id}/received`, received());

      const first = await post<ReceiptAnswer>(`/api/admin/donations/${p.id}/receipt`);
      expect(first.status).toBe(200);
      expect(first.json.receipt).toMatchObject({
        number: '133/2026-27/000001',
        pledgeId: p.id,
        date: '2026-11-20',
        eligible80G: true,
        received: { date: '2026-11-19', mode: 'upi', amount: 2500, reference: '412345678901' },
        donor: { name: 'Meena R', idType: 'pan', idNumber: 'ABCDE••••F' },
      });
      // The donor's mail (with the PDF) is waiting in the outbox, written with the receipt.
      const waiting = await suite.store.outbox.claim(suite.clock.getTime(), 60_000, 20);
      expect(waiting.map((m) => m.id)).toContain(`receipt:${first.json.receipt.id}`);
      expect((await post(`/api/admin/donations/${p.id}/receipt`)).status).toBe(409);

      const cancel = `/api/admin/receipts/${first.json.receipt.id}/cancel`;
      expect((await post(cancel, { reason: 'x' })).status).toBe(400);
      const cancelled = await post<ReceiptAnswer>(cancel, { reason: 'Name misspelt' });
      expect(cancelled.json.receipt.cancelled).toEqual({
        at: suite.clock.toISOString(),
        by: anyString(),
        reason: 'Name misspelt',
      });
      expect((await post(cancel, { reason: 'Again' })).status).toBe(409);

      const second = await post<ReceiptAnswer>(`/api/admin/donations/${p.id}/receipt`);
      expect(second.json.receipt).toMatchObject({ number: '133/2026-27/000002', replaces: first.json.receipt.id });
      const listed = await suite.get<DataAnswer<Receipt[]>>(`/api/admin/donations/${p.id}/receipts`);
      expect(listed.json.data.map((r) => [r.number, r.cancelled?.reason ?? null])).toEqual([
        ['133/2026-27/000001', 'Name misspelt'],
        ['133/2026-27/000002', null],
      ]);
      expect(JSON.stringify(listed.json)).not.toContain('ABCDE1234F');
      expect(await actions()).toEqual(['donation.received', 'receipt.cancel', 'receipt.issue', 'receipt.issue']);
    });

    it('cash above ₹2,000 gets a receipt marked not eligible for the deduction', async () => {
      const p = await pledge({ amount: '5000' });
      await post(
        `/api/admin/donations/${p.id}/received`,
        received({ mode: 'cash', amount: 5000, reference: 'Cash book 12' }),
      );
      const receipt = await post<ReceiptAnswer>(`/api/admin/donations/${p.id}/receipt`);
      expect(receipt.json.receipt.eligible80G).toBe(false);
    });

    it('a bank statement proposes one candidate, sends none and two to review, and marks nothing', async () => {
      const utrPledge = await pledge({ uname: 'Anbu', amount: '1500' });
      await call(donation, '/api/donation/utr', { body: { token: utrPledge.token, utr: '512345678901' } });
      const twinA = await pledge({ uname: 'Twin A', amount: '3333' });
      const twinB = await pledge({ uname: 'Twin B', amount: '3333' });
      // A stranger's pledge of the amount someone else paid: the amount alone is never a proposal.
      const stranger = await pledge({ uname: 'Stranger', amount: '4444' });
      const csv = [
        'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
        '20/11/26,UPI-ANBU-512345678901-PAYMENT,0000512345678901,20/11/26,,1500.00,101500.00',
        '20/11/26,NEFT-UNKNOWN DONOR,N123,20/11/26,,777.00,102277.00',
        '20/11/26,UPI-SOMEONE-699999999999,0000699999999999,20/11/26,,3333.00,105610.00',
        '20/11/26,UPI-RAVI-611111111111,0000611111111111,20/11/26,,4444.00,110054.00',
      ].join('\n');
      const res = await post<StatementAnswer>('/api/admin/statement', { csv });
      expect(res.status).toBe(200);
      expect(res.json.proposals).toHaveLength(1);
      expect(res.json.proposals[0]).toMatchObject({
        pledge: { id: utrPledge.id, utr: '512345678901' },
        credit: { date: '2026-11-20', amount: 1500 },
        mode: 'upi',
        reference: '512345678901',
      });
      const review = res.json.review.map((r) => ({
        amount: r.credit.amount,
        candidates: r.candidates.map((c) => c.id).sort(),
      }));
      expect(review).toEqual([
        { amount: 777, candidates: [] },
        { amount: 3333, candidates: [twinA.id, twinB.id].sort() },
        { amount: 4444, candidates: [stranger.id] },
      ]);
      expect(res.json.review[2]!.reason).toContain('only the amount and date agree');
      // Proposing marked nothing; the one click (the proposal's values) does.
      for (const id of [utrPledge.id, twinA.id, twinB.id, stranger.id])
        expect((await suite.store.records.get('donations', id))?.received).toBeUndefined();
      const [proposal] = res.json.proposals;
      const confirm = await post<PledgeMarked>(`/api/admin/donations/${proposal!.pledge.id}/received`, {
        date: proposal!.credit.date,
        mode: proposal!.mode,
        amount: proposal!.credit.amount,
        reference: proposal!.reference,
      });
      expect(confirm.status).toBe(200);
      expect((await post('/api/admin/statement', { csv: 'a,b\n1,2' })).status).toBe(400);
    });
  });
}
