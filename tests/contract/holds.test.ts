// Held bookings, run against every adapter: past a phone's limits or a network's daily share a
// booking is stored *held* for staff, never refused (a refusal would tell a stranger about someone else's
// visits); a move is checked against the phone's per-day limit in its own atomic step; staff confirm a held
// booking or release it; a move or a cancel bumps the booking's link version.
// Before (main): reserve answered { ok: false, phoneLimitIndex } and a move skipped the limits.

import { expect, it } from 'vitest';
import type { AppointmentRecordData } from '../../src/lib/records';
import type { PhoneLimits, Store, WindowHit } from '../../src/server/store/port';
import { appointmentItem } from '../helpers/reservations';
import { contractSuite, CONTRACT_NOW, freshStore, searchOf } from '../helpers/stores';

const PHONE = '9811100000';
const LIMITS: PhoneLimits = { today: '2026-11-20', perDay: 2, ahead: 3 };

const item = (date: string, time: string, name: string, overrides: Partial<AppointmentRecordData> = {}) =>
  appointmentItem(date, time, name, { phone: PHONE, ...overrides });

contractSuite('holds', (harness) => {
  let store: Store;
  const clock = new Date(CONTRACT_NOW);
  const fresh = freshStore(
    harness,
    (s) => (store = s),
    () => clock,
  );

  const reserve = async (items: ReturnType<typeof item>[], hits?: WindowHit[]) => {
    const result = await store.bookings.reserve({
      year: 2026,
      items,
      search: searchOf('bookings'),
      phoneLimits: LIMITS,
      ...(hits ? { hits } : {}),
    });
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
    return result.appointments;
  };

  it('a phone past its limits: stored held (slot taken), never refused; the answer is what is stored', async () => {
    await fresh();
    const first = await reserve([item('2026-12-01', '09:00', 'A'), item('2026-12-01', '09:30', 'B')]);
    expect(first.map((a) => a.held)).toEqual([undefined, undefined]);
    // A third on that date (per day: 2), with another phone's person in the same request.
    const third = await reserve([
      item('2026-12-01', '10:00', 'Other', { phone: '9811100001' }),
      item('2026-12-01', '10:30', 'C'),
    ]);
    expect(third.map((a) => a.held)).toEqual([undefined, 'phone']);
    expect(await store.bookings.bookedTimes('2026-12-01')).toEqual(['09:00', '09:30', '10:00', '10:30']);
    for (const a of [...first, ...third]) expect(await store.records.get('bookings', a.id)).toEqual(a);
    // Ahead: 3 from today on; the held one counts too, so the next date's is held as well.
    const [fourth] = await reserve([item('2026-12-02', '09:00', 'D')]);
    expect(fourth!.held).toBe('phone');
    expect((await store.bookings.find({ phone: PHONE, fromDate: '2026-11-20' })).length).toBe(4);
  });

  it("a 'hold' window past its share holds every item of the request and counts them; 'request' still refuses", async () => {
    await fresh();
    const share = (by: number): WindowHit => ({
      key: 'net',
      windowStart: 0,
      windowMs: 86_400_000,
      by,
      limit: 3,
      counts: 'hold',
    });
    const phone = (n: number) => ({ phone: `98222000${n}0` });
    const a = await reserve(
      [item('2026-12-03', '09:00', 'A', phone(1)), item('2026-12-03', '09:30', 'B', phone(2))],
      [share(2)],
    );
    expect(a.map((x) => x.held)).toEqual([undefined, undefined]);
    const b = await reserve(
      [item('2026-12-03', '10:00', 'C', phone(3)), item('2026-12-03', '10:30', 'D', phone(4))],
      [share(2)],
    );
    expect(b.map((x) => x.held)).toEqual(['network', 'network']);
    // Held ones were counted (4 of 3): the next is held too.
    expect(await store.limits.hit('net', 0, 86_400_000, 0)).toBe(4);
    const [c] = await reserve([item('2026-12-03', '11:00', 'E', phone(5))], [share(1)]);
    expect(c!.held).toBe('network');
    // A 'request' hit past its limit still refuses.
    const full: WindowHit = { key: 'req', windowStart: 0, windowMs: 60_000, by: 1, limit: 0, counts: 'request' };
    await expect(reserve([item('2026-12-03', '11:30', 'F', phone(6))], [full])).rejects.toMatchObject({
      name: 'WindowFullError',
    });
  });

  it('a move past the per-day limit is held (not refused), its own booking not counted twice', async () => {
    await fresh();
    await reserve([item('2026-12-05', '09:00', 'A'), item('2026-12-05', '09:30', 'B')]);
    const [mover] = await reserve([item('2026-12-06', '09:00', 'M')]);
    // Within its own date: not past the limit.
    const same = await store.bookings.move(
      mover!.id,
      { date: '2026-12-06', time: '10:00' },
      searchOf('bookings'),
      LIMITS,
    );
    expect(same.ok && same.appointment.held).toBeUndefined();
    // Onto the full date: held, the slot taken, the old one freed.
    const held = await store.bookings.move(
      mover!.id,
      { date: '2026-12-05', time: '10:00' },
      searchOf('bookings'),
      LIMITS,
    );
    expect(held).toMatchObject({ ok: true, appointment: { held: 'phone', visitDate: '2026-12-05', link: 2 } });
    expect(await store.records.get('bookings', mover!.id)).toEqual(held.ok && held.appointment);
    expect(await store.bookings.bookedTimes('2026-12-05')).toEqual(['09:00', '09:30', '10:00']);
    expect(await store.bookings.bookedTimes('2026-12-06')).toEqual([]);
    // Held stays held when it moves on to a free date (staff confirm it, not a move).
    const away = await store.bookings.move(
      mover!.id,
      { date: '2026-12-07', time: '10:00' },
      searchOf('bookings'),
      LIMITS,
    );
    expect(away).toMatchObject({ ok: true, appointment: { held: 'phone', link: 3 } });
    // Without limits a move holds nothing.
    const [free] = await reserve([item('2026-12-08', '09:00', 'Z', { phone: '9811100009' })]);
    const moved = await store.bookings.move(free!.id, { date: '2026-12-05', time: '11:00' }, searchOf('bookings'));
    expect(moved.ok && moved.appointment.held).toBeUndefined();
  });

  it('staff confirm a held booking (no longer held) or release it (cancelled: slot free); a cancel bumps the link', async () => {
    await fresh();
    await reserve([item('2026-12-09', '09:00', 'A'), item('2026-12-09', '09:30', 'B')]);
    const [x, y] = await reserve([item('2026-12-09', '10:00', 'X'), item('2026-12-09', '10:30', 'Y')]);
    expect([x!.held, y!.held]).toEqual(['phone', 'phone']);
    const confirmed = await store.bookings.confirm(x!.id);
    expect(confirmed).toEqual({ ...x, held: undefined });
    expect(confirmed && 'held' in confirmed).toBe(false);
    expect(await store.records.get('bookings', x!.id)).toEqual(confirmed);
    // Confirming again, or one never held, changes nothing; a missing one is null.
    expect(await store.bookings.confirm(x!.id)).toEqual(confirmed);
    expect(await store.bookings.confirm('no-such-id')).toBeNull();
    const released = await store.bookings.markVisit(y!.id, 'cancelled');
    expect(released).toMatchObject({ status: 'cancelled', held: 'phone', link: 1 });
    expect(await store.bookings.bookedTimes('2026-12-09')).toEqual(['09:00', '09:30', '10:00']);
    // Arrived or no-show keep the link.
    expect(await store.bookings.markVisit(x!.id, 'arrived')).toMatchObject({ status: 'arrived' });
    expect((await store.records.get('bookings', x!.id))?.link).toBeUndefined();
  });
});
