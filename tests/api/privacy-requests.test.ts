// Rights requests end to end on every store, with a real SMTP server: a person asks, the one-time code
// reaches their mailbox (never a phone no channel can reach), a wrong or spent code opens nothing, the right
// one puts the request in the staff queue due within the published period; staff answer and the answer
// reaches the person naming the privacy contact; a booking's private link asks without a code; the queue
// puts overdue requests first; every step is audited and in the processing log, which names nobody.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import appointments from '../../netlify/functions/appointments';
import privacy from '../../netlify/functions/privacy';
import type { BookingResponse } from '../../src/lib/api';
import { REQUEST_TYPES, type RequestQueue, type RightsRequest } from '../../src/lib/privacy';
import { site } from '../../src/lib/site';
import { getDeps } from '../../src/server/deps';
import { setLogSink } from '../../src/server/log';
import { deliverDue } from '../../src/server/notify/sender';
import { staffSuite } from '../helpers/admin-session';
import type { AuditLines } from '../helpers/answers';
import { personBody } from '../helpers/bodies';
import { call } from '../helpers/http';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { allAdapters } from '../helpers/stores';

// Monday 7 December 2026, 10:00 in India.
const NOW = new Date('2026-12-07T04:30:00.000Z');
const DAY = 86_400_000;
const contact = site.privacy.contact;
const tamil = { 'accept-language': 'ta-IN,ta;q=0.9' };

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  setLogSink(() => {});
});
afterAll(async () => {
  setLogSink(null);
  await smtp.stop();
});

const deliver = () => deliverDue(getDeps(), { limit: 20, budgetMs: 10_000 });
const codeIn = (mail: ParsedMail) => /\b(\d{6})\b/.exec(mail.subject ?? '')?.[1] ?? '';

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`rights requests on ${harness.label}`, () => {
    const suite = staffSuite(harness, {
      now: NOW,
      // The SMTP server starts before the suite's first test (read when each test's settings are made).
      env: {
        get SMTP_URL() {
          return smtp.url;
        },
        MAIL_CAP_PER_RECIPIENT: '0',
        SITE_URL: 'https://clinic.example',
      },
    });
    beforeEach(() => {
      smtp.mails.length = 0;
    });
    const queue = async () => (await suite.get<RequestQueue>('/api/admin/requests')).json;
    const ask = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      call<{ success: boolean; request: string; message: string; error?: string; fields?: Record<string, string> }>(
        privacy,
        '/api/privacy/request',
        { body, headers },
      );
    const verify = (request: string, code: string) =>
      call<{ success: boolean; message?: string; error?: string }>(privacy, '/api/privacy/verify', {
        body: { request, code },
      });

    it('the code reaches the mailbox; a wrong one opens nothing; the right one queues it; staff answer', async () => {
      const asked = await ask({ type: 'access', name: 'Kavitha', contact: 'Kavitha.S@Example.org', details: '' });
      expect(asked.status, JSON.stringify(asked.json)).toBe(200);
      expect(asked.json.message).toContain('kavitha.s@example.org');
      await deliver();
      const [codeMail] = await smtp.received(1);
      expect(codeMail!.to).toMatchObject({ value: [{ address: 'kavitha.s@example.org' }] });
      expect(codeMail!.text).not.toContain('Kavitha'); // nothing the visitor typed to an unverified address
      const code = codeIn(codeMail!);
      expect(code).toMatch(/^\d{6}$/);
      expect((await queue()).open).toEqual([]);

      const wrong = await verify(asked.json.request, code === '000000' ? '111111' : '000000');
      expect(wrong.status).toBe(400);
      expect(wrong.json.error).toBe('That code is not right. Check it and try again.');
      const right = await verify(asked.json.request, code);
      expect(right.status, JSON.stringify(right.json)).toBe(200);
      expect(right.json.message).toBe(
        `Thank you. Your request is with ${contact.name}, who will answer by 6 January 2027.`,
      );
      expect((await verify(asked.json.request, code)).status).toBe(400);

      const { open } = await queue();
      expect(open).toEqual([
        expect.objectContaining({
          type: 'access',
          name: 'Kavitha',
          contact: { email: 'kavitha.s@example.org' },
          via: 'code',
          status: 'open',
          dueMs: NOW.getTime() + 30 * DAY,
        }),
      ]);
      expect(JSON.stringify(open)).not.toMatch(/sealed|hash/);

      const answer = 'We hold one callback request of yours (2 December); a copy is attached to this reply.';
      const answered = await suite.post<{ request: RightsRequest }>(`/api/admin/requests/${open[0]!.id}/answer`, {
        text: answer,
      });
      expect(answered.status, JSON.stringify(answered.json)).toBe(200);
      expect((await suite.post(`/api/admin/requests/${open[0]!.id}/answer`, { text: answer })).status).toBe(409);
      await deliver();
      const [, answerMail] = await smtp.received(2);
      expect(answerMail!.to).toMatchObject({ value: [{ address: 'kavitha.s@example.org' }] });
      expect(answerMail!.text).toContain(answer);
      expect(answerMail!.text).toContain(`This answer is from ${contact.name}`);
      expect(answerMail!.text).toContain(contact.email);
      expect((await queue()).open).toEqual([]);

      const audit = (await suite.get<AuditLines>('/api/admin/audit')).json.data.map((l) => l.action);
      expect(audit).toEqual(expect.arrayContaining(['requests.list', 'requests.answer']));
      const log = await suite.store.processing.list({ limit: 10 });
      expect(log.map((e) => e.action)).toEqual(['request.answer', 'request.access']);
      expect(log[0]!.subject).toMatch(/^[0-9a-f]{32}$/);
      expect(log[0]!.subject).toBe(log[1]!.subject);
      expect(JSON.stringify(log)).not.toMatch(/kavitha|example\.org/i);
    });

    it('a phone no channel can reach: said plainly, with the email way offered; nothing stored or sent', async () => {
      const asked = await ask({ type: 'erase', name: 'Ravi', contact: '98450 11111', lang: 'ta' }, tamil);
      expect(asked.status).toBe(400);
      expect(asked.json.fields?.contact).toContain('கைபேசி எண்ணுக்கு இன்னும் குறியீடு அனுப்ப இயலாது');
      expect((await ask({ type: 'erase', name: 'Ravi', contact: 'not an address' })).json.fields?.contact).toBe(
        'Enter an email address or a 10-digit mobile number.',
      );
      expect((await ask({ type: 'sell', name: 'Ravi', contact: 'ravi@example.org' })).status).toBe(400);
      expect(await suite.store.outbox.counts()).toEqual({ pending: 0, failed: 0 });
    });

    it('five wrong codes spend the request; a code runs out after 15 minutes', async () => {
      const first = await ask({ type: 'correct', name: 'Anbu', contact: 'anbu@example.org', details: 'New address' });
      for (let i = 0; i < 5; i += 1) expect((await verify(first.json.request, '999999')).status).toBe(400);
      const spent = await verify(first.json.request, '999999');
      expect(spent.json.error).toBe('Too many wrong codes. Please ask again for a new one.');
      const second = await ask({ type: 'nominate', name: 'Anbu', contact: 'anbu@example.org' });
      suite.clock = new Date(NOW.getTime() + 15 * 60_000);
      expect((await verify(second.json.request, '123456')).json.error).toBe(
        'That code has run out. Please ask again for a new one.',
      );
      expect((await queue()).open).toEqual([]);
    });

    it("a booking's private link asks without a code; overdue requests lead the queue", async () => {
      const booked = await call<BookingResponse>(appointments, '/api/appointments', {
        body: {
          people: [
            personBody({
              name: 'Selvi',
              phone: '9845022222',
              email: 'Selvi@Example.org',
              visitDate: '2027-02-10',
            }),
          ],
        },
      });
      const token = booked.json.appointments[0]?.manage;
      expect(token).toBeTruthy();
      const first = await call(privacy, '/api/appointments/manage/privacy', {
        body: { token, type: 'withdraw-reminders', details: '' },
      });
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      expect(
        (await call(privacy, '/api/appointments/manage/privacy', { body: { token: 'x.y', type: 'erase' } })).status,
      ).toBe(404);
      expect(
        (await call(privacy, '/api/appointments/manage/privacy', { body: { token, type: 'nothing' } })).status,
      ).toBe(400);

      // A request made by phone 31 days ago (staff sessions end when idle, so the clock stays put).
      const older: RightsRequest = {
        id: crypto.randomUUID(),
        type: 'access',
        name: 'Older',
        contact: { phone: '9845033333' },
        details: '',
        lang: 'en',
        via: 'link',
        status: 'open',
        createdMs: NOW.getTime() - 31 * DAY,
        dueMs: NOW.getTime() - DAY,
      };
      await suite.store.requests.create(older, []);
      const { open, nowMs } = await queue();
      expect(open.map((r) => [r.type, r.name, r.bookingId])).toEqual([
        ['access', 'Older', undefined],
        ['withdraw-reminders', 'Selvi', booked.json.appointments[0]!.id],
      ]);
      expect(open[0]!.dueMs).toBeLessThan(nowMs);
      expect(open[1]!.dueMs).toBe(NOW.getTime() + 30 * DAY);
      expect(open[1]!.contact).toEqual({ email: 'Selvi@Example.org' }); // the booking's email is where answers go
    });

    it("every kind of request the link's form offers reaches the staff queue as that kind, with its details", async () => {
      const booked = await call<BookingResponse>(appointments, '/api/appointments', {
        body: { people: [personBody({ name: 'Kavitha', phone: '9845044444', email: '', visitDate: '2027-02-11' })] },
      });
      const token = booked.json.appointments[0]?.manage;
      for (const type of REQUEST_TYPES) {
        const asked = await call(privacy, '/api/appointments/manage/privacy', {
          body: { token, type, details: `About ${type}` },
        });
        expect(asked.status, `${type}: ${JSON.stringify(asked.json)}`).toBe(200);
      }
      const { open } = await queue();
      const mine = open.filter((r) => r.name === 'Kavitha');
      expect(mine.map((r) => [r.type, r.details, r.via]).sort()).toEqual(
        REQUEST_TYPES.map((type) => [type, `About ${type}`, 'link']).sort(),
      );
      // No email on the booking: the answer goes to its phone.
      expect(new Set(mine.map((r) => JSON.stringify(r.contact)))).toEqual(new Set(['{"phone":"9845044444"}']));
    });
  });
}
