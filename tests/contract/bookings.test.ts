// The bookings sub-port's contract (src/server/store/port/bookings.ts Bookings: reserve, move, markVisit and their
// reads), run against every adapter: the embedded store, Redis over RESP and Redis through Upstash REST.
// Races go through a second connection, as a second function instance would.

import { describe, expect, it } from 'vitest';
import type { AppointmentRecordData, StoredRecord } from '../../src/lib/records';
import { SLOTS, type Slot } from '../../src/lib/slots';
import type { ReservationItem, Store } from '../../src/server/store/port';
import { appointmentItem, bookOne } from '../helpers/reservations';
import { contractSuite, CONTRACT_NOW, freshStore, searchOf } from '../helpers/stores';

const appointment = (date: string, time: string, name = 'Priya', overrides: Partial<AppointmentRecordData> = {}) =>
  appointmentItem(date, time, name, { groupId: 'g-1', ...overrides });

const visit = (time: string, name: string, groupId: string, date = '2026-12-03') =>
  appointmentItem(date, time, name, { groupId }, 'FP26');

const T0 = Date.parse('2026-11-20T04:30:00.000Z');

contractSuite('bookings', (harness) => {
  describe('reserve', () => {
    let store: Store;
    const clock = new Date(CONTRACT_NOW);
    const now = () => clock;
    const fresh = freshStore(harness, (s) => (store = s), now);

    it('reserves a booking: slots taken, register numbers from the year counter starting at 1', async () => {
      await fresh();
      const result = await store.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-01', '10:30', 'priya'), appointment('2026-12-01', '13:00', 'Kumar')],
        search: searchOf('bookings'),
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.appointments.map((a) => a.registerNumber)).toEqual(['FP26001', 'FK26002']);
      expect(await store.bookings.bookedTimes('2026-12-01')).toEqual(['10:30', '13:00']);
      expect(await store.bookings.bookedTimes('2026-12-02')).toEqual([]);
      const listed = await store.records.list('bookings');
      expect(listed).toHaveLength(2);
      expect(new Set(listed.map((r) => r.registerNumber))).toEqual(new Set(['FP26001', 'FK26002']));
      expect(listed.find((r) => r.name === 'priya')).toEqual(result.appointments[0]);
      expect(await store.bookings.nextRegisterSequence(2026)).toBe(3);
      expect(await store.bookings.nextRegisterSequence(2027)).toBe(1);
    });

    it("keeps a returning patient's register number and does not advance the counter", async () => {
      await fresh();
      const given: ReservationItem = {
        ...appointment('2026-12-03', '09:00', 'Old'),
        register: { kind: 'given', value: 'MO25123' },
      };
      const result = await store.bookings.reserve({ year: 2026, items: [given], search: searchOf('bookings') });
      expect(result.ok && result.appointments[0]!.registerNumber).toBe('MO25123');
      expect(await store.bookings.nextRegisterSequence(2026)).toBe(1);
    });

    it('refuses a taken slot and stores nothing of that request (all or none)', async () => {
      await fresh();
      await store.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-01', '18:00')],
        search: searchOf('bookings'),
      });
      const result = await store.bookings.reserve({
        year: 2026,
        items: [
          appointment('2026-12-01', '09:00', 'A'),
          appointment('2026-12-02', '09:00', 'B'),
          appointment('2026-12-01', '18:00', 'C'),
        ],
        search: searchOf('bookings'),
      });
      expect(result).toEqual({ ok: false, conflictIndex: 2 });
      expect(await store.bookings.bookedTimes('2026-12-01')).toEqual(['18:00']);
      expect(await store.bookings.bookedTimes('2026-12-02')).toEqual([]);
      expect(await store.records.list('bookings')).toHaveLength(1);
      // The refused request consumed no register number.
      expect(await store.bookings.nextRegisterSequence(2026)).toBe(2);
    });

    it('refuses the same slot twice within one request', async () => {
      await fresh();
      const result = await store.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-05', '11:00', 'A'), appointment('2026-12-05', '11:00', 'B')],
        search: searchOf('bookings'),
      });
      expect(result).toEqual({ ok: false, conflictIndex: 1 });
      expect(await store.bookings.bookedTimes('2026-12-05')).toEqual([]);
    });

    it('deleting a booking frees its slot (and only its slot)', async () => {
      await fresh();
      const first = await store.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-01', '10:00'), appointment('2026-12-01', '10:30')],
        search: searchOf('bookings'),
      });
      if (!first.ok) throw new Error('expected ok');
      expect(await store.records.delete('bookings', first.appointments[0]!.id)).toBe(true);
      expect(await store.bookings.bookedTimes('2026-12-01')).toEqual(['10:30']);
      const again = await store.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-01', '10:00', 'Z')],
        search: searchOf('bookings'),
      });
      expect(again.ok).toBe(true);
      expect(await store.records.delete('bookings', 'no-such-id')).toBe(false);
    });

    it('shares data between two connections (two function instances)', async () => {
      const one = await fresh();
      const two = await harness.sibling(now);
      await one.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-09', '12:00')],
        search: searchOf('bookings'),
      });
      expect(await two.bookings.bookedTimes('2026-12-09')).toEqual(['12:00']);
      const clash = await two.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-09', '12:00', 'Other')],
        search: searchOf('bookings'),
      });
      expect(clash).toEqual({ ok: false, conflictIndex: 0 });
      expect(await two.bookings.nextRegisterSequence(2026)).toBe(2);
    });
  });

  describe('move, visits and reads', () => {
    let store: Store;
    const clock = new Date(CONTRACT_NOW);
    const now = () => clock;
    const fresh = freshStore(harness, (s) => (store = s), now);
    const book = (date: string, time: Slot, name?: string, phone?: string) => bookOne(store, date, time, name, phone);

    it('the appointments of a range of dates, by date and time, in one read', async () => {
      await fresh();
      const late = await book('2027-02-03', '16:00', 'Range C', '9822222203');
      const early = await book('2027-02-03', '10:00', 'Range B', '9822222202');
      const first = await book('2027-02-01', '15:30', 'Range A', '9822222201');
      await book('2027-01-31', '10:00', 'Before', '9822222200');
      await book('2027-03-05', '10:00', 'After', '9822222204');
      const ids = (list: StoredRecord<'bookings'>[]) => list.map((b) => b.id);
      expect(ids(await store.bookings.onDates('2027-02-01', '2027-03-04'))).toEqual([first.id, early.id, late.id]);
      expect(ids(await store.bookings.onDates('2027-02-03'))).toEqual([early.id, late.id]);
      expect(ids(await store.bookings.onDates('2027-02-02', '2027-02-02'))).toEqual([]);
      expect(ids(await store.bookings.onDates('2027-02-04', '2027-02-01'))).toEqual([]);
      // A cancelled visit gave its slot back: it is no longer one of the day's appointments.
      await store.bookings.markVisit(early.id, 'cancelled');
      expect(ids(await store.bookings.onDates('2027-02-01', '2027-03-04'))).toEqual([first.id, late.id]);
    });

    it('move: the new slot taken and the old freed together; the record keeps its id and number', async () => {
      await fresh();
      const booking = await book('2026-12-01', '10:00', 'Mover', '9811111111');
      const result = await store.bookings.move(booking.id, { date: '2026-12-03', time: '15:30' }, searchOf('bookings'));
      expect(result).toEqual({
        ok: true,
        appointment: {
          ...booking,
          visitDate: '2026-12-03',
          visitDay: 'Thursday',
          visitTime: '15:30',
          link: 1,
        },
      });
      expect(await store.bookings.bookedTimes('2026-12-01')).toEqual([]);
      expect(await store.bookings.bookedTimes('2026-12-03')).toEqual(['15:30']);
      expect(await store.records.get('bookings', booking.id)).toEqual(result.ok && result.appointment);
      expect((await store.bookings.onDates('2026-12-03')).map((b) => b.id)).toEqual([booking.id]);
      expect((await store.bookings.find({ phone: '9811111111', fromDate: '2026-12-02' })).map((b) => b.id)).toEqual([
        booking.id,
      ]);
      const found = await store.records.page('bookings', { limit: 10, maxBytes: 100_000, search: '2026-12-03' });
      expect(found.records.map((b) => b.id)).toEqual([booking.id]);
      // The old slot is free for someone else.
      await book('2026-12-01', '10:00', 'Next');
    });

    it('move refuses a taken slot, a closed one, a missing or cancelled booking, and changes nothing', async () => {
      await fresh();
      const a = await book('2026-12-01', '10:00', 'A');
      await book('2026-12-01', '10:30', 'B');
      await store.calendar.addClosure({ from: '2026-12-05', to: '2026-12-05', reason: 'Clinic repairs' });
      expect(await store.bookings.move(a.id, { date: '2026-12-01', time: '10:30' }, searchOf('bookings'))).toEqual({
        ok: false,
        refused: 'taken',
      });
      expect(await store.bookings.move(a.id, { date: '2026-12-01', time: '10:00' }, searchOf('bookings'))).toEqual({
        ok: false,
        refused: 'taken',
      });
      expect(await store.bookings.move(a.id, { date: '2026-12-05', time: '11:00' }, searchOf('bookings'))).toEqual({
        ok: false,
        refused: 'closed',
        reason: 'Clinic repairs',
      });
      expect(
        await store.bookings.move('no-such-id', { date: '2026-12-02', time: '11:00' }, searchOf('bookings')),
      ).toEqual({
        ok: false,
        refused: 'missing',
      });
      expect(await store.records.get('bookings', a.id)).toEqual(a);
      expect(await store.bookings.bookedTimes('2026-12-01')).toEqual(['10:00', '10:30']);
      await store.bookings.markVisit(a.id, 'cancelled');
      expect(await store.bookings.move(a.id, { date: '2026-12-02', time: '11:00' }, searchOf('bookings'))).toEqual({
        ok: false,
        refused: 'cancelled',
      });
      expect(await store.bookings.bookedTimes('2026-12-02')).toEqual([]);
    });

    it('200 concurrent moves into one slot: one wins, every other booking keeps its own slot', async () => {
      await fresh();
      const other = await harness.sibling(now);
      const bookings: StoredRecord<'bookings'>[] = [];
      for (let day = 0; day < 11; day++) {
        const date = `2027-02-${String(day + 1).padStart(2, '0')}`;
        const items = SLOTS.slice(0, day === 10 ? 200 - 190 : 19).map((t, i) =>
          appointmentItem(date, t, `M${day}-${i}`, {
            phone: `97${String(day).padStart(2, '0')}${String(i).padStart(6, '0')}`,
          }),
        );
        for (let i = 0; i < items.length; i += 4) {
          const r = await store.bookings.reserve({
            year: 2027,
            items: items.slice(i, i + 4),
            search: searchOf('bookings'),
          });
          if (!r.ok) throw new Error(JSON.stringify(r));
          bookings.push(...r.appointments);
        }
      }
      expect(bookings).toHaveLength(200);
      const target = { date: '2027-03-01', time: '12:00' as const };
      const results = await Promise.all(
        bookings.map((b, i) => (i % 2 ? other : store).bookings.move(b.id, target, searchOf('bookings'))),
      );
      const winners = results.flatMap((r, i) => (r.ok ? [bookings[i]!] : []));
      expect(winners).toHaveLength(1);
      for (const r of results) if (!r.ok) expect(r).toEqual({ ok: false, refused: 'taken' });
      expect(await store.bookings.bookedTimes('2027-03-01')).toEqual(['12:00']);
      expect((await store.bookings.onDates('2027-03-01')).map((b) => b.id)).toEqual([winners[0]!.id]);
      for (const b of bookings) {
        if (b.id === winners[0]!.id) continue;
        expect(await store.records.get('bookings', b.id)).toEqual(b);
      }
      const held = await Promise.all(
        Array.from({ length: 11 }, (_, d) => store.bookings.bookedTimes(`2027-02-${String(d + 1).padStart(2, '0')}`)),
      );
      expect(held.flat()).toHaveLength(199);
    });

    it('visits are marked arrived or no-show (slot kept), cancelled (slot freed, record kept, for good)', async () => {
      await fresh();
      const a = await book('2026-12-01', '09:00', 'A', '9822222222');
      const b = await book('2026-12-01', '09:30', 'B');
      const arrived = await store.bookings.markVisit(a.id, 'arrived');
      expect(arrived).toEqual({ ...a, status: 'arrived', statusAt: clock.toISOString() });
      expect(await store.records.get('bookings', a.id)).toEqual(arrived);
      expect(await store.bookings.markVisit(b.id, 'no-show')).toMatchObject({ status: 'no-show' });
      expect(await store.bookings.bookedTimes('2026-12-01')).toEqual(['09:00', '09:30']);
      const cancelled = await store.bookings.markVisit(a.id, 'cancelled');
      expect(cancelled).toMatchObject({ id: a.id, status: 'cancelled' });
      expect(await store.bookings.bookedTimes('2026-12-01')).toEqual(['09:30']);
      expect(await store.records.get('bookings', a.id)).toEqual(cancelled);
      expect(await store.bookings.find({ phone: '9822222222', fromDate: '2026-11-20' })).toEqual([]);
      // Cancelled stays cancelled, and the freed slot can be booked again.
      expect(await store.bookings.markVisit(a.id, 'arrived')).toEqual(cancelled);
      await book('2026-12-01', '09:00', 'C');
      expect(await store.bookings.markVisit('no-such-id', 'arrived')).toBeNull();
    });
  });

  describe("a date's appointments", () => {
    let store: Store;
    const fresh = async () => (store = await harness.create(() => new Date(T0)));

    it('the appointments of a date, by time', async () => {
      await fresh();
      await store.bookings.reserve({
        year: 2026,
        items: [visit('16:00', 'Late', 'g1'), visit('09:30', 'Early', 'g1')],
        search: searchOf('bookings'),
      });
      await store.bookings.reserve({
        year: 2026,
        items: [visit('12:00', 'Other day', 'g2', '2026-12-04')],
        search: searchOf('bookings'),
      });
      expect((await store.bookings.onDates('2026-12-03')).map((r) => r.name)).toEqual(['Early', 'Late']);
      expect((await store.bookings.onDates('2026-12-05')).map((r) => r.name)).toEqual([]);
    });
  });
});
