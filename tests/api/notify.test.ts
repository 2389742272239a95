// Messages end to end, in-process functions against a real SMTP server (smtp-server) and real stores:
// every kind of staff mail, the patient's confirmation in English and Tamil with valid calendar files, the
// donor's acknowledgement, the reminder and the morning list; a mail server that hangs or is down never
// slows or fails a submission, the outbox keeps the messages, and `npm run notify` delivers each exactly
// once when the server is back; failed deliveries reach staff, who can try them again.

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import manage from '../../netlify/functions/manage';
import type { BookingResponse, DonationResponse } from '../../src/lib/api';
import { maskPan } from '../../src/lib/pan';
import { site } from '../../src/lib/site';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { setLogSink } from '../../src/server/log';
import { BACKOFF_MINUTES, deliverDue } from '../../src/server/notify/sender';
import type { Store } from '../../src/server/store/port';
import { staffSuite } from '../helpers/admin-session';
import type { DataAnswer, OutboxState } from '../helpers/answers';
import { stringMatching } from '../helpers/matchers';
import { call, type CallOptions, type Handler } from '../helpers/http';
import { donationBody, personBody } from '../helpers/bodies';
import { embeddedHarness, redisAvailable, redisHarness, searchOf } from '../helpers/stores';
import { startSilentSmtp, startTestSmtp, type TestSmtp } from '../helpers/smtp';

// Monday 30 November 2026, 10:00 in India.
const NOW = new Date('2026-11-30T04:30:00.000Z');
const VISIT = '2026-12-03'; // a Thursday
const STAFF = 'desk@clinic.example';
const SITE = 'https://clinic.example';

const tamil = { 'accept-language': 'ta-IN,ta;q=0.9' };

const person = (overrides: Record<string, unknown> = {}) => personBody({ visitDate: VISIT, ...overrides });
const pledge = { ...donationBody, amount: '75000', panno: 'ABCDE1234F' };

const harnesses = [
  { harness: embeddedHarness(), skip: false },
  { harness: redisHarness(), skip: !redisAvailable() },
];

/** The text of a mail's calendar attachments. */
const calendars = (mail: ParsedMail) =>
  mail.attachments.filter((a) => a.contentType.startsWith('text/calendar')).map((a) => a.content.toString('utf8'));

for (const { harness, skip } of harnesses) {
  describe.skipIf(skip)(`messages on ${harness.label}`, () => {
    let smtp: TestSmtp;
    let store: Store;
    let clock = NOW;
    /** The work each request left for after its answer (Netlify's waitUntil). */
    let later: Promise<unknown>[] = [];
    const settled = async () => {
      const work = later;
      later = [];
      await Promise.all(work);
    };

    function useDeps(env: Record<string, string> = {}) {
      setDeps({
        config: configFromEnv({
          RATE_LIMIT_PER_MINUTE: '0',
          SMTP_URL: smtp.url,
          MAIL_FROM: '"Clinic" <clinic@clinic.example>',
          NOTIFY_TO: STAFF,
          SITE_URL: SITE,
          ...env,
        }),
        now: () => clock,
        store: () => Promise.resolve(store),
        sleep: async () => {},
      });
    }

    /** POST `body` (the answer must be 200); T: the answer's type (see call()). */
    async function send<T = unknown>(handler: Handler, path: string, body: unknown, extra: CallOptions = {}) {
      const res = await call<T>(handler, path, { body, ...extra, waitUntil: (p) => later.push(p) });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res;
    }

    beforeAll(async () => {
      await harness.setup();
      smtp = await startTestSmtp();
      setLogSink(() => {});
    });
    afterAll(async () => {
      setDeps(null);
      setLogSink(null);
      await smtp.stop();
      await harness.teardown();
    });
    beforeEach(async () => {
      clock = NOW;
      later = [];
      smtp.mails.length = 0;
      await smtp.start(); // a test may have stopped it
      store = await harness.create(() => clock);
      useDeps();
    });

    it('staff hear of a callback at once: who, tap to call, WhatsApp, the record in /admin', async () => {
      await send(callbacks, '/api/callbacks', { name: 'Lakshmi', mobile: '9876501234', comment: 'Knee pain' });
      await settled();
      const [mail] = await smtp.received(1);
      expect(mail!.subject).toBe('Callback: Lakshmi, 98765 01234');
      expect(mail!.to).toMatchObject({ value: [{ address: STAFF }] });
      expect(mail!.from).toMatchObject({ value: [{ address: 'clinic@clinic.example' }] });
      expect(mail!.text).toContain('Comment: Knee pain');
      expect(mail!.html).toContain('href="tel:+919876501234"');
      expect(mail!.html).toMatch(/href="https:\/\/wa\.me\/919876501234\?text=[^"]+"/);
      // The record by the minute it came in (10:00 in India): no phone number in a URL.
      expect(mail!.html).toContain(`href="${SITE}/admin?table=callbacks&amp;q=2026-11-30+10%3A00"`);
      expect(mail!.html).toContain('<html lang="en">');
      expect(await store.outbox.counts()).toEqual({ pending: 0, failed: 0 });
    });

    it('staff hear of a contact message, with a reply link', async () => {
      await send(contact, '/api/contact', {
        name: 'Anand',
        email: 'anand@example.org',
        message: 'Are you open on Sunday?',
      });
      await settled();
      const [mail] = await smtp.received(1);
      expect(mail!.subject).toBe('Message: Anand, anand@example.org');
      expect(mail!.text).toContain('Are you open on Sunday?');
      expect(mail!.html).toContain('href="mailto:anand@example.org?subject=Your%20message%20to%20');
    });

    it('a group booking: one staff mail listing each person, one confirmation with a calendar file each', async () => {
      const res = await send<BookingResponse>(appointments, '/api/appointments', {
        people: [person(), person({ name: 'Kumar', gender: 'Male', visitTime: '11:00', phone: '9876500001' })],
      });
      const regnos = res.json.registerNumbers;
      await settled();
      const mails = await smtp.received(2);
      const staff = mails.find((m) => m.subject?.startsWith('Booking:'))!;
      const patient = mails.find((m) => m !== staff)!;
      expect(staff.subject).toBe('Booking: Priya and 1 more, 3 December 2026');
      for (const regno of regnos) expect(staff.text).toContain(regno);
      expect(staff.text).toContain('Thursday 3 December 2026, 10:30');
      expect(staff.html).toContain('href="tel:+919876500001"');

      expect(patient.to).toMatchObject({ value: [{ address: 'priya@example.org' }] });
      expect(patient.subject).toBe(`Your 2 appointments at ${site.trustName}`);
      // The address is nobody's verified one: the visits by register number, no name anyone typed.
      expect(patient.text).toContain(`Register number ${regnos[0]}: Thursday, 3 December 2026 at`);
      expect(patient.text).not.toContain('Priya');
      expect(patient.text).toContain(site.address.line1);
      expect(patient.text).toContain(site.phones[0]!.number.slice(5));
      const files = calendars(patient);
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(files[0]).toContain('DTSTART;TZID=Asia/Kolkata:20261203T103000');
      expect(files[1]).toContain('DTSTART;TZID=Asia/Kolkata:20261203T110000');
      expect(files[0]).toMatch(/\r\nEND:VCALENDAR\r\n$/);
    });

    it('a booking from a Tamil page: the confirmation is in Tamil', async () => {
      const res = await send<BookingResponse>(
        appointments,
        '/api/appointments',
        { people: [person({ name: 'மீனா', email: 'meena@example.org' })], lang: 'ta' },
        { headers: tamil },
      );
      const [regno] = res.json.registerNumbers;
      await settled();
      const mails = await smtp.received(2);
      const patient = mails.find((m) => m.to && JSON.stringify(m.to).includes('meena@example.org'))!;
      expect(patient.subject).toMatch(/^உங்கள் முன்பதிவு: வியாழ/);
      expect(patient.text).toContain(`பதிவு எண் ${regno}`);
      expect(patient.text).not.toContain('மீனா');
      expect(patient.html).toContain('<html lang="ta">');
      const [ics] = calendars(patient);
      expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20261203T103000');
      // Unfolded (RFC 5545 folds long lines), the event is the clinic's appointment by register number, in Tamil.
      expect(ics!.replace(/\r\n /g, '')).toMatch(new RegExp(`\r\nSUMMARY:[^\r]*சந்திப்பு ${regno}\r\n`));
      expect(ics).not.toContain('மீனா');
    });

    it('donations: staff see the pledge with the PAN masked; the donor gets the reference and how to pay', async () => {
      const res = await send<DonationResponse>(donation, '/api/donation', pledge);
      await settled();
      const mails = await smtp.received(2);
      const staff = mails.find((m) => m.subject?.startsWith('Donation pledge:'))!;
      const donor = mails.find((m) => m !== staff)!;
      expect(staff.subject).toBe('Donation pledge: Ravi Kumar, ₹75,000');
      for (const mail of mails) expect(`${mail.text}${mail.html}`).not.toContain('ABCDE1234F');
      expect(staff.text).toContain(`PAN: ${maskPan('ABCDE1234F')}`);
      const reference = res.json.reference;
      expect(donor.subject).toBe(`Thank you for your pledge ${reference}`);
      expect(donor.text).toContain(site.upi.id);
      expect(donor.text).toContain(site.bank.accountNumber);
      expect(donor.text).toContain('80G');
    });

    it('a mail server that hangs never holds the answer; one that is down leaves the messages queued', async () => {
      const silent = await startSilentSmtp();
      try {
        useDeps({ SMTP_URL: silent.url });
        let delivered = false;
        const res = await call(callbacks, '/api/callbacks', {
          body: { name: 'Selvi', mobile: '9876501111' },
          waitUntil: (p) => later.push(p.then(() => (delivered = true))),
        });
        // The answer is here while the delivery still waits on the silent server; the server then goes away
        // (its sockets closed) and the delivery ends, the message kept for a later try.
        expect(res.status).toBe(200);
        expect(delivered).toBe(false);
        await silent.stop();
        await settled();
        expect(delivered).toBe(true);
      } finally {
        await silent.stop();
      }
      useDeps();
      await smtp.stop();
      await send(contact, '/api/contact', { name: 'Vani', email: 'vani@example.org', message: 'Hello' });
      await send(appointments, '/api/appointments', { people: [person({ name: 'Geetha' })] });
      await settled();
      // Nothing reached anyone; every message waits (the callback's, the contact's, the booking's staff mail
      // and confirmation, and its reminder, due on 2 December).
      expect(smtp.mails).toHaveLength(0);
      expect(await store.outbox.counts()).toEqual({ pending: 5, failed: 0 });
      const troubled = await store.outbox.troubled(10);
      expect(troubled.map((m) => m.status)).toEqual(['pending', 'pending', 'pending', 'pending']);

      // The server is back; after the back-off the scheduled run delivers each message exactly once.
      await smtp.start();
      clock = new Date(NOW.getTime() + BACKOFF_MINUTES[0] * 60_000);
      const report = await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 });
      expect(report).toMatchObject({ sent: 4, retried: 0, failed: 0 });
      await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 });
      const subjects = smtp.mails.map((m) => m.subject).sort();
      expect(subjects).toEqual([
        expect.stringMatching(/^Booking: Geetha, 3 December 2026 /),
        'Callback: Selvi, 98765 01111',
        'Message: Vani, vani@example.org',
        expect.stringMatching(/^Your appointment: Thursday, 3 December 2026 at /),
      ]);
      expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(4);
      expect(await store.outbox.counts()).toEqual({ pending: 1, failed: 0 });
      expect(await store.outbox.troubled(10)).toEqual([]);
    });

    it('the reminder goes out the day before at 9 AM, the morning list at 7 AM, each once', async () => {
      await send(appointments, '/api/appointments', {
        people: [person({ name: 'Early', visitTime: '09:00' })],
      });
      await send(appointments, '/api/appointments', {
        people: [person({ name: 'Later', visitTime: '16:00', email: '' })],
      });
      await settled();
      await smtp.received(3); // two staff mails, one confirmation
      smtp.mails.length = 0;

      // 2 December, 8:59 in India: not yet. 9:00: the reminder (to the one who gave an email).
      clock = new Date('2026-12-02T03:29:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 })).sent).toBe(0);
      clock = new Date('2026-12-02T03:30:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 })).sent).toBe(1);
      expect(smtp.mails[0]!.subject).toMatch(/^Reminder: your appointment tomorrow, 3 December 2026 at /);

      // 3 December, 6:59: no list yet; 7:05: the day's list, by time; again: nothing more.
      clock = new Date('2026-12-03T01:29:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000, digest: true })).sent).toBe(0);
      clock = new Date('2026-12-03T01:35:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000, digest: true })).sent).toBe(1);
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000, digest: true })).sent).toBe(0);
      const digest = smtp.mails[1]!;
      expect(digest.subject).toBe("Today's appointments, Thursday 3 December 2026: 2");
      expect(digest.to).toMatchObject({ value: [{ address: STAFF }] });
      expect(digest.text!.indexOf('Early')).toBeLessThan(digest.text!.indexOf('Later'));
    });

    it('a visit the patient cancels gets no reminder; a moved one is reminded of its new date only', async () => {
      const gone = await send<BookingResponse>(appointments, '/api/appointments', {
        people: [person({ name: 'Gone', visitTime: '09:00', email: 'gone@example.org' })],
      });
      const moving = await send<BookingResponse>(appointments, '/api/appointments', {
        people: [person({ name: 'Moving', visitTime: '10:00', email: 'moving@example.org' })],
      });
      await settled();
      await smtp.received(4); // two staff mails, two confirmations
      smtp.mails.length = 0;

      const cancelled = await call(manage, '/api/appointments/manage/cancel', {
        body: { token: gone.json.appointments[0]?.manage },
      });
      expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
      const moved = await call(manage, '/api/appointments/manage/move', {
        body: { token: moving.json.appointments[0]?.manage, date: '2026-12-05', time: '11:00' },
        waitUntil: (p) => later.push(p),
      });
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      // The move's own mail: the moved visit with its new link; the old link no longer works.
      await settled();
      const [moveMail] = await smtp.received(1);
      expect(moveMail!.to).toMatchObject({ value: [{ address: 'moving@example.org' }] });
      const newToken = (moved.json as { token?: string | null }).token;
      expect(newToken).toBeTruthy();
      expect(moveMail!.text).toContain(`#${newToken}`);
      expect(moveMail!.text).not.toContain(`#${moving.json.appointments[0]?.manage}`);
      expect(moveMail!.text).toContain('11:00');
      smtp.mails.length = 0;

      // 2 December, 9:00 in India: the reminders due for 3 December find no visit still on that date.
      clock = new Date('2026-12-02T03:30:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 })).sent).toBe(0);
      // 4 December, 9:00: the moved visit's reminder, for 5 December at 11:00.
      clock = new Date('2026-12-04T03:30:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 })).sent).toBe(1);
      const [reminder] = smtp.mails;
      expect(reminder!.to).toMatchObject({ value: [{ address: 'moving@example.org' }] });
      expect(reminder!.subject).toMatch(/^Reminder: your appointment tomorrow, 5 December 2026 at /);
      expect(reminder!.text).toContain('11:00');
      expect(smtp.mails).toHaveLength(1);
    });

    it('NOTIFY_INSTANT=off: no mail to staff per request; the patient still gets a confirmation', async () => {
      useDeps({ NOTIFY_INSTANT: 'off' });
      await send(callbacks, '/api/callbacks', { name: 'Quiet', mobile: '9876502222' });
      await send(appointments, '/api/appointments', { people: [person({ name: 'Quiet' })] });
      await settled();
      const [mail] = await smtp.received(1);
      expect(mail!.subject).toMatch(/^Your appointment: /);
      expect(smtp.mails).toHaveLength(1);
    });

    async function depsNow() {
      const { getDeps } = await import('../../src/server/deps');
      return getDeps();
    }
  });
}

describe('failed deliveries in /admin (embedded)', () => {
  const suite = staffSuite(embeddedHarness(), {
    now: NOW,
    env: { SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_TO: STAFF, SITE_URL: SITE },
  });

  it('staff see what was given up and why, and can try it again once the cause is fixed', async () => {
    setLogSink(() => {});
    const record = await suite.store.records.add(
      'callbacks',
      { variant: 'nav', name: 'Lost', phone: '9876503333' },
      { search: searchOf('callbacks'), notices: [{ type: 'staff', dueMs: NOW.getTime() }] },
    );
    const { getDeps } = await import('../../src/server/deps');
    // Every try fails (nothing listens on port 9): back-off until given up.
    for (let attempt = 1; attempt <= BACKOFF_MINUTES.length + 1; attempt++) {
      const report = await deliverDue(getDeps(), { limit: 10, budgetMs: 20_000 });
      expect(report.sent).toBe(0);
      suite.clock = new Date(suite.clock.getTime() + 24 * 60 * 60_000);
    }
    suite.clock = NOW; // the staff session's time
    const state = await suite.get<DataAnswer<OutboxState>>('/api/admin/outbox');
    expect(state.status).toBe(200);
    expect(state.json.data).toMatchObject({ pending: 0, failed: 1 });
    expect(state.json.data.troubled).toEqual([
      expect.objectContaining({
        id: `staff:${record.id}`,
        kind: 'callbacks',
        status: 'failed',
        attempts: BACKOFF_MINUTES.length + 1,
        error: stringMatching(/ECONNREFUSED|connect/i),
      }),
    ]);
    expect((await suite.post('/api/admin/outbox/retry', { id: 'staff:nothing' })).status).toBe(404);
    expect((await suite.post('/api/admin/outbox/retry', { id: `staff:${record.id}` })).status).toBe(200);
    expect((await suite.get<DataAnswer<OutboxState>>('/api/admin/outbox')).json.data).toMatchObject({
      pending: 1,
      failed: 0,
    });
    // Not for anyone signed out.
    expect((await call((await import('../../netlify/functions/admin')).default, '/api/admin/outbox')).status).toBe(401);
    setLogSink(null);
  });
});

describe('a deployed site without SMTP_URL', () => {
  const harness = embeddedHarness();
  beforeAll(() => harness.setup());
  afterAll(async () => {
    setDeps(null);
    setLogSink(null);
    await harness.teardown();
  });

  it('keeps every message waiting and says so once in its log', async () => {
    const store = await harness.create(() => NOW);
    const lines: string[] = [];
    setLogSink((_level, line) => lines.push(line));
    setDeps({
      // Inside a function Netlify deployed: AWS_LAMBDA_FUNCTION_NAME, no NETLIFY_DEV.
      config: configFromEnv({
        RATE_LIMIT_PER_MINUTE: '0',
        AWS_LAMBDA_FUNCTION_NAME: 'callbacks',
        CONTEXT: 'production',
        // A deployed site has its secret (its forms' proof-of-work challenges are signed with it).
        SESSION_SECRET: 'a production secret of at least 32 characters',
      }),
      now: () => NOW,
      store: () => Promise.resolve(store),
      sleep: async () => {},
    });
    const later: Promise<unknown>[] = [];
    for (const name of ['Kept', 'Also kept']) {
      const res = await call(callbacks, '/api/callbacks', {
        body: { name, mobile: '9876505555' },
        waitUntil: (p) => later.push(p),
      });
      expect(res.status).toBe(200);
    }
    await Promise.all(later);
    const { getDeps } = await import('../../src/server/deps');
    expect(await deliverDue(getDeps(), { limit: 10, budgetMs: 20_000 })).toMatchObject({ sent: 0, waiting: true });
    expect(await store.outbox.counts()).toEqual({ pending: 2, failed: 0 });
    expect(await store.outbox.troubled(10)).toEqual([]);
    const warnings = lines.filter((line) => line.includes('"mail_not_configured"'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('SMTP_URL is not set');
  });
});

describe('npm run notify', () => {
  const harness = embeddedHarness();
  let smtp: TestSmtp;
  beforeAll(async () => {
    await harness.setup();
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.stop();
    await harness.teardown();
  });

  it('delivers what waits, once, and says what it did', async () => {
    const store = await harness.create();
    await store.records.add(
      'contacts',
      { name: 'Waiting', email: 'w@example.org', message: 'Still there?' },
      { search: searchOf('contacts'), notices: [{ type: 'staff', dueMs: Date.now() - 1000 }] },
    );
    await store.close();
    const env = {
      ...process.env,
      EMBEDDED_DB_PATH: harness.path(),
      SMTP_URL: smtp.url,
      NOTIFY_TO: STAFF,
      NOTIFY_DIGEST: 'off',
      REDIS_URL: '',
      UPSTASH_REDIS_REST_URL: '',
      UPSTASH_REDIS_REST_TOKEN: '',
    };
    // Asynchronously: the SMTP server answers from this process.
    const run = () => promisify(execFile)('npx', ['tsx', 'scripts/notify.ts'], { env, encoding: 'utf8' });
    expect((await run()).stdout).toContain('Sent 1,');
    expect((await run()).stdout).toContain('Sent 0,');
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Message: Waiting, w@example.org']);
  });
});
