// The lookups' backfill (../../lookups): the next batch of a kind's records after its cursor, oldest first
// (ties by id).

import { luaScript } from '../script';

export type BackfillReadKeys = { indexed: string; idx: string; rec: string };

export type BackfillBatch =
  | { done: true }
  | {
      done: false;
      /** True when no record is left after these. */
      last: boolean;
      /** The cursor after this batch: '<score> <id>'. */
      cursor: string;
      rows: { id: string; score: string; value: unknown }[];
    };

type Reply = unknown[];

export const BACKFILL_READ = luaScript<BackfillReadKeys, { kind: string; batch: number }, Reply, BackfillBatch>({
  body: `
local state = redis.call('HGET', K.indexed, A.kind)
if state == 'done' then return {'done'} end
local minScore, afterId = '-inf', ''
if state then minScore, afterId = string.match(state, '^(%S+) (%S+)$') end
local cursorScore = tonumber(minScore)
local out = {0, minScore, afterId}
local n, offset = 0, 0
while true do
  local ids = redis.call('ZRANGEBYSCORE', K.idx, minScore, '+inf', 'WITHSCORES', 'LIMIT', offset, A.batch)
  if #ids == 0 then out[1] = 1 return out end
  for i = 1, #ids, 2 do
    local id, score = ids[i], ids[i + 1]
    if afterId == '' or tonumber(score) ~= cursorScore or id > afterId then
      if n == A.batch then return out end
      local value = redis.call('HGET', K.rec, id)
      if value then out[#out + 1], out[#out + 2], out[#out + 3] = id, score, value end
      out[2], out[3], n = score, id, n + 1
    end
  end
  offset = offset + A.batch
end`,
  parse: (reply) => {
    if (String(reply[0]) === 'done') return { done: true };
    const [end, lastScore, lastId, ...flat] = reply;
    const rows: { id: string; score: string; value: unknown }[] = [];
    for (let i = 0; i + 2 < flat.length; i += 3) {
      rows.push({ id: String(flat[i]), score: String(flat[i + 1]), value: flat[i + 2] });
    }
    return { done: false, last: Number(end) === 1, cursor: `${String(lastScore)} ${String(lastId)}`, rows };
  },
});
