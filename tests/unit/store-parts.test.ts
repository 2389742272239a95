// A store made of some parts (src/server/store/compose.ts): the parts it was given work, any other is a
// ConfigError naming the part, and a function's view of a whole store (restrictStore) behaves the same, so
// a handler reaching for a part its function does not list fails in a test, not in production.

import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/config/env';
import { ConfigError } from '../../src/server/errors';
import { getStore, resetStore, useStoreParts } from '../../src/server/store';
import { restrictStore } from '../../src/server/store/compose';
import { createEmbeddedStore } from '../../src/server/store/embedded';
import { composeEmbeddedStore } from '../../src/server/store/embedded/compose';
import { limitsPart } from '../../src/server/store/parts/limits';
import { recordsPart } from '../../src/server/store/parts/records';
import { migrationsPart } from '../../src/server/store/parts/migrations';
import type { Store } from '../../src/server/store/port';

const opened: Store[] = [];
const track = (store: Store) => (opened.push(store), store);
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

const refused = (read: () => unknown, part: string) => {
  expect(read).toThrow(ConfigError);
  expect(read).toThrow(`"${part}"`);
};

describe('store parts', () => {
  it('a store of some parts has those and refuses the rest, staff data included', async () => {
    const store = track(
      composeEmbeddedStore(
        { path: ':memory:' },
        [limitsPart, migrationsPart].map((p) => [p.name, p.embedded]),
      ),
    );
    await store.ping();
    expect((await store.migrations.states()).size).toBe(0);
    expect(typeof store.limits.hit).toBe('function');
    refused(() => store.records, 'records');
    refused(() => store.accounts, 'accounts');
    refused(() => store.staffSessions, 'staffSessions');
  });

  it("a function's view of a whole store shows only the parts it lists, over the same data", async () => {
    const whole = track(createEmbeddedStore({ path: ':memory:' }));
    const view = restrictStore(whole, ['migrations']);
    expect(view.name).toBe('embedded');
    await view.ping();
    expect(view.migrations).toBe(whole.migrations);
    refused(() => view.bookings, 'bookings');
    refused(() => view.credentials, 'credentials');
    expect(() => whole.credentials).not.toThrow();
  });

  it("a part listed after the process's store opened is refused, not left out of it", async () => {
    const env = parseEnv({ EMBEDDED_DB_PATH: ':memory:' });
    try {
      useStoreParts([limitsPart]);
      const store = await getStore(env);
      expect(typeof store.limits.hit).toBe('function');
      expect(() => useStoreParts([limitsPart])).not.toThrow(); // already there
      expect(() => useStoreParts([recordsPart])).toThrow(ConfigError);
      expect(() => useStoreParts([recordsPart])).toThrow('"records"');
      refused(() => store.records, 'records');
      await resetStore();
      useStoreParts([recordsPart]); // before the next store opens: taken
      expect(typeof (await getStore(env)).records.page).toBe('function');
    } finally {
      await resetStore();
    }
  });
});
