// The limits sub-port's contract (src/server/store/port/limits.ts Limits), run against every adapter: rate-limit
// windows counted alone, and with a write (records.add, bookings.reserve) in the write's own atomic step.

import { expect, it } from 'vitest';
import type { AppointmentRecordData } from '../../src/lib/records';
import type { Store, WindowHit } from '../../src/server/store/port';
import { appointmentItem } from '../helpers/reservations';
import { contractSuite, CONTRACT_NOW, freshStore, searchOf } from '../helpers/stores';

const appointment = (date: string, time: string, name = 'Priya', overrides: Partial<AppointmentRecordData> = {}) =>
  appointmentItem(date, time, name, { groupId: 'g-1', ...overrides });

contractSuite('limits', (harness) => {
  let store: Store;
  const clock = new Date(CONTRACT_NOW);
  const now = () => clock;
  const fresh = freshStore(harness, (s) => (store = s), now);

  it('counts rate-limit hits per key and window', async () => {
    await fresh();
    expect(await store.limits.hit('k1', 60_000, 60_000)).toBe(1);
    expect(await store.limits.hit('k1', 60_000, 60_000)).toBe(2);
    expect(await store.limits.hit('k2', 60_000, 60_000)).toBe(1);
    expect(await store.limits.hit('k1', 120_000, 60_000)).toBe(1);
    // Taking a hit back (a right password) and reading without counting.
    expect(await store.limits.hit('k1', 120_000, 60_000, -1)).toBe(0);
    expect(await store.limits.hit('k1', 120_000, 60_000, 0)).toBe(0);
    expect(await store.limits.hit('k2', 60_000, 60_000, 0)).toBe(1);
    expect(await store.limits.hit('k3', 60_000, 60_000, 0)).toBe(0);
  });

  it('counts window hits with a write: a full window refuses it (nothing written); write-only hits count only writes', async () => {
    await fresh();
    const W = 60_000;
    const request = (limit: number): WindowHit => ({
      key: 'req',
      windowStart: W,
      windowMs: W,
      by: 1,
      limit,
      counts: 'request',
    });
    const daily = (by: number, limit: number): WindowHit => ({
      key: 'day',
      windowStart: 0,
      windowMs: 86_400_000,
      by,
      limit,
      counts: 'write',
    });
    const callback = { variant: 'nav' as const, name: 'Hit', phone: '9876543210' };
    await store.records.add('callbacks', callback, { search: searchOf('callbacks'), hits: [request(2)] });
    await store.records.add('callbacks', callback, { search: searchOf('callbacks'), hits: [request(2)] });
    await expect(
      store.records.add('callbacks', callback, { search: searchOf('callbacks'), hits: [request(2)] }),
    ).rejects.toMatchObject({
      name: 'WindowFullError',
      index: 0,
    });
    expect(await store.records.list('callbacks')).toHaveLength(2);
    // The same counter hitRateLimit counts (the refused request counted too).
    expect(await store.limits.hit('req', W, W, 0)).toBe(3);

    // A booking: the request counts whatever happens, its slots only when it is made.
    const hits = (slots: number) => [request(10), daily(slots, 3)];
    const two = [appointment('2026-12-05', '09:00', 'A'), appointment('2026-12-05', '09:30', 'B')];
    expect(
      (await store.bookings.reserve({ year: 2026, items: two, hits: hits(2), search: searchOf('bookings') })).ok,
    ).toBe(true);
    expect(
      await store.bookings.reserve({
        year: 2026,
        items: two.slice(0, 1),
        hits: hits(1),
        search: searchOf('bookings'),
      }),
    ).toEqual({
      ok: false,
      conflictIndex: 0,
    });
    expect(await store.limits.hit('day', 0, 86_400_000, 0)).toBe(2);
    expect(await store.limits.hit('req', W, W, 0)).toBe(5);
    await expect(
      store.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-06', '09:00'), appointment('2026-12-06', '09:30')],
        hits: hits(2),
        search: searchOf('bookings'),
      }),
    ).rejects.toMatchObject({ name: 'WindowFullError', index: 1 });
    expect(await store.bookings.bookedTimes('2026-12-06')).toEqual([]);
    expect(await store.limits.hit('day', 0, 86_400_000, 0)).toBe(2);
    expect(await store.limits.hit('req', W, W, 0)).toBe(6);
    expect(
      (
        await store.bookings.reserve({
          year: 2026,
          items: [appointment('2026-12-06', '10:00')],
          hits: hits(1),
          search: searchOf('bookings'),
        })
      ).ok,
    ).toBe(true);
    expect(await store.limits.hit('day', 0, 86_400_000, 0)).toBe(3);
    expect(await store.bookings.nextRegisterSequence(2026)).toBe(4);
  });

  it('a single-use window (a proof of work: limit 1, starting at its expiry) refuses a second use, after 600 other hits too', async () => {
    await fresh();
    const now = clock.getTime();
    const ttl = 10 * 60_000;
    const proof: WindowHit = {
      key: 'proof:abc',
      windowStart: now + ttl,
      windowMs: ttl,
      by: 1,
      limit: 1,
      counts: 'request',
    };
    const callback = { variant: 'nav' as const, name: 'Once', phone: '9876543210' };
    await store.records.add('callbacks', callback, { search: searchOf('callbacks'), hits: [proof] });
    // Many other windows counted meanwhile (the embedded store prunes ended windows every 500 hits).
    const minute = Math.floor(now / 60_000) * 60_000;
    for (let i = 0; i < 600; i++) await store.limits.hit(`other:${i}`, minute, 60_000);
    await expect(
      store.records.add('callbacks', callback, { search: searchOf('callbacks'), hits: [proof] }),
    ).rejects.toMatchObject({ name: 'WindowFullError', index: 0 });
    await expect(
      store.bookings.reserve({
        year: 2026,
        items: [appointment('2026-12-07', '09:00')],
        hits: [proof],
        search: searchOf('bookings'),
      }),
    ).rejects.toMatchObject({ name: 'WindowFullError', index: 0 });
    expect(await store.records.list('callbacks')).toHaveLength(1);
    expect(await store.bookings.bookedTimes('2026-12-07')).toEqual([]);
  });
});

contractSuite('limits, counted alone', (harness) => {
  let store: Store;
  const clock = new Date(CONTRACT_NOW);
  const fresh = freshStore(
    harness,
    (s) => (store = s),
    () => clock,
  );
  const MINUTE = 60_000;
  const DAY = 86_400_000;
  const hit = (key: string, windowStart: number, windowMs: number, limit: number, counts: WindowHit['counts']) =>
    ({ key, windowStart, windowMs, by: 1, limit, counts }) satisfies WindowHit;

  it("counts a request's hits in one step: 'request' hits are added, the others only compared; the first full one", async () => {
    clock.setTime(Date.parse(CONTRACT_NOW));
    await fresh();
    expect(await store.limits.count([])).toBe(-1);
    const net = hit('net', MINUTE, MINUTE, 2, 'request');
    const proof = hit('proof:n1', 10 * MINUTE, 10 * MINUTE, 1, 'request');
    const daily = hit('daily', 0, DAY, 1, 'write');
    expect(await store.limits.count([net, proof, daily])).toBe(-1);
    expect(await store.limits.hit('net', MINUTE, MINUTE, 0)).toBe(1);
    expect(await store.limits.hit('proof:n1', 10 * MINUTE, 10 * MINUTE, 0)).toBe(1);
    expect(await store.limits.hit('daily', 0, DAY, 0)).toBe(0);
    // The proof is spent: the next request is refused on it, and its network window counts it all the same.
    expect(await store.limits.count([net, proof])).toBe(1);
    expect(await store.limits.hit('net', MINUTE, MINUTE, 0)).toBe(2);
    // The network's window is full now (3 > 2): the first full hit is named, every 'request' hit counted.
    expect(await store.limits.count([net, hit('proof:n2', 10 * MINUTE, 10 * MINUTE, 1, 'request')])).toBe(0);
    expect(await store.limits.hit('proof:n2', 10 * MINUTE, 10 * MINUTE, 0)).toBe(1);
    // A 'write' hit that one more would pass is full without being counted.
    await store.limits.hit('daily', 0, DAY);
    expect(await store.limits.count([hit('other', MINUTE, MINUTE, 5, 'request'), daily])).toBe(1);
    expect(await store.limits.hit('daily', 0, DAY, 0)).toBe(1);
    // The counters are the ones writes count (records.add refuses on the spent proof).
    const callback = { variant: 'nav' as const, name: 'Alone', phone: '9876543210' };
    await expect(
      store.records.add('callbacks', callback, { search: searchOf('callbacks'), hits: [proof] }),
    ).rejects.toMatchObject({ name: 'WindowFullError', index: 0 });
  });

  it('a window is dropped only once its own length has passed: a daily window outlives many minutes of other windows', async () => {
    clock.setTime(Date.parse(CONTRACT_NOW));
    await fresh();
    const dayStart = Math.floor(clock.getTime() / DAY) * DAY;
    for (let i = 0; i < 3; i++) await store.limits.hit('network:day', dayStart, DAY);
    const hourStart = Math.floor(clock.getTime() / (60 * MINUTE)) * 60 * MINUTE;
    await store.limits.hit('hourly', hourStart, 60 * MINUTE);
    // Ten minutes later (the embedded store cleans up every 500 hits): 600 per-minute windows counted.
    clock.setTime(clock.getTime() + 10 * MINUTE);
    const minute = Math.floor(clock.getTime() / MINUTE) * MINUTE;
    for (let i = 0; i < 300; i++) await store.limits.hit(`minute:${i}`, minute, MINUTE);
    expect(
      await store.limits.count(
        Array.from({ length: 300 }, (_, i) => hit(`minute:b${i}`, minute, MINUTE, 5, 'request')),
      ),
    ).toBe(-1);
    expect(await store.limits.hit('network:day', dayStart, DAY, 0)).toBe(3);
    expect(await store.limits.hit('hourly', hourStart, 60 * MINUTE, 0)).toBe(1);
    expect(await store.limits.hit('minute:0', minute, MINUTE, 0)).toBe(1);
    clock.setTime(Date.parse(CONTRACT_NOW));
  });
});
