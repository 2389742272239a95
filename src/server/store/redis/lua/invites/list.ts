// invites.list: the invites not yet expired, soonest expiry first.

import { luaScript } from '../script';
import type { InviteKeys } from './fragment';

/** Each invite's JSON. */
export const INVITE_LIST = luaScript<Pick<InviteKeys, 'invites' | 'due'>, { now: string }, unknown[] | null, unknown[]>(
  {
    body: `
local tokens = redis.call('ZRANGEBYSCORE', K.due, '(' .. A.now, '+inf')
if #tokens == 0 then return {} end
local out = {}
for _, v in ipairs(redis.call('HMGET', K.invites, unpack(tokens))) do if v then out[#out + 1] = v end end
return out`,
    parse: (reply) => reply ?? [],
  },
);
