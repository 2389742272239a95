// migrations.scan (../../migrations): the next records of a kind after a cursor, oldest first (ties by id),
// each with the SHA-1 of its stored bytes (the version a rewrite checks).

import { luaScript } from '../script';

export type ScanKeys = {
  /** The kind's time index (ZSET id by createdAt ms) and records (HASH id -> JSON). */
  idx: string;
  rec: string;
};

export type ScanArgs = {
  /** The cursor's score ('-inf' for none): records at it up to `afterId` are skipped. */
  minScore: string;
  afterId: string;
  limit: number;
};

type Reply = unknown[];

export interface ScanReply {
  /** True when records are left after these. */
  more: boolean;
  rows: { id: string; ms: number; value: unknown; version: string }[];
}

export const SCAN = luaScript<ScanKeys, ScanArgs, Reply, ScanReply>({
  body: `
local cursorScore = tonumber(A.minScore)
local out = {0}
local n, offset = 0, 0
while true do
  local ids = redis.call('ZRANGEBYSCORE', K.idx, A.minScore, '+inf', 'WITHSCORES', 'LIMIT', offset, A.limit + 1)
  if #ids == 0 then return out end
  for i = 1, #ids, 2 do
    local id, score = ids[i], ids[i + 1]
    if A.afterId == '' or tonumber(score) ~= cursorScore or id > A.afterId then
      if n == A.limit then
        out[1] = 1
        return out
      end
      local value = redis.call('HGET', K.rec, id)
      if value then
        out[#out + 1], out[#out + 2], out[#out + 3], out[#out + 4] = id, score, value, 'v' .. redis.sha1hex(value)
        n = n + 1
      end
    end
  end
  offset = offset + A.limit + 1
end`,
  parse: ([more, ...flat]) => {
    const rows: ScanReply['rows'] = [];
    for (let i = 0; i + 3 < flat.length; i += 4) {
      rows.push({ id: String(flat[i]), ms: Number(flat[i + 1]), value: flat[i + 2], version: String(flat[i + 3]) });
    }
    return { more: Number(more) === 1, rows };
  },
});
