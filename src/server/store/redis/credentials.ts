// The Redis adapter's staff credentials (../port/credentials Credentials): passkeys in one HASH by credential id
// (with their account, so a sign-in finds them) and a SET per account; TOTP secrets with the last step used;
// recovery code hashes in a SET per account, a use being one SREM (atomic, once).

import type { Credentials, Passkey } from '../port';
import { byCreated, storedPasskey } from '../staff-shared';
import { parseStored } from '../shared';
import type { RedisContext } from './keys';
import {
  CREDENTIALS_CLEAR,
  PASSKEY_ADD,
  PASSKEY_REMOVE,
  PASSKEY_USE,
  PASSKEYS_OF,
  RECOVERY_SET,
  TOTP_STEP,
} from './staff-scripts';

export function redisCredentials({ redis, k, guard, now }: RedisContext): Credentials {
  const scripts = {
    add: redis.createScript<number>(PASSKEY_ADD),
    of: redis.createScript<unknown[]>(PASSKEYS_OF),
    use: redis.createScript<number>(PASSKEY_USE),
    remove: redis.createScript<number>(PASSKEY_REMOVE),
    step: redis.createScript<number>(TOTP_STEP),
    recovery: redis.createScript<number>(RECOVERY_SET),
    clear: redis.createScript<number>(CREDENTIALS_CLEAR),
  };
  const { passkeys, accountPasskeys, totp, recovery } = k.staff;

  return {
    addPasskey: (accountId, passkey) =>
      guard('credentials.addPasskey', async () => {
        const stored = { ...passkey, accountId, createdAt: now().toISOString(), lastUsedAt: null };
        const added = await scripts.add.exec(
          [passkeys, accountPasskeys(accountId)],
          [passkey.id, JSON.stringify(stored)],
        );
        return Number(added) === 1;
      }),

    passkeys: (accountId) =>
      guard('credentials.passkeys', async () =>
        ((await scripts.of.exec([accountPasskeys(accountId), passkeys], [])) ?? [])
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
        const used = await scripts.use.exec([passkeys], [credentialId, String(counter), now().toISOString()]);
        return Number(used) === 1;
      }),

    removePasskey: (accountId, credentialId) =>
      guard('credentials.removePasskey', async () => {
        const removed = Number(
          await scripts.remove.exec([passkeys, accountPasskeys(accountId), totp], [credentialId, accountId]),
        );
        return removed === 1 ? 'removed' : removed === 2 ? 'last' : 'unknown';
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
      guard(
        'credentials.useTotpStep',
        async () => Number(await scripts.step.exec([totp], [accountId, String(step)])) === 1,
      ),

    setRecoveryCodes: (accountId, hashes) =>
      guard('credentials.setRecoveryCodes', async () => {
        await scripts.recovery.exec([recovery(accountId)], [...hashes]);
      }),

    useRecoveryCode: (accountId, hash) =>
      guard('credentials.useRecoveryCode', async () => Number(await redis.srem(recovery(accountId), hash)) === 1),

    recoveryCodesLeft: (accountId) =>
      guard('credentials.recoveryCodesLeft', async () => Number(await redis.scard(recovery(accountId)))),

    clear: (accountId) =>
      guard('credentials.clear', async () => {
        await scripts.clear.exec([passkeys, accountPasskeys(accountId), totp, recovery(accountId)], [accountId]);
      }),
  };
}
