// The staff lists against every store adapter (3 of 3): records newest first, delete frees a booking's slot,
// cross-site deletes refused, and the original site's list shapes on the legacy paths.

import { describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import appointments from '../../netlify/functions/appointments';
import lists from '../../netlify/functions/lists';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import type { BookedTimesResponse } from '../../src/lib/api';
import type { RecordPage } from '../helpers/answers';
import { anyString } from '../helpers/matchers';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';
import { adminHome, adminSuite, donationOk, NOW, person, signIn, withCookie } from '../helpers/admin-suite';

const home = adminHome();

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`admin on ${harness.label}`, () => {
    const suite = adminSuite(harness, home);

    describe('records', () => {
      it('lists every kind newest first, as stored', async () => {
        const token = await signIn();
        await call(callbacks, '/api/callbacks', { body: { name: 'First', mobile: '9876543210' } });
        suite.clock = new Date(NOW.getTime() + 60_000);
        await call(callbacks, '/api/callbacks', { body: { name: 'Second', mobile: '9876543211', comment: '=1+1' } });
        const res = await call<RecordPage<'callbacks'>>(admin, '/api/admin/callbacks', withCookie(token));
        expect(res.json.data.map((r) => r.name)).toEqual(['Second', 'First']);
        expect(res.json.data[0]).toMatchObject({
          id: anyString(),
          createdAt: anyString(),
          comment: '=1+1',
        });
      });

      it('delete really deletes; a booking delete frees its slot (book, delete, book the same slot again)', async () => {
        const token = await signIn();
        const first = await call(appointments, '/api/appointments', { body: { people: [person()] } });
        expect(first.status).toBe(200);
        expect(
          (await call(appointments, '/api/appointments', { body: { people: [person({ name: 'Second' })] } })).status,
        ).toBe(409);

        const list = await call<RecordPage<'bookings'>>(admin, '/api/admin/bookings', withCookie(token));
        expect(list.json.data).toHaveLength(1);
        const id = list.json.data[0]!.id;
        const del = await call(admin, `/api/admin/bookings/${id}`, withCookie(token, { method: 'DELETE' }));
        expect(del.status).toBe(200);
        expect(del.json).toEqual({ success: true });
        expect(del.headers.get('cache-control')).toBe('no-store');
        expect((await call<RecordPage<'bookings'>>(admin, '/api/admin/bookings', withCookie(token))).json.data).toEqual(
          [],
        );
        const booked = await call<BookedTimesResponse>(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(booked.json.booked).toEqual([]);

        const again = await call(appointments, '/api/appointments', {
          body: { people: [person({ name: 'Second' })] },
        });
        expect(again.status).toBe(200);
        // Deleting twice, an unknown id, an unknown kind: 404.
        expect((await call(admin, `/api/admin/bookings/${id}`, withCookie(token, { method: 'DELETE' }))).status).toBe(
          404,
        );
        expect(
          (await call(admin, `/api/admin/callbacks/${crypto.randomUUID()}`, withCookie(token, { method: 'DELETE' })))
            .status,
        ).toBe(404);
        expect((await call(admin, `/api/admin/users/${id}`, withCookie(token, { method: 'DELETE' }))).status).toBe(404);
        expect(
          (await call(admin, '/api/admin/bookings/not-a-uuid', withCookie(token, { method: 'DELETE' }))).status,
        ).toBe(404);
      });

      it('deletes each kind', async () => {
        const token = await signIn();
        await call(callbacks, '/api/callbacks', { body: { name: 'A', mobile: '9876543210' } });
        await call(contact, '/api/contact', { body: { name: 'B', email: 'b@example.org', message: 'hi' } });
        await call(donation, '/api/donation', { body: donationOk });
        for (const kind of ['callbacks', 'contacts', 'donations'] as const) {
          const [record] = await suite.store.records.list(kind);
          const res = await call(admin, `/api/admin/${kind}/${record!.id}`, withCookie(token, { method: 'DELETE' }));
          expect(res.status, kind).toBe(200);
          expect(await suite.store.records.list(kind), kind).toEqual([]);
        }
      });

      it('a cross-site delete is refused (403) and deletes nothing, even with a valid session', async () => {
        const token = await signIn();
        await call(callbacks, '/api/callbacks', { body: { name: 'Keep', mobile: '9876543210' } });
        const [record] = await suite.store.records.list('callbacks');
        const path = `/api/admin/callbacks/${record!.id}`;
        const evil = await call(
          admin,
          path,
          withCookie(token, { method: 'DELETE', headers: { origin: 'https://evil.example' } }),
        );
        expect(evil.status).toBe(403);
        const fetchSite = await call(
          admin,
          path,
          withCookie(token, { method: 'DELETE', noOrigin: true, headers: { 'sec-fetch-site': 'cross-site' } }),
        );
        expect(fetchSite.status).toBe(403);
        expect(await suite.store.records.list('callbacks')).toHaveLength(1);
      });
    });

    describe('legacy list paths', () => {
      it("answer the original site's shapes to a signed-in session", async () => {
        const token = await signIn();
        await call(callbacks, '/api/callbacks', { body: { name: 'Arun', mobile: '9876543210', comment: 'Knee' } });
        await call(contact, '/api/contact', { body: { name: 'Meena', email: 'meena@example.org', message: 'Hello' } });
        await call(donation, '/api/donation', { body: donationOk });
        await call(appointments, '/api/appointments', { body: { people: [person()] } });

        const cb = await call(lists, '/api/callbacks', withCookie(token));
        expect(cb.status).toBe(200);
        expect(cb.headers.get('cache-control')).toBe('no-store');
        expect(cb.json).toEqual({
          success: true,
          data: [
            {
              _id: anyString(),
              name: 'Arun',
              mobile: '9876543210',
              email: '',
              comment: 'Knee',
              createdAt: NOW.toISOString(),
            },
          ],
        });
        const ct = await call(lists, '/api/contact', withCookie(token));
        expect(ct.json).toEqual({
          success: true,
          data: [
            {
              _id: anyString(),
              name: 'Meena',
              email: 'meena@example.org',
              message: 'Hello',
              createdAt: NOW.toISOString(),
            },
          ],
        });
        const dn = await call(lists, '/api/donation', withCookie(token));
        expect(dn.json).toEqual({
          success: true,
          data: [
            {
              _id: anyString(),
              uname: 'ரவி குமார்',
              gender: 'Male',
              email: 'ravi@example.org',
              mobno: '9876543210',
              address: '12 Temple Street, Dindigul',
              donate: 'One time',
              amount: 60000,
              panno: 'ABCDE••••F', // lists never carry the full PAN (POST ./pan shows one, audited)
              modeofpay: 'UPI',
              message: 'For the free camp',
              createdAt: NOW.toISOString(),
            },
          ],
        });
        const bk = await call(lists, '/api/booking', withCookie(token));
        expect(bk.json).toEqual([
          {
            _id: anyString(),
            name: 'Priya',
            age: 34,
            gender: 'Female',
            phone: '9876543210',
            email: 'priya@example.org',
            location: 'Dindigul, Tamil Nadu',
            purpose: 'Back pain',
          },
        ]);
      });
    });
  });
}
