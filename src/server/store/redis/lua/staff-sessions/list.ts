// staffSessions.list: an account's live sessions, newest first; the others are forgotten on the way.

import { luaScript } from '../script';
import { SESSION_LIMITS, type AccountSessionKeys } from './fragment';

/** Each live session's JSON. */
export const SESSION_LIST = luaScript<AccountSessionKeys, { now: number }, unknown[] | null, unknown[]>({
  fragments: [SESSION_LIMITS],
  body: `
local out = {}
for _, id in ipairs(redis.call('ZREVRANGE', K.ofAccount, 0, -1)) do
  local cur = redis.call('HGET', K.sessions, id)
  local s = cur and cjson.decode(cur)
  if s and alive(s, A.now) then out[#out + 1] = cur else
    forget(K, id)
    redis.call('ZREM', K.ofAccount, id)
  end
end
return out`,
  parse: (reply) => reply ?? [],
});
