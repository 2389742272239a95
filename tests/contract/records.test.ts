// The records sub-port's contract (src/server/store/port/records.ts Records), run against every adapter: the
// embedded store, Redis over RESP and Redis through Upstash REST.

import { expect, it } from 'vitest';
import type { AppointmentRecordData } from '../../src/lib/records';
import type { PageCursor, Store } from '../../src/server/store/port';
import { appointmentItem } from '../helpers/reservations';
import { contractSuite, searchOf } from '../helpers/stores';

const appointment = (date: string, time: string, name = 'Priya', overrides: Partial<AppointmentRecordData> = {}) =>
  appointmentItem(date, time, name, { groupId: 'g-1', ...overrides });

contractSuite('records', (harness) => {
  let store: Store;
  let clock = new Date('2026-11-20T04:30:00.000Z');
  const now = () => clock;

  async function fresh(): Promise<Store> {
    store = await harness.create(now);
    return store;
  }

  it('adds records with a UUID and the server createdAt, lists newest first, gets and deletes them', async () => {
    await fresh();
    clock = new Date('2026-11-20T04:30:00.000Z');
    const a = await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'Arun', phone: '9876543210' },
      { search: searchOf('callbacks') },
    );
    clock = new Date('2026-11-20T04:31:00.000Z');
    const b = await store.records.add(
      'callbacks',
      {
        variant: 'home',
        name: 'பிரியா',
        phone: '9876543211',
        email: 'p@example.org',
        comment: 'Call after 6 "pm" \\ ok',
      },
      { search: searchOf('callbacks') },
    );
    expect(a.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.id).not.toBe(b.id);
    expect(a.createdAt).toBe('2026-11-20T04:30:00.000Z');
    expect(b.createdAt).toBe('2026-11-20T04:31:00.000Z');

    const listed = await store.records.list('callbacks');
    expect(listed.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(listed[0]).toEqual(b);
    expect(await store.records.get('callbacks', a.id)).toEqual(a);
    expect(await store.records.get('callbacks', 'missing')).toBeNull();
    expect(await store.records.list('callbacks', { limit: 1 })).toHaveLength(1);

    expect(await store.records.delete('callbacks', a.id)).toBe(true);
    expect(await store.records.delete('callbacks', a.id)).toBe(false);
    expect((await store.records.list('callbacks')).map((r) => r.id)).toEqual([b.id]);
  });

  it('keeps kinds apart and round-trips every kind', async () => {
    await fresh();
    const contact = await store.records.add(
      'contacts',
      { name: 'Meena', email: 'm@example.org', message: 'Hello\nதமிழ் 🙏' },
      { search: searchOf('contacts') },
    );
    const donation = await store.records.add(
      'donations',
      {
        reference: 'VT-ABCDEFGH',
        name: 'Ravi',
        gender: 'Male',
        email: 'r@example.org',
        phone: '9876543210',
        address: 'Dindigul',
        frequency: 'Monthly',
        amount: 75000.5,
        pan: 'ABCDE1234F',
        paymentMode: 'UPI',
      },
      { search: searchOf('donations') },
    );
    expect(await store.records.list('contacts')).toEqual([contact]);
    expect(await store.records.list('donations')).toEqual([donation]);
    expect(await store.records.list('callbacks')).toEqual([]);
    expect(await store.records.delete('contacts', donation.id)).toBe(false);
    expect(await store.records.get('donations', donation.id)).toEqual(donation);
  });

  it('createdBefore: records received before a time, oldest first, by pages, one kind at a time', async () => {
    await fresh();
    const at = (iso: string) => (clock = new Date(iso));
    at('2025-01-01T00:00:00.000Z');
    const first = await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'A', phone: '9876543210' },
      { search: searchOf('callbacks') },
    );
    at('2025-01-02T00:00:00.000Z');
    const second = await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'B', phone: '9876543211' },
      { search: searchOf('callbacks') },
    );
    const contact = await store.records.add(
      'contacts',
      { name: 'C', email: 'c@example.org', message: 'Hi' },
      { search: searchOf('contacts') },
    );
    at('2025-01-03T00:00:00.000Z');
    const third = await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'C', phone: '9876543212' },
      { search: searchOf('callbacks') },
    );
    at('2025-01-04T00:00:00.000Z');
    await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'D', phone: '9876543213' },
      { search: searchOf('callbacks') },
    );
    const before = Date.parse('2025-01-04T00:00:00.000Z'); // the fourth, received exactly then, is not before

    const ids = async (page: { limit: number; offset?: number }, beforeMs = before) =>
      (await store.records.createdBefore('callbacks', beforeMs, page)).map((r) => r.id);
    expect(await ids({ limit: 10 })).toEqual([first.id, second.id, third.id]);
    expect(await store.records.createdBefore('callbacks', before, { limit: 1 })).toEqual([first]);
    expect(await ids({ limit: 2, offset: 2 })).toEqual([third.id]);
    expect(await ids({ limit: 2, offset: 3 })).toEqual([]);
    expect(await ids({ limit: 10 }, Date.parse('2025-01-02T00:00:00.000Z'))).toEqual([first.id]);
    expect(await ids({ limit: 10 }, Date.parse('2025-01-02T00:00:00.001Z'))).toEqual([first.id, second.id]);
    expect(await ids({ limit: 10 }, Date.parse('2024-12-31T00:00:00.000Z'))).toEqual([]);
    expect(await store.records.createdBefore('contacts', before, { limit: 10 })).toEqual([contact]);
    expect(await store.records.createdBefore('donations', before, { limit: 10 })).toEqual([]);

    // A deleted record leaves the index: the next page starts where the kept ones end.
    expect(await store.records.delete('callbacks', first.id)).toBe(true);
    expect(await ids({ limit: 10 })).toEqual([second.id, third.id]);
  });

  it('createdBefore: ties in id order; bookings by when they were booked, with their whole record', async () => {
    await fresh();
    clock = new Date('2025-03-01T00:00:00.000Z');
    const same = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        store.records.add(
          'callbacks',
          { variant: 'nav', name, phone: '9876543210' },
          { search: searchOf('callbacks') },
        ),
      ),
    );
    const sorted = same.map((r) => r.id).sort();
    const before = Date.parse('2025-03-01T00:00:00.001Z');
    expect((await store.records.createdBefore('callbacks', before, { limit: 10 })).map((r) => r.id)).toEqual(sorted);
    expect((await store.records.createdBefore('callbacks', before, { limit: 2, offset: 1 })).map((r) => r.id)).toEqual(
      sorted.slice(1, 3),
    );

    const booked = await store.bookings.reserve({
      year: 2025,
      items: [appointment('2025-04-01', '10:00')],
      search: searchOf('bookings'),
    });
    if (!booked.ok) throw new Error('expected ok');
    clock = new Date('2025-03-05T00:00:00.000Z');
    await store.bookings.reserve({
      year: 2025,
      items: [appointment('2025-03-20', '10:00')],
      search: searchOf('bookings'),
    });
    expect(
      await store.records.createdBefore('bookings', Date.parse('2025-03-02T00:00:00.000Z'), { limit: 10 }),
    ).toEqual(booked.appointments);
  });

  it('page: newest first, a cursor to the next page, equal times by id, every record once, the total', async () => {
    await fresh();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      // Two records in each millisecond but the last: the cursor must tell them apart.
      clock = new Date(Date.UTC(2026, 10, 20, 5, 0, 0, Math.floor(i / 2)));
      ids.push(
        (
          await store.records.add(
            'contacts',
            { name: `Page ${i}`, email: 'page@example.org', message: 'hello' },
            { search: searchOf('contacts') },
          )
        ).id,
      );
    }
    const expected = ids
      .map((id, i) => ({ id, ms: Math.floor(i / 2) }))
      .sort((a, b) => b.ms - a.ms || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    const seen: string[] = [];
    let cursor: PageCursor | undefined;
    for (let pages = 1; ; pages++) {
      const page = await store.records.page('contacts', { limit: 3, maxBytes: 1e6, ...(cursor ? { cursor } : {}) });
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
    expect(await store.records.page('callbacks', { limit: 3, maxBytes: 1e6 })).toEqual({
      records: [],
      next: null,
      total: 0,
    });
  });

  it('page: a search over every record (not the PAN), in any case and script; deleted records are not found', async () => {
    await fresh();
    clock = new Date('2026-11-20T04:30:00.000Z');
    const old = await store.records.add(
      'donations',
      {
        name: 'Kamala Oldest',
        gender: 'Female',
        email: 'k@example.org',
        phone: '9876500001',
        address: 'Palayamkottai',
        frequency: 'One time',
        amount: 500,
        pan: 'ABCDE1234F',
        paymentMode: 'UPI',
        reference: 'VT-OLDEST01',
      },
      { search: searchOf('donations') },
    );
    for (let i = 0; i < 30; i++) {
      clock = new Date(Date.UTC(2026, 10, 21, 0, i));
      const { id: _id, createdAt: _at, ...data } = old;
      await store.records.add(
        'donations',
        { ...data, name: `Donor ${i}`, address: 'மதுரை', pan: 'ZZZZZ9999Z' },
        { search: searchOf('donations') },
      );
    }
    const find = (search: string) => store.records.page('donations', { limit: 5, maxBytes: 1e6, search });
    expect((await find('kamala oldest')).records.map((r) => r.id)).toEqual([old.id]);
    expect((await find('palayam')).records).toHaveLength(1);
    expect((await find('abcde1234f')).records).toEqual([]); // never by PAN
    const tamil = await find('மதுரை');
    expect(tamil.records).toHaveLength(5);
    expect(tamil.next).not.toBeNull();
    expect(tamil.total).toBe(31);
    // The search continues after its cursor, finding only matching records.
    const rest = await store.records.page('donations', {
      limit: 100,
      maxBytes: 1e6,
      search: 'மதுரை',
      cursor: tamil.next!,
    });
    expect(rest.records).toHaveLength(25);
    expect(rest.next).toBeNull();
    expect(rest.records.every((r) => r.address === 'மதுரை')).toBe(true);
    await store.records.delete('donations', old.id);
    expect((await find('kamala')).records).toEqual([]);
  });

  it('page: bookings are found by their register number and visit date; a page stops at its byte cap', async () => {
    await fresh();
    const reserved = await store.bookings.reserve({
      year: 2026,
      items: [appointment('2026-12-01', '09:00', 'Selvi'), appointment('2026-12-01', '09:30', 'Ravi')],
      search: searchOf('bookings'),
    });
    expect(reserved.ok).toBe(true);
    if (!reserved.ok) return;
    const regno = reserved.appointments[1]!.registerNumber.toLowerCase();
    const byRegister = await store.records.page('bookings', { limit: 10, maxBytes: 1e6, search: regno });
    expect(byRegister.records.map((r) => r.name)).toEqual(['Ravi']);
    expect(
      (await store.records.page('bookings', { limit: 10, maxBytes: 1e6, search: '2026-12-01' })).records,
    ).toHaveLength(2);

    for (let i = 0; i < 6; i++) {
      clock = new Date(Date.UTC(2026, 10, 22, 0, i));
      await store.records.add(
        'contacts',
        { name: `Long ${i}`, email: 'l@example.org', message: 'அ'.repeat(1000) },
        { search: searchOf('contacts') },
      );
    }
    // Each record is over 3,000 bytes of JSON: a 7,000-byte page holds two, a 100-byte page still one.
    const two = await store.records.page('contacts', { limit: 10, maxBytes: 7000 });
    expect(two.records.map((r) => r.name)).toEqual(['Long 5', 'Long 4']);
    expect(two.next).not.toBeNull();
    const one = await store.records.page('contacts', { limit: 10, maxBytes: 100, cursor: two.next! });
    expect(one.records.map((r) => r.name)).toEqual(['Long 3']);
  });
});
