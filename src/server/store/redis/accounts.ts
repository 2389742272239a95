// The Redis adapter's staff accounts (../port/accounts Accounts): one HASH of accounts and one of their
// emails (lower-cased) so an email has one account; create, change and touch are scripts (./lua/accounts).

import type { Account, Accounts } from '../port';
import { byCreated, emailKey, newAccount, storedAccount } from '../staff-shared';
import type { RedisContext } from './keys';
import { ACCOUNT_BY_EMAIL } from './lua/accounts/by-email';
import { ACCOUNT_CREATE } from './lua/accounts/create';
import { ACCOUNT_SET } from './lua/accounts/set';
import { bindScripts } from './lua/script';

export function redisAccounts({ redis, k, guard, now }: RedisContext): Accounts {
  const scripts = bindScripts(redis, {
    create: ACCOUNT_CREATE,
    byEmail: ACCOUNT_BY_EMAIL,
    set: ACCOUNT_SET,
  });
  const { accounts, emails, passwordOff } = k.staff;

  return {
    create: (fields) =>
      guard('accounts.create', async () => {
        const account = newAccount(fields, now());
        const made = await scripts.create(
          { accounts, emails },
          { id: account.id, emailKey: emailKey(account.email), json: JSON.stringify(account) },
        );
        return made ? { ok: true, account } : { ok: false, refused: 'emailTaken' };
      }),

    get: (id) => guard('accounts.get', async () => storedAccount(await redis.hget(accounts, id))),

    byEmail: (email) =>
      guard('accounts.byEmail', async () =>
        storedAccount(await scripts.byEmail({ accounts, emails }, { emailKey: emailKey(email) })),
      ),

    list: () =>
      guard('accounts.list', async () =>
        ((await redis.hvals(accounts)) as unknown[])
          .map(storedAccount)
          .filter((a): a is Account => a !== null)
          .sort(byCreated),
      ),

    update: (id, { role, status }) =>
      guard('accounts.update', async () => {
        const fields = { ...(role ? { role } : {}), ...(status ? { status } : {}) };
        return storedAccount(await scripts.set({ accounts }, { id, fields }));
      }),

    touch: (id) =>
      guard('accounts.touch', async () => {
        await scripts.set({ accounts }, { id, fields: { lastSeenAt: now().toISOString() } });
      }),

    passwordSignIn: () => guard('accounts.passwordSignIn', async () => Number(await redis.exists(passwordOff)) === 0),

    endPasswordSignIn: () =>
      guard('accounts.endPasswordSignIn', async () => {
        await redis.set(passwordOff, now().toISOString());
      }),
  };
}
