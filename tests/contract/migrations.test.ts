// The migrations sub-port's contract (src/server/store/port/migrations.ts) and the runner on it
// (src/server/migrations/runner.ts), on every adapter: a store holding records in an older shape is migrated
// by a migration defined here and read back through the port in today's shape (searchable, findable); a
// second run changes nothing; a run that breaks off after its first page carries on from there; a record
// the migration cannot upgrade is reported and kept; a rewrite never overwrites a record written since it
// was read; one runner at a time.

import { DatabaseSync } from 'node:sqlite';
import { expect, it } from 'vitest';
import type { StoredRecord } from '../../src/lib/records';
import { StoreUnavailableError } from '../../src/server/errors';
import { setLogSink } from '../../src/server/log';
import { migrated } from '../../src/server/migrations/gate';
import { runMigrations, type Migration } from '../../src/server/migrations/runner';
import type { Store } from '../../src/server/store/port';
import { contractSuite, searchOf, type AdapterHarness } from '../helpers/stores';

const T0 = Date.parse('2026-11-20T04:30:00.000Z');

/** A contact as an older version stored it: `fullName`, `mail`, `text`. */
const older = (i: number, mail: string | null = `old${i}@example.org`) => {
  const id = `00000000-0000-4000-8000-00000000000${i}`;
  // Two share a createdAt: the cursor orders them by id.
  const createdAt = new Date(T0 + Math.min(i, 3) * 60_000).toISOString();
  return { id, createdAt, fullName: `Older Person ${i}`, ...(mail ? { mail } : {}), text: `question ${i}` };
};

/** Today's shape from the older one (a record already in today's shape comes back equal). */
const contactNames: Migration = {
  id: '2026-01-01-test-contact-names',
  kind: 'contacts',
  upgrade(stored) {
    const { fullName, mail, text, ...rest } = stored;
    const email = rest.email ?? mail;
    if (typeof email !== 'string') throw new Error('no email');
    return { ...rest, name: rest.name ?? fullName, email, message: rest.message ?? text } as StoredRecord<'contacts'>;
  },
};

/** Write records as they were stored before (no search text, no lookups), behind the store's back. */
async function plant(harness: AdapterHarness, rows: Record<string, unknown>[]): Promise<void> {
  if (harness.name === 'embedded') {
    const db = new DatabaseSync(harness.path!());
    const insert = db.prepare(
      'INSERT INTO records (id, kind, created_ms, data) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data',
    );
    for (const row of rows)
      insert.run(String(row.id), 'contacts', Date.parse(String(row.createdAt)), JSON.stringify(row));
    db.close();
    return;
  }
  const redis = harness.redis!;
  const ns = `vt:${redis.namespace()}:`;
  for (const row of rows) {
    await redis.command(['HSET', `${ns}rec:contacts`, String(row.id), JSON.stringify(row)]);
    await redis.command(['ZADD', `${ns}idx:contacts`, Date.parse(String(row.createdAt)), String(row.id)]);
  }
}

/** A store whose second rewrite breaks off (the process dies mid-way). */
function breaksOnce(store: Store): Store {
  let rewrites = 0;
  return {
    ...store,
    migrations: {
      ...store.migrations,
      rewrite: (kind, rows) => {
        if (++rewrites === 2) return Promise.reject(new StoreUnavailableError('the run broke off'));
        return store.migrations.rewrite(kind, rows);
      },
    },
  };
}

contractSuite('migrations', (harness) => {
  it('migrates older records to today’s shape, once, resuming a run that broke off, keeping what it cannot upgrade', async () => {
    const store = await harness.create(() => new Date(T0 + 3_600_000));
    const today = await store.records.add(
      'contacts',
      { name: 'Today Person', email: 'today@example.org', message: 'hello' },
      { search: searchOf('contacts') },
    );
    const rows = [1, 2, 3, 4, 5].map((i) => older(i));
    const broken = older(6, null);
    await plant(harness, [...rows, broken]);

    // The first run breaks off after its first page (two records) was written.
    await expect(runMigrations(breaksOnce(store), [contactNames], { pageSize: 2 })).rejects.toThrow('broke off');
    const state = (await store.migrations.states()).get(contactNames.id);
    expect(state).toEqual({ done: false, after: { ms: Date.parse(rows[1]!.createdAt), id: rows[1]!.id } });

    // The next carries on after it: five records left of seven, the one without an email kept and reported
    // (in the log by its id, never its contents).
    const logs: string[] = [];
    setLogSink((_level, line) => logs.push(line));
    const report = await runMigrations(store, [contactNames], { pageSize: 2 }).finally(() => setLogSink(null));
    expect(logs.filter((line) => line.includes('migration_record_left'))).toEqual([expect.stringContaining(broken.id)]);
    expect(logs.join('\n')).not.toContain(broken.fullName);
    expect(report.complete).toBe(true);
    expect(report.runs).toEqual([{ id: contactNames.id, kind: 'contacts', read: 5, written: 3, finished: true }]);
    expect(report.failed).toEqual([
      { migration: contactNames.id, kind: 'contacts', id: broken.id, reason: 'Error: no email' },
    ]);
    expect(await store.records.get('contacts', broken.id)).toEqual(broken);

    const all = await store.records.list('contacts');
    expect(all.map((r) => r.id)).toEqual([today.id, broken.id, ...[...rows].reverse().map((r) => r.id)]);
    for (const [i, row] of rows.entries()) {
      expect(await store.records.get('contacts', row.id)).toEqual({
        id: row.id,
        createdAt: row.createdAt,
        name: `Older Person ${i + 1}`,
        email: `old${i + 1}@example.org`,
        message: `question ${i + 1}`,
      });
    }
    expect(await store.records.get('contacts', today.id)).toEqual(today);
    // Written back with their search text and Find a person's lookups.
    const found = await store.records.page('contacts', { limit: 10, maxBytes: 1e6, search: 'question 4' });
    expect(found.records.map((r) => r.id)).toEqual([rows[3]!.id]);
    expect((await store.records.findPerson('contacts', { email: 'OLD2@example.org' })).map((r) => r.id)).toEqual([
      rows[1]!.id,
    ]);

    // Again: nothing to do, nothing changes.
    const again = await runMigrations(store, [contactNames], { pageSize: 2 });
    expect(again).toEqual({ runs: [], failed: [], complete: true, busy: false });
    expect(await store.records.list('contacts')).toEqual(all);
  });

  it('a rewrite leaves a record written since it was read; one runner at a time', async () => {
    const store = await harness.create(() => new Date(T0));
    await plant(harness, [older(1), older(2)]);
    const { rows, next } = await store.migrations.scan('contacts', { limit: 10 });
    expect(next).toBeNull();
    expect(rows.map((r) => r.value)).toEqual([older(1), older(2)]);
    expect(await store.records.delete('contacts', older(2).id)).toBe(true);
    await plant(harness, [{ ...older(1), text: 'changed meanwhile' }]);
    const upgraded = rows.map((row) => {
      const record = contactNames.upgrade(row.value!) as unknown as Record<string, unknown>;
      return { id: row.id, ms: row.ms, version: row.version, record, search: 'x' };
    });
    expect(await store.migrations.rewrite('contacts', upgraded)).toEqual({
      written: 0,
      changed: [older(1).id, older(2).id],
    });
    expect(await store.records.get('contacts', older(1).id)).toEqual({ ...older(1), text: 'changed meanwhile' });

    expect(await store.migrations.lease('runner-a', 60_000)).toBe(true);
    expect(await store.migrations.lease('runner-a', 60_000)).toBe(true);
    expect(await store.migrations.lease('runner-b', 60_000)).toBe(false);
    // Another runner finds the lease taken: it does nothing; a request waits, then answers 503.
    expect(await runMigrations(store, [contactNames])).toEqual({ runs: [], failed: [], complete: false, busy: true });
    await expect(migrated(store, [contactNames], { waitMs: 0 })).rejects.toThrow(StoreUnavailableError);
    await store.migrations.release('runner-b');
    expect(await store.migrations.lease('runner-b', 60_000)).toBe(false);
    await store.migrations.release('runner-a');
    expect(await store.migrations.lease('runner-b', 60_000)).toBe(true);
    await store.migrations.release('runner-b');
    // Free again: the request migrates first.
    expect(await migrated(store, [contactNames])).toBe(store);
    expect((await store.records.get('contacts', older(1).id))?.message).toBe('changed meanwhile');
  });
});
