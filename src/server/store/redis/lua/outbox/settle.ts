// outbox.settle: what became of a claimed message. drop: forgotten; sent: kept as sent at `at`; retry: due
// again at `at` with its error; wait: the same without counting the attempt; else given up at `at`.

import type { Settlement } from '../../../port/outbox';
import { luaScript } from '../script';
import type { OutboxKeys } from './keys';

export type SettleArgs = { id: string; outcome: Settlement['outcome']; at: string; error: string };

export const SETTLE = luaScript<OutboxKeys, SettleArgs, number>({
  body: `
local id, at = A.id, A.at
if A.outcome == 'drop' then
  redis.call('HDEL', K.box, id)
  redis.call('ZREM', K.due, id)
  redis.call('HDEL', K.tries, id)
  redis.call('HDEL', K.error, id)
  redis.call('ZREM', K.failed, id)
  redis.call('ZREM', K.sent, id)
elseif A.outcome == 'sent' then
  redis.call('ZREM', K.due, id)
  redis.call('HDEL', K.error, id)
  redis.call('ZADD', K.sent, at, id)
elseif A.outcome == 'retry' then
  redis.call('ZADD', K.due, at, id)
  redis.call('HSET', K.error, id, A.error)
elseif A.outcome == 'wait' then
  redis.call('ZADD', K.due, at, id)
  redis.call('HSET', K.error, id, A.error)
  if tonumber(redis.call('HINCRBY', K.tries, id, -1)) < 0 then redis.call('HSET', K.tries, id, 0) end
else
  redis.call('ZREM', K.due, id)
  redis.call('HSET', K.error, id, A.error)
  redis.call('ZADD', K.failed, at, id)
end
return 1`,
});
