// Lookups by value (src/server/store/port): bookings.find by group and records.findPerson answer what
// picking from the whole kind answered before they were indexed, after adds, moves, cancels and deletes, and
// read only their result: on Redis no whole-kind command and the same commands with 300 other records as with
// none, one request over Upstash REST; on the embedded store, SQLite answers from an index.
// tests/contract/search-and-lookups.test.ts: records written before the indexes existed.

import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_KINDS } from '../../src/lib/records';
import type { Store } from '../../src/server/store/port';
import { GROUP_BOOKINGS } from '../../src/server/store/embedded/bookings';
import { personSql } from '../../src/server/store/embedded/records';
import { bookOne } from '../helpers/reservations';
import { contractSuite, CONTRACT_NOW, freshStore } from '../helpers/stores';
import { addPeople, bookGroup, cost, expectSamePeople, groupOf, WHOLE_KIND_COMMANDS } from './lookups-data';

contractSuite('lookups', (harness) => {
  let store: Store;
  let clock = new Date(CONTRACT_NOW);
  const now = () => clock;
  const fresh = freshStore(harness, (s) => (store = s), now);
  const tick = (minutes: number) => (clock = new Date(Date.parse(CONTRACT_NOW) + minutes * 60_000));

  it('find by group and Find a person: what the whole kind says, after add, move, cancel and delete', async () => {
    await fresh();
    tick(0);
    await addPeople(store);
    const [anu, bala] = await bookGroup(store, 'g-anu');
    const single = await bookOne(store, '2026-12-02', '10:00', 'Chitra', '9000000002');
    await expectSamePeople(store);
    expect(await store.bookings.find({ groupId: 'g-anu' })).toEqual([anu, bala]);
    expect(await store.bookings.find({ groupId: single.groupId })).toEqual([single]);
    expect(await store.bookings.find({ groupId: 'g-nobody' })).toEqual([]);
    // Email without case; a contact has no phone.
    expect((await store.records.findPerson('callbacks', { email: 'ANU@example.ORG' })).length).toBe(2);
    expect(await store.records.findPerson('contacts', { phone: '9000000001' })).toEqual([]);

    // A move changes the booking, not its group or person: both lookups give the moved record.
    const moved = await store.bookings.move(anu!.id, { date: '2026-12-04', time: '11:00' }, () => 'moved');
    expect(moved.ok).toBe(true);
    expect(await store.bookings.find({ groupId: 'g-anu' })).toEqual(await groupOf(store, 'g-anu'));
    expect((await store.bookings.find({ groupId: 'g-anu' })).map((b) => b.visitDate)).toEqual([
      '2026-12-03',
      '2026-12-04',
    ]);
    // A cancelled visit stays in its group and with its person.
    await store.bookings.markVisit(bala!.id, 'cancelled');
    expect((await store.bookings.find({ groupId: 'g-anu' })).map((b) => b.status)).toEqual(['cancelled', undefined]);
    await expectSamePeople(store);

    // A deleted record leaves every lookup; deleting what is gone changes nothing.
    expect(await store.records.delete('bookings', anu!.id)).toBe(true);
    const [callback] = await store.records.findPerson('callbacks', { phone: '9000000001' });
    expect(await store.records.delete('callbacks', callback!.id)).toBe(true);
    expect(await store.records.delete('callbacks', callback!.id)).toBe(false);
    expect(await store.bookings.find({ groupId: 'g-anu' })).toEqual(await groupOf(store, 'g-anu'));
    expect((await store.bookings.find({ groupId: 'g-anu' })).map((b) => b.id)).toEqual([bala!.id]);
    await expectSamePeople(store);
    for (const kind of SUBMISSION_KINDS) {
      for (const record of await store.records.list(kind)) await store.records.delete(kind, record.id);
    }
    await expectSamePeople(store);
    expect(await store.bookings.find({ groupId: 'g-anu' })).toEqual([]);
  });

  it('ties in time: newest first, then the larger id, as staff pages order them', async () => {
    await fresh();
    tick(5);
    const same = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) =>
        store.records.add(
          'callbacks',
          { variant: 'nav', name, phone: '9000000009' },
          { search: () => name.toLowerCase() },
        ),
      ),
    );
    tick(6);
    const later = await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'E', phone: '9000000009' },
      { search: () => 'e' },
    );
    const ids = same.map((r) => r.id).sort((a, b) => (a < b ? 1 : -1));
    expect((await store.records.findPerson('callbacks', { phone: '9000000009' })).map((r) => r.id)).toEqual([
      later.id,
      ...ids,
    ]);
  });

  describe.skipIf(harness.name !== 'redis')('Redis: a lookup reads its result only', () => {
    it('no whole-kind command, the same commands with 300 other records per kind as with none', async () => {
      await fresh();
      tick(0);
      await addPeople(store);
      await bookGroup(store, 'g-anu');
      const lookups = async () => {
        await store.bookings.find({ groupId: 'g-anu' });
        await store.records.findPerson('callbacks', { phone: '9000000001' });
        await store.records.findPerson('bookings', { email: 'anu@example.org' });
        await store.records.findPerson('donations', { email: 'anu@example.org' });
      };
      await lookups(); // loads the scripts
      const few = await cost(harness, lookups);
      for (const name of WHOLE_KIND_COMMANDS) expect(few.calls, name).not.toHaveProperty(name);
      if (harness.redis!.requests) expect(few.requests).toBe(4);
      await addPeople(store, 300);
      const many = await cost(harness, lookups);
      expect(many).toEqual(few);
    });
  });

  describe.skipIf(harness.name !== 'embedded')('embedded: SQLite answers a lookup from an index', () => {
    it("every kind's phone and email, and a group, by an index (no scan of the records)", async () => {
      await fresh();
      const db = new DatabaseSync(harness.path!());
      try {
        const plan = (sql: string) =>
          (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('x') as { detail: string }[]).map((r) => r.detail).join('; ');
        const queries = [GROUP_BOOKINGS];
        for (const kind of SUBMISSION_KINDS) {
          for (const field of ['phone', 'email'] as const) queries.push(personSql(kind, field) ?? GROUP_BOOKINGS);
        }
        for (const sql of queries) {
          expect(plan(sql), sql).toMatch(/USING (COVERING )?INDEX (bookings_by_group|\w+_person_(phone|email))\b/);
          expect(plan(sql), sql).not.toMatch(/SCAN records/);
        }
      } finally {
        db.close();
      }
    });
  });
});
