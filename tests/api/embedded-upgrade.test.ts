// A database file written by the previous version of the embedded store (records without search text,
// no record counts) opens in this one with every record searchable and counted: `npm run dev` users keep
// their local data across the upgrade.

import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createEmbeddedStore } from '../../src/server/store/embedded';
import { searchOf } from '../helpers/stores';

const dir = mkdtempSync(join(tmpdir(), 'vt-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('an older database file gains search text and counts for the records it already holds', async () => {
  const path = join(dir, 'old.sqlite');
  const old = new DatabaseSync(path);
  old.exec(`CREATE TABLE records (id TEXT PRIMARY KEY, kind TEXT NOT NULL, created_ms INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE INDEX records_by_kind ON records (kind, created_ms);`);
  const insert = old.prepare('INSERT INTO records (id, kind, created_ms, data) VALUES (?, ?, ?, ?)');
  const names = ['Old Anbu', 'Old Bharathi', 'Old Chellam'];
  names.forEach((name, i) => {
    const id = `00000000-0000-4000-8000-00000000000${i}`;
    const createdAt = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
    insert.run(
      id,
      'callbacks',
      Date.parse(createdAt),
      JSON.stringify({ id, createdAt, variant: 'nav', name, mobile: '9876543210' }),
    );
  });
  old.close();

  const store = createEmbeddedStore({ path });
  try {
    const all = await store.records.page('callbacks', { limit: 10, maxBytes: 1e6 });
    expect(all.total).toBe(3);
    expect(all.records.map((r) => r.name)).toEqual([...names].reverse());
    const found = await store.records.page('callbacks', { limit: 10, maxBytes: 1e6, search: 'bharathi' });
    expect(found.records.map((r) => r.name)).toEqual(['Old Bharathi']);
    // New records and deletes keep the count from there on.
    await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'New Devi', mobile: '9876543211' },
      { search: searchOf('callbacks') },
    );
    await store.records.delete('callbacks', '00000000-0000-4000-8000-000000000000');
    expect((await store.records.page('callbacks', { limit: 10, maxBytes: 1e6 })).total).toBe(3);
  } finally {
    await store.close();
  }
  // Opening it again changes nothing.
  const again = createEmbeddedStore({ path });
  expect((await again.records.page('callbacks', { limit: 10, maxBytes: 1e6 })).total).toBe(3);
  await again.close();
});
