// The Redis adapter's staff invites (../port/invites Invites): one HASH by token hash, a ZSET by expiry and a
// HASH of the email each is for (a new invite to an email replaces the older one). Accepting one creates its
// account in the same script (./lua/invites/accept), so an invite makes one account, once.

import type { Invites } from '../port';
import {
  emailKey,
  INVITE_FORGET_AFTER_MS,
  newInvite,
  storedAccount,
  storedInvite,
  withoutExpiry,
} from '../staff-shared';
import type { RedisContext } from './keys';
import { INVITE_ACCEPT } from './lua/invites/accept';
import { INVITE_CREATE } from './lua/invites/create';
import { INVITE_LIST } from './lua/invites/list';
import { INVITE_REVOKE } from './lua/invites/revoke';
import { bindScripts } from './lua/script';

export function redisInvites({ redis, k, guard, now }: RedisContext): Invites {
  const scripts = bindScripts(redis, {
    create: INVITE_CREATE,
    accept: INVITE_ACCEPT,
    revoke: INVITE_REVOKE,
    list: INVITE_LIST,
  });
  const inviteKeys = { invites: k.staff.invites, due: k.staff.invitesDue, inviteEmails: k.staff.inviteEmails };

  return {
    create: (fields) =>
      guard('invites.create', async () => {
        const at = now();
        const { invite, expiresMs } = newInvite(fields, at);
        const key = emailKey(invite.email);
        const json = JSON.stringify({ ...invite, emailKey: key, expiresMs });
        const forgetBefore = at.getTime() - INVITE_FORGET_AFTER_MS;
        await scripts.create(inviteKeys, {
          token: invite.tokenHash,
          emailKey: key,
          json,
          expiresMs: String(expiresMs),
          forgetBefore: String(forgetBefore),
        });
        return invite;
      }),

    get: (tokenHash) =>
      guard('invites.get', async () => {
        const invite = storedInvite(await redis.hget(k.staff.invites, tokenHash));
        return invite && invite.expiresMs > now().getTime() ? withoutExpiry(invite) : null;
      }),

    accept: (tokenHash, name) =>
      guard('invites.accept', async () => {
        const at = now();
        const outcome = await scripts.accept(
          { ...inviteKeys, accounts: k.staff.accounts, emails: k.staff.emails },
          { token: tokenHash, nowMs: at.getTime(), id: crypto.randomUUID(), name, at: at.toISOString() },
        );
        if (outcome.done !== 'accepted') return { ok: false, refused: outcome.done };
        const invite = storedInvite(outcome.invite);
        const account = storedAccount(outcome.account);
        if (invite && account) return { ok: true, invite: withoutExpiry(invite), account };
        return { ok: false, refused: 'unknown' };
      }),

    list: () =>
      guard('invites.list', async () =>
        (await scripts.list({ invites: k.staff.invites, due: k.staff.invitesDue }, { now: String(now().getTime()) }))
          .map(storedInvite)
          .filter((i) => i !== null)
          .map(withoutExpiry)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.tokenHash.localeCompare(b.tokenHash)),
      ),

    revoke: (tokenHash) => guard('invites.revoke', () => scripts.revoke(inviteKeys, { token: tokenHash })),
  };
}
