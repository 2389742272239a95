// Staff remove several bookings in one action, on BOTH store adapters: a whole booking group, or every
// booking from today on of one phone number. Step one lists what would go (so the confirmation can say how
// many slots it frees); step two removes exactly those ids and frees their slots. Staff only, same-site only.

import { describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import appointments from '../../netlify/functions/appointments';
import type { BookingResponse } from '../../src/lib/api';
import type { StoredRecord } from '../../src/lib/records';
import { staffSuite } from '../helpers/admin-session';
import type { DataAnswer, Removed } from '../helpers/answers';
import { call, type CallOptions } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');

function person(name: string, date: string, time: string, phone: string) {
  return {
    name,
    gender: 'Male',
    age: '40',
    height: '170',
    weight: '70',
    occupation: 'Driver',
    phone,
    visitDate: date,
    visitTime: time,
  };
}

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`bulk booking removal on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW, env: { BOOKING_LIMIT_PHONE_AHEAD: '0' } });
    const withCookie = suite.staff;
    const book = async (people: unknown[]) => {
      const res = await call<BookingResponse>(appointments, '/api/appointments', { body: { people } });
      expect(res.status).toBe(200);
      return res.json.appointments;
    };
    const related = (body: Record<string, unknown>, extra: CallOptions = {}) =>
      call<DataAnswer<StoredRecord<'bookings'>[]>>(
        admin,
        '/api/admin/bookings/related',
        withCookie({ body, ...extra }),
      );
    const remove = (ids: unknown, extra: CallOptions = {}) =>
      call<Removed>(admin, '/api/admin/bookings/remove', withCookie({ body: { ids }, ...extra }));

    it('a whole group: listed by date and time, removed in one action, its slots free again', async () => {
      const group = await book([
        person('Prank A', '2026-12-02', '11:00', '9811111111'),
        person('Prank B', '2026-12-01', '10:00', '9822222222'),
        person('Prank C', '2026-12-01', '09:30', '9833333333'),
      ]);
      const other = await book([person('Real Patient', '2026-12-01', '12:00', '9844444444')]);
      const [record] = await suite.store.bookings.find({
        groupId: (await suite.store.records.get('bookings', group[0]!.id))!.groupId,
      });
      const listed = await related({ group: record!.groupId });
      expect(listed.status).toBe(200);
      expect(listed.json.data.map((r) => r.name)).toEqual(['Prank C', 'Prank B', 'Prank A']);

      const removed = await remove(listed.json.data.map((r) => r.id));
      expect(removed.json).toEqual({ success: true, removed: 3 });
      expect(await suite.store.bookings.bookedTimes('2026-12-01')).toEqual(['12:00']);
      expect(await suite.store.bookings.bookedTimes('2026-12-02')).toEqual([]);
      expect((await suite.store.records.list('bookings')).map((r) => r.id)).toEqual([other[0]!.id]);
      // The freed slots can be booked again.
      await book([person('Next Patient', '2026-12-01', '10:00', '9855555555')]);
    });

    it('one phone number: only its bookings from today on', async () => {
      const phone = '9866666666';
      // Booked last week for today and for yesterday (the clock moves on afterwards).
      suite.clock = new Date('2026-11-13T04:30:00.000Z');
      await book([person('Earlier', '2026-11-19', '10:00', phone), person('Today', '2026-11-20', '16:00', phone)]);
      suite.clock = NOW;
      await book([person('Ahead 1', '2026-12-03', '10:00', phone)]);
      await book([person('Ahead 2', '2026-12-24', '15:00', phone)]);
      await book([person('Someone else', '2026-12-03', '10:30', '9877777777')]);
      const listed = await related({ phone });
      expect(listed.json.data.map((r) => r.name)).toEqual(['Today', 'Ahead 1', 'Ahead 2']);
      const removed = await remove(listed.json.data.map((r) => r.id));
      expect(removed.json.removed).toBe(3);
      expect((await suite.store.records.list('bookings')).map((r) => r.name).sort()).toEqual([
        'Earlier',
        'Someone else',
      ]);
      expect((await related({ phone })).json.data).toEqual([]);
    });

    it('removes exactly what was confirmed: ids already gone count as nothing, nothing else is touched', async () => {
      const [a, b] = await book([
        person('One', '2026-12-05', '10:00', '9888888888'),
        person('Two', '2026-12-05', '10:30', '9888888888'),
      ]);
      expect((await remove([a!.id])).json.removed).toBe(1);
      expect((await remove([a!.id, b!.id, b!.id])).json.removed).toBe(1);
      expect(await suite.store.records.list('bookings')).toEqual([]);
    });

    it('refuses bad requests, strangers and other sites, and removes nothing', async () => {
      const [a] = await book([person('Kept', '2026-12-06', '10:00', '9899999999')]);
      for (const query of [
        {},
        { group: 'nope' },
        { phone: '12345' },
        { phone: '98999999999' },
        { phone: 9899999999 },
      ]) {
        expect((await related(query)).status, JSON.stringify(query)).toBe(400);
      }
      for (const ids of [[], 'x', [42], ['not-a-uuid'], Array(101).fill(a!.id)]) {
        expect((await remove(ids)).status, JSON.stringify(ids).slice(0, 40)).toBe(400);
      }
      expect((await call(admin, '/api/admin/bookings/related', { body: { phone: '9899999999' } })).status).toBe(401);
      // The phone number travels in the body only: the old query-string form is no more.
      expect((await call(admin, '/api/admin/bookings/related?phone=9899999999', withCookie())).status).toBe(405);
      expect((await related({ phone: '9899999999' }, { headers: { origin: 'https://evil.example' } })).status).toBe(
        403,
      );
      expect((await call(admin, '/api/admin/bookings/remove', { body: { ids: [a!.id] } })).status).toBe(401);
      expect((await remove([a!.id], { headers: { origin: 'https://evil.example' } })).status).toBe(403);
      expect(await suite.store.bookings.bookedTimes('2026-12-06')).toEqual(['10:00']);
    });
  });
}
