// The store's own contract (src/server/store/port Store: name, ping, close), run against every adapter.

import { expect, it } from 'vitest';
import type { Store } from '../../src/server/store/port';
import { contractSuite, CONTRACT_NOW, freshStore } from '../helpers/stores';

contractSuite('store', (harness) => {
  let store: Store;
  const clock = new Date(CONTRACT_NOW);
  const now = () => clock;
  const fresh = freshStore(harness, (s) => (store = s), now);

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
