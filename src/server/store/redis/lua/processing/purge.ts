// processing.purge: the lines from before a time, `limit` at most; each leaves its subject's set too.

import { luaScript } from '../script';

export type LogPurgeArgs = {
  before: string;
  limit: number;
  /** The subject sets' key prefix (../../keys privacy.logOf): a line's set is this + its subject. */
  subjectPrefix: string;
};

/** How many were forgotten. */
export const LOG_PURGE = luaScript<{ log: string }, LogPurgeArgs, number, number>({
  body: `
local old = redis.call('ZRANGEBYSCORE', K.log, '-inf', '(' .. A.before, 'LIMIT', 0, A.limit)
for _, m in ipairs(old) do
  local e = cjson.decode(m)
  if type(e.subject) == 'string' then redis.call('ZREM', A.subjectPrefix .. e.subject, m) end
  redis.call('ZREM', K.log, m)
end
return #old`,
  parse: Number,
});
