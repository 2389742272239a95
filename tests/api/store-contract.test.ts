// ONE contract for the store port, run against BOTH adapters (embedded SQLite and Redis over RESP).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRecordData } from '../../src/lib/records';
import type { PageCursor, ReservationItem, Store, WindowHit } from '../../src/server/store/types';
import { appointmentItem } from '../helpers/reservations';
import { allAdapters } from '../helpers/stores';

const appointment = (date: string, time: string, name = 'Priya', overrides: Partial<AppointmentRecordData> = {}) =>
  appointmentItem(date, time, name, { groupId: 'g-1', ...overrides });

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`store contract: ${harness.label}`, () => {
    let store: Store;
    let clock = new Date('2026-11-20T04:30:00.000Z');
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

    it('reports its name and answers ping', async () => {
      await fresh();
      expect(store.name).toBe(harness.name);
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('adds records with a UUID and the server createdAt, lists newest first, gets and deletes them', async () => {
      await fresh();
      clock = new Date('2026-11-20T04:30:00.000Z');
      const a = await store.add('callbacks', { variant: 'nav', name: 'Arun', mobile: '9876543210' });
      clock = new Date('2026-11-20T04:31:00.000Z');
      const b = await store.add('callbacks', {
        variant: 'home',
        name: 'பிரியா',
        mobile: '9876543211',
        email: 'p@example.org',
        comment: 'Call after 6 "pm" \\ ok',
      });
      expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(a.id).not.toBe(b.id);
      expect(a.createdAt).toBe('2026-11-20T04:30:00.000Z');
      expect(b.createdAt).toBe('2026-11-20T04:31:00.000Z');

      const listed = await store.list('callbacks');
      expect(listed.map((r) => r.id)).toEqual([b.id, a.id]);
      expect(listed[0]).toEqual(b);
      expect(await store.get('callbacks', a.id)).toEqual(a);
      expect(await store.get('callbacks', 'missing')).toBeNull();
      expect(await store.list('callbacks', { limit: 1 })).toHaveLength(1);

      expect(await store.delete('callbacks', a.id)).toBe(true);
      expect(await store.delete('callbacks', a.id)).toBe(false);
      expect((await store.list('callbacks')).map((r) => r.id)).toEqual([b.id]);
    });

    it('keeps kinds apart and round-trips every kind', async () => {
      await fresh();
      const contact = await store.add('contacts', { name: 'Meena', email: 'm@example.org', message: 'Hello\nதமிழ் 🙏' });
      const donation = await store.add('donations', {
        reference: 'VT-ABCDEFGH',
        uname: 'Ravi',
        gender: 'Male',
        email: 'r@example.org',
        mobno: '9876543210',
        address: 'Dindigul',
        donate: 'Monthly',
        amount: 75000.5,
        panno: 'ABCDE1234F',
        modeofpay: 'UPI',
      });
      expect(await store.list('contacts')).toEqual([contact]);
      expect(await store.list('donations')).toEqual([donation]);
      expect(await store.list('callbacks')).toEqual([]);
      expect(await store.delete('contacts', donation.id)).toBe(false);
      expect(await store.get('donations', donation.id)).toEqual(donation);
    });

    it('reserves a booking: slots taken, register numbers from the year counter starting at 1', async () => {
      await fresh();
      const result = await store.reserve({
        year: 2026,
        items: [appointment('2026-12-01', '10:30', 'priya'), appointment('2026-12-01', '13:00', 'Kumar')],
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.appointments.map((a) => a.pregno)).toEqual(['FP26001', 'FK26002']);
      expect(await store.bookedTimes('2026-12-01')).toEqual(['10:30', '13:00']);
      expect(await store.bookedTimes('2026-12-02')).toEqual([]);
      const listed = await store.list('bookings');
      expect(listed).toHaveLength(2);
      expect(new Set(listed.map((r) => r.pregno))).toEqual(new Set(['FP26001', 'FK26002']));
      expect(listed.find((r) => r.pname === 'priya')).toEqual(result.appointments[0]);
      expect(await store.nextRegisterSequence(2026)).toBe(3);
      expect(await store.nextRegisterSequence(2027)).toBe(1);
    });

    it("keeps a returning patient's register number and does not advance the counter", async () => {
      await fresh();
      const given: ReservationItem = {
        ...appointment('2026-12-03', '09:00', 'Old'),
        register: { kind: 'given', value: 'MO25123' },
      };
      const result = await store.reserve({ year: 2026, items: [given] });
      expect(result.ok && result.appointments[0]!.pregno).toBe('MO25123');
      expect(await store.nextRegisterSequence(2026)).toBe(1);
    });

    it('refuses a taken slot and stores nothing of that request (all or none)', async () => {
      await fresh();
      await store.reserve({ year: 2026, items: [appointment('2026-12-01', '18:00')] });
      const result = await store.reserve({
        year: 2026,
        items: [
          appointment('2026-12-01', '09:00', 'A'),
          appointment('2026-12-02', '09:00', 'B'),
          appointment('2026-12-01', '18:00', 'C'),
        ],
      });
      expect(result).toEqual({ ok: false, conflictIndex: 2 });
      expect(await store.bookedTimes('2026-12-01')).toEqual(['18:00']);
      expect(await store.bookedTimes('2026-12-02')).toEqual([]);
      expect(await store.list('bookings')).toHaveLength(1);
      // The refused request consumed no register number.
      expect(await store.nextRegisterSequence(2026)).toBe(2);
    });

    it('refuses the same slot twice within one request', async () => {
      await fresh();
      const result = await store.reserve({
        year: 2026,
        items: [appointment('2026-12-05', '11:00', 'A'), appointment('2026-12-05', '11:00', 'B')],
      });
      expect(result).toEqual({ ok: false, conflictIndex: 1 });
      expect(await store.bookedTimes('2026-12-05')).toEqual([]);
    });

    it('deleting a booking frees its slot (and only its slot)', async () => {
      await fresh();
      const first = await store.reserve({
        year: 2026,
        items: [appointment('2026-12-01', '10:00'), appointment('2026-12-01', '10:30')],
      });
      if (!first.ok) throw new Error('expected ok');
      expect(await store.delete('bookings', first.appointments[0]!.id)).toBe(true);
      expect(await store.bookedTimes('2026-12-01')).toEqual(['10:30']);
      const again = await store.reserve({ year: 2026, items: [appointment('2026-12-01', '10:00', 'Z')] });
      expect(again.ok).toBe(true);
      expect(await store.delete('bookings', 'no-such-id')).toBe(false);
    });

    it('counts rate-limit hits per key and window', async () => {
      await fresh();
      expect(await store.hitRateLimit('k1', 60_000, 60_000)).toBe(1);
      expect(await store.hitRateLimit('k1', 60_000, 60_000)).toBe(2);
      expect(await store.hitRateLimit('k2', 60_000, 60_000)).toBe(1);
      expect(await store.hitRateLimit('k1', 120_000, 60_000)).toBe(1);
      // Taking a hit back (a right password) and reading without counting.
      expect(await store.hitRateLimit('k1', 120_000, 60_000, -1)).toBe(0);
      expect(await store.hitRateLimit('k1', 120_000, 60_000, 0)).toBe(0);
      expect(await store.hitRateLimit('k2', 60_000, 60_000, 0)).toBe(1);
      expect(await store.hitRateLimit('k3', 60_000, 60_000, 0)).toBe(0);
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
      const callback = { variant: 'nav' as const, name: 'Hit', mobile: '9876543210' };
      await store.add('callbacks', callback, { hits: [request(2)] });
      await store.add('callbacks', callback, { hits: [request(2)] });
      await expect(store.add('callbacks', callback, { hits: [request(2)] })).rejects.toMatchObject({
        name: 'WindowFullError',
        index: 0,
      });
      expect(await store.list('callbacks')).toHaveLength(2);
      // The same counter hitRateLimit counts (the refused request counted too).
      expect(await store.hitRateLimit('req', W, W, 0)).toBe(3);

      // A booking: the request counts whatever happens, its slots only when it is made.
      const hits = (slots: number) => [request(10), daily(slots, 3)];
      const two = [appointment('2026-12-05', '09:00', 'A'), appointment('2026-12-05', '09:30', 'B')];
      expect((await store.reserve({ year: 2026, items: two, hits: hits(2) })).ok).toBe(true);
      expect(await store.reserve({ year: 2026, items: two.slice(0, 1), hits: hits(1) })).toEqual({
        ok: false,
        conflictIndex: 0,
      });
      expect(await store.hitRateLimit('day', 0, 86_400_000, 0)).toBe(2);
      expect(await store.hitRateLimit('req', W, W, 0)).toBe(5);
      await expect(
        store.reserve({
          year: 2026,
          items: [appointment('2026-12-06', '09:00'), appointment('2026-12-06', '09:30')],
          hits: hits(2),
        }),
      ).rejects.toMatchObject({ name: 'WindowFullError', index: 1 });
      expect(await store.bookedTimes('2026-12-06')).toEqual([]);
      expect(await store.hitRateLimit('day', 0, 86_400_000, 0)).toBe(2);
      expect(await store.hitRateLimit('req', W, W, 0)).toBe(6);
      expect((await store.reserve({ year: 2026, items: [appointment('2026-12-06', '10:00')], hits: hits(1) })).ok).toBe(
        true,
      );
      expect(await store.hitRateLimit('day', 0, 86_400_000, 0)).toBe(3);
      expect(await store.nextRegisterSequence(2026)).toBe(4);
    });

    it('shares data between two connections (two function instances)', async () => {
      const one = await fresh();
      const two = await harness.sibling(now);
      await one.reserve({ year: 2026, items: [appointment('2026-12-09', '12:00')] });
      expect(await two.bookedTimes('2026-12-09')).toEqual(['12:00']);
      const clash = await two.reserve({ year: 2026, items: [appointment('2026-12-09', '12:00', 'Other')] });
      expect(clash).toEqual({ ok: false, conflictIndex: 0 });
      expect(await two.nextRegisterSequence(2026)).toBe(2);
    });

    // --- Retention: createdBefore ---------------------------------------------------------------------
    it('createdBefore: records received before a time, oldest first, by pages, one kind at a time', async () => {
      await fresh();
      const at = (iso: string) => (clock = new Date(iso));
      at('2025-01-01T00:00:00.000Z');
      const first = await store.add('callbacks', { variant: 'nav', name: 'A', mobile: '9876543210' });
      at('2025-01-02T00:00:00.000Z');
      const second = await store.add('callbacks', { variant: 'nav', name: 'B', mobile: '9876543211' });
      const contact = await store.add('contacts', { name: 'C', email: 'c@example.org', message: 'Hi' });
      at('2025-01-03T00:00:00.000Z');
      const third = await store.add('callbacks', { variant: 'nav', name: 'C', mobile: '9876543212' });
      at('2025-01-04T00:00:00.000Z');
      await store.add('callbacks', { variant: 'nav', name: 'D', mobile: '9876543213' });
      const before = Date.parse('2025-01-04T00:00:00.000Z'); // the fourth, received exactly then, is not before

      const ids = async (page: { limit: number; offset?: number }, beforeMs = before) =>
        (await store.createdBefore('callbacks', beforeMs, page)).map((r) => r.id);
      expect(await ids({ limit: 10 })).toEqual([first.id, second.id, third.id]);
      expect(await store.createdBefore('callbacks', before, { limit: 1 })).toEqual([first]);
      expect(await ids({ limit: 2, offset: 2 })).toEqual([third.id]);
      expect(await ids({ limit: 2, offset: 3 })).toEqual([]);
      expect(await ids({ limit: 10 }, Date.parse('2025-01-02T00:00:00.000Z'))).toEqual([first.id]);
      expect(await ids({ limit: 10 }, Date.parse('2025-01-02T00:00:00.001Z'))).toEqual([first.id, second.id]);
      expect(await ids({ limit: 10 }, Date.parse('2024-12-31T00:00:00.000Z'))).toEqual([]);
      expect(await store.createdBefore('contacts', before, { limit: 10 })).toEqual([contact]);
      expect(await store.createdBefore('donations', before, { limit: 10 })).toEqual([]);

      // A deleted record leaves the index: the next page starts where the kept ones end.
      expect(await store.delete('callbacks', first.id)).toBe(true);
      expect(await ids({ limit: 10 })).toEqual([second.id, third.id]);
    });

    it('createdBefore: ties in id order; bookings by when they were booked, with their whole record', async () => {
      await fresh();
      clock = new Date('2025-03-01T00:00:00.000Z');
      const same = await Promise.all(
        ['A', 'B', 'C', 'D'].map((name) => store.add('callbacks', { variant: 'nav', name, mobile: '9876543210' })),
      );
      const sorted = same.map((r) => r.id).sort();
      const before = Date.parse('2025-03-01T00:00:00.001Z');
      expect((await store.createdBefore('callbacks', before, { limit: 10 })).map((r) => r.id)).toEqual(sorted);
      expect((await store.createdBefore('callbacks', before, { limit: 2, offset: 1 })).map((r) => r.id)).toEqual(
        sorted.slice(1, 3),
      );

      const booked = await store.reserve({ year: 2025, items: [appointment('2025-04-01', '10:00')] });
      if (!booked.ok) throw new Error('expected ok');
      clock = new Date('2025-03-05T00:00:00.000Z');
      await store.reserve({ year: 2025, items: [appointment('2025-03-20', '10:00')] });
      expect(await store.createdBefore('bookings', Date.parse('2025-03-02T00:00:00.000Z'), { limit: 10 })).toEqual(
        booked.appointments,
      );
    });
    // --- end Retention ------------------------------------------------------------------------------

    it('page: newest first, a cursor to the next page, equal times by id, every record once, the total', async () => {
      await fresh();
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) {
        // Two records in each millisecond but the last: the cursor must tell them apart.
        clock = new Date(Date.UTC(2026, 10, 20, 5, 0, 0, Math.floor(i / 2)));
        ids.push((await store.add('contacts', { name: `Page ${i}`, email: 'page@example.org', message: 'hello' })).id);
      }
      const expected = ids
        .map((id, i) => ({ id, ms: Math.floor(i / 2) }))
        .sort((a, b) => b.ms - a.ms || (a.id < b.id ? 1 : -1))
        .map((r) => r.id);
      const seen: string[] = [];
      let cursor: PageCursor | undefined;
      for (let pages = 1; ; pages++) {
        const page = await store.page('contacts', { limit: 3, maxBytes: 1e6, ...(cursor ? { cursor } : {}) });
        expect(page.total).toBe(7);
        expect(page.records.length).toBeLessThanOrEqual(3);
        seen.push(...page.records.map((r) => r.id));
        if (!page.next) {
          expect(pages).toBe(3);
          break;
        }
        expect(page.next).toEqual({ ms: Date.parse(page.records.at(-1)!.createdAt), id: page.records.at(-1)!.id });
        cursor = page.next;
      }
      expect(seen).toEqual(expected);
      expect(await store.page('callbacks', { limit: 3, maxBytes: 1e6 })).toEqual({ records: [], next: null, total: 0 });
    });

    it('page: a search over every record (not the PAN), in any case and script; deleted records are not found', async () => {
      await fresh();
      clock = new Date('2026-11-20T04:30:00.000Z');
      const old = await store.add('donations', {
        uname: 'Kamala Oldest',
        gender: 'Female',
        email: 'k@example.org',
        mobno: '9876500001',
        address: 'Palayamkottai',
        donate: 'One time',
        amount: 500,
        panno: 'ABCDE1234F',
        modeofpay: 'UPI',
        reference: 'VT-OLDEST01',
      });
      for (let i = 0; i < 30; i++) {
        clock = new Date(Date.UTC(2026, 10, 21, 0, i));
        const { id: _id, createdAt: _at, ...data } = old;
        await store.add('donations', { ...data, uname: `Donor ${i}`, address: 'மதுரை', panno: 'ZZZZZ9999Z' });
      }
      const find = (search: string) => store.page('donations', { limit: 5, maxBytes: 1e6, search });
      expect((await find('kamala oldest')).records.map((r) => r.id)).toEqual([old.id]);
      expect((await find('palayam')).records).toHaveLength(1);
      expect((await find('abcde1234f')).records).toEqual([]); // never by PAN
      const tamil = await find('மதுரை');
      expect(tamil.records).toHaveLength(5);
      expect(tamil.next).not.toBeNull();
      expect(tamil.total).toBe(31);
      // The search continues after its cursor, finding only matching records.
      const rest = await store.page('donations', { limit: 100, maxBytes: 1e6, search: 'மதுரை', cursor: tamil.next! });
      expect(rest.records).toHaveLength(25);
      expect(rest.next).toBeNull();
      expect(rest.records.every((r) => r.address === 'மதுரை')).toBe(true);
      await store.delete('donations', old.id);
      expect((await find('kamala')).records).toEqual([]);
    });

    it('page: bookings are found by their register number and visit date; a page stops at its byte cap', async () => {
      await fresh();
      const reserved = await store.reserve({
        year: 2026,
        items: [appointment('2026-12-01', '09:00', 'Selvi'), appointment('2026-12-01', '09:30', 'Ravi')],
      });
      expect(reserved.ok).toBe(true);
      if (!reserved.ok) return;
      const regno = reserved.appointments[1]!.pregno.toLowerCase();
      const byRegister = await store.page('bookings', { limit: 10, maxBytes: 1e6, search: regno });
      expect(byRegister.records.map((r) => r.pname)).toEqual(['Ravi']);
      expect((await store.page('bookings', { limit: 10, maxBytes: 1e6, search: '2026-12-01' })).records).toHaveLength(
        2,
      );

      for (let i = 0; i < 6; i++) {
        clock = new Date(Date.UTC(2026, 10, 22, 0, i));
        await store.add('contacts', { name: `Long ${i}`, email: 'l@example.org', message: 'அ'.repeat(1000) });
      }
      // Each record is over 3,000 bytes of JSON: a 7,000-byte page holds two, a 100-byte page still one.
      const two = await store.page('contacts', { limit: 10, maxBytes: 7000 });
      expect(two.records.map((r) => r.name)).toEqual(['Long 5', 'Long 4']);
      expect(two.next).not.toBeNull();
      const one = await store.page('contacts', { limit: 10, maxBytes: 100, cursor: two.next! });
      expect(one.records.map((r) => r.name)).toEqual(['Long 3']);
    });

    it('fails with StoreUnavailableError once closed', async () => {
      const s = await harness.create(now);
      await s.close();
      await expect(s.list('callbacks')).rejects.toMatchObject({ name: 'StoreUnavailableError' });
    });
  });
}
