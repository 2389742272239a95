// records.add: a record with its search text, its lookups, its rate-limit hits and its outbox messages, in
// one step.

import { ENQUEUE, HITS, type HitArg, type MessageArg } from '../fragments';
import { luaScript } from '../script';

export type AddKeys = {
  /** The kind's records (HASH id -> JSON), their time index (ZSET) and search texts (HASH). */
  rec: string;
  idx: string;
  find: string;
  /** The outbox and its due ZSET. */
  box: string;
  due: string;
  /** The hits' counters, in the order of `hits`. */
  hits: string[];
  /** The record's lookup ZSETs (../../lookups). */
  lookups: string[];
};

export type AddArgs = {
  id: string;
  /** createdAt, epoch ms. */
  score: string;
  json: string;
  search: string;
  hits: HitArg[];
  messages: MessageArg[];
};

/** The reply: 0 stored, else the full hit (1-based; nothing stored). Parsed: the full hit's index or null. */
export const ADD = luaScript<AddKeys, AddArgs, number, number | null>({
  fragments: [HITS, ENQUEUE],
  body: `
local over = hitsOver(K.hits, A.hits)
if over > 0 then return over end
redis.call('HSET', K.rec, A.id, A.json)
redis.call('ZADD', K.idx, A.score, A.id)
redis.call('HSET', K.find, A.id, A.search)
for _, key in ipairs(K.lookups) do redis.call('ZADD', key, A.score, A.id) end
hitsCommit(K.hits, A.hits)
enqueue(K.box, K.due, A.messages)
return 0`,
  parse: (reply) => (Number(reply) > 0 ? Number(reply) - 1 : null),
});
