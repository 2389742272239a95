// staffSessions.create: a session begun, after forgetting up to 100 idle ones.

import { luaScript } from '../script';
import { SESSION_LIMITS, type AccountSessionKeys } from './fragment';

export const SESSION_CREATE = luaScript<AccountSessionKeys, { now: number; id: string; json: string }, number>({
  fragments: [SESSION_LIMITS],
  body: `
for _, id in ipairs(redis.call('ZRANGEBYSCORE', K.idle, '-inf', '(' .. (A.now - IDLE), 'LIMIT', 0, 100)) do
  forget(K, id)
end
redis.call('HSET', K.sessions, A.id, A.json)
redis.call('ZADD', K.idle, A.now, A.id)
redis.call('ZADD', K.ofAccount, A.now, A.id)
return 1`,
});
