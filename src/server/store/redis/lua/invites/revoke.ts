// invites.revoke: an invite withdrawn.

import { luaScript } from '../script';
import { FORGET_INVITE, type InviteKeys } from './fragment';

/** True when there was one. */
export const INVITE_REVOKE = luaScript<InviteKeys, { token: string }, number, boolean>({
  fragments: [FORGET_INVITE],
  body: `
if forgetInvite(K, A.token) then return 1 end
return 0`,
  parse: (reply) => Number(reply) === 1,
});
