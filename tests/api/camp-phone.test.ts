// Camp messages on the phone a registrant chose, on BOTH store adapters, through the camps function, the
// sender and the fake providers (tests/helpers/fake-whatsapp.ts, fake-sms.ts check the request shapes and
// each SMS against its DLT template): a Tamil WhatsApp registration gets its Tamil confirmation with its
// token and a link that opens the registration; an SMS one gets the DLT text; a date called off tells both.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import camps from '../../netlify/functions/camps';
import type { CampRegisteredResponse } from '../../src/lib/camp-registrations';
import { setDeps, type Deps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { deliverDue } from '../../src/server/notify/sender';
import type { Store } from '../../src/server/store/port';
import { startFakeSms, type FakeSms } from '../helpers/fake-sms';
import { startFakeWhatsApp, type FakeWhatsApp } from '../helpers/fake-whatsapp';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Friday 20 November 2026, 10:00 in India: the next Kodambakkam camp is Thursday 26 November.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const CAMP = 'chennai-kodambakkam';
const DATE = '2026-12-03';

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`camp messages on the phone on ${harness.label}`, () => {
    let store: Store;
    let wa: FakeWhatsApp;
    let sms: FakeSms;
    const deps = (): Deps => ({
      storeName: () => store.name,
      config: configFromEnv({
        RATE_LIMIT_PER_MINUTE: '0',
        NOTIFY_INSTANT: 'off',
        NOTIFY_DIGEST: 'off',
        SITE_URL: 'https://clinic.example',
        SESSION_SECRET: 'camp-phone-suite-session-secret-0123456789',
        ...wa.env,
        ...sms.env,
      }),
      now: () => NOW,
      store: () => Promise.resolve(store),
      sleep: async () => {},
    });
    const deliver = () => deliverDue(deps(), { limit: 100, budgetMs: 60_000, transport: null });
    const register = async (phone: string, channel: 'whatsapp' | 'sms', lang: 'en' | 'ta') => {
      const res = await call<CampRegisteredResponse>(camps, '/api/camps/register', {
        body: { camp: CAMP, date: DATE, name: 'Camp Phone', phone, village: 'Saligramam', people: 1, channel, lang },
        headers: { 'accept-language': lang },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json;
    };

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
      store = await harness.create(() => NOW);
      setDeps(deps());
    });

    it('WhatsApp and SMS registrants get their confirmation on their channel; a date called off tells them', async () => {
      const before = { wa: wa.sent.items.length, sms: sms.sent.items.length };
      const byWhatsApp = await register('9840022001', 'whatsapp', 'ta');
      const bySms = await register('9840022002', 'sms', 'en');
      // No email was given: only the phone messages are written (an email one would wait, email being off).
      expect(await deliver()).toMatchObject({ sent: 2, waited: 0 });

      const [confirmation] = (await wa.sent.until(before.wa + 1)).slice(before.wa);
      expect(wa.refused).toEqual([]);
      expect(confirmation).toMatchObject({ to: '919840022001', template: 'camp_confirmed', locale: 'ta' });
      expect(confirmation!.params[3]).toBe(String(byWhatsApp.token));
      expect(confirmation!.text).toContain('டோக்கன்');
      expect(confirmation!.params[4]).toBe(`https://clinic.example/ta/camps/registration#${byWhatsApp.link}`);
      expect(confirmation!.text).not.toContain('Camp Phone');

      const [text] = (await sms.sent.until(before.sms + 1)).slice(before.sms);
      expect(sms.refused).toEqual([]);
      expect(text).toMatchObject({ to: '919840022002', template: 'camp_confirmed', locale: 'en', encoding: 'GSM-7' });
      expect(text!.text).toContain(`token no. ${bySms.token}`);

      await store.camps.cancelDate(CAMP, DATE, 40, NOW.getTime());
      await deliver();
      const [calledOff] = (await wa.sent.until(before.wa + 2)).slice(before.wa + 1);
      expect(calledOff).toMatchObject({ to: '919840022001', template: 'camp_called_off', locale: 'ta' });
      const [smsOff] = (await sms.sent.until(before.sms + 2)).slice(before.sms + 1);
      expect(smsOff).toMatchObject({ to: '919840022002', template: 'camp_called_off', locale: 'en' });
      expect(sms.refused).toEqual([]);
    });
  });
}
