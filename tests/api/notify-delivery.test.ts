// Messages end to end against a real SMTP server and real stores (2 of 3): when they go out. A mail server
// that hangs or is down never slows or fails a submission, the outbox keeps the messages and delivers each
// exactly once when the server is back; the reminder and the morning list, cancelled and moved visits.

import { describe, expect, it } from 'vitest';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import manage from '../../netlify/functions/manage';
import type { BookingResponse } from '../../src/lib/api';
import { BACKOFF_MINUTES, deliverDue } from '../../src/server/notify/sender';
import { call } from '../helpers/http';
import { startSilentSmtp } from '../helpers/smtp';
import { depsNow, messageAdapters, messagesSuite, NOW, person, STAFF } from '../helpers/notify-suite';

for (const { harness, skip } of messageAdapters()) {
  describe.skipIf(skip)(`messages on ${harness.label}`, () => {
    const suite = messagesSuite(harness);
    const { later, settled, useDeps, send } = suite;

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
      await suite.smtp.stop();
      await send(contact, '/api/contact', { name: 'Vani', email: 'vani@example.org', message: 'Hello' });
      await send(appointments, '/api/appointments', { people: [person({ name: 'Geetha' })] });
      await settled();
      // Nothing reached anyone; every message waits (the callback's, the contact's, the booking's staff mail
      // and confirmation, and its reminder, due on 2 December).
      expect(suite.smtp.mails).toHaveLength(0);
      expect(await suite.store.outbox.counts()).toEqual({ pending: 5, failed: 0 });
      const troubled = await suite.store.outbox.troubled(10);
      expect(troubled.map((m) => m.status)).toEqual(['pending', 'pending', 'pending', 'pending']);

      // The server is back; after the back-off the scheduled run delivers each message exactly once.
      await suite.smtp.start();
      suite.clock = new Date(NOW.getTime() + BACKOFF_MINUTES[0] * 60_000);
      const report = await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 });
      expect(report).toMatchObject({ sent: 4, retried: 0, failed: 0 });
      await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 });
      const subjects = suite.smtp.mails.map((m) => m.subject).sort();
      expect(subjects).toEqual([
        expect.stringMatching(/^Booking: Geetha, 3 December 2026 /),
        'Callback: Selvi, 98765 01111',
        'Message: Vani, vani@example.org',
        expect.stringMatching(/^Your appointment: Thursday, 3 December 2026 at /),
      ]);
      expect(new Set(suite.smtp.mails.map((m) => m.messageId)).size).toBe(4);
      expect(await suite.store.outbox.counts()).toEqual({ pending: 1, failed: 0 });
      expect(await suite.store.outbox.troubled(10)).toEqual([]);
    });

    it('the reminder goes out the day before at 9 AM, the morning list at 7 AM, each once', async () => {
      await send(appointments, '/api/appointments', {
        people: [person({ name: 'Early', visitTime: '09:00' })],
      });
      await send(appointments, '/api/appointments', {
        people: [person({ name: 'Later', visitTime: '16:00', email: '' })],
      });
      await settled();
      await suite.smtp.received(3); // two staff mails, one confirmation
      suite.smtp.mails.length = 0;

      // 2 December, 8:59 in India: not yet. 9:00: the reminder (to the one who gave an email).
      suite.clock = new Date('2026-12-02T03:29:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 })).sent).toBe(0);
      suite.clock = new Date('2026-12-02T03:30:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 })).sent).toBe(1);
      expect(suite.smtp.mails[0]!.subject).toMatch(/^Reminder: your appointment tomorrow, 3 December 2026 at /);

      // 3 December, 6:59: no list yet; 7:05: the day's list, by time; again: nothing more.
      suite.clock = new Date('2026-12-03T01:29:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000, digest: true })).sent).toBe(0);
      suite.clock = new Date('2026-12-03T01:35:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000, digest: true })).sent).toBe(1);
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000, digest: true })).sent).toBe(0);
      const digest = suite.smtp.mails[1]!;
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
      await suite.smtp.received(4); // two staff mails, two confirmations
      suite.smtp.mails.length = 0;

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
      const [moveMail] = await suite.smtp.received(1);
      expect(moveMail!.to).toMatchObject({ value: [{ address: 'moving@example.org' }] });
      const newToken = (moved.json as { token?: string | null }).token;
      expect(newToken).toBeTruthy();
      expect(moveMail!.text).toContain(`#${newToken}`);
      expect(moveMail!.text).not.toContain(`#${moving.json.appointments[0]?.manage}`);
      expect(moveMail!.text).toContain('11:00');
      suite.smtp.mails.length = 0;

      // 2 December, 9:00 in India: the reminders due for 3 December find no visit still on that date.
      suite.clock = new Date('2026-12-02T03:30:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 })).sent).toBe(0);
      // 4 December, 9:00: the moved visit's reminder, for 5 December at 11:00.
      suite.clock = new Date('2026-12-04T03:30:00.000Z');
      expect((await deliverDue(await depsNow(), { limit: 100, budgetMs: 20_000 })).sent).toBe(1);
      const [reminder] = suite.smtp.mails;
      expect(reminder!.to).toMatchObject({ value: [{ address: 'moving@example.org' }] });
      expect(reminder!.subject).toMatch(/^Reminder: your appointment tomorrow, 5 December 2026 at /);
      expect(reminder!.text).toContain('11:00');
      expect(suite.smtp.mails).toHaveLength(1);
    });

    it('NOTIFY_INSTANT=off: no mail to staff per request; the patient still gets a confirmation', async () => {
      useDeps({ NOTIFY_INSTANT: 'off' });
      await send(callbacks, '/api/callbacks', { name: 'Quiet', mobile: '9876502222' });
      await send(appointments, '/api/appointments', { people: [person({ name: 'Quiet' })] });
      await settled();
      const [mail] = await suite.smtp.received(1);
      expect(mail!.subject).toMatch(/^Your appointment: /);
      expect(suite.smtp.mails).toHaveLength(1);
    });
  });
}
