// The lookups' backfill (../../lookups): a batch's ids into their lookup ZSETs (each only while its record
// still exists) and the kind's new cursor; a kind marked done stays as it is.

import { luaScript } from '../script';

export type BackfillWriteKeys = {
  indexed: string;
  rec: string;
  /** One lookup ZSET per entry of `entries`. */
  lookups: string[];
};

export type BackfillWriteArgs = {
  kind: string;
  /** '<score> <id>', or 'done'. */
  cursor: string;
  entries: { id: string; score: string }[];
};

export const BACKFILL_WRITE = luaScript<BackfillWriteKeys, BackfillWriteArgs, number>({
  body: `
if redis.call('HGET', K.indexed, A.kind) == 'done' then return 0 end
for j, key in ipairs(K.lookups) do
  local entry = A.entries[j]
  if redis.call('HEXISTS', K.rec, entry.id) == 1 then redis.call('ZADD', key, entry.score, entry.id) end
end
redis.call('HSET', K.indexed, A.kind, A.cursor)
return 1`,
});
