// Staff accounts (src/server/services/staff/accounts.ts) on an embedded store in memory: an invite's link
// makes one account, once, within 48 hours; an admin changes roles and statuses (disabling signs the person
// out everywhere) but never removes the last admin; bad input is refused with a clear message and changes
// nothing.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/server/errors';
import {
  acceptInvite,
  changeAccount,
  invite,
  openInvite,
  signOutEverywhere,
  tokenHash,
} from '../../src/server/services/staff/accounts';
import type { StaffAct } from '../../src/server/services/staff/act';
import { createEmbeddedStore } from '../../src/server/store/embedded';
import type { Store } from '../../src/server/store/port';
import { INVITE_TTL_MS, type Account } from '../../src/server/store/port';
import { stringMatching } from '../helpers/matchers';

const T0 = new Date('2026-11-20T04:30:00.000Z');
let clock = T0;
let store: Store;
let admin: Account;
let act: StaffAct;

async function refusal(run: () => Promise<unknown>): Promise<{ kind: string; message: string } | 'accepted'> {
  try {
    await run();
    return 'accepted';
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.publicMessage };
    throw error;
  }
}

beforeEach(async () => {
  clock = T0;
  store = createEmbeddedStore({ path: ':memory:', now: () => clock });
  const made = await store.accounts.create({ name: 'Admin', email: 'admin@example.org', role: 'admin' });
  if (!made.ok) throw new Error('no admin');
  admin = made.account;
  act = { store, now: T0, actor: admin.id, actorName: admin.name, session: 'test-session' };
});
afterEach(() => store.close());

describe('invites', () => {
  it('an invite stores only its token hash; its link opens it and makes the account once', async () => {
    const { invite: made, token } = await invite(act, { email: ' Meena@Example.org ', role: 'reception' });
    expect(made).toMatchObject({ email: 'Meena@Example.org', role: 'reception', invitedBy: admin.id });
    expect(made.tokenHash).toBe(tokenHash(token));
    expect(made.tokenHash).not.toContain(token);
    expect(await openInvite(store, token)).toEqual(made);
    const account = await acceptInvite(store, token, '  Meena ', T0);
    expect(account).toMatchObject({ name: 'Meena', email: 'Meena@Example.org', role: 'reception', status: 'active' });
    expect(await refusal(() => acceptInvite(store, token, 'Meena', T0))).toMatchObject({ kind: 'notFound' });
    expect(await refusal(() => openInvite(store, token))).toMatchObject({ kind: 'notFound' });
    expect((await store.audit.list({ limit: 10 })).map((l) => l.action)).toEqual(['account.create', 'account.invite']);
  });

  it('an expired link is refused as expired', async () => {
    const { token } = await invite(act, { email: 'late@example.org', role: 'practitioner' });
    clock = new Date(T0.getTime() + INVITE_TTL_MS + 1);
    expect(await refusal(() => acceptInvite(store, token, 'Late', clock))).toEqual({
      kind: 'invalid',
      message: stringMatching(/expired/),
    });
    expect(await store.accounts.byEmail('late@example.org')).toBeNull();
  });

  it('refuses a bad email, role or name, an email that has an account, a made-up token; stores nothing', async () => {
    expect(await refusal(() => invite(act, { email: 'not-an-email', role: 'reception' }))).toMatchObject({
      kind: 'invalid',
    });
    expect(await refusal(() => invite(act, { email: 'x@example.org', role: 'owner' }))).toMatchObject({
      kind: 'invalid',
    });
    expect(await refusal(() => invite(act, { email: 'ADMIN@example.org', role: 'admin' }))).toMatchObject({
      kind: 'conflict',
    });
    expect(await store.invites.list()).toEqual([]);
    const { token } = await invite(act, { email: 'y@example.org', role: 'accounts' });
    for (const name of ['', '   ', 'x'.repeat(101), 'Bad\u0000name', 42]) {
      expect(await refusal(() => acceptInvite(store, token, name, T0))).toMatchObject({ kind: 'invalid' });
    }
    expect(await refusal(() => acceptInvite(store, 'made-up', 'Y', T0))).toMatchObject({ kind: 'notFound' });
    expect(await store.accounts.list()).toHaveLength(1);
  });
});

describe('changing accounts', () => {
  async function person(role: 'reception' | 'admin' = 'reception') {
    const made = await store.accounts.create({ name: 'P', email: `${crypto.randomUUID()}@example.org`, role });
    if (!made.ok) throw new Error('no account');
    return made.account;
  }

  it('changes a role; disabling signs the person out everywhere; re-enabling lets them sign in again', async () => {
    const p = await person();
    await store.staffSessions.create({ id: 's1', accountId: p.id, device: 'Phone', method: 'passkey' });
    await store.staffSessions.create({ id: 's2', accountId: p.id, device: 'Laptop', method: 'passkey' });
    expect(await changeAccount(act, p.id, { role: 'practitioner' })).toMatchObject({ role: 'practitioner' });
    expect(await changeAccount(act, p.id, { status: 'disabled' })).toMatchObject({ status: 'disabled' });
    expect(await store.staffSessions.list(p.id)).toEqual([]);
    expect(await changeAccount(act, p.id, { status: 'active' })).toMatchObject({ status: 'active' });
    const actions = (await store.audit.list({ limit: 10 })).map((l) => l.action);
    expect(actions).toEqual(['account.active', 'account.disabled', 'account.role']);
  });

  it('the last active admin cannot be demoted or disabled; with a second admin they can', async () => {
    expect(await refusal(() => changeAccount(act, admin.id, { role: 'reception' }))).toMatchObject({
      kind: 'conflict',
    });
    expect(await refusal(() => changeAccount(act, admin.id, { status: 'disabled' }))).toMatchObject({
      kind: 'conflict',
    });
    await person('admin');
    expect(await changeAccount(act, admin.id, { role: 'accounts' })).toMatchObject({ role: 'accounts' });
  });

  it('refuses nothing to change, bad values and unknown accounts, changing nothing', async () => {
    const p = await person();
    expect(await refusal(() => changeAccount(act, p.id, {}))).toMatchObject({ kind: 'invalid' });
    expect(await refusal(() => changeAccount(act, p.id, { role: 'boss' }))).toMatchObject({ kind: 'invalid' });
    expect(await refusal(() => changeAccount(act, p.id, { status: 'gone' }))).toMatchObject({ kind: 'invalid' });
    expect(await refusal(() => changeAccount(act, crypto.randomUUID(), { status: 'active' }))).toMatchObject({
      kind: 'notFound',
    });
    expect(await store.accounts.get(p.id)).toEqual(p);
  });

  it('signs a person out of every device', async () => {
    const p = await person();
    await store.staffSessions.create({ id: 'a', accountId: p.id, device: 'Phone', method: 'passkey' });
    await store.staffSessions.create({ id: 'b', accountId: p.id, device: 'Laptop', method: 'passkey' });
    expect(await signOutEverywhere(act, p.id)).toBe(2);
    expect(await store.staffSessions.use('a')).toBeNull();
    expect(await refusal(() => signOutEverywhere(act, crypto.randomUUID()))).toMatchObject({ kind: 'notFound' });
  });
});
