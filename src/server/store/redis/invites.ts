// The Redis adapter's staff invites (../port/invites Invites): one HASH by token hash, a ZSET by expiry and a
// HASH of the email each is for (a new invite to an email replaces the older one). Accepting one creates its
// account in the same script (./staff-scripts INVITE_ACCEPT), so an invite makes one account, once.

import { INVITE_TTL_MS, type Invite, type Invites } from '../port';
import { emailKey, INVITE_FORGET_AFTER_MS, storedAccount, storedInvite, withoutExpiry } from '../staff-shared';
import type { RedisContext } from './keys';
import { INVITE_ACCEPT, INVITE_CREATE, INVITE_LIST, INVITE_REVOKE } from './staff-scripts';

export function redisInvites({ redis, k, guard, now }: RedisContext): Invites {
  const scripts = {
    create: redis.createScript<number>(INVITE_CREATE),
    accept: redis.createScript<unknown[]>(INVITE_ACCEPT),
    revoke: redis.createScript<number>(INVITE_REVOKE),
    list: redis.createScript<unknown[]>(INVITE_LIST),
  };
  const inviteKeys = [k.staff.invites, k.staff.invitesDue, k.staff.inviteEmails];

  return {
    create: ({ tokenHash, email, role, invitedBy }) =>
      guard('invites.create', async () => {
        const at = now();
        const expiresMs = at.getTime() + INVITE_TTL_MS;
        const invite: Invite = {
          tokenHash,
          email,
          role,
          invitedBy,
          createdAt: at.toISOString(),
          expiresAt: new Date(expiresMs).toISOString(),
        };
        const key = emailKey(email);
        const json = JSON.stringify({ ...invite, emailKey: key, expiresMs });
        const forgetBefore = at.getTime() - INVITE_FORGET_AFTER_MS;
        await scripts.create.exec(inviteKeys, [tokenHash, key, json, String(expiresMs), String(forgetBefore)]);
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
        const [outcome, inviteJson, accountJson] = await scripts.accept.exec(
          [...inviteKeys, k.staff.accounts, k.staff.emails],
          [tokenHash, String(at.getTime()), crypto.randomUUID(), name, at.toISOString()],
        );
        const invite = storedInvite(inviteJson);
        const account = storedAccount(accountJson);
        if (Number(outcome) === 1 && invite && account) return { ok: true, invite: withoutExpiry(invite), account };
        return {
          ok: false,
          refused: Number(outcome) === 2 ? 'expired' : Number(outcome) === 3 ? 'emailTaken' : 'unknown',
        };
      }),

    list: () =>
      guard('invites.list', async () =>
        ((await scripts.list.exec([k.staff.invites, k.staff.invitesDue], [String(now().getTime())])) ?? [])
          .map(storedInvite)
          .filter((i) => i !== null)
          .map(withoutExpiry)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.tokenHash.localeCompare(b.tokenHash)),
      ),

    revoke: (tokenHash) =>
      guard('invites.revoke', async () => Number(await scripts.revoke.exec(inviteKeys, [tokenHash])) === 1),
  };
}
