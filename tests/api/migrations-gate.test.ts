// A function's first request on a store with a pending migration of stored records migrates them before it
// does anything else (src/server/migrations/gate.ts): the store the function opens from the environment
// (here an embedded file holding contacts in an older shape) answers in today's shape afterwards. The
// migration list is this test's own (the released ones are tried on their own stores in tests/contract).

import { mkdtempSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import contact from '../../netlify/functions/contact';
import type { StoredRecord } from '../../src/lib/records';
import { configFromEnv } from '../../src/server/config/app-config';
import { getDeps, setDeps } from '../../src/server/deps';
import { resetStore } from '../../src/server/store';
import { call } from '../helpers/http';

vi.mock('../../src/server/migrations/index', () => ({
  MIGRATIONS: [
    {
      id: '2026-01-01-test-contact-names',
      kind: 'contacts',
      upgrade: ({ fullName, mail, text, ...rest }: Record<string, unknown>) =>
        ({
          ...rest,
          name: rest.name ?? fullName,
          email: rest.email ?? mail,
          message: rest.message ?? text,
        }) as StoredRecord<'contacts'>,
    },
  ],
}));

const dir = mkdtempSync(join(tmpdir(), 'vt-gate-'));
afterAll(async () => {
  setDeps(null);
  await resetStore();
  rmSync(dir, { recursive: true, force: true });
});

it('a request on a store with a pending migration is served after the migration ran', async () => {
  const path = join(dir, 'older.sqlite');
  // The schema as the store makes it, then records as an older version stored them.
  const { createEmbeddedStore } = await import('../../src/server/store/embedded');
  await createEmbeddedStore({ path }).close();
  const db = new DatabaseSync(path);
  const insert = db.prepare('INSERT INTO records (id, kind, created_ms, data) VALUES (?, ?, ?, ?)');
  const older = [1, 2, 3].map((i) => ({
    id: `00000000-0000-4000-8000-00000000000${i}`,
    createdAt: new Date(Date.UTC(2026, 0, i)).toISOString(),
    fullName: `Older ${i}`,
    mail: `older${i}@example.org`,
    text: `question ${i}`,
  }));
  for (const row of older) insert.run(row.id, 'contacts', Date.parse(row.createdAt), JSON.stringify(row));
  db.close();

  setDeps({ config: configFromEnv({ EMBEDDED_DB_PATH: path, RATE_LIMIT_PER_MINUTE: '0' }) });
  const answer = await call(contact, '/api/contact', {
    body: { name: 'Today', email: 'today@example.org', message: 'hello' },
  });
  expect(answer.status).toBe(200);

  const store = await getDeps().store();
  expect((await store.migrations.states()).get('2026-01-01-test-contact-names')).toEqual({ done: true });
  const all = await store.records.list('contacts');
  expect(all.map(({ name, email, message }) => ({ name, email, message }))).toEqual([
    { name: 'Today', email: 'today@example.org', message: 'hello' },
    ...[3, 2, 1].map((i) => ({ name: `Older ${i}`, email: `older${i}@example.org`, message: `question ${i}` })),
  ]);
  for (const record of all) expect(record).not.toHaveProperty('fullName');
  const found = await store.records.page('contacts', { limit: 10, maxBytes: 1e6, search: 'question 2' });
  expect(found.records.map((r) => r.id)).toEqual([older[1]!.id]);
});
