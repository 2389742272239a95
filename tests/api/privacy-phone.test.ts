// Rights requests and breach notices on a phone, end to end on every store, through fakes of MSG91's Flow
// API and Meta's Cloud API that check the documented request shapes (tests/helpers/fake-*.ts):
// - with SMS set up, a Tamil request from a mobile number gets its one-time code by SMS in Tamil (the
//   registered DLT template), the code opens the request, and staff's answer sends the text that the
//   privacy contact will call (a free-text answer fits no template), naming them and their number;
// - with only WhatsApp, the code goes as WhatsApp's authentication template, with its copy-code button;
// - a breach tells a record's phone when the person chose messages on it (their channel) or gave no email
//   (by SMS), besides the mail to everyone with an email; nobody twice.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import privacy from '../../netlify/functions/privacy';
import type { BookingResponse } from '../../src/lib/api';
import type { Breach, BreachPreview } from '../../src/lib/breaches';
import type { RequestQueue, RightsRequest } from '../../src/lib/privacy';
import { formatPhone, siteIn } from '../../src/lib/site';
import { getDeps } from '../../src/server/deps';
import { setLogSink } from '../../src/server/log';
import { deliverDue } from '../../src/server/notify/sender';
import { staffSuite } from '../helpers/admin-session';
import { personBody } from '../helpers/bodies';
import { startFakeSms, type FakeSms } from '../helpers/fake-sms';
import { startFakeWhatsApp, type FakeWhatsApp } from '../helpers/fake-whatsapp';
import { call } from '../helpers/http';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { allAdapters } from '../helpers/stores';

// Monday 7 December 2026, 10:00 in India.
const NOW = new Date('2026-12-07T04:30:00.000Z');
const HOUR = 3_600_000;
const tamil = { 'accept-language': 'ta-IN,ta;q=0.9' };
const both = (en: string) => ({ en, ta: `${en} (தமிழில்)` });

let smtp: TestSmtp;
let sms: FakeSms;
let wa: FakeWhatsApp;
beforeAll(async () => {
  [smtp, sms, wa] = await Promise.all([startTestSmtp(), startFakeSms(), startFakeWhatsApp()]);
  setLogSink(() => {});
});
afterAll(async () => {
  setLogSink(null);
  await Promise.all([smtp.stop(), sms.stop(), wa.stop()]);
});

const deliver = () => deliverDue(getDeps(), { limit: 50, budgetMs: 10_000 });
const ask = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call<{ success: boolean; request: string; message: string }>(privacy, '/api/privacy/request', { body, headers });
const verify = (request: string, code: string) =>
  call<{ success: boolean; message?: string; error?: string }>(privacy, '/api/privacy/verify', {
    body: { request, code },
  });

/** The settings of the channels a suite has (read when each test's settings are made: the fakes are up). */
function channelEnv(which: { sms: boolean; whatsapp: boolean }): Record<string, string> {
  const env: Record<string, string> = {};
  const from = (fake: () => Record<string, string>, keys: string[]) => {
    for (const key of keys) Object.defineProperty(env, key, { enumerable: true, get: () => fake()[key] });
  };
  from(() => ({ SMTP_URL: smtp.url }), ['SMTP_URL']);
  if (which.sms)
    from(() => sms.env, ['SMS_AUTH_KEY', 'SMS_SENDER', 'SMS_TEMPLATE_IDS', 'SMS_WEBHOOK_TOKEN', 'SMS_API_URL']);
  if (which.whatsapp)
    from(
      () => wa.env,
      [
        'WHATSAPP_ACCESS_TOKEN',
        'WHATSAPP_PHONE_NUMBER_ID',
        'WHATSAPP_APP_SECRET',
        'WHATSAPP_VERIFY_TOKEN',
        'WHATSAPP_API_URL',
      ],
    );
  return Object.assign(env, {
    MAIL_CAP_PER_RECIPIENT: '0',
    NOTIFY_INSTANT: 'off',
    NOTIFY_DIGEST: 'off',
    SITE_URL: 'https://clinic.example',
  });
}

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`privacy on a phone, SMS and WhatsApp set up, on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW, env: channelEnv({ sms: true, whatsapp: true }) });
    beforeEach(() => {
      smtp.mails.length = 0;
    });

    it('a Tamil request by mobile: the code by SMS in Tamil opens it; the answer says the contact will call', async () => {
      const before = sms.sent.items.length;
      const asked = await ask({ type: 'access', name: 'முருகன்', contact: '98450 41001', lang: 'ta' }, tamil);
      expect(asked.status, JSON.stringify(asked.json)).toBe(200);
      expect(asked.json.message).toContain(formatPhone('9845041001'));
      await deliver();
      const [codeSms] = (await sms.sent.until(before + 1)).slice(before);
      expect(sms.refused).toEqual([]);
      expect(codeSms).toMatchObject({ to: '919845041001', template: 'privacy_code', locale: 'ta', encoding: 'UCS-2' });
      expect(codeSms!.text).not.toContain('முருகன்'); // nothing typed goes to a phone not yet proven
      const code = /\b(\d{6})\b/.exec(codeSms!.text)?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      const right = await verify(asked.json.request, code);
      expect(right.status, JSON.stringify(right.json)).toBe(200);

      const { open } = (await suite.get<RequestQueue>('/api/admin/requests')).json;
      expect(open).toEqual([expect.objectContaining({ contact: { phone: '9845041001' }, via: 'code' })]);
      const answered = await suite.post<{ request: RightsRequest }>(`/api/admin/requests/${open[0]!.id}/answer`, {
        text: 'We hold one booking of yours; we will read it out to you when we call.',
      });
      expect(answered.status, JSON.stringify(answered.json)).toBe(200);
      await deliver();
      const [answerSms] = (await sms.sent.until(before + 2)).slice(before + 1);
      const contact = siteIn('ta').privacy.contact;
      expect(answerSms).toMatchObject({ to: '919845041001', template: 'privacy_answered', locale: 'ta' });
      expect(answerSms!.text).toContain('7 டிசம்பர்');
      expect(answerSms!.text).toContain(contact.name);
      expect(answerSms!.text).toContain(formatPhone(contact.phone));
      expect(answerSms!.text).not.toContain('booking of yours');
      expect(smtp.mails).toEqual([]);
    });

    it('a breach: mail to each mailbox, a text to each phone whose person chose it or gave no email', async () => {
      // In the window: a callback with no email (SMS), a booking that chose WhatsApp and gave an email (both),
      // a callback with an email and no choice (mail only); after the window: nobody.
      suite.clock = new Date(NOW.getTime() - 5 * HOUR);
      await call(callbacks, '/api/callbacks', { body: { name: 'No Mail', mobile: '9845042001' } });
      await call(callbacks, '/api/callbacks', { body: { name: 'No Mail', mobile: '9845042001' } });
      const booked = await call<BookingResponse>(appointments, '/api/appointments', {
        body: {
          lang: 'ta',
          people: [
            personBody({
              name: 'Valli',
              phone: '9845042002',
              email: 'valli@example.org',
              visitDate: '2027-02-10',
            }),
          ],
          notifyChannel: 'whatsapp',
          notifyPhone: '9845042002',
        },
      });
      expect(booked.status, JSON.stringify(booked.json)).toBe(200);
      await call(callbacks, '/api/callbacks', {
        body: { name: 'Mail Only', mobile: '9845042003', email: 'mailonly@example.org' },
      });
      suite.clock = new Date(NOW.getTime() - HOUR);
      await call(callbacks, '/api/callbacks', { body: { name: 'Later', mobile: '9845042004' } });
      suite.clock = NOW;
      await deliver(); // the booking's own messages
      const smsBefore = sms.sent.items.length;
      const waBefore = wa.sent.items.length;
      const mailBefore = smtp.mails.length;

      const recorded = await suite.post<{ breach: Breach }>('/api/admin/breaches', {
        title: 'Lost register',
        found: new Date(NOW.getTime() - 2 * HOUR).toISOString(),
        kinds: ['callbacks', 'bookings'],
        from: new Date(NOW.getTime() - 6 * HOUR).toISOString(),
        to: new Date(NOW.getTime() - 2 * HOUR).toISOString(),
        notice: {
          happened: both('A printed register of callbacks was lost.'),
          consequences: both('Your name and phone number may be seen by others.'),
          measures: both('We reported it and now keep no printed registers.'),
          advice: both('Be careful of calls asking for money in our name.'),
        },
      });
      expect(recorded.status, JSON.stringify(recorded.json)).toBe(200);
      const { id } = recorded.json.breach;
      const preview = await suite.post<BreachPreview>(`/api/admin/breaches/${id}/preview`);
      expect(preview.json).toMatchObject({ people: 4, byPhone: 2, unreachable: 0 });
      const sent = await suite.post<{ breach: Breach }>(`/api/admin/breaches/${id}/notify`);
      expect(sent.json.breach.notified).toBe(4);
      await deliver();

      const [text] = (await sms.sent.until(smsBefore + 1)).slice(smsBefore);
      expect(text).toMatchObject({ to: '919845042001', template: 'breach_notice', locale: 'en' });
      expect(text!.text).toContain('7 December 2026');
      expect(text!.text).toContain(siteIn('en').privacy.contact.name);
      const [whatsapp] = (await wa.sent.until(waBefore + 1)).slice(waBefore);
      expect(whatsapp).toMatchObject({ to: '919845042002', template: 'breach_notice', locale: 'ta' });
      expect(whatsapp!.params[1]).toBe(siteIn('ta').privacy.contact.name);
      const mails = await smtp.received(mailBefore + 2);
      expect(mails.map((m) => JSON.stringify(m.to)).join()).toMatch(/valli@example\.org/);
      expect(mails.map((m) => JSON.stringify(m.to)).join()).toMatch(/mailonly@example\.org/);

      // Again: nobody twice.
      expect((await suite.post<{ breach: Breach }>(`/api/admin/breaches/${id}/notify`)).json.breach.notified).toBe(4);
      await deliver();
      expect(sms.sent.items.length).toBe(smsBefore + 1);
      expect(wa.sent.items.length).toBe(waBefore + 1);
      expect(sms.refused).toEqual([]);
      expect(wa.refused).toEqual([]);
    });
  });

  describe.skipIf(skip)(`privacy on a phone, only WhatsApp set up, on ${harness.label}`, () => {
    staffSuite(harness, { now: NOW, env: channelEnv({ sms: false, whatsapp: true }) });

    it("the code goes as WhatsApp's authentication template, with its copy-code button", async () => {
      const before = wa.sent.items.length;
      const asked = await ask({ type: 'erase', name: 'Ravi', contact: '9845043001' });
      expect(asked.status, JSON.stringify(asked.json)).toBe(200);
      await deliver();
      const [codeMessage] = (await wa.sent.until(before + 1)).slice(before);
      expect(wa.refused).toEqual([]);
      expect(codeMessage).toMatchObject({ to: '919845043001', template: 'privacy_code', locale: 'en' });
      const [code] = codeMessage!.params;
      expect(code).toMatch(/^\d{6}$/);
      expect(codeMessage!.text).toContain(`${code} is your verification code`);
      expect((await verify(asked.json.request, code!)).status).toBe(200);
    });
  });
}
