// The accounts sub-port's contract (src/server/store/port/accounts.ts Accounts), on every adapter: an email
// has one account whatever its case, also when two instances create it at once; role, status and last seen
// change in place.

import { expect, it } from 'vitest';
import type { Store } from '../../src/server/store/port';
import { anyString } from '../helpers/matchers';
import { contractSuite, CONTRACT_NOW, freshStore } from '../helpers/stores';

const MINUTE = 60_000;

contractSuite('accounts', (harness) => {
  let store: Store;
  let clock = new Date(CONTRACT_NOW);
  const now = () => clock;
  const fresh = freshStore(harness, (s) => (store = s), now);

  it('creates an account with an id, active, never seen; reads it by id and by email without case', async () => {
    clock = new Date(CONTRACT_NOW);
    await fresh();
    const made = await store.accounts.create({ name: 'Priya', email: 'Priya@Example.org', role: 'reception' });
    expect(made).toEqual({
      ok: true,
      account: {
        id: anyString(),
        name: 'Priya',
        email: 'Priya@Example.org',
        role: 'reception',
        status: 'active',
        createdAt: CONTRACT_NOW,
        lastSeenAt: null,
      },
    });
    if (!made.ok) return;
    expect(await store.accounts.get(made.account.id)).toEqual(made.account);
    expect(await store.accounts.byEmail('priya@example.ORG')).toEqual(made.account);
    expect(await store.accounts.byEmail('other@example.org')).toBeNull();
    expect(await store.accounts.get('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('refuses a second account for an email, in any case, and writes nothing', async () => {
    await fresh();
    await store.accounts.create({ name: 'Priya', email: 'priya@example.org', role: 'reception' });
    expect(await store.accounts.create({ name: 'P2', email: 'PRIYA@example.org', role: 'admin' })).toEqual({
      ok: false,
      refused: 'emailTaken',
    });
    expect((await store.accounts.list()).map((a) => a.name)).toEqual(['Priya']);
  });

  it('two instances creating one email at once: one account', async () => {
    await fresh();
    const other = await harness.sibling(now);
    const results = await Promise.all([
      store.accounts.create({ name: 'A', email: 'same@example.org', role: 'reception' }),
      other.accounts.create({ name: 'B', email: 'Same@example.org', role: 'accounts' }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await store.accounts.list()).toHaveLength(1);
  });

  it('lists oldest first; changes a role and a status; touches last seen', async () => {
    clock = new Date(CONTRACT_NOW);
    await fresh();
    const a = await store.accounts.create({ name: 'A', email: 'a@example.org', role: 'admin' });
    clock = new Date(clock.getTime() + MINUTE);
    const b = await store.accounts.create({ name: 'B', email: 'b@example.org', role: 'practitioner' });
    if (!a.ok || !b.ok) throw new Error('not created');
    expect((await store.accounts.list()).map((x) => x.id)).toEqual([a.account.id, b.account.id]);

    const changed = await store.accounts.update(b.account.id, { role: 'accounts' });
    expect(changed).toEqual({ ...b.account, role: 'accounts' });
    const disabled = await store.accounts.update(b.account.id, { status: 'disabled' });
    expect(disabled).toEqual({ ...b.account, role: 'accounts', status: 'disabled' });
    expect(await store.accounts.get(b.account.id)).toEqual(disabled);
    expect(await store.accounts.update('00000000-0000-4000-8000-000000000000', { status: 'active' })).toBeNull();

    clock = new Date(clock.getTime() + 5 * MINUTE);
    await store.accounts.touch(a.account.id);
    await store.accounts.touch('00000000-0000-4000-8000-000000000000');
    expect(await store.accounts.get(a.account.id)).toEqual({ ...a.account, lastSeenAt: clock.toISOString() });
    expect(await store.accounts.list()).toHaveLength(2);
  });
});
