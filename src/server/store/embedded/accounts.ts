// The embedded adapter's staff accounts (../port/accounts Accounts): one row per account, its email key
// UNIQUE so an email has one account. ./invites creates an account in its own transaction with insertAccount.

import type { DatabaseSync, StatementSync } from 'node:sqlite';
import type { Account, Accounts } from '../port';
import { emailKey, newAccount, storedAccount } from '../staff-shared';
import type { EmbeddedDb } from './db';

export function accountStatements(db: DatabaseSync) {
  return {
    insert: db.prepare(
      'INSERT INTO staff_accounts (id, email_key, created_ms, data) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
    get: db.prepare('SELECT data FROM staff_accounts WHERE id = ?'),
    byEmail: db.prepare('SELECT data FROM staff_accounts WHERE email_key = ?'),
    list: db.prepare('SELECT data FROM staff_accounts ORDER BY created_ms, id'),
    write: db.prepare('UPDATE staff_accounts SET data = ? WHERE id = ?'),
    setting: db.prepare('SELECT value FROM staff_settings WHERE name = ?'),
    setSetting: db.prepare('INSERT INTO staff_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING'),
  } satisfies Record<string, StatementSync>;
}

export type AccountStatements = ReturnType<typeof accountStatements>;

/** Insert `account` (inside a transaction); false when its email already has an account. */
export function insertAccount(sql: AccountStatements, account: Account): boolean {
  const { changes } = sql.insert.run(
    account.id,
    emailKey(account.email),
    Date.parse(account.createdAt),
    JSON.stringify(account),
  );
  return Number(changes) === 1;
}

const rowAccount = (row: unknown) => storedAccount((row as { data: string } | undefined)?.data);

export function embeddedAccounts({ transaction, read, now }: EmbeddedDb, sql: AccountStatements): Accounts {
  function change(id: string, fields: Partial<Account>): Account | null {
    const current = rowAccount(sql.get.get(id));
    if (!current) return null;
    const next = { ...current, ...fields };
    sql.write.run(JSON.stringify(next), id);
    return next;
  }

  return {
    create: (fields) =>
      transaction('accounts.create', () => {
        const account = newAccount(fields, now());
        return insertAccount(sql, account) ? { ok: true, account } : { ok: false, refused: 'emailTaken' };
      }),

    get: (id) => read('accounts.get', () => rowAccount(sql.get.get(id))),

    byEmail: (email) => read('accounts.byEmail', () => rowAccount(sql.byEmail.get(emailKey(email)))),

    list: () =>
      read('accounts.list', () =>
        sql.list
          .all()
          .map(rowAccount)
          .filter((a): a is Account => a !== null),
      ),

    update: (id, { role, status }) =>
      transaction('accounts.update', () => change(id, { ...(role ? { role } : {}), ...(status ? { status } : {}) })),

    touch: (id) =>
      transaction('accounts.touch', () => {
        change(id, { lastSeenAt: now().toISOString() });
      }),

    passwordSignIn: () => read('accounts.passwordSignIn', () => sql.setting.get('password-off') === undefined),

    endPasswordSignIn: () =>
      transaction('accounts.endPasswordSignIn', () => {
        sql.setSetting.run('password-off', now().toISOString());
      }),
  };
}
