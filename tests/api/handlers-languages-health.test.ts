// The public endpoints against every store adapter (4 of 4): answers and records in the visitor's language,
// a store that fails or cannot be reached (503/500, nothing leaked, no personal data logged), contactsection
// and health.

import { describe, expect, it } from 'vitest';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import contactsection from '../../netlify/functions/contactsection';
import donation from '../../netlify/functions/donation';
import health from '../../netlify/functions/health';
import type { ApiErrorBody, BookingResponse, ContactSectionResponse } from '../../src/lib/api';
import { en, ta as taMessages } from '../helpers/messages';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import type { Store } from '../../src/server/store/port';
import type { HealthAnswer } from '../helpers/answers';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';
import { donationOk, handlersSuite, person, post } from '../helpers/handlers-suite';

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`handlers on ${harness.label}`, () => {
    const suite = handlersSuite(harness);
    const { logs, useDeps } = suite;

    describe('languages', () => {
      const ta = taMessages;
      const tamil = { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' };

      it('records the language of the page each submission came from (English when none is sent)', async () => {
        await post(callbacks, '/api/callbacks', { name: 'Arun', mobile: '9876543210', lang: 'ta' }, { headers: tamil });
        await post(callbacks, '/api/callbacks', { name: 'Bala', mobile: '9876543211' });
        const saved = await suite.store.records.list('callbacks');
        expect(saved.find((r) => r.name === 'Arun')).toMatchObject({ lang: 'ta' });
        expect(saved.find((r) => r.name === 'Bala')).toMatchObject({ lang: 'en' });
        await post(contact, '/api/contact', { name: 'Arun', email: 'a@example.org', message: 'வணக்கம்', lang: 'ta' });
        expect((await suite.store.records.list('contacts'))[0]).toMatchObject({ lang: 'ta', message: 'வணக்கம்' });
        await post(donation, '/api/donation', { ...donationOk, lang: 'ta' }, { headers: tamil });
        expect((await suite.store.records.list('donations'))[0]).toMatchObject({
          lang: 'ta',
          frequency: 'One time',
          paymentMode: 'UPI',
        });
        const res = await post(
          appointments,
          '/api/appointments',
          { people: [person()], lang: 'ta' },
          { headers: tamil },
        );
        expect(res.status).toBe(200);
        const [booked] = await suite.store.records.list('bookings');
        // The same data as from the English page: weekday and time as the server writes them.
        expect(booked).toMatchObject({ lang: 'ta', visitDay: 'Tuesday', visitTime: '10:30' });
      });

      it('answers in Tamil when asked (Accept-Language), slots and weekdays included', async () => {
        const bad = await post<ApiErrorBody>(
          donation,
          '/api/donation',
          { ...donationOk, amount: '60000', panno: 'X1', lang: 'ta' },
          { headers: tamil },
        );
        expect(bad.status).toBe(400);
        expect(bad.json.error).toBe(ta['donation.pan.invalid']);
        expect(await suite.store.records.list('donations')).toEqual([]);
        const ok = await post<BookingResponse>(
          appointments,
          '/api/appointments',
          { people: [person({ visitTime: '13:30' })] },
          { headers: tamil },
        );
        expect(ok.json.message).toContain(ta['day.Tuesday']);
        expect(ok.json.message).toContain(ta['time.afternoon'].replace('{time}', '1:30'));
        const clash = await post<ApiErrorBody>(
          appointments,
          '/api/appointments',
          { people: [person({ name: 'Kumar', visitTime: '13:30' })] },
          { headers: tamil },
        );
        expect(clash.status).toBe(409);
        expect(clash.json.error).toContain('Kumar');
        expect(clash.json.error).toContain(ta['time.afternoon'].replace('{time}', '1:30'));
        expect(clash.json.error).not.toMatch(/PM|slot/);
        const notFound = await call<ApiErrorBody>(callbacks, '/api/nowhere', { headers: tamil });
        expect(notFound.json.error).toBe(ta['http.notFound']);
        // Without the header, the same request is answered in English.
        const english = await post<ApiErrorBody>(donation, '/api/donation', {
          ...donationOk,
          amount: '60000',
          panno: 'X1',
        });
        expect(english.json.error).toBe(en['donation.pan.invalid']);
      });

      it('refuses an unknown language and stores nothing', async () => {
        const res = await post(callbacks, '/api/callbacks', { name: 'Arun', mobile: '9876543210', lang: 'fr' });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({ success: false, error: en['form.language'], fields: { lang: en['form.language'] } });
        expect(await suite.store.records.list('callbacks')).toEqual([]);
      });
    });

    describe('store outage and failures', () => {
      it('503 with a retry message and no internals when the store fails', async () => {
        const { StoreUnavailableError } = await import('../../src/server/errors');
        const broken = {
          ...suite.store,
          records: {
            ...suite.store.records,
            add: () =>
              Promise.reject(new StoreUnavailableError('redis add failed: ECONNREFUSED 10.1.2.3:6379 secret-token')),
          },
        } as Store;
        useDeps({ RATE_LIMIT_PER_MINUTE: '0' }, () => Promise.resolve(broken));
        const res = await post(contact, '/api/contact', { name: 'Meena', email: 'meena@example.org', message: 'hi' });
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('30');
        expect(res.json).toEqual({ success: false, error: en['http.storeUnavailable'] });
        expect(JSON.stringify(res.json)).not.toMatch(/ECONN|redis|token/i);
        expect(logs.join('\n')).toMatch(/store_error/);
      });

      it('500 with a generic message on an unexpected error, details only in the log', async () => {
        const broken = {
          ...suite.store,
          records: {
            ...suite.store.records,
            add: () => Promise.reject(new TypeError('boom at line 42')),
          },
        } as Store;
        useDeps({ RATE_LIMIT_PER_MINUTE: '0' }, () => Promise.resolve(broken));
        const res = await post(contact, '/api/contact', { name: 'Meena', email: 'meena@example.org', message: 'hi' });
        expect(res.status).toBe(500);
        expect(res.json).toEqual({ success: false, error: en['http.internal'] });
        expect(logs.join('\n')).toMatch(/boom at line 42/);
      });

      it('503 when the configured Redis cannot be reached (a real refused connection)', async () => {
        const { resetStore } = await import('../../src/server/store');
        await resetStore();
        setDeps({
          config: configFromEnv({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '0' }),
          now: () => suite.clock,
        });
        const started = Date.now();
        const res = await post(contact, '/api/contact', { name: 'Meena', email: 'meena@example.org', message: 'hi' });
        expect(res.status).toBe(503);
        expect(Date.now() - started).toBeLessThan(5_000);
        await resetStore();
      });

      it('production without Upstash settings: 503 everywhere, the reason only in the logs', async () => {
        const { resetStore } = await import('../../src/server/store');
        await resetStore();
        setDeps({
          config: configFromEnv({ CONTEXT: 'production', REDIS_URL: 'redis://127.0.0.1:1' }),
          now: () => suite.clock,
        });
        const res = await post(callbacks, '/api/callbacks', { name: 'A', mobile: '9876543210' });
        expect(res.status).toBe(503);
        expect(JSON.stringify(res.json)).not.toMatch(/UPSTASH/);
        expect(logs.join('\n')).toMatch(/UPSTASH_REDIS_REST_URL/);
        const h = await call<HealthAnswer>(health, '/api/health');
        expect(h.status).toBe(503);
        expect(h.json.ok).toBe(false);
        await resetStore();
      });

      it('logs carry no personal data', async () => {
        useDeps({ RATE_LIMIT_PER_MINUTE: '1' });
        await post(contact, '/api/contact', {
          name: 'Meenakshi Sundaram',
          email: 'meenakshi@example.org',
          message: 'my knee',
        });
        await post(contact, '/api/contact', {
          name: 'Meenakshi Sundaram',
          email: 'meenakshi@example.org',
          message: 'my knee',
        });
        await post(callbacks, '/api/callbacks', { name: 'Meenakshi Sundaram', mobile: '9123456789', website: 'x' });
        await post(
          callbacks,
          '/api/callbacks',
          { name: 'Meenakshi Sundaram', mobile: '9123456789' },
          { headers: { origin: 'https://evil.example' } },
        );
        const all = logs.join('\n');
        expect(logs.length).toBeGreaterThan(0);
        expect(all).not.toMatch(/Meenakshi|meenakshi@|9123456789|knee|203\.0\.113\.7/);
      });
    });

    describe('contactsection and health', () => {
      it('GET /api/contactsection -> { success, data } with the public contact details', async () => {
        const res = await call<ContactSectionResponse>(contactsection, '/api/contactsection');
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.json.success).toBe(true);
        expect(res.json.data.phones).toHaveLength(3);
        expect(res.json.data).toHaveProperty('whatsapp');
        expect((await call(contactsection, '/api/contactsection', { body: {} })).status).toBe(405);
      });

      it('GET /api/health reports the adapter from the environment, never a secret', async () => {
        setDeps({ config: configFromEnv({}) });
        expect((await call(health, '/api/health')).json).toEqual({ ok: true, store: 'embedded' });
        setDeps({ config: configFromEnv({ REDIS_URL: 'redis://user:hunter2@127.0.0.1:6379' }) });
        expect((await call(health, '/api/health')).json).toEqual({ ok: true, store: 'redis' });
        setDeps({
          config: configFromEnv({
            CONTEXT: 'production',
            UPSTASH_REDIS_REST_URL: 'https://x.upstash.io',
            UPSTASH_REDIS_REST_TOKEN: 'tok-secret',
          }),
        });
        const res = await call(health, '/api/health');
        expect(res.json).toEqual({ ok: true, store: 'redis' });
        expect(res.headers.get('cache-control')).toBe('no-store');
      });
    });
  });
}
