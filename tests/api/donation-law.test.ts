// Donations under the law in force the day the money came (src/lib/tax-law.ts), over real HTTP-shaped
// requests on the embedded store (the store's part, amendPledge, is in tests/contract/donations.test.ts):
//  - money received on 31 March 2026 gets an 80G receipt of the 1961 Act, on 1 April 2026 one of section
//    133 of the 2025 Act, each PDF read back in English and Tamil, and each mail in its law's words;
//  - the 2026-27 statement is Form 113, against a golden file: a donor who wrote their name in Tamil is in it
//    under the English-letters name they gave; one who gave none is listed until staff give it (audited);
//  - without FCRA registration a foreign source is refused; monthly donors get a reminder a month on with
//    the UPI link, amount and reference, until they stop it from the reminder's link.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import donation from '../../netlify/functions/donation';
import type { DonationResponse } from '../../src/lib/api';
import type { Form10bdAnswer, ReceiptAnswer, ReceiptPdf } from '../../src/lib/staff-api';
import { getDeps } from '../../src/server/deps';
import type { Mail } from '../../src/server/notify/mail/layout';
import { deliverDue } from '../../src/server/notify/sender';
import { staffSuite } from '../helpers/admin-session';
import type { AuditLines } from '../helpers/answers';
import { call, refusal } from '../helpers/http';
import { compact, viewerText } from '../helpers/pdf-read';
import { embeddedHarness } from '../helpers/stores';

const GOLDEN = new URL('./fixtures/form-113-2026-27.csv', import.meta.url);

const body = (overrides: Record<string, unknown> = {}) => ({
  uname: 'Arun Kumar',
  gender: 'Male',
  email: 'arun@example.org',
  mobno: '9845012345',
  address: '45 Lake Road, Madurai 625001',
  donate: 'One time',
  amount: '1000',
  panno: 'ABCDE1234F',
  modeofpay: 'UPI',
  ...overrides,
});

const harness = embeddedHarness();

/** Pledge (a second after the last), mark the money received on `date`, and issue its receipt. */
function helpers(suite: ReturnType<typeof staffSuite>) {
  const pledge = async (overrides: Record<string, unknown> = {}) => {
    suite.clock = new Date(suite.clock.getTime() + 1000);
    const res = await call<DonationResponse>(donation, '/api/donation', { body: body(overrides) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const id = (await suite.store.records.list('donations', { limit: 1 }))[0]!.id;
    return { ...res.json, id };
  };
  const receive = async (id: string, date: string, amount = 1000) => {
    const marked = await suite.post(`/api/admin/donations/${id}/received`, {
      date,
      mode: 'upi',
      amount,
      reference: `60${date.replace(/-/g, '')}12`,
    });
    expect(marked.status).toBe(200);
    const issued = await suite.post<ReceiptAnswer>(`/api/admin/donations/${id}/receipt`);
    expect(issued.status).toBe(200);
    return issued.json.receipt;
  };
  return { pledge, receive };
}

describe('the law of the day the money came', () => {
  // Thursday 2 April 2026, 11:30 in India.
  const suite = staffSuite(harness, { now: new Date('2026-04-02T06:00:00.000Z') });
  const { pledge, receive } = helpers(suite);

  it('31 March 2026: 80G of the 1961 Act; 1 April 2026: section 133 of the 2025 Act (PDF and mail, en and ta)', async () => {
    const cases = [
      {
        lang: 'en',
        date: '2026-03-31',
        number: '80G/2025-26/000001',
        says: 'eligible for deduction under section 80G of the Income-tax Act, 1961',
        never: 'Income-tax Act, 2025',
      },
      {
        lang: 'ta',
        date: '2026-03-31',
        number: '80G/2025-26/000002',
        says: 'வருமான வரிச் சட்டம் 1961, பிரிவு 80G-இன் கீழ் வரிக் கழிவுக்குத் தகுதியானது',
        never: 'வருமான வரிச் சட்டம் 2025',
      },
      {
        lang: 'en',
        date: '2026-04-01',
        number: '133/2026-27/000001',
        says: 'eligible for deduction under section 133 of the Income-tax Act, 2025',
        never: 'deduction under section 80G',
      },
      {
        lang: 'ta',
        date: '2026-04-01',
        number: '133/2026-27/000002',
        says: 'வருமான வரிச் சட்டம் 2025, பிரிவு 133-இன் கீழ் வரிக் கழிவுக்குத் தகுதியானது',
        never: 'பிரிவு 80G-இன் கீழ்',
      },
    ] as const;
    const numbers: Record<string, string> = {};
    for (const c of cases) {
      const p = await pledge({ email: `${c.lang}.${c.date}@example.org`, lang: c.lang });
      const receipt = await receive(p.id, c.date);
      expect(receipt).toMatchObject({ number: c.number, law: c.date < '2026-04-01' ? 'it1961' : 'it2025' });
      numbers[`${c.lang}.${c.date}@example.org`] = c.number;
      const pdf = await suite.post<ReceiptPdf>(`/api/admin/receipts/${receipt.id}/pdf`);
      const text = await viewerText(Buffer.from(pdf.json.pdf, 'base64'));
      expect(text, c.number).toContain(compact(c.says));
      expect(text, c.number).toContain(compact(c.number));
      // The other law's deduction is never claimed (a 2025 Act receipt lists the old 80G registration only).
      expect(text, c.number).not.toContain(compact(c.never));
    }

    const mails: Mail[] = [];
    await deliverDue(getDeps(), {
      limit: 20,
      budgetMs: 20_000,
      transport: { name: 'files', send: (m) => Promise.resolve(void mails.push(m)) },
    });
    const subjects = Object.entries(numbers).map(([to]) =>
      mails.filter((m) => m.to.includes(to) && m.attachments?.length).map((m) => m.subject),
    );
    expect(subjects).toEqual([
      ['Your 80G receipt 80G/2025-26/000001'],
      ['உங்கள் 80G ரசீது 80G/2025-26/000002'],
      ['Your donation receipt 133/2026-27/000001 (section 133)'],
      ['உங்கள் நன்கொடை ரசீது 133/2026-27/000002 (பிரிவு 133)'],
    ]);
    const after = mails.find((m) => m.to.includes('en.2026-04-01@example.org') && m.attachments?.length)!;
    expect(after.text).toContain('we file Form 113 and send you Form 114');
  });
});

describe('the 2026-27 statement, FCRA and monthly reminders', () => {
  // Friday 20 November 2026, 10:00 in India.
  const suite = staffSuite(harness, { now: new Date('2026-11-20T04:30:00.000Z') });
  const { pledge, receive } = helpers(suite);

  it('Form 113: every donor in it, a Tamil name under its English letters (golden file); staff give a missing one', async () => {
    const kavitha = await pledge({
      uname: 'கவிதா ராமன்',
      address: '7, பெரிய தெரு, மதுரை 625001',
      nameLatin: 'Kavitha Raman',
      addressLatin: '7 Periya Theru, Madurai 625001',
      panno: 'FGHIJ5678K',
      amount: '5000',
      source: 'indian',
    });
    const murugan = await pledge({
      uname: 'முருகன்',
      address: '3, கோயில் தெரு, பழனி',
      panno: '',
      idtype: 'aadhaar',
      idno: '2123 8453 4562',
    });
    const arun = await pledge({ category: 'corpus', amount: '2500' });
    await receive(kavitha.id, '2026-11-02', 5000);
    await receive(murugan.id, '2026-11-10');
    await receive(arun.id, '2026-11-19', 2500);

    const before = await suite.post<Form10bdAnswer>('/api/admin/form10bd/2026-27');
    expect(before.json.excluded.map((e) => [e.name, e.reasons])).toEqual([
      [
        'முருகன்',
        [
          'the name is not in English letters: give its English-letters spelling (as on the PAN)',
          'the address is not in English letters: give its English-letters spelling',
        ],
      ],
    ]);
    const bad = await suite.post(`/api/admin/donations/${murugan.id}/latin`, { name: 'முருகன்', address: 'x' });
    expect(bad.status).toBe(400);
    const fixed = await suite.post(`/api/admin/donations/${murugan.id}/latin`, {
      name: 'Murugan',
      address: '3 Koil Street, Palani',
    });
    expect(fixed.status).toBe(200);

    const after = await suite.post<Form10bdAnswer>('/api/admin/form10bd/2026-27');
    expect(after.json.excluded).toEqual([]);
    if (process.env.WRITE_GOLDEN) (await import('node:fs')).writeFileSync(GOLDEN, after.json.csv);
    expect(after.json.csv).toBe(readFileSync(GOLDEN, 'utf8'));
    const audit = await suite.get<AuditLines>('/api/admin/audit');
    expect(audit.json.data.filter((l) => l.action === 'donation.latin').map((l) => l.recordId)).toEqual([murugan.id]);
  });

  it('without FCRA registration a foreign source and a foreign tax ID are refused, nothing stored', async () => {
    const before = (await suite.store.records.list('donations', { limit: 100 })).length;
    const foreign = await call(donation, '/api/donation', { body: body({ panno: '', source: 'foreign' }) });
    expect(foreign.status).toBe(400);
    expect(refusal(foreign).fields).toEqual({
      source: 'The trust has no FCRA registration: it cannot take foreign gifts.',
    });
    const tin = await call(donation, '/api/donation', {
      body: body({ panno: '', idtype: 'tin', idno: 'DE123456789' }),
    });
    expect(tin.status).toBe(400);
    expect(Object.keys(refusal(tin).fields ?? {})).toEqual(['idtype']);
    expect((await suite.store.records.list('donations', { limit: 100 })).length).toBe(before);
    const indian = await pledge({ source: 'indian' });
    expect((await suite.store.records.get('donations', indian.id))?.source).toBe('indian');
  });

  it('a monthly donor gets a reminder a month on (UPI link, amount, reference) until they stop it from its link', async () => {
    const p = await pledge({ donate: 'Monthly', amount: '1500', email: 'monthly@example.org' });
    const send = async () => {
      const mails: Mail[] = [];
      await deliverDue(getDeps(), {
        limit: 20,
        budgetMs: 20_000,
        transport: { name: 'files', send: (m) => Promise.resolve(void mails.push(m)) },
      });
      return mails.filter((m) => m.to.includes('monthly@example.org') && m.subject.startsWith('Your monthly gift'));
    };
    expect(await send()).toEqual([]); // today: the acknowledgement only
    suite.clock = new Date('2026-12-20T04:00:00.000Z'); // 9:30 in India, a month on
    const [reminder, ...more] = await send();
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe(`Your monthly gift: reference ${p.reference}`);
    expect(reminder!.text).toContain('₹1,500');
    expect(reminder!.text).toMatch(new RegExp(`upi://pay\\?[^\\s]*am=1500\\.00[^\\s]*tr=${p.reference}`));
    const token = /\/donation\/reminders#([\w-]+\.[\w-]+)/.exec(reminder!.text)?.[1];
    expect(token).toBeTruthy();

    expect((await call(donation, '/api/donation/stop', { body: { token: `${token}x` } })).status).toBe(404);
    const stopped = await call<{ message: string }>(donation, '/api/donation/stop', { body: { token } });
    expect(stopped.status).toBe(200);
    expect(stopped.json.message).toBe('Done: no more monthly reminders. Thank you.');
    expect((await suite.store.records.get('donations', p.id))?.remindersStoppedAt).toBe(suite.clock.toISOString());
    // The next month's reminder was queued when this one went; it finds the reminders stopped.
    suite.clock = new Date('2027-01-20T04:00:00.000Z');
    expect(await send()).toEqual([]);
    const waiting = await suite.store.outbox.claim(new Date('2027-12-31').getTime(), 60_000, 50);
    expect(waiting.filter((m) => m.type === 'monthly')).toEqual([]);
  });
});
