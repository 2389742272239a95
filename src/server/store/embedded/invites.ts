// The embedded adapter's staff invites (../port/invites Invites): one row per invite, its email key UNIQUE (a
// new invite to an email replaces the older one). Accepting one deletes it and creates its account in one
// transaction, so an invite makes one account, once.

import type { StatementSync } from 'node:sqlite';
import type { Account, Invites } from '../port';
import { emailKey, INVITE_FORGET_AFTER_MS, newInvite, storedInvite, withoutExpiry } from '../staff-shared';
import { insertAccount, type AccountStatements } from './accounts';
import type { EmbeddedDb } from './db';

export function embeddedInvites({ db, transaction, read, now }: EmbeddedDb, accounts: AccountStatements): Invites {
  const sql = {
    prune: db.prepare('DELETE FROM staff_invites WHERE expires_ms < ?'),
    insert: db.prepare(
      'INSERT INTO staff_invites (token_hash, email_key, expires_ms, data) VALUES (?, ?, ?, ?) ON CONFLICT (email_key) DO UPDATE SET token_hash = excluded.token_hash, expires_ms = excluded.expires_ms, data = excluded.data',
    ),
    get: db.prepare('SELECT data FROM staff_invites WHERE token_hash = ?'),
    remove: db.prepare('DELETE FROM staff_invites WHERE token_hash = ?'),
    live: db.prepare('SELECT data FROM staff_invites WHERE expires_ms > ?'),
  } satisfies Record<string, StatementSync>;

  const rowInvite = (row: unknown) => storedInvite((row as { data: string } | undefined)?.data);

  return {
    create: (fields) =>
      transaction('invites.create', () => {
        const at = now();
        const { invite, expiresMs } = newInvite(fields, at);
        sql.prune.run(at.getTime() - INVITE_FORGET_AFTER_MS);
        sql.insert.run(invite.tokenHash, emailKey(invite.email), expiresMs, JSON.stringify({ ...invite, expiresMs }));
        return invite;
      }),

    get: (tokenHash) =>
      read('invites.get', () => {
        const invite = rowInvite(sql.get.get(tokenHash));
        return invite && invite.expiresMs > now().getTime() ? withoutExpiry(invite) : null;
      }),

    accept: (tokenHash, name) =>
      transaction('invites.accept', () => {
        const at = now();
        const invite = rowInvite(sql.get.get(tokenHash));
        if (!invite) return { ok: false, refused: 'unknown' } as const;
        if (invite.expiresMs <= at.getTime()) return { ok: false, refused: 'expired' } as const;
        const account: Account = {
          id: crypto.randomUUID(),
          name,
          email: invite.email,
          role: invite.role,
          status: 'active',
          createdAt: at.toISOString(),
          lastSeenAt: null,
        };
        if (!insertAccount(accounts, account)) return { ok: false, refused: 'emailTaken' } as const;
        sql.remove.run(tokenHash);
        return { ok: true, account, invite: withoutExpiry(invite) } as const;
      }),

    list: () =>
      read('invites.list', () =>
        sql.live
          .all(now().getTime())
          .map(rowInvite)
          .filter((i) => i !== null)
          .map(withoutExpiry)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.tokenHash.localeCompare(b.tokenHash)),
      ),

    revoke: (tokenHash) => transaction('invites.revoke', () => Number(sql.remove.run(tokenHash).changes) === 1),
  };
}
