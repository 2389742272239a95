// invites.create: an invite, replacing an older one to the same email, after forgetting long-expired ones.

import { luaScript } from '../script';
import { FORGET_INVITE, type InviteKeys } from './fragment';

export type InviteCreateArgs = {
  token: string;
  emailKey: string;
  json: string;
  expiresMs: string;
  /** Forget invites that expired before this (ms). */
  forgetBefore: string;
};

export const INVITE_CREATE = luaScript<InviteKeys, InviteCreateArgs, number>({
  fragments: [FORGET_INVITE],
  body: `
pruneInvites(K, A.forgetBefore)
local old = redis.call('HGET', K.inviteEmails, A.emailKey)
if old then forgetInvite(K, old) end
redis.call('HSET', K.invites, A.token, A.json)
redis.call('ZADD', K.due, A.expiresMs, A.token)
redis.call('HSET', K.inviteEmails, A.emailKey, A.token)
return 1`,
});
