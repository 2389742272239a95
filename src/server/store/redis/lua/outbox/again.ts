// outbox.retryNow: a troubled message (pending with an error, or given up) due now, its attempts from 0.

import { luaScript } from '../script';
import type { OutboxKeys } from './keys';

/** True when the message was troubled and is due again. */
export const AGAIN = luaScript<
  Pick<OutboxKeys, 'due' | 'tries' | 'error' | 'failed'>,
  { id: string; now: string },
  number,
  boolean
>({
  body: `
if redis.call('HEXISTS', K.error, A.id) == 0 then return 0 end
if redis.call('ZSCORE', K.due, A.id) == false and redis.call('ZSCORE', K.failed, A.id) == false then return 0 end
redis.call('ZREM', K.failed, A.id)
redis.call('ZADD', K.due, A.now, A.id)
redis.call('HSET', K.tries, A.id, 0)
return 1`,
  parse: (reply) => Number(reply) === 1,
});
