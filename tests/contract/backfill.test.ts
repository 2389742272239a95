// Records written before the lookups existed (src/server/store/redis/lookups.ts, embedded/schema.ts) are
// found as before, and get indexed: on Redis by the backfill lookups run a few batches at a time (whatever
// is added or deleted meanwhile), after which a lookup reads its result only; on the embedded store when
// the file is opened.

import { DatabaseSync } from 'node:sqlite';
import { Redis } from '@upstash/redis';
import { describe, expect, it } from 'vitest';
import { SUBMISSION_KINDS } from '../../src/lib/records';
import { createEmbeddedStore } from '../../src/server/store/embedded';
import type { Store } from '../../src/server/store/port';
import { createRedisStore } from '../../src/server/store/redis';
import { createRespRequester } from '../../src/server/store/redis/resp-requester';
import { contractSuite, CONTRACT_NOW, freshStore, searchOf, type RedisInside } from '../helpers/stores';
import { addPeople, bookGroup, cost, expectSamePeople, groupOf, WHOLE_KIND_COMMANDS } from './lookups-data';

/** Make the data look written by the previous version: no lookups, no kind marked indexed. */
async function forgetLookups(redis: RedisInside): Promise<void> {
  const ns = `vt:${redis.namespace()}:`;
  for (const pattern of ['who:*', 'group:*', 'indexed']) {
    const keys = (await redis.command(['KEYS', `${ns}${pattern}`])) as string[];
    if (keys.length) await redis.command(['DEL', ...keys]);
  }
}

/** Every id a lookup ZSET lists is a record's (deleting never leaves one behind). */
async function expectNoStrays(redis: RedisInside): Promise<void> {
  const ns = `vt:${redis.namespace()}:`;
  for (const key of (await redis.command(['KEYS', `${ns}who:*`])) as string[]) {
    const kind = key.slice(ns.length).split(':')[1]!;
    for (const id of (await redis.command(['ZRANGE', key, '0', '-1'])) as string[]) {
      expect(await redis.command(['HEXISTS', `${ns}rec:${kind}`, id]), `${key} ${id}`).toBe(1);
    }
  }
}

contractSuite('backfill', (harness) => {
  let store: Store;
  const clock = new Date(CONTRACT_NOW);
  const now = () => clock;
  const fresh = freshStore(harness, (s) => (store = s), now);

  describe.skipIf(harness.name !== 'redis')('Redis: records from before the lookups', () => {
    it('are found as before, indexed a batch at a time meanwhile, then read alone', async () => {
      await fresh();
      const redis = harness.redis!;
      await addPeople(store);
      await bookGroup(store, 'g-anu');
      await addPeople(store, 6);
      await forgetLookups(redis);
      // Three records per batch, one batch per lookup: the backfill takes several lookups.
      const requester = await createRespRequester(redis.url());
      const slow = createRedisStore(new Redis(requester), {
        namespace: redis.namespace(),
        now,
        onClose: () => requester.close(),
        backfill: { batch: 3, batches: 1 },
      });
      try {
        await expectSamePeople(slow);
        expect(await slow.bookings.find({ groupId: 'g-anu' })).toEqual(await groupOf(slow, 'g-anu'));
        // Meanwhile a record is added (indexed by its own write) and one not yet indexed is deleted.
        const [other] = await slow.records.findPerson('callbacks', { phone: '8000000005' });
        expect(await slow.records.delete('callbacks', other!.id)).toBe(true);
        await slow.records.add(
          'callbacks',
          { variant: 'nav', name: 'Anu', phone: '9000000001' },
          { search: searchOf('callbacks') },
        );
        for (let round = 0; round < 20; round++) {
          for (const kind of SUBMISSION_KINDS) await slow.records.findPerson(kind, { email: 'anu@example.org' });
        }
        for (const kind of SUBMISSION_KINDS) {
          expect(await redis.command(['HGET', `vt:${redis.namespace()}:indexed`, kind]), kind).toBe('done');
        }
        await expectSamePeople(slow);
        await expectNoStrays(redis);
        const read = await cost(harness, () => slow.records.findPerson('callbacks', { phone: '9000000001' }));
        for (const name of WHOLE_KIND_COMMANDS) expect(read.calls, name).not.toHaveProperty(name);
      } finally {
        await slow.close();
      }
    });

    it('a lookup at the usual pace indexes a small kind at once; an empty kind is marked by its first write', async () => {
      await fresh();
      const redis = harness.redis!;
      await addPeople(store);
      await forgetLookups(redis);
      await expectSamePeople(store);
      const read = await cost(harness, () => store.records.findPerson('contacts', { email: 'anu@example.org' }));
      for (const name of WHOLE_KIND_COMMANDS) expect(read.calls, name).not.toHaveProperty(name);
      if (redis.requests) expect(read.requests).toBe(1);
      // Bookings had none: the group's reservation marked the kind, so its first lookup is one script too.
      await bookGroup(store, 'g-new');
      const group = await cost(harness, () => store.bookings.find({ groupId: 'g-new' }));
      expect(group.calls).toEqual({ evalsha: 1, hget: 1, zrevrange: 1, hmget: 1 });
    });
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
