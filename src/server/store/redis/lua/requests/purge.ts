// requests.purge: forget requests never verified, made before a time, and those answered before another,
// `limit` at most.

import { luaScript } from '../script';

export type PurgeKeys = { requests: string; made: string; done: string; tries: string };

export type PurgeArgs = { unverifiedBefore: string; answeredBefore: string; limit: number };

/** How many were forgotten. */
export const PURGE = luaScript<PurgeKeys, PurgeArgs, number, number>({
  body: `
local n = 0
for _, pair in ipairs({{K.made, A.unverifiedBefore}, {K.done, A.answeredBefore}}) do
  if n < A.limit then
    for _, id in ipairs(redis.call('ZRANGEBYSCORE', pair[1], '-inf', '(' .. pair[2], 'LIMIT', 0, A.limit - n)) do
      redis.call('HDEL', K.requests, id)
      redis.call('HDEL', K.tries, id)
      redis.call('ZREM', pair[1], id)
      n = n + 1
    end
  end
end
return n`,
  parse: Number,
});
