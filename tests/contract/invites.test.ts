// The invites sub-port's contract (src/server/store/port/invites.ts Invites), on every adapter: an invite is
// accepted once (also when two instances try at once), never after 48 hours, and makes its account in the
// same step; a new invite to an email replaces the older one.

import { expect, it } from 'vitest';
import type { Store } from '../../src/server/store/port';
import { INVITE_TTL_MS } from '../../src/server/store/port';
import { anyString } from '../helpers/matchers';
import { contractSuite, CONTRACT_NOW, freshStore } from '../helpers/stores';

const ADMIN = '00000000-0000-4000-8000-00000000000a';
const T0 = Date.parse(CONTRACT_NOW);

contractSuite('invites', (harness) => {
  let store: Store;
  let clock = new Date(T0);
  const now = () => clock;
  const fresh = async () => {
    clock = new Date(T0);
    return freshStore(harness, (s) => (store = s), now)();
  };
  const invite = (tokenHash: string, email = 'new@example.org') =>
    store.invites.create({ tokenHash, email, role: 'reception', invitedBy: ADMIN });

  it('makes an invite that expires in 48 hours; accepting it makes the account, once', async () => {
    await fresh();
    const made = await invite('t1', 'New@Example.org');
    expect(made).toEqual({
      tokenHash: 't1',
      email: 'New@Example.org',
      role: 'reception',
      invitedBy: ADMIN,
      createdAt: CONTRACT_NOW,
      expiresAt: new Date(T0 + INVITE_TTL_MS).toISOString(),
    });
    expect(await store.invites.get('t1')).toEqual(made);
    expect(await store.invites.list()).toEqual([made]);
    clock = new Date(T0 + 60_000);
    const accepted = await store.invites.accept('t1', 'Meena');
    expect(accepted).toEqual({
      ok: true,
      invite: made,
      account: {
        id: anyString(),
        name: 'Meena',
        email: 'New@Example.org',
        role: 'reception',
        status: 'active',
        createdAt: clock.toISOString(),
        lastSeenAt: null,
      },
    });
    if (!accepted.ok) return;
    expect(await store.accounts.byEmail('new@example.org')).toEqual(accepted.account);
    expect(await store.invites.accept('t1', 'Meena')).toEqual({ ok: false, refused: 'unknown' });
    expect(await store.invites.get('t1')).toBeNull();
    expect(await store.invites.list()).toEqual([]);
    expect(await store.accounts.list()).toHaveLength(1);
  });

  it('two instances accepting one invite at once: one account', async () => {
    await fresh();
    const other = await harness.sibling(now);
    await invite('race');
    const results = await Promise.all([store.invites.accept('race', 'A'), other.invites.accept('race', 'B')]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await store.accounts.list()).toHaveLength(1);
  });

  it('an expired invite is refused as expired and makes nothing; an unknown one as unknown', async () => {
    await fresh();
    await invite('old');
    clock = new Date(T0 + INVITE_TTL_MS);
    expect(await store.invites.get('old')).toBeNull();
    expect(await store.invites.list()).toEqual([]);
    expect(await store.invites.accept('old', 'Late')).toEqual({ ok: false, refused: 'expired' });
    expect(await store.invites.accept('never', 'X')).toEqual({ ok: false, refused: 'unknown' });
    expect(await store.accounts.list()).toEqual([]);
  });

  it('an invite for an email that has an account meanwhile is refused and stays', async () => {
    await fresh();
    await invite('t2', 'taken@example.org');
    await store.accounts.create({ name: 'First', email: 'TAKEN@example.org', role: 'admin' });
    expect(await store.invites.accept('t2', 'Second')).toEqual({ ok: false, refused: 'emailTaken' });
    expect(await store.accounts.list()).toHaveLength(1);
    expect(await store.invites.get('t2')).not.toBeNull();
  });

  it('a new invite to an email replaces the older one; an invite can be withdrawn', async () => {
    await fresh();
    await invite('first', 'x@example.org');
    clock = new Date(T0 + 1000);
    const second = await invite('second', 'X@example.org');
    const other = await invite('other', 'y@example.org');
    expect(await store.invites.get('first')).toBeNull();
    expect(await store.invites.accept('first', 'X')).toEqual({ ok: false, refused: 'unknown' });
    expect(await store.invites.list()).toEqual([other, second]);
    expect(await store.invites.revoke('second')).toBe(true);
    expect(await store.invites.revoke('second')).toBe(false);
    expect(await store.invites.accept('second', 'X')).toEqual({ ok: false, refused: 'unknown' });
    expect(await store.invites.list()).toEqual([other]);
  });
});
