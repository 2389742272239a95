// Passkeys (src/server/services/staff/sign-in/passkeys.ts) with a software authenticator (tests/helpers/soft-authenticator)
// on an embedded store in memory: a passkey is added once to one account and signs that account in; a wrong
// challenge, origin or site, an unknown passkey, or a counter that goes back is refused and changes nothing.

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/server/errors';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
  type RelyingParty,
} from '../../src/server/services/staff/sign-in/passkeys';
import { createEmbeddedStore } from '../../src/server/store/embedded';
import type { Store } from '../../src/server/store/port';
import type { Account } from '../../src/server/store/port';
import { softAuthenticator } from '../helpers/soft-authenticator';

const RP: RelyingParty = { name: 'Varma Trust', id: 'varma.example.org', origin: 'https://varma.example.org' };
const T0 = new Date('2026-11-20T04:30:00.000Z');

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
let account: Account;
beforeEach(async () => {
  store = createEmbeddedStore({ path: ':memory:', now: () => T0 });
  const made = await store.accounts.create({ name: 'Priya', email: 'priya@example.org', role: 'reception' });
  if (!made.ok) throw new Error('no account');
  account = made.account;
});
afterEach(() => store.close());

/** Register a new software authenticator to `account`; returns it. */
async function enrol(name = "Priya's phone") {
  const device = softAuthenticator(RP.id);
  const options = await registrationOptions(store, RP, account);
  await verifyRegistration(store, RP, account.id, device.register(options, RP.origin), options.challenge, name);
  return device;
}

describe('passkeys', () => {
  it('registration options name the site and the person, ask for user verification, exclude their passkeys', async () => {
    const first = await registrationOptions(store, RP, account);
    expect(first.rp).toEqual({ name: RP.name, id: RP.id });
    expect(first.user.name).toBe(account.email);
    expect(first.user.displayName).toBe(account.name);
    expect(first.authenticatorSelection?.userVerification).toBe('required');
    expect(first.excludeCredentials).toEqual([]);
    const device = await enrol();
    const again = await registrationOptions(store, RP, account);
    expect(again.excludeCredentials?.map((c) => c.id)).toEqual([device.credentialId]);
    expect(again.challenge).not.toBe(first.challenge);
  });

  it('adds a verified passkey under its name; a second add of it is a conflict', async () => {
    const device = softAuthenticator(RP.id);
    const options = await registrationOptions(store, RP, account);
    const answer = device.register(options, RP.origin);
    const passkey = await verifyRegistration(store, RP, account.id, answer, options.challenge, '  Laptop ');
    expect(passkey).toMatchObject({ id: device.credentialId, name: 'Laptop', counter: 0, transports: ['internal'] });
    expect(await store.credentials.passkeys(account.id)).toEqual([passkey]);
    expect(await outcome(() => verifyRegistration(store, RP, account.id, answer, options.challenge, 'Again'))).toBe(
      'conflict',
    );
  });

  it('refuses a registration for another challenge, origin or site, or without a name, and adds nothing', async () => {
    const options = await registrationOptions(store, RP, account);
    const device = softAuthenticator(RP.id);
    const tries = [
      () => verifyRegistration(store, RP, account.id, device.register(options, RP.origin), 'another-challenge', 'X'),
      () =>
        verifyRegistration(
          store,
          RP,
          account.id,
          device.register(options, 'https://evil.example'),
          options.challenge,
          'X',
        ),
      () => {
        const elsewhere = softAuthenticator('evil.example');
        return verifyRegistration(
          store,
          RP,
          account.id,
          elsewhere.register(options, RP.origin),
          options.challenge,
          'X',
        );
      },
      () => verifyRegistration(store, RP, account.id, device.register(options, RP.origin), options.challenge, '  '),
      () => verifyRegistration(store, RP, account.id, { id: 'x', type: 'public-key' }, options.challenge, 'X'),
      () => verifyRegistration(store, RP, account.id, 'not json', options.challenge, 'X'),
    ];
    for (const attempt of tries) expect(await outcome(attempt)).toBe('invalid');
    expect(await store.credentials.passkeys(account.id)).toEqual([]);
  });

  it('signs the owner in with it, counting its uses; a counter that goes back is refused', async () => {
    const device = await enrol();
    const options = await authenticationOptions(RP);
    expect(options.rpId).toBe(RP.id);
    expect(options.userVerification).toBe('required');
    const answer = device.signIn(options, RP.origin);
    expect(await verifyAuthentication(store, RP, answer, options.challenge)).toEqual({
      accountId: account.id,
      passkeyId: device.credentialId,
    });
    expect((await store.credentials.passkey(device.credentialId))?.passkey.counter).toBe(1);
    // The same answer again (a replay), and an older counter (a cloned authenticator): refused.
    expect(await outcome(() => verifyAuthentication(store, RP, answer, options.challenge))).toBe('invalid');
    const next = await authenticationOptions(RP);
    expect(
      await outcome(() => verifyAuthentication(store, RP, device.signIn(next, RP.origin, 1), next.challenge)),
    ).toBe('invalid');
    expect(await verifyAuthentication(store, RP, device.signIn(next, RP.origin, 7), next.challenge)).toMatchObject({
      accountId: account.id,
    });
  });

  it('refuses a sign-in for another challenge or origin, and a passkey it does not know', async () => {
    const device = await enrol();
    const options = await authenticationOptions(RP);
    expect(await outcome(() => verifyAuthentication(store, RP, device.signIn(options, RP.origin), 'other'))).toBe(
      'invalid',
    );
    const elsewhere = device.signIn(options, 'https://evil.example');
    expect(await outcome(() => verifyAuthentication(store, RP, elsewhere, options.challenge))).toBe('invalid');
    const stranger = softAuthenticator(RP.id);
    const unknown = stranger.signIn(options, RP.origin);
    expect(await outcome(() => verifyAuthentication(store, RP, unknown, options.challenge))).toBe('invalid');
    expect((await store.credentials.passkey(device.credentialId))?.passkey.counter).toBe(0);
  });
});
