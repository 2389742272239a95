// Phone messages where staff and the manage link act, on BOTH store adapters: a closure over booked visits
// tells each affected patient on their channel with the link to pick another time; the patient changes
// WhatsApp to SMS from the manage link and the cancel's confirmation comes by SMS; the staff outbox page
// shows each channel, this month's count and cost, every delivery (phones masked), and sends a failed
// one again.

import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import appointments from '../../netlify/functions/appointments';
import manage from '../../netlify/functions/manage';
import webhooks from '../../netlify/functions/phone-webhooks';
import type { BookingResponse, ManageMessagesResponse, ManageOpenedResponse } from '../../src/lib/api';
import type { OutboxState } from '../../src/lib/staff-api';
import { getDeps } from '../../src/server/deps';
import { deliverDue } from '../../src/server/notify/sender';
import { staffSuite } from '../helpers/admin-session';
import type { DataAnswer } from '../helpers/answers';
import { personBody } from '../helpers/bodies';
import { signed, startFakeWhatsApp, statusEvent, type FakeWhatsApp } from '../helpers/fake-whatsapp';
import { startFakeSms, type FakeSms } from '../helpers/fake-sms';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`phone messages and staff on ${harness.label}`, () => {
    let wa: FakeWhatsApp;
    let sms: FakeSms;
    // Filled before the staff suite starts (the fakes' ports are known then).
    const env: Record<string, string> = {
      NOTIFY_INSTANT: 'off',
      NOTIFY_DIGEST: 'off',
      SITE_URL: 'https://clinic.example',
    };
    beforeAll(async () => {
      [wa, sms] = await Promise.all([startFakeWhatsApp(), startFakeSms()]);
      Object.assign(env, wa.env, sms.env);
    });
    afterAll(() => Promise.all([wa.stop(), sms.stop()]));
    const suite = staffSuite(harness, { now: NOW, env });
    const deliver = () => deliverDue(getDeps(), { limit: 100, budgetMs: 60_000, transport: null });
    const book = async (phone: string, date: string, time: string) => {
      const res = await call<BookingResponse>(appointments, '/api/appointments', {
        body: {
          people: [personBody({ phone, email: '', visitDate: date, visitTime: time })],
          notifyChannel: 'whatsapp',
          notifyPhone: phone,
        },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.appointments[0]!;
    };

    it('a closure tells each affected patient on their channel, with the link to pick another time', async () => {
      await book('9841100001', '2026-12-10', '10:00');
      await book('9841100002', '2026-12-10', '11:00');
      await book('9841100003', '2026-12-11', '10:00');
      await deliver();
      const before = wa.sent.items.length;
      const closed = await suite.post('/api/admin/closures', {
        from: '2026-12-10',
        to: '2026-12-10',
        reason: 'Festival',
      });
      expect(closed.status).toBe(200);
      await deliver();
      const told = (await wa.sent.until(before + 2)).slice(before);
      expect(told.map((t) => [t.to, t.template]).sort()).toEqual([
        ['919841100001', 'closure_notice'],
        ['919841100002', 'closure_notice'],
      ]);
      expect(told[0]!.params[2]).toMatch(/^https:\/\/clinic\.example\/appointment\/manage#/);
      // Closing it again tells nobody twice.
      await suite.post('/api/admin/closures', { from: '2026-12-10', to: '2026-12-10', reason: 'Festival' });
      await deliver();
      expect(wa.sent.items.length).toBe(before + 2);
    });

    it('WhatsApp changed to SMS from the manage link: the cancel is confirmed by SMS', async () => {
      const booked = await book('9841100004', '2026-12-14', '10:00');
      await deliver();
      const token = booked.manage!;
      const opened = await call<ManageOpenedResponse>(manage, '/api/appointments/manage', { body: { token } });
      expect(opened.json.messages).toEqual({ channel: 'whatsapp', phone: '98******04', smsFallback: false });
      const bad = await call(manage, '/api/appointments/manage/messages', { body: { token, notifyChannel: 'sms' } });
      expect(bad.status).toBe(400);
      const changed = await call<ManageMessagesResponse>(manage, '/api/appointments/manage/messages', {
        body: { token, notifyChannel: 'sms', notifyPhone: '98411 00005' },
      });
      expect(changed.status).toBe(200);
      expect(changed.json.messages).toEqual({ channel: 'sms', phone: '98******05', smsFallback: false });
      const before = sms.sent.items.length;
      expect((await call(manage, '/api/appointments/manage/cancel', { body: { token } })).status).toBe(200);
      await deliver();
      const [cancelled] = (await sms.sent.until(before + 1)).slice(before);
      expect(sms.refused).toEqual([]);
      expect(cancelled).toMatchObject({ to: '919841100005', template: 'booking_cancelled', locale: 'en' });
      expect(cancelled!.text).toContain(booked.registerNumber);
    });

    it('the outbox page: channels, this month’s count and cost, deliveries masked; a failed one sent again', async () => {
      await book('9841100006', '2026-12-15', '10:00');
      await deliver();
      const sent = wa.sent.items.at(-1)!;
      await call(webhooks, '/api/whatsapp/webhook', {
        ...signed(statusEvent(sent.id, 'failed', sent.to)),
        noOrigin: true,
      });
      const page = await suite.get<DataAnswer<OutboxState>>('/api/admin/outbox');
      expect(page.status).toBe(200);
      const state = page.json.data;
      expect(state.channels.map((c) => [c.channel, c.on])).toEqual([
        ['email', true],
        ['whatsapp', true],
        ['sms', true],
      ]);
      expect(state.month).toMatchObject({ month: '2026-11' });
      expect(state.month.channels.find((c) => c.channel === 'whatsapp')).toMatchObject({ count: 1, rupees: 0.12 });
      const failed = state.deliveries.find((d) => d.status === 'failed')!;
      expect(failed).toMatchObject({ channel: 'whatsapp', phone: '98******06' });
      expect(JSON.stringify(state)).not.toContain('9841100006');
      const before = wa.sent.items.length;
      expect((await suite.post('/api/admin/outbox/retry', { delivery: failed.id })).status).toBe(200);
      await deliver();
      expect((await wa.sent.until(before + 1)).at(-1)).toMatchObject({
        to: '919841100006',
        template: 'booking_confirmation',
      });
      expect((await suite.post('/api/admin/outbox/retry', { delivery: 'whatsapp:nope' })).status).toBe(404);
    });
  });
}
