// The calendar's store contract (closures, moves, visit statuses), run against BOTH adapters: the embedded
// store, Redis over RESP and Redis through Upstash REST. Races go through a second connection, as a second
// function instance would.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClosureRule } from '../../src/lib/closures';
import type { StoredRecord } from '../../src/lib/records';
import { SLOTS, type Slot } from '../../src/lib/slots';
import type { Store } from '../../src/server/store/types';
import { appointmentItem } from '../helpers/reservations';
import { allAdapters } from '../helpers/stores';

const appointment = (date: string, time: Slot, name = 'Priya', phone = '9876543210') =>
  appointmentItem(date, time, name, { pphone: phone });

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`calendar contract: ${harness.label}`, () => {
    let store: Store;
    const clock = new Date('2026-11-20T04:30:00.000Z');
    const now = () => clock;

    beforeAll(async () => {
      await harness.setup();
    });
    afterAll(async () => {
      await harness.teardown();
    });

    async function fresh(): Promise<Store> {
      store = await harness.create(now);
      return store;
    }
    async function book(date: string, time: Slot, name = 'Priya', phone?: string) {
      const result = await store.reserve({ year: 2026, items: [appointment(date, time, name, phone)] });
      if (!result.ok) throw new Error(`could not book ${date} ${time}: ${JSON.stringify(result)}`);
      return result.appointments[0]!;
    }

    it('closures: added with an id, listed by first date, deleted', async () => {
      await fresh();
      const later: ClosureRule = { from: '2027-01-14', to: '2027-01-16', reason: 'Pongal' };
      const weekly: ClosureRule = {
        from: '2026-12-01',
        to: '2027-03-31',
        weekday: 'Wednesday',
        slots: ['14:00', '14:30'],
        reason: 'Doctor at the camp',
      };
      const a = await store.closures.add(later);
      const b = await store.closures.add(weekly);
      expect(a).toMatchObject({ ...later, id: expect.any(String), createdAt: clock.toISOString() });
      expect(await store.closures.list()).toEqual([b, a]);
      expect(await store.closures.delete(a.id)).toBe(true);
      expect(await store.closures.delete(a.id)).toBe(false);
      expect(await store.closures.list()).toEqual([b]);
    });

    it('the appointments of a range of dates, by date and time, in one read', async () => {
      await fresh();
      const late = await book('2027-02-03', '16:00', 'Range C', '9822222203');
      const early = await book('2027-02-03', '10:00', 'Range B', '9822222202');
      const first = await book('2027-02-01', '15:30', 'Range A', '9822222201');
      await book('2027-01-31', '10:00', 'Before', '9822222200');
      await book('2027-03-05', '10:00', 'After', '9822222204');
      const ids = (list: StoredRecord<'bookings'>[]) => list.map((b) => b.id);
      expect(ids(await store.bookingsOn('2027-02-01', '2027-03-04'))).toEqual([first.id, early.id, late.id]);
      expect(ids(await store.bookingsOn('2027-02-03'))).toEqual([early.id, late.id]);
      expect(ids(await store.bookingsOn('2027-02-02', '2027-02-02'))).toEqual([]);
      expect(ids(await store.bookingsOn('2027-02-04', '2027-02-01'))).toEqual([]);
      // A cancelled visit gave its slot back: it is no longer one of the day's appointments.
      await store.markVisit(early.id, 'cancelled');
      expect(ids(await store.bookingsOn('2027-02-01', '2027-03-04'))).toEqual([first.id, late.id]);
    });

    it('a closed slot is refused with its reason, and nothing of the request is stored', async () => {
      await fresh();
      await store.closures.add({ from: '2027-01-14', to: '2027-01-16', reason: 'Pongal' });
      await store.closures.add({
        from: '2026-12-01',
        to: '2026-12-31',
        weekday: 'Wednesday',
        slots: ['14:00'],
        reason: 'Camp',
      });
      await store.closures.add({
        from: '2026-12-04',
        to: '2026-12-04',
        slots: ['09:00', '09:30'],
        reason: 'Staff meeting',
      });
      const group = [appointment('2026-12-03', '10:00', 'A'), appointment('2027-01-15', '10:00', 'B')];
      expect(await store.reserve({ year: 2026, items: group })).toEqual({
        ok: false,
        closedIndex: 1,
        reason: 'Pongal',
      });
      // 2026-12-02 is a Wednesday: only its 14:00 is closed.
      expect(await store.reserve({ year: 2026, items: [appointment('2026-12-02', '14:00')] })).toEqual({
        ok: false,
        closedIndex: 0,
        reason: 'Camp',
      });
      expect(await store.reserve({ year: 2026, items: [appointment('2026-12-04', '09:30')] })).toMatchObject({
        reason: 'Staff meeting',
      });
      expect(await store.bookedTimes('2026-12-03')).toEqual([]);
      expect(await store.list('bookings')).toEqual([]);
      expect(await store.nextRegisterSequence(2026)).toBe(1);
      // Around them, everything is open: the Wednesday's 14:30, the Thursday's 14:00, the day after Pongal.
      await book('2026-12-02', '14:30', 'C');
      await book('2026-12-03', '14:00', 'D');
      await book('2027-01-17', '10:00', 'E');
      await book('2026-12-04', '10:00', 'F');
      // One read gives a date's booked times and every closure.
      const { booked, closures } = await store.availability('2026-12-02');
      expect(booked).toEqual(['14:30']);
      expect(closures.map((c) => c.reason)).toEqual(['Camp', 'Staff meeting', 'Pongal']);
    });

    it('a closure racing bookings: once it is added no booking gets in, and each booking is all there or not at all', async () => {
      await fresh();
      const other = await harness.sibling(now);
      const date = '2026-12-10';
      const attempts = SLOTS.map((time, i) =>
        (i % 2 === 0 ? store : other).reserve({
          year: 2026,
          items: [appointment(date, time, `R${i}`, `90000000${String(i).padStart(2, '0')}`)],
        }),
      );
      const closing = other.closures.add({ from: date, to: date, reason: 'Flood' });
      const results = await Promise.all(attempts);
      await closing;
      const made = results.filter((r) => r.ok).length;
      for (const r of results) if (!r.ok) expect(r).toEqual({ ok: false, closedIndex: 0, reason: 'Flood' });
      expect(await store.bookedTimes(date)).toHaveLength(made);
      expect(await store.bookingsOn(date)).toHaveLength(made);
      // After the closure, nothing gets in through either connection.
      for (const s of [store, other])
        expect(await s.reserve({ year: 2026, items: [appointment(date, '18:00', 'Late')] })).toMatchObject({
          reason: 'Flood',
        });
    });

    it('move: the new slot taken and the old freed together; the record keeps its id and number', async () => {
      await fresh();
      const booking = await book('2026-12-01', '10:00', 'Mover', '9811111111');
      const result = await store.move(booking.id, { date: '2026-12-03', time: '15:30' });
      expect(result).toEqual({
        ok: true,
        appointment: {
          ...booking,
          pappointmentDate: '2026-12-03',
          pappointmentDay: 'Thursday',
          pappointmentTime: '15:30',
        },
      });
      expect(await store.bookedTimes('2026-12-01')).toEqual([]);
      expect(await store.bookedTimes('2026-12-03')).toEqual(['15:30']);
      expect(await store.get('bookings', booking.id)).toEqual(result.ok && result.appointment);
      expect((await store.bookingsOn('2026-12-03')).map((b) => b.id)).toEqual([booking.id]);
      expect((await store.findBookings({ phone: '9811111111', fromDate: '2026-12-02' })).map((b) => b.id)).toEqual([
        booking.id,
      ]);
      const found = await store.page('bookings', { limit: 10, maxBytes: 100_000, search: '2026-12-03' });
      expect(found.records.map((b) => b.id)).toEqual([booking.id]);
      // The old slot is free for someone else.
      await book('2026-12-01', '10:00', 'Next');
    });

    it('move refuses a taken slot, a closed one, a missing or cancelled booking, and changes nothing', async () => {
      await fresh();
      const a = await book('2026-12-01', '10:00', 'A');
      await book('2026-12-01', '10:30', 'B');
      await store.closures.add({ from: '2026-12-05', to: '2026-12-05', reason: 'Clinic repairs' });
      expect(await store.move(a.id, { date: '2026-12-01', time: '10:30' })).toEqual({ ok: false, refused: 'taken' });
      expect(await store.move(a.id, { date: '2026-12-01', time: '10:00' })).toEqual({ ok: false, refused: 'taken' });
      expect(await store.move(a.id, { date: '2026-12-05', time: '11:00' })).toEqual({
        ok: false,
        refused: 'closed',
        reason: 'Clinic repairs',
      });
      expect(await store.move('no-such-id', { date: '2026-12-02', time: '11:00' })).toEqual({
        ok: false,
        refused: 'missing',
      });
      expect(await store.get('bookings', a.id)).toEqual(a);
      expect(await store.bookedTimes('2026-12-01')).toEqual(['10:00', '10:30']);
      await store.markVisit(a.id, 'cancelled');
      expect(await store.move(a.id, { date: '2026-12-02', time: '11:00' })).toEqual({
        ok: false,
        refused: 'cancelled',
      });
      expect(await store.bookedTimes('2026-12-02')).toEqual([]);
    });

    it('200 concurrent moves into one slot: one wins, every other booking keeps its own slot', async () => {
      await fresh();
      const other = await harness.sibling(now);
      const bookings: StoredRecord<'bookings'>[] = [];
      for (let day = 0; day < 11; day++) {
        const date = `2027-02-${String(day + 1).padStart(2, '0')}`;
        const items = SLOTS.slice(0, day === 10 ? 200 - 190 : 19).map((t, i) =>
          appointment(date, t, `M${day}-${i}`, `97${String(day).padStart(2, '0')}${String(i).padStart(6, '0')}`),
        );
        for (let i = 0; i < items.length; i += 4) {
          const r = await store.reserve({ year: 2027, items: items.slice(i, i + 4) });
          if (!r.ok) throw new Error(JSON.stringify(r));
          bookings.push(...r.appointments);
        }
      }
      expect(bookings).toHaveLength(200);
      const target = { date: '2027-03-01', time: '12:00' as const };
      const results = await Promise.all(bookings.map((b, i) => (i % 2 ? other : store).move(b.id, target)));
      const winners = results.flatMap((r, i) => (r.ok ? [bookings[i]!] : []));
      expect(winners).toHaveLength(1);
      for (const r of results) if (!r.ok) expect(r).toEqual({ ok: false, refused: 'taken' });
      expect(await store.bookedTimes('2027-03-01')).toEqual(['12:00']);
      expect((await store.bookingsOn('2027-03-01')).map((b) => b.id)).toEqual([winners[0]!.id]);
      for (const b of bookings) {
        if (b.id === winners[0]!.id) continue;
        expect(await store.get('bookings', b.id)).toEqual(b);
      }
      const held = await Promise.all(
        Array.from({ length: 11 }, (_, d) => store.bookedTimes(`2027-02-${String(d + 1).padStart(2, '0')}`)),
      );
      expect(held.flat()).toHaveLength(199);
    });

    it('visits are marked arrived or no-show (slot kept), cancelled (slot freed, record kept, for good)', async () => {
      await fresh();
      const a = await book('2026-12-01', '09:00', 'A', '9822222222');
      const b = await book('2026-12-01', '09:30', 'B');
      const arrived = await store.markVisit(a.id, 'arrived');
      expect(arrived).toEqual({ ...a, status: 'arrived', statusAt: clock.toISOString() });
      expect(await store.get('bookings', a.id)).toEqual(arrived);
      expect(await store.markVisit(b.id, 'no-show')).toMatchObject({ status: 'no-show' });
      expect(await store.bookedTimes('2026-12-01')).toEqual(['09:00', '09:30']);
      const cancelled = await store.markVisit(a.id, 'cancelled');
      expect(cancelled).toMatchObject({ id: a.id, status: 'cancelled' });
      expect(await store.bookedTimes('2026-12-01')).toEqual(['09:30']);
      expect(await store.get('bookings', a.id)).toEqual(cancelled);
      expect(await store.findBookings({ phone: '9822222222', fromDate: '2026-11-20' })).toEqual([]);
      // Cancelled stays cancelled, and the freed slot can be booked again.
      expect(await store.markVisit(a.id, 'arrived')).toEqual(cancelled);
      await book('2026-12-01', '09:00', 'C');
      expect(await store.markVisit('no-such-id', 'arrived')).toBeNull();
    });
  });
}
