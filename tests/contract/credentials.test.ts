// The credentials sub-port's contract (src/server/store/port/credentials.ts Credentials), on every adapter: a
// passkey belongs to one account and its counter only moves on; a TOTP step and a recovery code are each
// accepted once, also when two instances try at once.

import { expect, it } from 'vitest';
import type { Store } from '../../src/server/store/port';
import { contractSuite, CONTRACT_NOW, freshStore } from '../helpers/stores';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const key = (id: string, transports: string[] = ['internal', 'hybrid']) => ({
  id,
  publicKey: 'pQECAyYgASFYIB',
  counter: 0,
  transports,
  name: 'Phone',
});

contractSuite('credentials', (harness) => {
  let store: Store;
  let clock = new Date(CONTRACT_NOW);
  const now = () => clock;
  const fresh = freshStore(harness, (s) => (store = s), now);

  it('adds passkeys to an account, finds one by its id, refuses an id that is taken', async () => {
    clock = new Date(CONTRACT_NOW);
    await fresh();
    expect(await store.credentials.addPasskey(A, key('cred-1'))).toBe(true);
    expect(await store.credentials.addPasskey(A, key('cred-2', []))).toBe(true);
    expect(await store.credentials.addPasskey(B, key('cred-1'))).toBe(false);
    const stored = { ...key('cred-1'), createdAt: CONTRACT_NOW, lastUsedAt: null };
    expect(await store.credentials.passkey('cred-1')).toEqual({ accountId: A, passkey: stored });
    expect(await store.credentials.passkey('nope')).toBeNull();
    expect((await store.credentials.passkeys(A)).map((p) => p.id).sort()).toEqual(['cred-1', 'cred-2']);
    expect(await store.credentials.passkeys(B)).toEqual([]);
    expect(await store.credentials.removePasskey(B, 'cred-1')).toBe('unknown');
    expect(await store.credentials.removePasskey(A, 'cred-1')).toBe('removed');
    expect(await store.credentials.passkey('cred-1')).toBeNull();
    expect(await store.credentials.removePasskey(A, 'cred-1')).toBe('unknown');
    expect(await store.credentials.passkeys(A)).toEqual([
      { ...key('cred-2', []), createdAt: CONTRACT_NOW, lastUsedAt: null },
    ]);
  });

  it('never removes the last way in: an only passkey goes only while the account has an authenticator app', async () => {
    clock = new Date(CONTRACT_NOW);
    await fresh();
    expect(await store.credentials.addPasskey(A, key('only'))).toBe(true);
    expect(await store.credentials.removePasskey(A, 'only')).toBe('last');
    expect((await store.credentials.passkeys(A)).map((p) => p.id)).toEqual(['only']);
    await store.credentials.setTotp(A, 'JBSWY3DPEHPK3PXP');
    expect(await store.credentials.removePasskey(A, 'only')).toBe('removed');
    expect(await store.credentials.passkeys(A)).toEqual([]);
    expect(await store.credentials.passkey('only')).toBeNull();
    // Another account's authenticator app is no way in for this one.
    expect(await store.credentials.addPasskey(B, key('b-only'))).toBe(true);
    expect(await store.credentials.removePasskey(B, 'b-only')).toBe('last');
  });

  it('a use moves the counter on and records when; a counter that does not move on is refused', async () => {
    clock = new Date(CONTRACT_NOW);
    await fresh();
    await store.credentials.addPasskey(A, key('counted', []));
    await store.credentials.addPasskey(A, key('uncounted'));
    clock = new Date(clock.getTime() + 60_000);
    expect(await store.credentials.usePasskey('counted', 5)).toBe(true);
    expect(await store.credentials.usePasskey('counted', 5)).toBe(false);
    expect(await store.credentials.usePasskey('counted', 3)).toBe(false);
    expect(await store.credentials.passkey('counted')).toEqual({
      accountId: A,
      passkey: { ...key('counted', []), counter: 5, createdAt: CONTRACT_NOW, lastUsedAt: clock.toISOString() },
    });
    // An authenticator without a counter always says 0.
    expect(await store.credentials.usePasskey('uncounted', 0)).toBe(true);
    expect(await store.credentials.usePasskey('uncounted', 0)).toBe(true);
    expect(await store.credentials.usePasskey('nope', 9)).toBe(false);
  });

  it('TOTP: a secret per account; each step is claimed once and never an earlier one; a new secret starts over', async () => {
    await fresh();
    expect(await store.credentials.totp(A)).toBeNull();
    expect(await store.credentials.useTotpStep(A, 100)).toBe(false);
    await store.credentials.setTotp(A, 'JBSWY3DPEHPK3PXP');
    expect(await store.credentials.totp(A)).toBe('JBSWY3DPEHPK3PXP');
    expect(await store.credentials.useTotpStep(A, 100)).toBe(true);
    expect(await store.credentials.useTotpStep(A, 100)).toBe(false);
    expect(await store.credentials.useTotpStep(A, 99)).toBe(false);
    expect(await store.credentials.useTotpStep(A, 101)).toBe(true);
    expect(await store.credentials.totpPassword(A)).toBeNull();
    await store.credentials.setTotp(A, 'KRSXG5CTMVRXEZLU', 'scrypt:16384:8:1:salt:key');
    expect(await store.credentials.useTotpStep(A, 50)).toBe(true);
    // The password set with the secret stays with it through a step's use, and goes with it.
    expect(await store.credentials.totpPassword(A)).toBe('scrypt:16384:8:1:salt:key');
    expect(await store.credentials.totp(A)).toBe('KRSXG5CTMVRXEZLU');
    await store.credentials.setTotp(A, null);
    expect(await store.credentials.totp(A)).toBeNull();
    expect(await store.credentials.totpPassword(A)).toBeNull();
  });

  it('recovery codes: kept as given, each used once (one of two instances wins), replaced as a set', async () => {
    await fresh();
    const other = await harness.sibling(now);
    await store.credentials.setRecoveryCodes(A, ['h1', 'h2', 'h3']);
    expect(await store.credentials.recoveryCodesLeft(A)).toBe(3);
    expect(await store.credentials.useRecoveryCode(B, 'h1')).toBe(false);
    const both = await Promise.all([
      store.credentials.useRecoveryCode(A, 'h1'),
      other.credentials.useRecoveryCode(A, 'h1'),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await store.credentials.useRecoveryCode(A, 'h1')).toBe(false);
    expect(await store.credentials.recoveryCodesLeft(A)).toBe(2);
    await store.credentials.setRecoveryCodes(A, ['n1', 'n2']);
    expect(await store.credentials.useRecoveryCode(A, 'h2')).toBe(false);
    expect(await store.credentials.recoveryCodesLeft(A)).toBe(2);
    await store.credentials.setRecoveryCodes(A, []);
    expect(await store.credentials.recoveryCodesLeft(A)).toBe(0);
  });

  it("clear forgets all of one account's credentials and nobody else's", async () => {
    await fresh();
    await store.credentials.addPasskey(A, key('a-key'));
    await store.credentials.addPasskey(B, key('b-key'));
    await store.credentials.setTotp(A, 'JBSWY3DPEHPK3PXP');
    await store.credentials.setRecoveryCodes(A, ['h1']);
    await store.credentials.setRecoveryCodes(B, ['h1']);
    await store.credentials.clear(A);
    expect(await store.credentials.passkeys(A)).toEqual([]);
    expect(await store.credentials.passkey('a-key')).toBeNull();
    expect(await store.credentials.totp(A)).toBeNull();
    expect(await store.credentials.recoveryCodesLeft(A)).toBe(0);
    expect(await store.credentials.passkey('b-key')).not.toBeNull();
    expect(await store.credentials.recoveryCodesLeft(B)).toBe(1);
  });
});
