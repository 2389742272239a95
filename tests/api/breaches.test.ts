// The breach tool end to end on every store, with a real SMTP server: admin records a breach (refused with
// a specific message when a part is missing), the people affected are those whose records of the chosen
// kinds came in within the window (one notice per mailbox; a record with only a phone gets a text, which
// waits here with SMS not set up: tests/api/privacy-phone.test.ts sends it), the
// preview is in both languages, each person gets the notice in their own language naming the privacy
// contact, sending again sends nobody twice; the Board's first notice and report are kept, and staff are
// reminded at 48 hours only while the report is missing.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import type { Breach, BreachList, BreachPreview } from '../../src/lib/breaches';
import { site } from '../../src/lib/site';
import { getDeps } from '../../src/server/deps';
import { setLogSink } from '../../src/server/log';
import { deliverDue } from '../../src/server/notify/sender';
import { staffSuite } from '../helpers/admin-session';
import { donationBody } from '../helpers/bodies';
import { call } from '../helpers/http';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';
import { allAdapters } from '../helpers/stores';

// Tuesday 8 December 2026, 10:00 in India.
const NOW = new Date('2026-12-08T04:30:00.000Z');
const HOUR = 3_600_000;
const STAFF = 'desk@clinic.example';
const tamil = { 'accept-language': 'ta-IN,ta;q=0.9' };
const both = (en: string) => ({ en, ta: `${en} (தமிழில்)` });
const notice = {
  happened: both('A staff laptop with a copy of callback requests was stolen on 7 December.'),
  consequences: both('Your name, phone number and message may be seen by others.'),
  measures: both('The laptop was locked remotely and the police informed.'),
  advice: both('Be careful of calls asking for money in our name.'),
};

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  setLogSink(() => {});
});
afterAll(async () => {
  setLogSink(null);
  await smtp.stop();
});

const deliver = () => deliverDue(getDeps(), { limit: 50, budgetMs: 10_000 });

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`breach notices on ${harness.label}`, () => {
    const suite = staffSuite(harness, {
      now: NOW,
      env: {
        get SMTP_URL() {
          return smtp.url;
        },
        NOTIFY_TO: STAFF,
        NOTIFY_DIGEST: 'off',
        MAIL_CAP_PER_RECIPIENT: '0',
        MAIL_CAP_STAFF_INSTANT: '0',
        SITE_URL: 'https://clinic.example',
      },
    });
    beforeEach(() => {
      smtp.mails.length = 0;
    });
    const at = (ms: number) => {
      suite.clock = new Date(ms);
    };

    it('records, previews in both languages, notifies each affected mailbox once, keeps the Board steps', async () => {
      // Before the window, within it (two callbacks of one mailbox, one Tamil donor, one with no email), after.
      at(NOW.getTime() - 10 * HOUR);
      await call(callbacks, '/api/callbacks', {
        body: { name: 'Early', mobile: '9845000001', email: 'early@example.org' },
      });
      at(NOW.getTime() - 5 * HOUR);
      await call(callbacks, '/api/callbacks', {
        body: { name: 'Kumar', mobile: '9845000002', email: 'kumar@example.org' },
      });
      await call(callbacks, '/api/callbacks', {
        body: { name: 'Kumar', mobile: '9845000002', email: 'KUMAR@example.org' },
      });
      await call(callbacks, '/api/callbacks', { body: { name: 'No Mail', mobile: '9845000003' } });
      const pledged = await call(donation, '/api/donation', {
        body: { ...donationBody, email: 'valli@example.org', mobno: '9845000004', lang: 'ta' },
        headers: tamil,
      });
      expect(pledged.status).toBe(200);
      await call(contact, '/api/contact', {
        body: { name: 'Other kind', email: 'other@example.org', message: 'Hello' },
      });
      at(NOW.getTime() - HOUR);
      await call(callbacks, '/api/callbacks', {
        body: { name: 'Late', mobile: '9845000005', email: 'late@example.org' },
      });
      at(NOW.getTime());
      const before = (await deliver()).sent; // the staff notices and acknowledgements of those submissions
      await smtp.received(before);

      const found = new Date(NOW.getTime() - 2 * HOUR).toISOString();
      const window = {
        from: new Date(NOW.getTime() - 6 * HOUR).toISOString(),
        to: new Date(NOW.getTime() - 2 * HOUR).toISOString(),
      };
      const missing = await suite.post<{ fields: Record<string, string> }>('/api/admin/breaches', {
        title: 'Stolen laptop',
        found,
        kinds: ['callbacks', 'donations'],
        ...window,
        notice: { ...notice, advice: { en: 'Be careful.', ta: '' } },
      });
      expect(missing.status).toBe(400);
      expect(missing.json.fields).toEqual({
        'advice.ta': 'Write each part of the notice in English and Tamil (2 to 2000 characters).',
      });
      const recorded = await suite.post<{ breach: Breach }>('/api/admin/breaches', {
        title: 'Stolen laptop',
        found,
        kinds: ['callbacks', 'donations'],
        ...window,
        notice,
      });
      expect(recorded.status, JSON.stringify(recorded.json)).toBe(200);
      const { id } = recorded.json.breach;

      const preview = await suite.post<BreachPreview>(`/api/admin/breaches/${id}/preview`);
      expect(preview.json).toMatchObject({ people: 3, byPhone: 1, unreachable: 0 });
      expect(preview.json.mails.en.text).toContain(notice.happened.en);
      expect(preview.json.mails.en.text).toContain(site.privacy.contact.name);
      expect(preview.json.mails.ta.text).toContain(notice.happened.ta);
      expect(preview.json.mails.ta.subject).toContain('தரவு மீறல்');

      const sent = await suite.post<{ breach: Breach }>(`/api/admin/breaches/${id}/notify`);
      expect(sent.json.breach.notified).toBe(3);
      await deliver();
      const mails = (await smtp.received(before + 2)).slice(before);
      // One notice per mailbox, to the address as one of its records spells it.
      const to = (address: string) => mails.find((m) => JSON.stringify(m.to).toLowerCase().includes(address));
      expect(to('kumar@example.org')!.text).toContain(notice.consequences.en);
      expect(to('valli@example.org')!.text).toContain(notice.consequences.ta);
      expect(to('valli@example.org')!.html).toContain('<html lang="ta">');
      expect(mails.some((m) => JSON.stringify(m.to).match(/early@|late@|other@/))).toBe(false);
      expect((await suite.post<{ breach: Breach }>(`/api/admin/breaches/${id}/notify`)).json.breach.notified).toBe(3);

      const first = await suite.post<{ breach: Breach }>(`/api/admin/breaches/${id}/board`, {
        step: 'first',
        text: 'Intimation sent on the Board portal, reference DPB/2026/0001.',
      });
      expect(first.json.breach.board.first).toMatchObject({ atMs: NOW.getTime(), by: 'First admin' });
      const listed = (await suite.get<BreachList>('/api/admin/breaches')).json;
      expect(
        listed.breaches.map((b) => [b.title, b.notified, Boolean(b.board.first), Boolean(b.board.report)]),
      ).toEqual([['Stolen laptop', 3, true, false]]);

      // 48 hours after it was found, the report is still missing: staff are reminded.
      at(Date.parse(found) + 48 * HOUR);
      await deliver();
      const reminder = (await smtp.received(before + 3))[before + 2];
      expect(reminder!.to).toMatchObject({ value: [{ address: STAFF }] });
      expect(reminder!.subject).toContain('Stolen laptop');
      expect(reminder!.subject).toContain('report is due');
    });

    it('once the report is recorded no reminder goes; a step that is none is refused', async () => {
      const found = new Date(NOW.getTime() - HOUR).toISOString();
      const recorded = await suite.post<{ breach: Breach }>('/api/admin/breaches', {
        title: 'Misdirected mail',
        found,
        kinds: ['bookings'],
        from: new Date(NOW.getTime() - 24 * HOUR).toISOString(),
        to: NOW.toISOString(),
        notice,
      });
      const { id } = recorded.json.breach;
      const report = await suite.post<{ breach: Breach }>(`/api/admin/breaches/${id}/board`, {
        step: 'report',
        text: 'Detailed report: facts, circumstances, reasons, measures, findings, people told.',
      });
      expect(report.json.breach.board.report?.text).toContain('Detailed report');
      expect((await suite.post(`/api/admin/breaches/${id}/board`, { step: 'later', text: 'x' })).status).toBe(400);
      smtp.mails.length = 0;
      at(Date.parse(found) + 71 * HOUR);
      expect((await deliver()).sent).toBe(0);
      expect(smtp.mails).toEqual([]);
    });
  });
}
