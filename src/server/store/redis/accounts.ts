// The Redis adapter's staff accounts (../port/accounts Accounts): one HASH of accounts and one of their
// emails (lower-cased) so an email has one account; create, change and touch are scripts (./staff-scripts).

import type { Account, Accounts } from '../port';
import { byCreated, emailKey, storedAccount } from '../staff-shared';
import type { RedisContext } from './keys';
import { ACCOUNT_BY_EMAIL, ACCOUNT_CREATE, ACCOUNT_SET } from './staff-scripts';

export function redisAccounts({ redis, k, guard, now }: RedisContext): Accounts {
  const scripts = {
    create: redis.createScript<number>(ACCOUNT_CREATE),
    byEmail: redis.createScript<unknown>(ACCOUNT_BY_EMAIL),
    set: redis.createScript<unknown>(ACCOUNT_SET),
  };
  const { accounts, emails, passwordOff } = k.staff;

  return {
    create: ({ name, email, role }) =>
      guard('accounts.create', async () => {
        const account: Account = {
          id: crypto.randomUUID(),
          name,
          email,
          role,
          status: 'active',
          createdAt: now().toISOString(),
          lastSeenAt: null,
        };
        const made = await scripts.create.exec(
          [accounts, emails],
          [account.id, emailKey(email), JSON.stringify(account)],
        );
        return Number(made) === 1 ? { ok: true, account } : { ok: false, refused: 'emailTaken' };
      }),

    get: (id) => guard('accounts.get', async () => storedAccount(await redis.hget(accounts, id))),

    byEmail: (email) =>
      guard('accounts.byEmail', async () =>
        storedAccount(await scripts.byEmail.exec([accounts, emails], [emailKey(email)])),
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
        const pairs = [...(role ? ['role', role] : []), ...(status ? ['status', status] : [])];
        return storedAccount(await scripts.set.exec([accounts], [id, ...pairs]));
      }),

    touch: (id) =>
      guard('accounts.touch', async () => {
        await scripts.set.exec([accounts], [id, 'lastSeenAt', now().toISOString()]);
      }),

    passwordSignIn: () => guard('accounts.passwordSignIn', async () => Number(await redis.exists(passwordOff)) === 0),

    endPasswordSignIn: () =>
      guard('accounts.endPasswordSignIn', async () => {
        await redis.set(passwordOff, now().toISOString());
      }),
  };
}
