// The calendar sub-port's contract (src/server/store/port/calendar.ts Calendar: closures, availability), run against
// every adapter: the embedded store, Redis over RESP and Redis through Upstash REST. Races go through a
// second connection, as a second function instance would.

import { expect, it } from 'vitest';
import type { ClosureRule } from '../../src/lib/closures';
import { SLOTS, type Slot } from '../../src/lib/slots';
import type { Store } from '../../src/server/store/port';
import { anyString } from '../helpers/matchers';
import { appointmentItem, bookOne } from '../helpers/reservations';
import { contractSuite, CONTRACT_NOW, freshStore, searchOf } from '../helpers/stores';

const appointment = (date: string, time: Slot, name = 'Priya', phone = '9876543210') =>
  appointmentItem(date, time, name, { phone });

contractSuite('calendar', (harness) => {
  let store: Store;
  const clock = new Date(CONTRACT_NOW);
  const now = () => clock;
  const fresh = freshStore(harness, (s) => (store = s), now);
  const book = (date: string, time: Slot, name?: string, phone?: string) => bookOne(store, date, time, name, phone);

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
    const a = await store.calendar.addClosure(later);
    const b = await store.calendar.addClosure(weekly);
    expect(a).toMatchObject({ ...later, id: anyString(), createdAt: clock.toISOString() });
    expect(await store.calendar.closures()).toEqual([b, a]);
    expect(await store.calendar.deleteClosure(a.id)).toBe(true);
    expect(await store.calendar.deleteClosure(a.id)).toBe(false);
    expect(await store.calendar.closures()).toEqual([b]);
  });

  it('a closed slot is refused with its reason, and nothing of the request is stored', async () => {
    await fresh();
    await store.calendar.addClosure({ from: '2027-01-14', to: '2027-01-16', reason: 'Pongal' });
    await store.calendar.addClosure({
      from: '2026-12-01',
      to: '2026-12-31',
      weekday: 'Wednesday',
      slots: ['14:00'],
      reason: 'Camp',
    });
    await store.calendar.addClosure({
      from: '2026-12-04',
      to: '2026-12-04',
      slots: ['09:00', '09:30'],
      reason: 'Staff meeting',
    });
    const group = [appointment('2026-12-03', '10:00', 'A'), appointment('2027-01-15', '10:00', 'B')];
    expect(await store.bookings.reserve({ year: 2026, items: group, search: searchOf('bookings') })).toEqual({
      ok: false,
      closedIndex: 1,
      reason: 'Pongal',
    });
    // 2026-12-02 is a Wednesday: only its 14:00 is closed.
    expect(
      await store.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-02', '14:00')],
        search: searchOf('bookings'),
      }),
    ).toEqual({
      ok: false,
      closedIndex: 0,
      reason: 'Camp',
    });
    expect(
      await store.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-04', '09:30')],
        search: searchOf('bookings'),
      }),
    ).toMatchObject({
      reason: 'Staff meeting',
    });
    expect(await store.bookings.bookedTimes('2026-12-03')).toEqual([]);
    expect(await store.records.list('bookings')).toEqual([]);
    expect(await store.bookings.nextRegisterSequence(2026)).toBe(1);
    // Around them, everything is open: the Wednesday's 14:30, the Thursday's 14:00, the day after Pongal.
    await book('2026-12-02', '14:30', 'C');
    await book('2026-12-03', '14:00', 'D');
    await book('2027-01-17', '10:00', 'E');
    await book('2026-12-04', '10:00', 'F');
    // One read gives a date's booked times and every closure.
    const { booked, closures } = await store.calendar.availability('2026-12-02');
    expect(booked).toEqual(['14:30']);
    expect(closures.map((c) => c.reason)).toEqual(['Camp', 'Staff meeting', 'Pongal']);
  });

  it('a closure racing bookings: once it is added no booking gets in, and each booking is all there or not at all', async () => {
    await fresh();
    const other = await harness.sibling(now);
    const date = '2026-12-10';
    const attempts = SLOTS.map((time, i) =>
      (i % 2 === 0 ? store : other).bookings.reserve({
        year: 2026,
        items: [appointment(date, time, `R${i}`, `90000000${String(i).padStart(2, '0')}`)],
        search: searchOf('bookings'),
      }),
    );
    const closing = other.calendar.addClosure({ from: date, to: date, reason: 'Flood' });
    const results = await Promise.all(attempts);
    await closing;
    const made = results.filter((r) => r.ok).length;
    for (const r of results) if (!r.ok) expect(r).toEqual({ ok: false, closedIndex: 0, reason: 'Flood' });
    expect(await store.bookings.bookedTimes(date)).toHaveLength(made);
    expect(await store.bookings.onDates(date)).toHaveLength(made);
    // After the closure, nothing gets in through either connection.
    for (const s of [store, other])
      expect(
        await s.bookings.reserve({
          year: 2026,
          items: [appointment(date, '18:00', 'Late')],
          search: searchOf('bookings'),
        }),
      ).toMatchObject({
        reason: 'Flood',
      });
  });
});
