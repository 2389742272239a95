// outbox.purgeSent and purgeFailed: forget the messages sent (or given up) before a time, `limit` at most.

import { luaScript } from '../script';
import type { OutboxKeys } from './keys';

export type PurgeKeys = Pick<OutboxKeys, 'box' | 'tries' | 'error'> & {
  /** The sent ZSET, or the failed one. */
  settled: string;
};

/** How many were forgotten. */
export const PURGE = luaScript<PurgeKeys, { before: string; limit: number }, number, number>({
  body: `
local ids = redis.call('ZRANGEBYSCORE', K.settled, '-inf', '(' .. A.before, 'LIMIT', 0, A.limit)
for _, id in ipairs(ids) do
  redis.call('HDEL', K.box, id)
  redis.call('HDEL', K.tries, id)
  redis.call('ZREM', K.settled, id)
  redis.call('HDEL', K.error, id)
end
return #ids`,
  parse: Number,
});
