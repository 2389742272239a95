// Messages on the phone a patient has, on BOTH store adapters, through the functions, the sender and fake
// providers on localhost (tests/helpers/fake-whatsapp.ts, fake-sms.ts) that check the documented request
// shapes: a Tamil booking with no email gets its Tamil WhatsApp confirmation whose link opens the booking;
// signed status webhooks move it on (unsigned ones change nothing); a failed WhatsApp text goes once by SMS
// (matching its DLT template); STOP in Tamil ends WhatsApp for that phone; a channel without settings keeps
// its messages waiting with the reason staff read; the per-phone daily cap holds.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import appointments from '../../netlify/functions/appointments';
import donation from '../../netlify/functions/donation';
import manage from '../../netlify/functions/manage';
import webhooks from '../../netlify/functions/phone-webhooks';
import type { BookingResponse, ManageOpenedResponse } from '../../src/lib/api';
import { setDeps, type Deps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { phoneKey } from '../../src/server/notify/phone/keys';
import { deliverDue } from '../../src/server/notify/sender';
import { outboxState } from '../../src/server/services/staff/outbox';
import type { Store } from '../../src/server/store/port';
import { donationBody, personBody } from '../helpers/bodies';
import { replyEvent, signed, startFakeWhatsApp, statusEvent, WA, type FakeWhatsApp } from '../helpers/fake-whatsapp';
import { SMS, smsReport, startFakeSms, type FakeSms } from '../helpers/fake-sms';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Monday 30 November 2026, 10:00 in India.
const NOW = new Date('2026-11-30T04:30:00.000Z');

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`phone messages on ${harness.label}`, () => {
    let store: Store;
    let wa: FakeWhatsApp;
    let sms: FakeSms;
    let channels: Record<string, string> = {};
    const deps = (): Deps => ({
      storeName: () => store.name,
      config: configFromEnv({
        RATE_LIMIT_PER_MINUTE: '0',
        NOTIFY_INSTANT: 'off',
        NOTIFY_DIGEST: 'off',
        SITE_URL: 'https://clinic.example',
        SESSION_SECRET: 'phone-suite-session-secret-0123456789abcdef',
        ...channels,
      }),
      now: () => NOW,
      store: () => Promise.resolve(store),
      sleep: async () => {},
    });
    const deliver = () => deliverDue(deps(), { limit: 100, budgetMs: 60_000, transport: null });
    /** Book on `phone` with no email, from the Tamil page, choosing `channel`. */
    const book = async (phone: string, time: string, channel = 'whatsapp', extra: Record<string, unknown> = {}) => {
      const res = await call<BookingResponse>(appointments, '/api/appointments', {
        body: {
          lang: 'ta',
          people: [personBody({ phone, email: '', visitDate: '2026-12-02', visitTime: time })],
          notifyChannel: channel,
          notifyPhone: phone,
          ...extra,
        },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json;
    };
    const hook = (event: unknown, secret?: string) =>
      call(webhooks, '/api/whatsapp/webhook', { ...signed(event, secret), noOrigin: true });

    beforeAll(async () => {
      await harness.setup();
      [wa, sms] = await Promise.all([startFakeWhatsApp(), startFakeSms()]);
    });
    afterAll(async () => {
      setDeps(null);
      await Promise.all([wa.stop(), sms.stop()]);
      await harness.teardown();
    });
    beforeEach(async () => {
      channels = { ...wa.env, ...sms.env };
      store = await harness.create(() => NOW);
      setDeps(deps());
    });

    it('a Tamil booking without email: the Tamil WhatsApp confirmation, its link opens the booking, signed statuses count', async () => {
      const before = wa.sent.items.length;
      const booked = await book('9840011001', '10:00');
      await deliver();
      const [confirmation] = (await wa.sent.until(before + 1)).slice(before);
      expect(wa.refused).toEqual([]);
      expect(confirmation).toMatchObject({ to: '919840011001', template: 'booking_confirmation', locale: 'ta' });
      expect(confirmation!.params.slice(2, 3)).toEqual([booked.registerNumbers[0]]);
      expect(confirmation!.text).toContain('முன்பதிவு');
      // The link is the Tamil manage page with the booking's token; it opens that booking.
      const link = confirmation!.params[3]!;
      expect(link).toMatch(/^https:\/\/clinic\.example\/ta\/appointment\/manage#/);
      const opened = await call<ManageOpenedResponse>(manage, '/api/appointments/manage', {
        body: { token: link.split('#')[1] },
      });
      expect(opened.status).toBe(200);
      expect(opened.json.appointment.registerNumber).toBe(booked.registerNumbers[0]);
      // An unsigned (or wrongly signed) webhook is refused and changes nothing; a signed one moves it on.
      const delivered = statusEvent(confirmation!.id, 'delivered', confirmation!.to);
      expect((await hook(delivered, 'not-the-secret')).status).toBe(401);
      expect((await outboxState(store, deps().config, NOW)).deliveries[0]).toMatchObject({ status: 'sent' });
      expect((await hook(delivered)).status).toBe(200);
      expect((await hook(statusEvent(confirmation!.id, 'sent', confirmation!.to))).status).toBe(200);
      const state = await outboxState(store, deps().config, NOW);
      expect(state.deliveries[0]).toMatchObject({ channel: 'whatsapp', status: 'delivered', phone: '98******01' });
      expect(JSON.stringify(state)).not.toContain('9840011001');
      expect(state.month.channels.find((c) => c.channel === 'whatsapp')).toEqual({
        channel: 'whatsapp',
        count: 1,
        rupees: 0.12,
      });
      // Meta's handshake.
      const q = `hub.mode=subscribe&hub.verify_token=${WA.verifyToken}&hub.challenge=1158201444`;
      const shake = await call(webhooks, `/api/whatsapp/webhook?${q}`, { method: 'GET', noOrigin: true });
      expect([shake.status, shake.json]).toEqual([200, 1158201444]);
      const wrong = await call(
        webhooks,
        '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1',
        {
          method: 'GET',
          noOrigin: true,
        },
      );
      expect(wrong.status).toBe(403);
    });

    it('a failed WhatsApp text goes once by SMS (its DLT template, Tamil in UCS-2); the SMS report counts', async () => {
      const before = { wa: wa.sent.items.length, sms: sms.sent.items.length };
      await book('9840011002', '10:30', 'whatsapp', { smsFallback: true });
      await deliver();
      const [text] = (await wa.sent.until(before.wa + 1)).slice(before.wa);
      const failed = statusEvent(text!.id, 'failed', text!.to);
      expect((await hook(failed)).status).toBe(200);
      expect((await hook(failed)).status).toBe(200);
      await deliver();
      const [fallback] = (await sms.sent.until(before.sms + 1)).slice(before.sms);
      expect(sms.refused).toEqual([]);
      expect(fallback).toMatchObject({
        to: '919840011002',
        template: 'booking_confirmation',
        locale: 'ta',
        encoding: 'UCS-2',
      });
      expect(fallback!.parts).toBeGreaterThan(1);
      await deliver();
      expect(sms.sent.items.length).toBe(before.sms + 1);
      const report = await call(webhooks, `/api/sms/report?token=${SMS.webhookToken}`, {
        body: smsReport(fallback!.requestId, fallback!.to, 'DELIVERED'),
        noOrigin: true,
      });
      expect(report.status).toBe(200);
      const forged = await call(webhooks, '/api/sms/report?token=wrong', {
        body: smsReport(fallback!.requestId, fallback!.to, 'FAILED'),
        noOrigin: true,
      });
      expect(forged.status).toBe(401);
      const state = await outboxState(store, deps().config, NOW);
      const of = (channel: string) => state.deliveries.find((d) => d.channel === channel);
      expect(state.deliveries).toHaveLength(2);
      expect(of('sms')).toMatchObject({ status: 'delivered' });
      expect(of('whatsapp')).toMatchObject({ status: 'failed' });
      expect(of('whatsapp')!.error).toContain('131026');
    });

    it('STOP in Tamil ends WhatsApp for that phone at once; choosing it again on a new booking opts back in', async () => {
      const phone = '9840011003';
      const before = wa.sent.items.length;
      await book(phone, '11:00');
      await deliver();
      await wa.sent.until(before + 1);
      expect((await hook(replyEvent(`91${phone}`, ' நிறுத்து '))).status).toBe(200);
      expect(await store.messaging.optedOut('whatsapp', phoneKey(phone))).toBe(true);
      // The reminder (due the day before) is skipped for the stopped phone.
      const later = () => new Date('2026-12-01T04:00:00.000Z');
      await deliverDue({ ...deps(), now: later }, { limit: 100, budgetMs: 60_000, transport: null });
      expect(wa.sent.items.length).toBe(before + 1);
      await book(phone, '11:30');
      expect(await store.messaging.optedOut('whatsapp', phoneKey(phone))).toBe(false);
    });

    it('without its settings a channel keeps its messages waiting (staff read why), then sends them', async () => {
      channels = {};
      setDeps(deps());
      const before = wa.sent.items.length;
      await book('9840011004', '12:00');
      const report = await deliver();
      expect(report.waiting).toBe(true);
      channels = { ...sms.env };
      setDeps(deps());
      expect((await deliver()).waited).toBe(1);
      const state = await outboxState(store, deps().config, NOW);
      expect(state.channels.find((c) => c.channel === 'whatsapp')).toMatchObject({ on: false });
      expect(state.troubled[0]).toMatchObject({ status: 'pending', attempts: 0 });
      expect(state.troubled[0]!.error).toContain('WHATSAPP_ACCESS_TOKEN');
      channels = { ...wa.env, ...sms.env };
      setDeps(deps());
      await deliverDue(
        { ...deps(), now: () => new Date(NOW.getTime() + 31 * 60_000) },
        { limit: 100, budgetMs: 60_000, transport: null },
      );
      expect((await wa.sent.until(before + 1)).at(-1)).toMatchObject({ to: '919840011004' });
    });

    it("a donor who opted in gets the acknowledgement on WhatsApp: the pledge's reference, nothing typed", async () => {
      const before = wa.sent.items.length;
      const res = await call<{ reference: string }>(donation, '/api/donation', {
        body: { ...donationBody, mobno: '9840011006', notifyChannel: 'whatsapp', lang: 'ta' },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      await deliver();
      const [ack] = (await wa.sent.until(before + 1)).slice(before);
      expect(ack).toMatchObject({
        to: '919840011006',
        template: 'donation_ack',
        locale: 'ta',
        params: [res.json.reference],
      });
      const none = await call(donation, '/api/donation', { body: { ...donationBody, notifyChannel: 'telegram' } });
      expect(none.status).toBe(400);
    });

    it('a phone gets at most PHONE_CAP_PER_DAY texts a day', async () => {
      channels = { ...wa.env, PHONE_CAP_PER_DAY: '2' };
      setDeps(deps());
      const before = wa.sent.items.length;
      for (const time of ['14:00', '14:30', '15:00']) await book('9840011005', time);
      await deliver();
      await wa.sent.until(before + 2);
      await deliver();
      expect(wa.sent.items.slice(before).filter((s) => s.to === '919840011005')).toHaveLength(2);
    });
  });
}
