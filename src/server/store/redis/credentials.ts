// The Redis adapter's staff credentials (../port/credentials Credentials): passkeys in one HASH by credential id
// (with their account, so a sign-in finds them) and a SET per account; TOTP secrets with the last step used;
// recovery code hashes in a SET per account, a use being one SREM (atomic, once).

import type { Credentials, Passkey } from '../port';
import { byCreated, storedPasskey } from '../staff-shared';
import { parseStored } from '../shared';
import type { RedisContext } from './keys';
import { CREDENTIALS_CLEAR } from './lua/credentials/clear';
import { PASSKEY_ADD } from './lua/credentials/passkey-add';
import { PASSKEY_REMOVE } from './lua/credentials/passkey-remove';
import { PASSKEY_USE } from './lua/credentials/passkey-use';
import { PASSKEYS_OF } from './lua/credentials/passkeys-of';
import { RECOVERY_SET } from './lua/credentials/recovery-set';
import { TOTP_STEP } from './lua/credentials/totp-step';
import { bindScripts } from './lua/script';

export function redisCredentials({ redis, k, guard, now }: RedisContext): Credentials {
  const scripts = bindScripts(redis, {
    add: PASSKEY_ADD,
    of: PASSKEYS_OF,
    use: PASSKEY_USE,
    remove: PASSKEY_REMOVE,
    step: TOTP_STEP,
    recovery: RECOVERY_SET,
    clear: CREDENTIALS_CLEAR,
  });
  const { passkeys, accountPasskeys, totp, recovery } = k.staff;

  return {
    addPasskey: (accountId, passkey) =>
      guard('credentials.addPasskey', async () => {
        const stored = { ...passkey, accountId, createdAt: now().toISOString(), lastUsedAt: null };
        return scripts.add(
          { passkeys, ofAccount: accountPasskeys(accountId) },
          { id: passkey.id, json: JSON.stringify(stored) },
        );
      }),

    passkeys: (accountId) =>
      guard('credentials.passkeys', async () =>
        (await scripts.of({ passkeys, ofAccount: accountPasskeys(accountId) }, {}))
          .map(storedPasskey)
          .filter((p) => p !== null)
          .map(({ accountId: _accountId, ...p }): Passkey => p)
          .sort(byCreated),
      ),

    passkey: (credentialId) =>
      guard('credentials.passkey', async () => {
        const found = storedPasskey(await redis.hget(passkeys, credentialId));
        if (!found) return null;
        const { accountId, ...passkey } = found;
        return { accountId, passkey };
      }),

    usePasskey: (credentialId, counter) =>
      guard('credentials.usePasskey', async () => {
        return scripts.use({ passkeys }, { id: credentialId, counter, at: now().toISOString() });
      }),

    removePasskey: (accountId, credentialId) =>
      guard('credentials.removePasskey', async () => {
        return scripts.remove(
          { passkeys, ofAccount: accountPasskeys(accountId), totp },
          { id: credentialId, accountId },
        );
      }),

    setTotp: (accountId, secret, passwordHash) =>
      guard('credentials.setTotp', async () => {
        if (secret === null) await redis.hdel(totp, accountId);
        else {
          const stored = { secret, step: -1, ...(passwordHash ? { password: passwordHash } : {}) };
          await redis.hset(totp, { [accountId]: JSON.stringify(stored) });
        }
      }),

    totp: (accountId) =>
      guard(
        'credentials.totp',
        async () => parseStored<{ secret: string }>(await redis.hget(totp, accountId))?.secret ?? null,
      ),

    totpPassword: (accountId) =>
      guard(
        'credentials.totpPassword',
        async () => parseStored<{ password?: string }>(await redis.hget(totp, accountId))?.password ?? null,
      ),

    useTotpStep: (accountId, step) =>
      guard('credentials.useTotpStep', () => scripts.step({ totp }, { accountId, step })),

    setRecoveryCodes: (accountId, hashes) =>
      guard('credentials.setRecoveryCodes', async () => {
        await scripts.recovery({ recovery: recovery(accountId) }, { hashes });
      }),

    useRecoveryCode: (accountId, hash) =>
      guard('credentials.useRecoveryCode', async () => Number(await redis.srem(recovery(accountId), hash)) === 1),

    recoveryCodesLeft: (accountId) =>
      guard('credentials.recoveryCodesLeft', async () => Number(await redis.scard(recovery(accountId)))),

    clear: (accountId) =>
      guard('credentials.clear', async () => {
        await scripts.clear(
          { passkeys, ofAccount: accountPasskeys(accountId), totp, recovery: recovery(accountId) },
          { accountId },
        );
      }),
  };
}
