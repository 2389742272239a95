// The public endpoints against every store adapter (1 of 4): what every public POST checks first (media type,
// size, JSON, Origin, methods, sign-in for the lists), the honeypot, and the rate limit per visitor and endpoint.

import { describe, expect, it } from 'vitest';
import appointmentbooking from '../../netlify/functions/appointmentbooking';
import appointments from '../../netlify/functions/appointments';
import lists from '../../netlify/functions/lists';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import type { ApiErrorBody, DonationResponse } from '../../src/lib/api';
import { en } from '../helpers/messages';
import { DONATION_REFERENCE_PATTERN } from '../../src/lib/schemas/donation';
import { call, solvedProof, type Handler } from '../helpers/http';
import { allAdapters, searchOf } from '../helpers/stores';
import { personBody } from '../helpers/bodies';
import { donationOk, handlersSuite, legacyPerson, person, post } from '../helpers/handlers-suite';

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`handlers on ${harness.label}`, () => {
    const suite = handlersSuite(harness);
    const { useDeps } = suite;

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
        expect(await suite.store.records.list('contacts')).toHaveLength(3);
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
        await suite.store.records.add(
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
          expect(await suite.store.records.list(kind)).toEqual([]);
        }
        expect(await suite.store.bookings.bookedTimes('2026-12-01')).toEqual([]);
      });

      it('an empty honeypot is ignored (not stored, not an unknown field)', async () => {
        const res = await post(callbacks, '/api/callbacks', { name: 'Asha', mobile: '9876543210', website: '' });
        expect(res.status).toBe(200);
        const [saved] = await suite.store.records.list('callbacks');
        expect(saved).not.toHaveProperty('website');
      });
    });

    describe('rate limit', () => {
      it('429 with Retry-After past the write limit, per IP and per endpoint; next window is fresh', async () => {
        useDeps({ RATE_LIMIT_PER_MINUTE: '3' });
        suite.clock = new Date('2026-11-20T04:30:15.000Z');
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
        expect(await suite.store.records.list('contacts')).toHaveLength(3);
        // Another visitor, another endpoint: unaffected.
        expect((await call(contact, '/api/contact', { body, ip: '198.51.100.9' })).status).toBe(200);
        expect((await call(callbacks, '/api/callbacks', { body: { name: 'A', mobile: '9876543210' } })).status).toBe(
          200,
        );
        suite.clock = new Date('2026-11-20T04:31:00.000Z');
        expect((await call(contact, '/api/contact', { body })).status).toBe(200);
      });

      it('every write request counts once, whatever its answer: invalid, honeypot, taken slot; past the limit 429 comes first', async () => {
        useDeps({ RATE_LIMIT_PER_MINUTE: '3' });
        suite.clock = new Date('2026-11-20T04:30:15.000Z');
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
        expect(await suite.store.records.list('contacts')).toHaveLength(1);

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
        expect(await suite.store.bookings.bookedTimes('2026-12-01')).toEqual(['10:30']);
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
  });
}
