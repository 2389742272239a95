// migrations.rewrite (../../migrations): records written back with their search text and lookups, each only
// while its stored bytes are still the ones read (their SHA-1 is the version); the others are named.

import { luaScript } from '../script';

export type RewriteKeys = {
  rec: string;
  find: string;
  /** Per row, in the order of `rows`: the lookup ZSETs it belongs in (../../lookups). */
  lookups: string[][];
};

export type RewriteArgs = {
  rows: {
    id: string;
    /** 'v' + the SHA-1 of the bytes read. */
    version: string;
    json: string;
    search: string;
    /** createdAt, epoch ms: the lookups' score. */
    score: string;
  }[];
};

type Reply = [written: number, changed: unknown[]];

export const REWRITE = luaScript<RewriteKeys, RewriteArgs, Reply, { written: number; changed: string[] }>({
  body: `
local written, changed = 0, {}
for i, row in ipairs(A.rows) do
  local value = redis.call('HGET', K.rec, row.id)
  if value and 'v' .. redis.sha1hex(value) == row.version then
    redis.call('HSET', K.rec, row.id, row.json)
    redis.call('HSET', K.find, row.id, row.search)
    for _, key in ipairs(K.lookups[i]) do redis.call('ZADD', key, row.score, row.id) end
    written = written + 1
  else
    changed[#changed + 1] = row.id
  end
end
return {written, changed}`,
  parse: ([written, changed]) => ({ written: Number(written), changed: (changed ?? []).map(String) }),
});
