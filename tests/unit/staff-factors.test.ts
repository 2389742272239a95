// TOTP and recovery codes (src/server/services/staff/sign-in/totp.ts, recovery-codes.ts) on an embedded store in
// memory: a code is accepted in its step and one either side, once; setting up needs a right first code;
// ten recovery codes are shown once, kept as hashes, and each works once.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/server/errors';
import {
  newRecoveryCodes,
  normalRecoveryCode,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  useRecoveryCode,
} from '../../src/server/services/staff/sign-in/recovery-codes';
import {
  checkTotp,
  confirmTotp,
  newTotp,
  normalTotpCode,
  TOTP_PERIOD_SECONDS,
  totpCode,
} from '../../src/server/services/staff/sign-in/totp';
import { createEmbeddedStore } from '../../src/server/store/embedded';
import type { Store } from '../../src/server/store/port';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const T0 = new Date('2026-11-20T04:30:00.000Z');
const STEP = TOTP_PERIOD_SECONDS * 1000;
const at = (steps: number) => new Date(T0.getTime() + steps * STEP);

/** The DomainError kind `run` refuses with, or 'accepted'. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'accepted';
  } catch (error) {
    if (error instanceof DomainError) return error.kind;
    throw error;
  }
}

let store: Store;
beforeEach(() => {
  store = createEmbeddedStore({ path: ':memory:', now: () => T0 });
});
afterEach(() => store.close());

describe('TOTP', () => {
  it('a new secret is base32 with an otpauth URI naming the issuer and the person', () => {
    const { secret, uri } = newTotp('Varma Trust', 'priya@example.org');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Varma%20Trust');
    expect(uri).toContain('period=30');
    expect(newTotp('Varma Trust', 'priya@example.org').secret).not.toBe(secret);
  });

  it('reads codes typed with spaces or a dash; anything else is no code', () => {
    expect(normalTotpCode('123 456')).toBe('123456');
    expect(normalTotpCode('123-456')).toBe('123456');
    for (const bad of ['12345', '1234567', 'abcdef', '', 123456, null]) expect(normalTotpCode(bad)).toBeNull();
  });

  it('setting up needs a right first code; then the secret is kept and that code is used up', async () => {
    const { secret } = newTotp('Varma Trust', 'a@example.org');
    expect(await outcome(() => confirmTotp(store, A, secret, '000000', T0, 'scrypt:hash'))).toBe('invalid');
    expect(await store.credentials.totp(A)).toBeNull();
    const code = totpCode(secret, T0);
    await confirmTotp(store, A, secret, code, T0, 'scrypt:hash');
    expect(await store.credentials.totp(A)).toBe(secret);
    expect(await store.credentials.totpPassword(A)).toBe('scrypt:hash');
    expect(await outcome(() => checkTotp(store, A, code, T0))).toBe('invalid');
  });

  it('a code works in its step and one either side, once; never an older step after a newer one', async () => {
    const { secret } = newTotp('Varma Trust', 'a@example.org');
    await store.credentials.setTotp(A, secret);
    expect(await outcome(() => checkTotp(store, A, totpCode(secret, at(-1)), T0))).toBe('accepted');
    expect(await outcome(() => checkTotp(store, A, totpCode(secret, at(-1)), T0))).toBe('invalid');
    expect(await outcome(() => checkTotp(store, A, totpCode(secret, at(1)), T0))).toBe('accepted');
    // The current step is older than the one just used: a code seen earlier is no use.
    expect(await outcome(() => checkTotp(store, A, totpCode(secret, T0), T0))).toBe('invalid');
    expect(await outcome(() => checkTotp(store, A, totpCode(secret, at(5)), T0))).toBe('invalid');
    expect(await outcome(() => checkTotp(store, A, totpCode(secret, at(5)), at(5)))).toBe('accepted');
  });

  it('refuses a malformed code, and an account without TOTP', async () => {
    expect(await outcome(() => checkTotp(store, B, '123456', T0))).toBe('invalid');
    await store.credentials.setTotp(A, newTotp('Varma Trust', 'a@example.org').secret);
    expect(await outcome(() => checkTotp(store, A, '12345', T0))).toBe('invalid');
    expect(await outcome(() => checkTotp(store, A, { code: '123456' }, T0))).toBe('invalid');
  });
});

describe('recovery codes', () => {
  it('ten different codes, shown as XXXXX-XXXXX, stored only as hashes', async () => {
    const codes = await newRecoveryCodes(store, A);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(await store.credentials.recoveryCodesLeft(A)).toBe(RECOVERY_CODE_COUNT);
    // What is stored is the hash: using the hash as if it were a code finds nothing.
    const hash = recoveryCodeHash(A, normalRecoveryCode(codes[0])!);
    expect(await store.credentials.useRecoveryCode(A, normalRecoveryCode(codes[0])!)).toBe(false);
    expect(await store.credentials.useRecoveryCode(A, hash)).toBe(true);
  });

  it('each code works once, typed in any case, with or without the dash; never for another account', async () => {
    const codes = await newRecoveryCodes(store, A);
    const first = codes[0]!;
    expect(await outcome(() => useRecoveryCode(store, B, first))).toBe('invalid');
    expect(await useRecoveryCode(store, A, ` ${first.replace('-', '').toLowerCase()} `)).toBe(RECOVERY_CODE_COUNT - 1);
    expect(await outcome(() => useRecoveryCode(store, A, first))).toBe('invalid');
    expect(await useRecoveryCode(store, A, codes[1])).toBe(RECOVERY_CODE_COUNT - 2);
    expect(await outcome(() => useRecoveryCode(store, A, 'not a code'))).toBe('invalid');
  });

  it('new codes replace the old ones', async () => {
    const old = await newRecoveryCodes(store, A);
    await newRecoveryCodes(store, A);
    expect(await outcome(() => useRecoveryCode(store, A, old[0]))).toBe('invalid');
    expect(await store.credentials.recoveryCodesLeft(A)).toBe(RECOVERY_CODE_COUNT);
  });
});
