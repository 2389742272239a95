// Held bookings through the functions, on BOTH store adapters: a booking past a phone's limits
// (or a network's share) is held, and a move past the phone's per-day limit too; the visitor's answer is
// the same as anyone's; staff see held ones first in the schedule and confirm or release each in one
// action, audited. Before (main): 429 to the visitor, and a move skipped the phone's limits altogether.

import { describe, expect, it } from 'vitest';
import appointments from '../../netlify/functions/appointments';
import manage from '../../netlify/functions/manage';
import type { ApiErrorBody, BookingResponse } from '../../src/lib/api';
import { staffSuite } from '../helpers/admin-session';
import type { AuditLines, ManageChanged, ScheduleAnswer, VisitMarked } from '../helpers/answers';
import { personBody } from '../helpers/bodies';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const PHONE = '9833333333';
const DAY = '2026-12-01';

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`held bookings on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW });
    const book = async (date: string, time: string, name: string, phone = PHONE) => {
      const res = await call<BookingResponse>(appointments, '/api/appointments', {
        body: { people: [personBody({ name, phone, visitDate: date, visitTime: time })] },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return res.json.appointments[0]!;
    };
    const schedule = async (date = DAY) => (await suite.get<ScheduleAnswer>(`/api/admin/schedule?date=${date}`)).json;
    const settle = (id: string, decision: unknown) =>
      suite.post<VisitMarked | ApiErrorBody>(`/api/admin/bookings/${id}/held`, { decision });
    const actions = async () => (await suite.get<AuditLines>('/api/admin/audit')).json.data.map((l) => l.action);
    const booked = async (date = DAY) => suite.store.bookings.bookedTimes(date);

    /** Four visits of PHONE on DAY (its limit), then two more: held. */
    async function twoHeld() {
      for (const [i, time] of ['09:00', '09:30', '10:00', '10:30'].entries()) await book(DAY, time, `Family ${i}`);
      return [await book(DAY, '11:00', 'Fifth'), await book(DAY, '11:30', 'Sixth')];
    }

    it('the schedule lists held bookings first; staff confirm one and release the other, each audited', async () => {
      const [fifth, sixth] = await twoHeld();
      const day = await schedule();
      expect(day.held.map((b) => [b.name, b.held])).toEqual([
        ['Fifth', 'phone'],
        ['Sixth', 'phone'],
      ]);
      // A held booking holds its slot.
      expect(day.slots.find((s) => s.time === '11:00')?.booking?.name).toBe('Fifth');
      // Another date's schedule still lists every held booking from today on.
      expect((await schedule('2026-11-25')).held).toHaveLength(2);

      const confirmed = await settle(fifth!.id, 'confirm');
      expect(confirmed.status).toBe(200);
      expect((confirmed.json as VisitMarked).booking).toMatchObject({ id: fifth!.id, name: 'Fifth' });
      expect((confirmed.json as VisitMarked).booking.held).toBeUndefined();
      const released = await settle(sixth!.id, 'release');
      expect(released.status).toBe(200);
      expect((released.json as VisitMarked).booking).toMatchObject({ status: 'cancelled' });
      expect(await booked()).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
      expect((await schedule()).held).toEqual([]);
      expect(await actions()).toEqual(expect.arrayContaining(['held.confirm', 'held.release']));
      // Settled already: 409, nothing changes.
      expect((await settle(fifth!.id, 'release')).status).toBe(409);
      expect((await settle(sixth!.id, 'confirm')).status).toBe(409);
      expect(await booked()).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    });

    it('bad input gets a clear message and changes nothing', async () => {
      const [fifth] = await twoHeld();
      const bad = await settle(fifth!.id, 'approve');
      expect(bad.status).toBe(400);
      expect((bad.json as ApiErrorBody).error).toMatch(/confirmed .* or released/);
      expect((await settle('not-a-uuid', 'confirm')).status).toBe(404);
      expect((await settle('00000000-0000-4000-8000-000000000000', 'confirm')).status).toBe(404);
      expect((await schedule()).held).toHaveLength(2);
      // Not signed in: 401.
      const anonymous = await call(
        (await import('../../netlify/functions/admin')).default,
        `/api/admin/bookings/${fifth!.id}/held`,
        { body: { decision: 'release' } },
      );
      expect(anonymous.status).toBe(401);
      expect(await booked()).toContain('11:00');
    });

    it('a move past the per-day limit is held, with the same answer as any move', async () => {
      for (const [i, time] of ['09:00', '09:30', '10:00', '10:30'].entries()) await book(DAY, time, `Family ${i}`);
      const other = await book('2026-12-02', '09:00', 'Mover');
      const free = await book('2026-12-03', '09:00', 'Free mover', '9844444400');
      const move = (token: string | null | undefined, date: string, time: string) =>
        call<ManageChanged>(manage, '/api/appointments/manage/move', { body: { token, date, time } });
      const held = await move(other.manage, DAY, '15:00');
      // Another Tuesday, nobody's limit near.
      const clean = await move(free.manage, '2026-12-08', '15:00');
      expect([held.status, clean.status]).toEqual([200, 200]);
      expect(held.json.message.replace(DAY, 'D')).toBe(clean.json.message.replace('2026-12-08', 'D'));
      expect(held.json.appointment.status).toBe(clean.json.appointment.status);
      expect(Object.keys(held.json.appointment).sort()).toEqual(Object.keys(clean.json.appointment).sort());
      expect((await suite.store.records.get('bookings', other.id))?.held).toBe('phone');
      expect((await suite.store.records.get('bookings', free.id))?.held).toBeUndefined();
      expect((await schedule()).held.map((b) => b.name)).toEqual(['Mover']);
    });
  });
}
