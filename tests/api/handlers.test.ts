// Every endpoint with real Request objects, against BOTH store adapters: each status code, the honeypot,
// the rate limit, the legacy paths and payloads, the donation checks in the spec's order.

import { site } from '../../src/lib/site';
import { afterAll, afterEach, assert, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import appointmentbooking from '../../netlify/functions/appointmentbooking';
import appointments from '../../netlify/functions/appointments';
import lists from '../../netlify/functions/lists';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import contactsection from '../../netlify/functions/contactsection';
import donation from '../../netlify/functions/donation';
import health from '../../netlify/functions/health';
import type {
  ApiErrorBody,
  BookedTimesResponse,
  BookingResponse,
  ContactSectionResponse,
  DonationResponse,
} from '../../src/lib/api';
import { en, ta as taMessages } from '../helpers/messages';
import { DONATION_REFERENCE_PATTERN } from '../../src/lib/schemas/donation';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { setLogSink } from '../../src/server/log';
import type { Store } from '../../src/server/store/port';
import type { HealthAnswer } from '../helpers/answers';
import { anyString, stringMatching } from '../helpers/matchers';
import { call, solvedProof, type CallOptions, type Handler } from '../helpers/http';
import { allAdapters, searchOf } from '../helpers/stores';
import { donationBody, legacyPersonBody, personBody } from '../helpers/bodies';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');

const person = personBody;
const legacyPerson = legacyPersonBody;
const donationOk = donationBody;

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`handlers on ${harness.label}`, () => {
    let store: Store;
    let clock = NOW;
    let logs: string[] = [];

    function useDeps(
      env: Record<string, string> = { RATE_LIMIT_PER_MINUTE: '0' },
      storeOverride?: () => Promise<Store>,
    ) {
      setDeps({ config: configFromEnv(env), now: () => clock, store: storeOverride ?? (() => Promise.resolve(store)) });
    }

    beforeAll(async () => {
      await harness.setup();
    });
    afterAll(async () => {
      setDeps(null);
      setLogSink(null);
      await harness.teardown();
    });
    beforeEach(async () => {
      clock = NOW;
      store = await harness.create(() => clock);
      useDeps();
      logs = [];
      setLogSink((_level, line) => logs.push(line));
    });
    afterEach(() => {
      setLogSink(null);
    });

    /** POST `body` (every answer is JSON, never cached); T: the answer expected (see call()). */
    async function post<T = unknown>(handler: Handler, path: string, body: unknown, extra: CallOptions = {}) {
      const res = await call<T>(handler, path, { body, ...extra });
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      return res;
    }

    describe('languages', () => {
      const ta = taMessages;
      const tamil = { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' };

      it('records the language of the page each submission came from (English when none is sent)', async () => {
        await post(callbacks, '/api/callbacks', { name: 'Arun', mobile: '9876543210', lang: 'ta' }, { headers: tamil });
        await post(callbacks, '/api/callbacks', { name: 'Bala', mobile: '9876543211' });
        const saved = await store.records.list('callbacks');
        expect(saved.find((r) => r.name === 'Arun')).toMatchObject({ lang: 'ta' });
        expect(saved.find((r) => r.name === 'Bala')).toMatchObject({ lang: 'en' });
        await post(contact, '/api/contact', { name: 'Arun', email: 'a@example.org', message: 'வணக்கம்', lang: 'ta' });
        expect((await store.records.list('contacts'))[0]).toMatchObject({ lang: 'ta', message: 'வணக்கம்' });
        await post(donation, '/api/donation', { ...donationOk, lang: 'ta' }, { headers: tamil });
        expect((await store.records.list('donations'))[0]).toMatchObject({
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
        const [booked] = await store.records.list('bookings');
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
        expect(await store.records.list('donations')).toEqual([]);
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
        expect(await store.records.list('callbacks')).toEqual([]);
      });
    });

    describe('callbacks', () => {
      it('POST /api/callbacks stores a nav callback (email optional) -> 200 { success }', async () => {
        const res = await post(callbacks, '/api/callbacks', {
          name: '  Arun ',
          mobile: '98765 43210',
          email: '',
          comment: '',
        });
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ success: true, message: en['callback.saved'] });
        const [saved] = await store.records.list('callbacks');
        expect(saved).toMatchObject({ variant: 'nav', name: 'Arun', phone: '9876543210' });
        expect(saved).not.toHaveProperty('email');
      });

      it("the site's own form sends `phone`; its refusals name `phone` (the original site's `mobile` stays its own)", async () => {
        const bad = await post(callbacks, '/api/callbacks', { name: 'Devi', phone: '12345' });
        expect(bad.status).toBe(400);
        expect(bad.json).toEqual({
          success: false,
          error: 'Please enter a 10-digit mobile number',
          fields: { phone: 'Please enter a 10-digit mobile number' },
        });
        const mixed = await post<ApiErrorBody>(callbacks, '/callback', { name: 'Devi', phone: '9876543210' });
        expect(mixed.status).toBe(400);
        expect(mixed.json.fields).toMatchObject({ mobile: en['mobile.required'], phone: en['form.unknownField'] });
        expect(await store.records.list('callbacks')).toEqual([]);
        const res = await post(callbacks, '/api/callbacks', {
          name: 'Devi',
          phone: '98765 43219',
          email: 'devi@example.org',
        });
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ success: true, message: en['callback.saved'] });
        const [saved] = await store.records.list('callbacks');
        expect(saved).toMatchObject({ variant: 'nav', name: 'Devi', phone: '9876543219', email: 'devi@example.org' });
        expect(saved).not.toHaveProperty('mobile');
      });

      it('POST /callback (legacy home modal) requires the email', async () => {
        const res = await post(callbacks, '/callback', { name: 'Arun', mobile: '9876543210', email: '', comment: 'x' });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({
          success: false,
          error: 'Please enter your email',
          fields: { email: 'Please enter your email' },
        });
        const ok = await post(callbacks, '/callback', {
          name: 'Arun',
          mobile: '9876543210',
          email: 'a@example.org',
          comment: 'x',
        });
        expect(ok.status).toBe(200);
        expect((await store.records.list('callbacks'))[0]).toMatchObject({
          variant: 'home',
          email: 'a@example.org',
          comment: 'x',
        });
      });

      it("POST /api/callbacks with variant 'home' applies the home rules", async () => {
        const res = await post<ApiErrorBody>(callbacks, '/api/callbacks', {
          name: 'Arun',
          mobile: '9876543210',
          variant: 'home',
        });
        expect(res.status).toBe(400);
        expect(res.json.fields).toEqual({ email: 'Please enter your email' });
      });

      it('400 names each invalid field; the first message is the error', async () => {
        const res = await post(callbacks, '/api/callbacks', { name: '', mobile: '12345', email: 'not-an-email' });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({
          success: false,
          error: 'Please enter your name',
          fields: {
            name: 'Please enter your name',
            mobile: 'Please enter a 10-digit mobile number',
            email: 'Please enter a valid email address',
          },
        });
        expect(await store.records.list('callbacks')).toEqual([]);
      });

      it('400 on unknown fields: nothing unknown is ever stored', async () => {
        const res = await post<ApiErrorBody>(callbacks, '/api/callbacks', {
          name: 'A',
          mobile: '9876543210',
          isAdmin: true,
        });
        expect(res.status).toBe(400);
        expect(res.json.fields).toEqual({ isAdmin: en['form.unknownField'] });
      });
    });

    describe('request checks common to every public POST', () => {
      const targets: [string, Handler, string][] = [
        ['callbacks', callbacks, '/api/callbacks'],
        ['legacy callback', callbacks, '/callback'],
        ['contact', contact, '/api/contact'],
        ['appointments', appointments, '/api/appointments'],
        ['legacy appointments', appointmentbooking, '/api/appointmentbooking.php'],
        ['donation', donation, '/api/donation'],
      ];
      for (const [label, handler, path] of targets) {
        it(`${label}: 415 not JSON, 413 too large, 400 unreadable, 403 cross-site`, async () => {
          const form = await call(handler, path, {
            raw: 'name=a',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
          expect(form.status).toBe(415);
          expect(form.json).toEqual({ success: false, error: en['http.notJson'] });

          const big = await call(handler, path, { body: { name: 'x'.repeat(17 * 1024) } });
          expect(big.status).toBe(413);
          const declared = await call(handler, path, {
            raw: '{}',
            headers: { 'content-type': 'application/json', 'content-length': '999999' },
          });
          expect(declared.status).toBe(413);

          const broken = await call<ApiErrorBody>(handler, path, {
            raw: '{"name":',
            headers: { 'content-type': 'application/json' },
          });
          expect(broken.status).toBe(400);
          expect(broken.json.error).toBe(en['http.badJson']);
          const array = await call(handler, path, { body: [1, 2] });
          expect(array.status).toBe(400);

          const cross = await call(handler, path, { body: {}, headers: { origin: 'https://evil.example' } });
          expect(cross.status).toBe(403);
          expect(cross.json).toEqual({ success: false, error: en['http.badOrigin'] });
          const nullOrigin = await call(handler, path, { body: {}, headers: { origin: 'null' } });
          expect(nullOrigin.status).toBe(403);
        });
      }

      it('same-origin, no Origin (non-browser) and ALLOWED_ORIGINS pass the Origin check', async () => {
        const body = { name: 'A', email: 'a@example.org', message: 'm' };
        expect((await call(contact, '/api/contact', { body })).status).toBe(200);
        expect((await call(contact, '/api/contact', { body, noOrigin: true })).status).toBe(200);
        expect(
          (await call(contact, '/api/contact', { body, headers: { origin: 'https://www.trust.example' } })).status,
        ).toBe(403);
        useDeps({ RATE_LIMIT_PER_MINUTE: '0', ALLOWED_ORIGINS: 'https://www.trust.example/, https://trust.example' });
        expect(
          (await call(contact, '/api/contact', { body, headers: { origin: 'https://www.trust.example' } })).status,
        ).toBe(200);
        expect(await store.records.list('contacts')).toHaveLength(3);
      });

      it('405 with Allow on a wrong method; 404 on an unknown sub-route', async () => {
        const put = await call(callbacks, '/api/callbacks', { method: 'PUT', body: {} });
        expect(put.status).toBe(405);
        expect(put.headers.get('allow')).toBe('POST, GET');
        const getLegacy = await call(callbacks, '/callback');
        expect(getLegacy.status).toBe(405);
        expect(getLegacy.headers.get('allow')).toBe('POST');
        const getBooking = await call(appointmentbooking, '/api/appointmentbooking.php');
        expect(getBooking.status).toBe(405);
        const postBooked = await call(appointments, '/api/appointments/booked', { body: {} });
        expect(postBooked.status).toBe(405);
        expect(postBooked.headers.get('allow')).toBe('GET');
        const del = await call(donation, '/api/donation', { method: 'DELETE' });
        expect(del.status).toBe(405);
        const unknown = await call(appointments, '/api/appointments/nope');
        expect(unknown.status).toBe(404);
        expect(unknown.json).toEqual({ success: false, error: en['http.notFound'] });
        expect(unknown.headers.get('cache-control')).toBe('no-store');
      });

      it('401 on every admin list until staff sign-in exists, with no data', async () => {
        await store.records.add(
          'callbacks',
          { variant: 'nav', name: 'Secret', phone: '9876543210' },
          { search: searchOf('callbacks') },
        );
        for (const [handler, path] of [
          [lists, '/api/callbacks'],
          [lists, '/api/contact'],
          [lists, '/api/donation'],
          [lists, '/api/booking'],
        ] as const) {
          const res = await call(handler, path);
          expect(res.status).toBe(401);
          expect(res.json).toEqual({ success: false, error: 'Sign in required' });
          expect(res.headers.get('cache-control')).toBe('no-store');
        }
      });
    });

    describe('honeypot', () => {
      it('a filled honeypot answers the normal success shape and stores nothing', async () => {
        const trap = { website: 'http://spam.example' };
        const cb = await post(callbacks, '/api/callbacks', { name: 'Bot', mobile: '9876543210', ...trap });
        expect(cb.status).toBe(200);
        expect(cb.json).toEqual({ success: true, message: en['callback.saved'] });
        const ct = await post(contact, '/api/contact', {
          name: 'Bot',
          email: 'b@example.org',
          message: 'spam',
          ...trap,
        });
        expect(ct.json).toEqual({ success: true, message: en['contact.saved'] });
        const dn = await post<DonationResponse>(donation, '/api/donation', { ...donationOk, ...trap });
        expect(dn.status).toBe(200);
        expect(dn.json.reference).toMatch(DONATION_REFERENCE_PATTERN);
        const ap = await post(appointments, '/api/appointments', { people: [person()], ...trap });
        expect(ap.status).toBe(200);
        expect(ap.json).toMatchObject({ success: true, registerNumbers: [], appointments: [] });
        const legacy = await post(appointmentbooking, '/api/appointmentbooking.php', {
          people: [legacyPerson()],
          ...trap,
        });
        expect(legacy.json).toMatchObject({ success: true, registerNumbers: [] });
        for (const kind of ['callbacks', 'contacts', 'donations', 'bookings'] as const) {
          expect(await store.records.list(kind)).toEqual([]);
        }
        expect(await store.bookings.bookedTimes('2026-12-01')).toEqual([]);
      });

      it('an empty honeypot is ignored (not stored, not an unknown field)', async () => {
        const res = await post(callbacks, '/api/callbacks', { name: 'Asha', mobile: '9876543210', website: '' });
        expect(res.status).toBe(200);
        const [saved] = await store.records.list('callbacks');
        expect(saved).not.toHaveProperty('website');
      });
    });

    describe('rate limit', () => {
      it('429 with Retry-After past the write limit, per IP and per endpoint; next window is fresh', async () => {
        useDeps({ RATE_LIMIT_PER_MINUTE: '3' });
        clock = new Date('2026-11-20T04:30:15.000Z');
        const body = { name: 'A', email: 'a@example.org', message: 'm' };
        for (let i = 0; i < 3; i++) expect((await call(contact, '/api/contact', { body })).status).toBe(200);
        const limited = await call(contact, '/api/contact', { body });
        expect(limited.status).toBe(429);
        expect(limited.headers.get('retry-after')).toBe('45');
        expect(limited.json).toEqual({
          success: false,
          error: 'Too many requests. Please wait 45 seconds and try again.',
        });
        expect(limited.headers.get('cache-control')).toBe('no-store');
        expect(await store.records.list('contacts')).toHaveLength(3);
        // Another visitor, another endpoint: unaffected.
        expect((await call(contact, '/api/contact', { body, ip: '198.51.100.9' })).status).toBe(200);
        expect((await call(callbacks, '/api/callbacks', { body: { name: 'A', mobile: '9876543210' } })).status).toBe(
          200,
        );
        clock = new Date('2026-11-20T04:31:00.000Z');
        expect((await call(contact, '/api/contact', { body })).status).toBe(200);
      });

      it('every write request counts once, whatever its answer: invalid, honeypot, taken slot; past the limit 429 comes first', async () => {
        useDeps({ RATE_LIMIT_PER_MINUTE: '3' });
        clock = new Date('2026-11-20T04:30:15.000Z');
        const body = { name: 'A', email: 'a@example.org', message: 'm' };
        expect((await call(contact, '/api/contact', { body: { ...body, email: 'not-an-email' } })).status).toBe(400);
        expect(
          (await call(contact, '/api/contact', { body: { ...body, website: 'http://spam.example' } })).status,
        ).toBe(200);
        expect((await call(contact, '/api/contact', { body })).status).toBe(200);
        // Three counted: a valid one is now refused, and so is an invalid one (429, not 400). Nothing more stored.
        expect((await call(contact, '/api/contact', { body })).status).toBe(429);
        const invalid = await call(contact, '/api/contact', { body: { ...body, email: 'not-an-email' } });
        expect(invalid.status).toBe(429);
        expect(invalid.headers.get('retry-after')).toBe('45');
        expect(await store.records.list('contacts')).toHaveLength(1);

        // A booking refused because its slot is taken still counts as a request.
        const book = () =>
          call(appointments, '/api/appointments', { body: { people: [personBody()] }, ip: '192.0.2.80' });
        expect((await book()).status).toBe(200);
        expect((await book()).status).toBe(409);
        expect((await book()).status).toBe(409);
        const later = await call(appointments, '/api/appointments', {
          body: { people: [personBody({ visitTime: '11:00' })] },
          ip: '192.0.2.80',
        });
        expect(later.status).toBe(429);
        expect(await store.bookings.bookedTimes('2026-12-01')).toEqual(['10:30']);
      });

      it('reads get six times the write limit; 0 turns limiting off', async () => {
        useDeps({ RATE_LIMIT_PER_MINUTE: '2' });
        for (let i = 0; i < 12; i++)
          expect((await call(appointments, '/api/appointments/booked?date=2026-12-01')).status).toBe(200);
        const limited = await call(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        useDeps({ RATE_LIMIT_PER_MINUTE: '0' });
        for (let i = 0; i < 30; i++)
          expect((await call(appointments, '/api/appointments/booked?date=2026-12-01')).status).toBe(200);
      });

      it("counts Netlify's address only: a new X-Forwarded-For per request escapes nothing", async () => {
        useDeps({ RATE_LIMIT_PER_MINUTE: '1' });
        const { default: handler } = await import('../../netlify/functions/contact');
        const make = async (edgeIp: string, forwarded: string) =>
          new Request('https://vt.example/api/contact', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-nf-client-connection-ip': edgeIp,
              'x-forwarded-for': forwarded,
            },
            body: JSON.stringify({ name: 'A', email: 'a@example.org', message: 'm', altcha: await solvedProof() }),
          });
        const ctx = {} as never;
        expect((await handler(await make('192.0.2.1', '10.0.0.1'), ctx)).status).toBe(200);
        expect((await handler(await make('192.0.2.1', '10.0.0.2'), ctx)).status).toBe(429);
        expect((await handler(await make('192.0.2.1', '10.0.0.3, 10.0.0.4'), ctx)).status).toBe(429);
        expect((await handler(await make('192.0.2.2', '10.0.0.1'), ctx)).status).toBe(200);
      });

      it('counts an IPv6 visitor by /64: another address in the same /64 is the same visitor', async () => {
        useDeps({ RATE_LIMIT_PER_MINUTE: '1' });
        const body = { name: 'A', email: 'a@example.org', message: 'm' };
        expect((await call(contact, '/api/contact', { body, ip: '2001:db8:1:2::1' })).status).toBe(200);
        expect((await call(contact, '/api/contact', { body, ip: '2001:db8:1:2:ffff:abcd:1:9' })).status).toBe(429);
        expect((await call(contact, '/api/contact', { body, ip: '2001:db8:1:3::1' })).status).toBe(200);
        // An IPv4 address written as IPv6 is the IPv4 visitor.
        expect((await call(contact, '/api/contact', { body, ip: '198.51.100.20' })).status).toBe(200);
        expect((await call(contact, '/api/contact', { body, ip: '::ffff:198.51.100.20' })).status).toBe(429);
      });
    });

    describe('store outage and failures', () => {
      it('503 with a retry message and no internals when the store fails', async () => {
        const { StoreUnavailableError } = await import('../../src/server/errors');
        const broken = {
          ...store,
          records: {
            ...store.records,
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
          ...store,
          records: {
            ...store.records,
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
          now: () => clock,
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
          now: () => clock,
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

    describe('contact', () => {
      it('stores a valid message; checks the email format', async () => {
        const bad = await post<ApiErrorBody>(contact, '/api/contact', {
          name: 'Meena',
          email: 'meena@',
          message: 'hi',
        });
        expect(bad.status).toBe(400);
        expect(bad.json.error).toBe('Please enter a valid email address');
        const missing = await post<ApiErrorBody>(contact, '/api/contact', {
          name: 'Meena',
          email: 'meena@example.org',
        });
        expect(missing.json.error).toBe('Please enter your message');
        const ok = await post(contact, '/api/contact', {
          name: 'Meena',
          email: 'meena@example.org',
          message: '  வணக்கம்  ',
        });
        expect(ok.status).toBe(200);
        expect((await store.records.list('contacts'))[0]).toMatchObject({ name: 'Meena', message: 'வணக்கம்' });
      });
    });

    describe('donation', () => {
      it("answers the spec's ten checks in the spec's order with the exact messages", async () => {
        // Fill the form one field at a time: each answer must be the next check's message.
        const steps: [Record<string, unknown>, string][] = [
          [{}, 'Please enter your name'],
          [{ uname: 'Ravi' }, 'Please select a gender'],
          [{ gender: 'Male' }, 'Please enter your email'],
          [{ email: 'ravi@example.org' }, 'Please enter your mobile number'],
          [{ mobno: '9876543210' }, 'Please enter your address'],
          [{ address: 'Dindigul' }, 'Please select the type of donation'],
          [{ donate: 'Select type' }, 'Please select the type of donation'],
          [{ donate: 'Monthly' }, 'Please enter a valid donation amount'],
          [{ amount: '0' }, 'Please enter a valid donation amount'],
          [{ amount: '60000' }, 'PAN card is required for donations over 50000'],
          [{ panno: 'abcd1234' }, 'Invalid PAN card format'],
          [{ panno: 'ABCDE1234F' }, 'Please select a mode of payment'],
          [{ modeofpay: 'Cash' }, 'Please select a mode of payment'],
        ];
        let body: Record<string, unknown> = {};
        for (const [change, message] of steps) {
          body = { ...body, ...change };
          const res = await post<ApiErrorBody>(donation, '/api/donation', body);
          expect(res.status, JSON.stringify(change)).toBe(400);
          expect(res.json.error).toBe(message);
        }
        const ok = await post<DonationResponse>(donation, '/api/donation', {
          ...body,
          modeofpay: 'Credit-card / Debit-card',
        });
        expect(ok.status).toBe(200);
        expect(ok.json).toMatchObject({ success: true, message: en['donation.saved'] });
        expect(ok.json.reference).toMatch(DONATION_REFERENCE_PATTERN);
        // How to pay now: the trust's UPI link with this amount and reference, and its QR code.
        const { payment } = ok.json;
        assert(payment, 'a pledge answers how to pay');
        const upi = new URL(payment.upiUri.replace('upi://', 'https://upi.invalid/'));
        expect(payment.upiUri.startsWith('upi://pay?')).toBe(true);
        expect(upi.searchParams.get('pa')).toBe(site.upi.id);
        expect(upi.searchParams.get('pn')).toBe(site.upi.payeeName);
        expect(upi.searchParams.get('am')).toBe('60000.00');
        expect(upi.searchParams.get('cu')).toBe('INR');
        expect(upi.searchParams.get('tr')).toBe(ok.json.reference);
        expect(payment.qrSvg).toMatch(/^<svg[\s\S]+<\/svg>\s*$/);
        const [saved] = await store.records.list('donations');
        expect(saved).toMatchObject({
          reference: ok.json.reference,
          amount: 60000,
          pan: 'ABCDE1234F',
          frequency: 'Monthly',
        });
      });

      it('all ten messages at once in fields, first one as error; our extra checks have their own messages', async () => {
        const res = await post<ApiErrorBody>(donation, '/api/donation', { amount: '-5', panno: 'bad' });
        expect(res.json.error).toBe('Please enter your name');
        expect(Object.values(res.json.fields ?? {})).toEqual([
          'Please enter your name',
          'Please select a gender',
          'Please enter your email',
          'Please enter your mobile number',
          'Please enter your address',
          'Please select the type of donation',
          'Please enter a valid donation amount',
          'Invalid PAN card format',
          'Please select a mode of payment',
        ]);
        const email = await post<ApiErrorBody>(donation, '/api/donation', { ...donationOk, email: 'ravi' });
        expect(email.json.error).toBe(en['donation.email.invalid']);
        const mobile = await post<ApiErrorBody>(donation, '/api/donation', { ...donationOk, mobno: '12345' });
        expect(mobile.json.error).toBe(en['donation.mobile.invalid']);
        const huge = await post<ApiErrorBody>(donation, '/api/donation', {
          ...donationOk,
          amount: 20_000_000,
          panno: 'ABCDE1234F',
        });
        expect(huge.json.error).toBe(en['donation.amount.tooLarge']);
        const pan50000 = await post(donation, '/api/donation', { ...donationOk, amount: 50000 });
        expect(pan50000.status).toBe(200);
        expect(await store.records.list('donations')).toHaveLength(1);
      });
    });

    describe('appointments (clean API)', () => {
      it('books one person: server-assigned register number, derived weekday, booked time listed', async () => {
        const res = await post<BookingResponse>(appointments, '/api/appointments', {
          patientType: 'new',
          people: [person({ registerNumber: 'MX99999' })],
        });
        expect(res.status).toBe(200);
        expect(res.json.registerNumbers).toEqual(['FP26001']);
        expect(res.json.appointments).toEqual([
          {
            id: anyString(),
            name: 'Priya',
            registerNumber: 'FP26001',
            date: '2026-12-01',
            day: 'Tuesday',
            time: '10:30',
            // The private link's token: /appointment/manage#<token>.
            manage: stringMatching(/^[\w-]+\.[\w-]+$/),
          },
        ]);
        expect(res.json.message).toBe(
          'Appointment saved for Priya on Tuesday 2026-12-01 at 10:30 AM. Register number: FP26001.',
        );
        const [saved] = await store.records.list('bookings');
        expect(saved).toMatchObject({
          visitDay: 'Tuesday',
          registerNumber: 'FP26001',
          registeredOn: '2026-11-20',
          age: 34,
          patientType: 'new',
        });
        const booked = await call(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(booked.json).toEqual({
          success: true,
          date: '2026-12-01',
          booked: ['10:30'],
          closed: [],
          closedDay: null,
        });
      });

      it('books four people at once; group numbers come from one counter', async () => {
        const people = [
          person({ name: 'anu', visitTime: '13:00' }),
          person({ name: 'Bala', gender: 'Male', visitTime: '09:00' }),
          person({ name: 'Chitra', visitDate: '2026-12-02', visitTime: '13:00' }),
          person({ name: 'Dev', gender: 'male', visitTime: '18:00' }),
        ];
        const res = await post<BookingResponse>(appointments, '/api/appointments', { people });
        expect(res.status).toBe(200);
        expect(res.json.registerNumbers).toEqual(['FA26001', 'MB26002', 'FC26003', 'MD26004']);
        expect(res.json.message).toBe('4 appointments saved. Register numbers: FA26001, MB26002, FC26003, MD26004.');
        const booked = await call<BookedTimesResponse>(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(booked.json.booked).toEqual(['09:00', '13:00', '18:00']);
      });

      it('409 names whose slot was just taken, and stores nothing of that request', async () => {
        await post(appointments, '/api/appointments', {
          people: [person({ name: 'First', visitTime: '11:00' })],
        });
        const res = await post(appointments, '/api/appointments', {
          people: [person({ name: 'Kavya', visitTime: '11:30' }), person({ name: 'Priya', visitTime: '11:00' })],
        });
        expect(res.status).toBe(409);
        const message =
          'The 11:00 AM slot on 2026-12-01 chosen for Priya was just booked by someone else. Please pick another time.';
        expect(res.json).toEqual({ success: false, error: message, fields: { 'people.1.visitTime': message } });
        const booked = await call<BookedTimesResponse>(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(booked.json.booked).toEqual(['11:00']);
        expect(await store.records.list('bookings')).toHaveLength(1);
        const next = await post<BookingResponse>(appointments, '/api/appointments', {
          people: [person({ name: 'Kavya', visitTime: '11:30' })],
        });
        expect(next.json.registerNumbers).toEqual(['FK26002']);
      });

      it('refuses past dates, dates beyond 90 days, slots already past today, duplicates and unknown slots', async () => {
        const cases: [Record<string, unknown>, string, string][] = [
          [{ visitDate: '2026-11-19' }, 'people.0.visitDate', en['appointment.date.past']],
          [
            { visitDate: '2027-02-19' },
            'people.0.visitDate',
            'Appointments can be booked up to 90 days ahead. Please choose a date on or before 2027-02-18.',
          ],
          [
            { visitDate: '2026-11-20', visitTime: '10:00' },
            'people.0.visitTime',
            'The 10:00 AM slot today has already passed. Please choose a later time.',
          ],
          [{ visitTime: '10:15' }, 'people.0.visitTime', en['appointment.time.invalid']],
          [{ visitTime: '01:00' }, 'people.0.visitTime', en['appointment.time.invalid']],
          [{ visitDate: '2026-02-30' }, 'people.0.visitDate', en['appointment.date.invalid']],
          [{ phone: '98765' }, 'people.0.phone', en['appointment.phone.invalid']],
          [{ gender: 'Other' }, 'people.0.gender', en['appointment.gender.required']],
          [{ age: 'forty' }, 'people.0.age', en['appointment.age.invalid']],
          [{ height: '' }, 'people.0.height', en['appointment.height.required']],
        ];
        for (const [change, field, message] of cases) {
          const res = await post<ApiErrorBody>(appointments, '/api/appointments', { people: [person(change)] });
          expect(res.status, JSON.stringify(change)).toBe(400);
          expect(res.json.error).toBe(message);
          expect(res.json.fields?.[field]).toBe(message);
        }
        const lastDay = await post(appointments, '/api/appointments', {
          people: [person({ visitDate: '2027-02-18' })],
        });
        expect(lastDay.status).toBe(200);
        const laterToday = await post(appointments, '/api/appointments', {
          people: [person({ visitDate: '2026-11-20', visitTime: '10:30' })],
        });
        expect(laterToday.status).toBe(200);
        const dup = await post<ApiErrorBody>(appointments, '/api/appointments', {
          people: [person({ name: 'A' }), person({ name: 'B' })],
        });
        expect(dup.status).toBe(400);
        expect(dup.json.fields).toHaveProperty(['people.1.visitTime']);
        const five = await post<ApiErrorBody>(appointments, '/api/appointments', {
          people: Array.from({ length: 5 }, (_, i) =>
            person({ visitTime: ['09:00', '09:30', '10:00', '10:30', '11:00'][i] }),
          ),
        });
        expect(five.status).toBe(400);
        expect(five.json.error).toBe('At most 4 people can be booked at once');
        const none = await post<ApiErrorBody>(appointments, '/api/appointments', { people: [] });
        expect(none.json.error).toBe(en['booking.people.min']);
        expect(await store.records.list('bookings')).toHaveLength(2);
      });

      it('returning patients keep their (validated) register number', async () => {
        const bad = await post<ApiErrorBody>(appointments, '/api/appointments', {
          patientType: 'old',
          people: [person({ registerNumber: 'P-17' })],
        });
        expect(bad.status).toBe(400);
        expect(bad.json.fields?.['people.0.registerNumber']).toBe(en['appointment.regno.invalid']);
        const missing = await post<ApiErrorBody>(appointments, '/api/appointments', {
          patientType: 'old',
          people: [person()],
        });
        expect(missing.json.fields?.['people.0.registerNumber']).toBe(en['appointment.regno.required']);
        const ok = await post<BookingResponse>(appointments, '/api/appointments', {
          patientType: 'old',
          people: [person({ registerNumber: ' fp25017 ', registeredOn: '2025-03-02' })],
        });
        expect(ok.status).toBe(200);
        expect(ok.json.registerNumbers).toEqual(['FP25017']);
        expect((await store.records.list('bookings'))[0]).toMatchObject({
          registerNumber: 'FP25017',
          registeredOn: '2025-03-02',
          patientType: 'old',
        });
      });

      it('GET booked: 400 without a valid date', async () => {
        expect((await call(appointments, '/api/appointments/booked')).status).toBe(400);
        const bad = await call<ApiErrorBody>(appointments, '/api/appointments/booked?date=2026-13-01');
        expect(bad.status).toBe(400);
        expect(bad.json.error).toBe(en['appointment.date.invalid']);
      });
    });

    describe('legacy /api/appointmentbooking.php', () => {
      it('{ appointment_date } -> plain list of booked times in the old notation', async () => {
        await post(appointments, '/api/appointments', {
          people: [
            person({ visitTime: '13:30' }),
            person({ name: 'B', visitTime: '09:30' }),
            person({ name: 'C', visitTime: '18:00' }),
          ],
        });
        const res = await post(appointmentbooking, '/api/appointmentbooking.php', { appointment_date: '2026-12-01' });
        expect(res.status).toBe(200);
        expect(res.json).toEqual(['09:30', '01:30', '06:00']);
        const empty = await post(appointmentbooking, '/api/appointmentbooking.php', { appointment_date: '2026-12-24' });
        expect(empty.json).toEqual([]);
        const bad = await post(appointmentbooking, '/api/appointmentbooking.php', { appointment_date: 'tomorrow' });
        expect(bad.status).toBe(400);
      });

      it('{ people } with the old 12-hour slots books 13:00..18:00 and answers { message, registerNumbers }', async () => {
        const res = await post(appointmentbooking, '/api/appointmentbooking.php', {
          people: [
            legacyPerson({ pappointmentTime: '01:00', pregno: 'FP26999' }),
            legacyPerson({ pname: 'Ganesh', pgender: 'Male', pappointmentTime: '06:00' }),
          ],
        });
        expect(res.status).toBe(200);
        expect(res.json).toEqual({
          success: true,
          message: '2 appointments saved. Register numbers: FP26001, MG26002.',
          registerNumbers: ['FP26001', 'MG26002'],
        });
        const booked = await call<BookedTimesResponse>(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(booked.json.booked).toEqual(['13:00', '18:00']);
        const clash = await post<ApiErrorBody>(appointmentbooking, '/api/appointmentbooking.php', {
          people: [legacyPerson({ pname: 'Late', pappointmentTime: '13:00' })],
        });
        expect(clash.status).toBe(409);
        expect(clash.json.error).toBe(
          'The 1:00 PM slot on 2026-12-01 chosen for Late was just booked by someone else. Please pick another time.',
        );
      });

      it('{ people } refusals name the fields the old client sent; the domain names are unknown to it', async () => {
        const res = await post<ApiErrorBody>(appointmentbooking, '/api/appointmentbooking.php', {
          people: [legacyPerson({ pname: '', pappointmentTime: '07:00' })],
        });
        expect(res.status).toBe(400);
        expect(res.json).toEqual({
          success: false,
          error: en['appointment.name.required'],
          fields: {
            'people.0.pname': en['appointment.name.required'],
            'people.0.pappointmentTime': en['appointment.time.invalid'],
          },
        });
        const domain = await post<ApiErrorBody>(appointmentbooking, '/api/appointmentbooking.php', {
          people: [person({ visitTime: '01:00' })],
        });
        expect(domain.status).toBe(400);
        expect(domain.json.fields?.['people.0.name']).toBe(en['form.unknownField']);
        expect(domain.json.fields?.['people.0.pname']).toBe(en['appointment.name.required']);
        expect(await store.records.list('bookings')).toEqual([]);
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
