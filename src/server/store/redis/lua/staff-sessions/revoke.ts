// staffSessions.revoke and revokeAll: one of an account's sessions ended, or all but one.

import { luaScript } from '../script';
import { SESSION_LIMITS, type AccountSessionKeys } from './fragment';

export type SessionRevokeArgs =
  | { now: number; end: 'one'; id: string }
  /** All of the account's sessions but `keep` ('' for none). */
  | { now: number; end: 'all'; keep: string };

/** How many of those ended were live. */
export const SESSION_REVOKE = luaScript<AccountSessionKeys, SessionRevokeArgs, number, number>({
  fragments: [SESSION_LIMITS],
  body: `
local ids = {}
if A['end'] == 'all' then
  for _, id in ipairs(redis.call('ZRANGE', K.ofAccount, 0, -1)) do
    if id ~= A.keep then ids[#ids + 1] = id end
  end
else
  ids[1] = A.id
end
local live = 0
for _, id in ipairs(ids) do
  if redis.call('ZREM', K.ofAccount, id) == 1 then
    local cur = redis.call('HGET', K.sessions, id)
    if cur and alive(cjson.decode(cur), A.now) then live = live + 1 end
    forget(K, id)
  end
end
return live`,
  parse: Number,
});
