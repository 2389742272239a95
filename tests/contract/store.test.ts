// The store's own contract (src/server/store/port.ts Store: name, ping, close), run against every adapter.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/server/store/port';
import { allAdapters } from '../helpers/stores';

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`store contract: ${harness.label}`, () => {
    let store: Store;
    const clock = new Date('2026-11-20T04:30:00.000Z');
    const now = () => clock;

    async function fresh(): Promise<Store> {
      store = await harness.create(now);
      return store;
    }

    beforeAll(async () => {
      await harness.setup();
    });
    afterAll(async () => {
      await harness.teardown();
    });

    it('reports its name and answers ping', async () => {
      await fresh();
      expect(store.name).toBe(harness.name);
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it('fails with StoreUnavailableError once closed', async () => {
      const s = await harness.create(now);
      await s.close();
      await expect(s.records.list('callbacks')).rejects.toMatchObject({ name: 'StoreUnavailableError' });
    });
  });
}
