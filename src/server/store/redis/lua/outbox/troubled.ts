// outbox.troubled: the messages given up (latest first), then those pending with an error (latest due first),
// `limit` in all.

import { luaScript } from '../script';
import type { OutboxKeys } from './keys';

export interface TroubledRow {
  value: unknown;
  status: 'failed' | 'pending';
  attempts: number;
  error: string;
  atMs: number;
}

export const TROUBLED = luaScript<
  Pick<OutboxKeys, 'box' | 'due' | 'tries' | 'error' | 'failed'>,
  { limit: number },
  unknown[],
  TroubledRow[]
>({
  body: `
local out = {}
local function add(id, status, at)
  out[#out + 1] = redis.call('HGET', K.box, id) or ''
  out[#out + 1] = status
  out[#out + 1] = redis.call('HGET', K.tries, id) or '0'
  out[#out + 1] = redis.call('HGET', K.error, id) or ''
  out[#out + 1] = at
end
local failed = redis.call('ZREVRANGE', K.failed, 0, A.limit - 1, 'WITHSCORES')
for i = 1, #failed, 2 do add(failed[i], 'failed', failed[i + 1]) end
local pending = {}
for _, id in ipairs(redis.call('HKEYS', K.error)) do
  local due = redis.call('ZSCORE', K.due, id)
  if due then pending[#pending + 1] = {id, tonumber(due)} end
end
table.sort(pending, function(a, b) return a[2] > b[2] end)
for i = 1, #pending do
  if #out >= A.limit * 5 then break end
  add(pending[i][1], 'pending', pending[i][2])
end
return out`,
  parse: (reply) => {
    const rows: TroubledRow[] = [];
    for (let i = 0; i < reply.length; i += 5) {
      rows.push({
        value: reply[i],
        status: reply[i + 1] === 'failed' ? 'failed' : 'pending',
        attempts: Number(reply[i + 2]),
        error: String(reply[i + 3]),
        atMs: Number(reply[i + 4]),
      });
    }
    return rows;
  },
});
