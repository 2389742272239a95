// records.page: one page of a kind, newest first (equal scores: the larger id first, as ZREVRANGEBYSCORE
// orders them), after a cursor, optionally only the records whose search text holds a needle; it stops at a
// record count and a byte cap (a page always holds at least one record).

import { luaScript } from '../script';

export type PageKeys = { rec: string; idx: string; find: string };

export type PageArgs = {
  /** The highest score: '+inf', or the cursor's ms. */
  maxScore: string;
  /** The cursor's id ('' for none): records at its score from it on are skipped. */
  afterId: string;
  /** Lower-cased search text ('' for all). */
  needle: string;
  limit: number;
  maxBytes: number;
};

type Reply = [total: number, nextScore: number | string, nextId: string, ...records: unknown[]];

export interface PageReply {
  total: number;
  next: { ms: number; id: string } | null;
  /** The records as stored (JSON, or parsed by the client). */
  values: unknown[];
}

export const PAGE = luaScript<PageKeys, PageArgs, Reply, PageReply>({
  body: `
local cursorScore = tonumber(A.maxScore)
local out = {redis.call('ZCARD', K.idx), '', ''}
local count, bytes, lastScore, lastId = 0, 0, '', ''
local batch = 500
if A.needle == '' then batch = A.limit + 1 end
local offset = 0
while true do
  local ids = redis.call('ZREVRANGEBYSCORE', K.idx, A.maxScore, '-inf', 'WITHSCORES', 'LIMIT', offset, batch)
  if #ids == 0 then return out end
  for i = 1, #ids, 2 do
    local id, score = ids[i], ids[i + 1]
    if A.afterId == '' or tonumber(score) ~= cursorScore or id < A.afterId then
      local found = true
      if A.needle ~= '' then
        local text = redis.call('HGET', K.find, id) or ''
        found = string.find(text, A.needle, 1, true) ~= nil
      end
      if found then
        local value = redis.call('HGET', K.rec, id)
        if value then
          if count >= A.limit or (count > 0 and bytes + #value > A.maxBytes) then
            out[2], out[3] = lastScore, lastId
            return out
          end
          out[#out + 1] = value
          count, bytes, lastScore, lastId = count + 1, bytes + #value, score, id
        end
      end
    end
  end
  offset = offset + batch
end`,
  parse: ([total, nextScore, nextId, ...values]) => ({
    total: Number(total),
    next: nextId ? { ms: Number(nextScore), id: String(nextId) } : null,
    values,
  }),
});
