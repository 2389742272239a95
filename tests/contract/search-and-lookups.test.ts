// Records stored before search text and Find a person's lookups existed (src/server/migrations/
// search-and-lookups.ts): the migration writes both, whatever is added or deleted meanwhile, after which a
// search finds them and a lookup reads its result only. On the embedded store, a file from before the lookup
// indexes gains them when it is opened.

import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_KINDS } from '../../src/lib/records';
import { runMigrations } from '../../src/server/migrations/runner';
import { searchAndLookups } from '../../src/server/migrations/search-and-lookups';
import { createEmbeddedStore } from '../../src/server/store/embedded';
import type { Store } from '../../src/server/store/port';
import { contractSuite, CONTRACT_NOW, freshStore, searchOf, type AdapterHarness } from '../helpers/stores';
import { addPeople, bookGroup, cost, expectSamePeople, groupOf, WHOLE_KIND_COMMANDS } from './lookups-data';

/** Make the data look written by a version before search text and lookups. */
async function forget(harness: AdapterHarness): Promise<void> {
  if (harness.name === 'embedded') {
    const db = new DatabaseSync(harness.path!());
    db.exec('UPDATE records SET search = NULL');
    db.close();
    return;
  }
  const redis = harness.redis!;
  const ns = `vt:${redis.namespace()}:`;
  for (const pattern of ['who:*', 'group:*', 'find:*']) {
    const keys = (await redis.command(['KEYS', `${ns}${pattern}`])) as string[];
    if (keys.length) await redis.command(['DEL', ...keys]);
  }
}

/** Every id a lookup ZSET lists is a record's (deleting never leaves one behind). */
async function expectNoStrays(harness: AdapterHarness): Promise<void> {
  const redis = harness.redis!;
  const ns = `vt:${redis.namespace()}:`;
  for (const key of (await redis.command(['KEYS', `${ns}who:*`])) as string[]) {
    const kind = key.slice(ns.length).split(':')[1]!;
    for (const id of (await redis.command(['ZRANGE', key, '0', '-1'])) as string[]) {
      expect(await redis.command(['HEXISTS', `${ns}rec:${kind}`, id]), `${key} ${id}`).toBe(1);
    }
  }
}

const searchIds = async (store: Store, search: string) =>
  (await store.records.page('callbacks', { limit: 100, maxBytes: 1e6, search })).records.map((r) => r.id);

contractSuite('search and lookups migration', (harness) => {
  let store: Store;
  const clock = new Date(CONTRACT_NOW);
  const now = () => clock;
  const fresh = freshStore(harness, (s) => (store = s), now);

  it('writes the search text and lookups of records stored before them, a page at a time', async () => {
    await fresh();
    await addPeople(store);
    await bookGroup(store, 'g-anu');
    await addPeople(store, 3);
    const anu = await searchIds(store, 'anu');
    expect(anu).toHaveLength(3);
    await forget(harness);
    expect(await searchIds(store, 'anu')).toEqual([]);

    // Meanwhile a record is added (written with its own) and one from before is deleted.
    const [other] = (await store.records.list('callbacks')).filter((r) => r.name === 'Other 2');
    expect(await store.records.delete('callbacks', other!.id)).toBe(true);
    await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'Anu', phone: '9000000001' },
      { search: searchOf('callbacks') },
    );
    const report = await runMigrations(store, searchAndLookups, { pageSize: 3 });
    expect(report.complete).toBe(true);
    expect(report.failed).toEqual([]);
    expect(report.runs.map((r) => r.id)).toEqual(SUBMISSION_KINDS.map((k) => `2026-11-28-search-and-lookups-${k}`));

    expect(await searchIds(store, 'anu')).toHaveLength(4);
    await expectSamePeople(store);
    expect(await store.bookings.find({ groupId: 'g-anu' })).toEqual(await groupOf(store, 'g-anu'));
    if (harness.redis) {
      await expectNoStrays(harness);
      const read = await cost(harness, () => store.records.findPerson('callbacks', { phone: '9000000001' }));
      for (const name of WHOLE_KIND_COMMANDS) expect(read.calls, name).not.toHaveProperty(name);
      if (harness.redis.requests) expect(read.requests).toBe(1);
      const group = await cost(harness, () => store.bookings.find({ groupId: 'g-anu' }));
      expect(group.calls).toEqual({ evalsha: 1, zrevrange: 1, hmget: 1 });
    }
  });

  describe.skipIf(harness.name !== 'embedded')('embedded: a file from before the lookup indexes', () => {
    it('gains them when opened, and finds the same records', async () => {
      await fresh();
      await addPeople(store);
      await bookGroup(store, 'g-anu');
      const before = await store.records.findPerson('callbacks', { phone: '9000000001' });
      await store.close();
      const db = new DatabaseSync(harness.path!());
      const indexes = () =>
        (
          db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE '%person%'").all() as {
            name: string;
          }[]
        ).length;
      for (const name of ['bookings_by_group', 'callbacks_person_phone', 'donations_person_email']) {
        db.exec(`DROP INDEX ${name}`);
      }
      const left = indexes();
      const reopened = createEmbeddedStore({ path: harness.path!(), now });
      try {
        expect(indexes()).toBe(left + 2);
        expect(await reopened.records.findPerson('callbacks', { phone: '9000000001' })).toEqual(before);
        await expectSamePeople(reopened);
        expect((await reopened.bookings.find({ groupId: 'g-anu' })).map((b) => b.name)).toEqual(['Anu', 'Bala']);
      } finally {
        db.close();
        await reopened.close();
      }
    });
  });
});
