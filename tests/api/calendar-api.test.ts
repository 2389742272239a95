// The clinic's calendar through the functions, on BOTH store adapters: staff close dates and slots (and see
// whom to call), visitors meet the closures (booked-times answer, 409 with the reason, the legacy shape),
// staff read the day's schedule and mark visits, and a patient cancels or moves from their private link.

import { describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import appointmentbooking from '../../netlify/functions/appointmentbooking';
import appointments from '../../netlify/functions/appointments';
import manage from '../../netlify/functions/manage';
import type { ApiErrorBody, BookedAppointment, BookedTimesResponse, BookingResponse } from '../../src/lib/api';
import type { Closure } from '../../src/lib/closures';
import { staffSuite } from '../helpers/admin-session';
import type {
  ClosureAdded,
  DataAnswer,
  ManageChanged,
  ManageOpened,
  ScheduleAnswer,
  VisitMarked,
} from '../helpers/answers';
import { personBody } from '../helpers/bodies';
import { call, refusal, type Reply } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`the clinic's calendar on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW, env: { BOOKING_LIMIT_PHONE_AHEAD: '0' } });
    /** Book one person: a BookingResponse when it goes through (read a refusal with refusal()). */
    const book = async (date: string, time: string, name = 'Priya', phone = '9876543210') => {
      const res = await call<BookingResponse>(appointments, '/api/appointments', {
        body: { people: [personBody({ name, phone, visitDate: date, visitTime: time })] },
      });
      return res;
    };
    /** The first appointment a booking made. */
    const madeBy = (res: Reply<BookingResponse>): BookedAppointment => {
      const [appointment] = res.json.appointments;
      if (!appointment) throw new Error(`no appointment in ${JSON.stringify(res.json)}`);
      return appointment;
    };
    /** The private link's token of the first appointment a booking made. */
    const linkOf = (res: Reply<BookingResponse>): string => {
      const token = madeBy(res).manage;
      if (!token) throw new Error('the booking came without a manage link');
      return token;
    };
    const booked = (date: string) => call<BookedTimesResponse>(appointments, `/api/appointments/booked?date=${date}`);

    it('a closed day: staff see whom to call, visitors see the reason, the server refuses it (409)', async () => {
      expect((await book('2027-01-15', '10:00', 'Kept Patient', '9811111111')).status).toBe(200);
      const closed = await suite.post<ClosureAdded>('/api/admin/closures', {
        from: '2027-01-14',
        to: '2027-01-16',
        reason: 'Pongal',
      });
      expect(closed.status).toBe(200);
      expect(closed.json.closure).toMatchObject({ from: '2027-01-14', to: '2027-01-16', reason: 'Pongal' });
      // Nothing is deleted: the patient already booked is listed, with the phone to call.
      expect(closed.json.affected.map((b) => [b.name, b.phone])).toEqual([['Kept Patient', '9811111111']]);
      const day = await booked('2027-01-15');
      expect(day.json).toMatchObject({ booked: [], closedDay: 'Pongal' });
      expect(day.json.closed).toHaveLength(19);
      const refused = await book('2027-01-14', '11:00');
      expect(refused.status).toBe(409);
      expect(refusal(refused).error).toBe(
        'The clinic is closed at 11:00 AM on 2027-01-14 (Pongal). Please choose another time.',
      );
      // The legacy call keeps its shape: closed slots are taken.
      const legacy = await call(appointmentbooking, '/api/appointmentbooking.php', {
        body: { appointment_date: '2027-01-16' },
      });
      expect(legacy.json).toHaveLength(19);
      // Listed for staff, and removed again.
      const list = await suite.get<DataAnswer<Closure[]>>('/api/admin/closures');
      expect(list.json.data).toHaveLength(1);
      expect(
        (await call(admin, `/api/admin/closures/${closed.json.closure.id}`, suite.staff({ method: 'DELETE' }))).status,
      ).toBe(200);
      expect((await book('2027-01-14', '11:00')).status).toBe(200);
    });

    it('some slots, and weekly: only those are closed, each with its reason', async () => {
      const res = await suite.post('/api/admin/closures', {
        from: '2026-12-01',
        to: '2026-12-31',
        weekday: 'Wednesday',
        slots: ['14:00', '14:30'],
        reason: 'Doctor at the camp',
      });
      expect(res.status).toBe(200);
      const wednesday = await booked('2026-12-02');
      expect(wednesday.json.closed).toEqual([
        { time: '14:00', reason: 'Doctor at the camp' },
        { time: '14:30', reason: 'Doctor at the camp' },
      ]);
      expect(wednesday.json.closedDay).toBeNull();
      expect((await booked('2026-12-03')).json.closed).toEqual([]);
    });

    it('a bad closure gets a clear message and changes nothing; strangers and other sites are refused', async () => {
      const backwards = await suite.post<ApiErrorBody>('/api/admin/closures', {
        from: '2026-12-10',
        to: '2026-12-01',
        reason: 'x',
      });
      expect(backwards.status).toBe(400);
      expect(backwards.json.error).toBe('The last date must be on or after the first date.');
      const noReason = await suite.post<ApiErrorBody>('/api/admin/closures', { from: '2026-12-10', reason: '  ' });
      expect(noReason.json.error).toBe('Please give the reason visitors will see, e.g. Pongal.');
      expect((await call(admin, '/api/admin/closures', { body: { from: '2026-12-10', reason: 'x' } })).status).toBe(
        401,
      );
      const crossSite = await call(
        admin,
        '/api/admin/closures',
        suite.staff({ body: { from: '2026-12-10', reason: 'x' }, headers: { origin: 'https://evil.example' } }),
      );
      expect(crossSite.status).toBe(403);
      expect(await suite.store.calendar.closures()).toEqual([]);
    });

    it("the day's schedule: every slot in order; arrived and no-show keep the slot, cancelled frees it", async () => {
      const a = madeBy(await book('2026-11-23', '09:30', 'Arun', '9822222222'));
      const b = madeBy(await book('2026-11-23', '11:00', 'Bala', '9833333333'));
      await suite.post('/api/admin/closures', {
        from: '2026-11-23',
        slots: ['17:30', '18:00'],
        reason: 'Staff meeting',
      });
      const day = await suite.get<ScheduleAnswer>('/api/admin/schedule?date=2026-11-23');
      expect(day.status).toBe(200);
      expect(day.json.slots).toHaveLength(19);
      expect(day.json.slots[1]).toMatchObject({ time: '09:30', booking: { name: 'Arun' }, closed: null });
      expect(day.json.slots[18]).toEqual({ time: '18:00', booking: null, closed: 'Staff meeting' });
      const arrived = await suite.post<VisitMarked>(`/api/admin/bookings/${a.id}/status`, { status: 'arrived' });
      expect(arrived.json.booking).toMatchObject({ status: 'arrived' });
      expect((await suite.post(`/api/admin/bookings/${b.id}/status`, { status: 'cancelled' })).status).toBe(200);
      expect((await booked('2026-11-23')).json.booked).toEqual(['09:30']);
      expect((await suite.post(`/api/admin/bookings/${a.id}/status`, { status: 'gone' })).status).toBe(400);
      expect((await suite.get('/api/admin/schedule?date=23-11-2026')).status).toBe(400);
    });

    it('a patient cancels from the link: the slot is free at once; the link then says it was replaced', async () => {
      const made = await book('2026-12-05', '10:30', 'Meena', '9844444444');
      const { manage: token } = madeBy(made);
      expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
      const opened = await call<ManageOpened>(manage, '/api/appointments/manage', { body: { token } });
      expect(opened.json).toMatchObject({
        success: true,
        changeable: true,
        appointment: { name: 'Meena', date: '2026-12-05', time: '10:30', status: 'booked' },
      });
      const cancelled = await call<ManageChanged>(manage, '/api/appointments/manage/cancel', { body: { token } });
      expect(cancelled.status).toBe(200);
      expect(cancelled.json.appointment.status).toBe('cancelled');
      expect((await booked('2026-12-05')).json.booked).toEqual([]);
      // A cancel bumps the link's version; the link it was done with stops working, saying why.
      const again = await call<ApiErrorBody>(manage, '/api/appointments/manage/cancel', { body: { token } });
      expect(again.status).toBe(404);
      expect(again.json.error).toMatch(/^This link no longer works: the booking was moved or cancelled/);
      expect((await call(manage, '/api/appointments/manage', { body: { token } })).status).toBe(404);
    });

    it('a patient moves to a free slot (atomic); a taken or closed one is refused and nothing changes', async () => {
      const token = madeBy(await book('2026-12-07', '10:00', 'Ravi', '9855555555')).manage;
      await book('2026-12-08', '10:00', 'Other', '9866666666');
      await suite.post('/api/admin/closures', { from: '2026-12-09', reason: 'Clinic repairs' });
      const taken = await call(manage, '/api/appointments/manage/move', {
        body: { token, date: '2026-12-08', time: '10:00' },
      });
      expect(taken.status).toBe(409);
      const closed = await call<ApiErrorBody>(manage, '/api/appointments/manage/move', {
        body: { token, date: '2026-12-09', time: '10:00' },
      });
      expect(closed.status).toBe(409);
      expect(closed.json.error).toContain('Clinic repairs');
      expect((await booked('2026-12-07')).json.booked).toEqual(['10:00']);
      const moved = await call<ManageChanged>(manage, '/api/appointments/manage/move', {
        body: { token, date: '2026-12-08', time: '15:30' },
      });
      expect(moved.status).toBe(200);
      expect(moved.json.appointment).toMatchObject({ date: '2026-12-08', time: '15:30', day: 'Tuesday' });
      expect((await booked('2026-12-07')).json.booked).toEqual([]);
      expect((await booked('2026-12-08')).json.booked).toEqual(['10:00', '15:30']);
      // The new link works; the old one no longer does, saying why.
      expect((await call(manage, '/api/appointments/manage', { body: { token: moved.json.token } })).status).toBe(200);
      const old = await call<ApiErrorBody>(manage, '/api/appointments/manage', { body: { token } });
      expect(old.status).toBe(404);
      expect(old.json.error).toMatch(/^This link no longer works/);
      const oldMove = await call(manage, '/api/appointments/manage/move', {
        body: { token, date: '2026-12-10', time: '15:30' },
      });
      expect(oldMove.status).toBe(404);
      expect((await booked('2026-12-10')).json.booked).toEqual([]);
    });

    it('within two hours of the visit: call instead; a wrong or altered link: 404', async () => {
      const token = linkOf(await book('2026-11-20', '12:00', 'Soon', '9877777777'));
      const late = await call<ApiErrorBody>(manage, '/api/appointments/manage/cancel', { body: { token } });
      expect(late.status).toBe(409);
      expect(late.json.error).toMatch(/until 2 hours before the visit/);
      expect((await call<ManageOpened>(manage, '/api/appointments/manage', { body: { token } })).json.changeable).toBe(
        false,
      );
      const altered = `${token.slice(0, -2)}xx`;
      expect((await call(manage, '/api/appointments/manage', { body: { token: altered } })).status).toBe(404);
      expect((await call(manage, '/api/appointments/manage', { body: { token: 'nonsense' } })).status).toBe(404);
      // After the visit's day the link no longer works.
      suite.clock = new Date('2026-11-21T00:00:00.000Z');
      expect((await call(manage, '/api/appointments/manage', { body: { token } })).status).toBe(404);
    });
  });
}
