// The ceremonies sub-port's contract (src/server/store/port/ceremonies.ts Ceremonies), on every adapter: a value
// is taken once (by any instance, also when two ask at once), never after it expired, and a second put
// replaces the first. The shared password's switch (accounts.passwordSignIn) is here too: once ended, ended.

import { expect, it } from 'vitest';
import type { Store } from '../../src/server/store/port';
import { contractSuite, CONTRACT_NOW, freshStore } from '../helpers/stores';

const T0 = Date.parse(CONTRACT_NOW);
const MINUTE = 60_000;

contractSuite('ceremonies', (harness) => {
  let store: Store;
  let clock = new Date(T0);
  const now = () => clock;
  const at = (ms: number) => (clock = new Date(ms));
  const fresh = async () => {
    at(T0);
    return freshStore(harness, (s) => (store = s), now)();
  };

  it('a value is taken once, by whichever instance asks first', async () => {
    await fresh();
    const other = await harness.sibling(now);
    // Values that look like JSON stay the strings they were.
    const value = '{"challenge":"abc","accountId":"x"}';
    await store.ceremonies.put('c1', value, 5 * MINUTE);
    await store.ceremonies.put('c2', '12345', 5 * MINUTE);
    expect(await other.ceremonies.take('c1')).toBe(value);
    expect(await store.ceremonies.take('c1')).toBeNull();
    expect(await store.ceremonies.take('c2')).toBe('12345');
    expect(await store.ceremonies.take('never')).toBeNull();
  });

  it('two takes at once: one gets the value', async () => {
    await fresh();
    const other = await harness.sibling(now);
    await store.ceremonies.put('race', 'v', MINUTE);
    const got = await Promise.all([store.ceremonies.take('race'), other.ceremonies.take('race')]);
    expect(got.filter((v) => v === 'v')).toHaveLength(1);
  });

  it('is gone once its time is up, and a second put replaces the first', async () => {
    await fresh();
    await store.ceremonies.put('short', 'a', 5 * MINUTE);
    at(T0 + 5 * MINUTE);
    // The embedded store goes by the store's clock; Redis by its own expiry: both are past it here only
    // when the clock is real, so the embedded adapter is held to the exact moment.
    if (harness.name === 'embedded') expect(await store.ceremonies.take('short')).toBeNull();
    await store.ceremonies.put('again', 'first', MINUTE);
    await store.ceremonies.put('again', 'second', MINUTE);
    expect(await store.ceremonies.take('again')).toBe('second');
  });

  it('the shared password signs in until it is ended, on every instance, for good', async () => {
    await fresh();
    const other = await harness.sibling(now);
    expect(await store.accounts.passwordSignIn()).toBe(true);
    await other.accounts.endPasswordSignIn();
    expect(await store.accounts.passwordSignIn()).toBe(false);
    await store.accounts.endPasswordSignIn();
    expect(await other.accounts.passwordSignIn()).toBe(false);
  });
});
