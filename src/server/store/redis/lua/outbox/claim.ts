// outbox.claim: the messages due by now, leased until `leaseEnd` (due again then, unless settled), each with
// its attempt counted.

import { luaScript } from '../script';
import type { OutboxKeys } from './keys';

export type ClaimArgs = { now: string; leaseEnd: string; limit: number };

/** Each message's JSON (as stored, or parsed by the client) and its attempt. */
export const CLAIM = luaScript<
  Pick<OutboxKeys, 'box' | 'due' | 'tries'>,
  ClaimArgs,
  unknown[],
  { value: unknown; attempt: number }[]
>({
  body: `
local ids = redis.call('ZRANGEBYSCORE', K.due, '-inf', A.now, 'LIMIT', 0, A.limit)
local out = {}
for _, id in ipairs(ids) do
  redis.call('ZADD', K.due, A.leaseEnd, id)
  out[#out + 1] = redis.call('HGET', K.box, id) or ''
  out[#out + 1] = redis.call('HINCRBY', K.tries, id, 1)
end
return out`,
  parse: (reply) => {
    const out: { value: unknown; attempt: number }[] = [];
    for (let i = 0; i < reply.length; i += 2) out.push({ value: reply[i], attempt: Number(reply[i + 1]) });
    return out;
  },
});
