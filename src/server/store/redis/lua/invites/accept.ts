// invites.accept: the invite used and its account made (its email and role, this name) in one step: once
// only, never after it expired, and never when its email has an account (the invite then stays).

import { CREATE_ACCOUNT, type AccountKeys } from '../accounts/fragment';
import { luaScript } from '../script';
import { FORGET_INVITE, type InviteKeys } from './fragment';

export type InviteAcceptArgs = {
  token: string;
  nowMs: number;
  /** The new account's id and name, and when it is made (ISO). */
  id: string;
  name: string;
  at: string;
};

export type InviteAcceptOutcome =
  { done: 'accepted'; invite: unknown; account: unknown } | { done: 'unknown' | 'expired' | 'emailTaken' };

export const INVITE_ACCEPT = luaScript<InviteKeys & AccountKeys, InviteAcceptArgs, unknown[], InviteAcceptOutcome>({
  fragments: [CREATE_ACCOUNT, FORGET_INVITE],
  body: `
local cur = redis.call('HGET', K.invites, A.token)
if not cur then return {0} end
local inv = cjson.decode(cur)
if tonumber(inv.expiresMs) <= A.nowMs then return {2} end
local account = cjson.encode({
  id = A.id, name = A.name, email = inv.email, role = inv.role, status = 'active',
  createdAt = A.at, lastSeenAt = cjson.null,
})
if not createAccount(K.accounts, K.emails, A.id, inv.emailKey, account) then return {3} end
forgetInvite(K, A.token)
return {1, cur, account}`,
  parse: ([code, invite, account]) => {
    const n = Number(code);
    if (n === 1) return { done: 'accepted', invite, account };
    return { done: n === 2 ? 'expired' : n === 3 ? 'emailTaken' : 'unknown' };
  },
});
