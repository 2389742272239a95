// A database file written by the previous version of the embedded store (records without search text,
// no record counts) opens in this one with every record counted, and searchable once migrated: `npm run dev`
// users keep their local data across the upgrade, and rate-limit windows counted before rows knew their end
// keep them.

import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrated } from '../../src/server/migrations/gate';
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

  // The records' search text is written by a migration, which runs before any request reads them.
  const store = await migrated(createEmbeddedStore({ path }));
  try {
    const all = await store.records.page('callbacks', { limit: 10, maxBytes: 1e6 });
    expect(all.total).toBe(3);
    expect(all.records.map((r) => r.name)).toEqual([...names].reverse());
    const found = await store.records.page('callbacks', { limit: 10, maxBytes: 1e6, search: 'bharathi' });
    expect(found.records.map((r) => r.name)).toEqual(['Old Bharathi']);
    // New records and deletes keep the count from there on.
    await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'New Devi', phone: '9876543211' },
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

it("an older file's rate-limit windows are kept as long as the longest window, then dropped; ended windows are cleaned up", async () => {
  const path = join(dir, 'old-limits.sqlite');
  const DAY = 86_400_000;
  let nowMs = Date.parse('2026-11-20T04:30:00.000Z');
  const dayStart = Math.floor(nowMs / DAY) * DAY;
  const old = new DatabaseSync(path);
  old.exec('CREATE TABLE rate_limits (key TEXT PRIMARY KEY, window_start INTEGER NOT NULL, hits INTEGER NOT NULL)');
  const insert = old.prepare('INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, ?)');
  insert.run('old:today', dayStart, 3);
  insert.run('old:long-ago', dayStart - 40 * DAY, 7);
  old.close();

  const store = createEmbeddedStore({ path, now: () => new Date(nowMs) });
  const minuteStart = Math.floor(nowMs / 60_000) * 60_000;
  try {
    await store.limits.hit('minute:ended', minuteStart, 60_000);
    nowMs += 5 * 60_000;
    const later = Math.floor(nowMs / 60_000) * 60_000;
    for (let i = 0; i < 500; i++) await store.limits.hit(`minute:${i % 50}`, later, 60_000);
    expect(await store.limits.hit('old:today', dayStart, DAY, 0)).toBe(3);
  } finally {
    await store.close();
  }
  const file = new DatabaseSync(path);
  const keys = (file.prepare('SELECT key FROM rate_limits ORDER BY key').all() as { key: string }[]).map((r) => r.key);
  file.close();
  expect(keys).toContain('old:today');
  expect(keys).toContain('minute:0');
  expect(keys).not.toContain('old:long-ago');
  expect(keys).not.toContain('minute:ended');
});

it("an index an older file made over a field's old name is made again over the new one, once", async () => {
  const path = join(dir, 'old-indexes.sqlite');
  const old = new DatabaseSync(path);
  old.exec(`CREATE TABLE records (id TEXT PRIMARY KEY, kind TEXT NOT NULL, created_ms INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE INDEX bookings_by_phone
      ON records (json_extract(data, '$.pphone'), json_extract(data, '$.pappointmentDate')) WHERE kind = 'bookings';
    CREATE INDEX callbacks_person_phone ON records (json_extract(data, '$.mobile'), created_ms, id) WHERE kind = 'callbacks';`);
  old.close();
  const indexes = () => {
    const db = new DatabaseSync(path);
    const rows = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name IN (?, ?, ?) ORDER BY name")
      .all('bookings_by_phone', 'callbacks_person_phone', 'bookings_person_phone') as { name: string; sql: string }[];
    db.close();
    return rows;
  };

  await createEmbeddedStore({ path }).close();
  const remade = indexes();
  expect(remade.map((r) => r.name)).toEqual(['bookings_by_phone', 'bookings_person_phone', 'callbacks_person_phone']);
  const sql = remade.map((r) => r.sql).join('\n');
  expect(sql).toContain("json_extract(data, '$.phone'), json_extract(data, '$.visitDate')");
  expect(sql).not.toMatch(/pphone|pappointmentDate|\$\.mobile/);
  // Opening it again finds them as they should be: nothing is dropped or made again.
  const db = new DatabaseSync(path);
  const before = db.prepare('PRAGMA schema_version').get() as { schema_version: number };
  db.close();
  await createEmbeddedStore({ path }).close();
  const after = new DatabaseSync(path);
  expect(after.prepare('PRAGMA schema_version').get()).toEqual(before);
  after.close();
  expect(indexes()).toEqual(remade);
});

it("an older file's index over a renamed field is made again over the field's new name, once", async () => {
  const path = join(dir, 'old-index.sqlite');
  await createEmbeddedStore({ path }).close();
  const old = new DatabaseSync(path);
  old.exec(`DROP INDEX donations_person_phone;
    CREATE INDEX donations_person_phone ON records (json_extract(data, '$.mobno'), created_ms, id) WHERE kind = 'donations';`);
  old.close();
  const indexSql = () => {
    const db = new DatabaseSync(path);
    try {
      return (
        db.prepare("SELECT sql FROM sqlite_master WHERE name = 'donations_person_phone'").get() as { sql: string }
      ).sql;
    } finally {
      db.close();
    }
  };
  expect(indexSql()).toContain("'$.mobno'");

  await createEmbeddedStore({ path }).close();
  const remade = indexSql();
  expect(remade).toContain("json_extract(data, '$.phone')");
  expect(remade).not.toContain('mobno');
  await createEmbeddedStore({ path }).close();
  expect(indexSql()).toBe(remade);
});
