// The Redis adapter's lookups by value (./keys): a booking group's appointments (group:<groupId>) and a
// person's records of a kind (who:<kind>:phone|email:<hash>), each a ZSET of record ids by createdAt. The
// record's own script writes them (ADD, RESERVE in ./scripts) and DELETE clears them, so a lookup reads its
// result and nothing else: one script, whatever the kind holds. A move or a visit's status changes neither
// a booking's group nor its phone or email, so MOVE and MARK leave them be.
//
// Backfill: records written before these indexes existed are in none. Until a kind is marked done in the
// `indexed` HASH, a lookup of it first indexes up to BACKFILL.batches batches of BACKFILL.batch records
// (oldest first, from the cursor kept in `indexed`; each batch is one read and one write script, the write
// adding an id only while its record still exists), and answers from the whole kind as before if that did
// not finish. Idempotent and safe to run in several instances at once (ZADD of the same id and score); a
// kind's first record written by this version marks the kind done at once (nothing older to index).
// So a deployed store indexes itself within its first lookups (the outbox's confirmations drive bookings;
// Find a person the other kinds), a few thousand records per call. Records written by a previous version
// after the backfill ended would be missed; Netlify switches every function to a new deploy at once.

import type { StoredRecord, SubmissionKind } from '../../../lib/records';
import { parseStored, personQueries } from '../shared';
import type { RedisContext, RedisKeys } from './keys';

/** How much of an unindexed kind one lookup indexes before answering by reading the kind. */
export interface BackfillPace {
  /** Records per batch (one read and one write script each). */
  batch: number;
  /** Batches per lookup. */
  batches: number;
}

export const BACKFILL: BackfillPace = { batch: 500, batches: 4 };

/** The lookup index keys a record of `kind` belongs in. */
export function lookupKeys(k: RedisKeys, kind: SubmissionKind, record: Record<string, unknown>): string[] {
  const keys = personQueries(kind, record).flatMap((query) => k.person(kind, query) ?? []);
  if (kind === 'bookings' && typeof record.groupId === 'string') keys.unshift(k.group(record.groupId));
  return keys;
}

// KEYS: indexed, the lookup ZSET, rec; ARGV: kind.
// Returns false while the kind is not indexed, else the records' JSON, newest first (ties: larger id first).
const LOOKUP = `
if redis.call('HGET', KEYS[1], ARGV[1]) ~= 'done' then return false end
local ids = redis.call('ZREVRANGE', KEYS[2], 0, -1)
local out = {}
for i = 1, #ids, 1000 do
  local values = redis.call('HMGET', KEYS[3], unpack(ids, i, math.min(i + 999, #ids)))
  for j = 1, #values do if values[j] then out[#out + 1] = values[j] end end
end
return out`;

// KEYS: indexed, idx, rec; ARGV: kind, batch size.
// The next batch of records after the kind's cursor, oldest first (ties by id).
// Returns {'done'} if the kind is done, else {1 if none is left after these | 0, last score, last id,
// then id, score, JSON per record}.
const BACKFILL_READ = `
local state = redis.call('HGET', KEYS[1], ARGV[1])
if state == 'done' then return {'done'} end
local batch = tonumber(ARGV[2])
local minScore, afterId = '-inf', ''
if state then minScore, afterId = string.match(state, '^(%S+) (%S+)$') end
local cursorScore = tonumber(minScore)
local out = {0, minScore, afterId}
local n, offset = 0, 0
while true do
  local ids = redis.call('ZRANGEBYSCORE', KEYS[2], minScore, '+inf', 'WITHSCORES', 'LIMIT', offset, batch)
  if #ids == 0 then out[1] = 1 return out end
  for i = 1, #ids, 2 do
    local id, score = ids[i], ids[i + 1]
    if afterId == '' or tonumber(score) ~= cursorScore or id > afterId then
      if n == batch then return out end
      local value = redis.call('HGET', KEYS[3], id)
      if value then out[#out + 1], out[#out + 2], out[#out + 3] = id, score, value end
      out[2], out[3], n = score, id, n + 1
    end
  end
  offset = offset + batch
end`;

// KEYS: indexed, rec, then lookup ZSETs; ARGV: kind, the new cursor ('<score> <id>' or 'done'), then per
// lookup key: id, score. Adds each id whose record still exists; leaves a kind marked done as it is.
const BACKFILL_WRITE = `
if redis.call('HGET', KEYS[1], ARGV[1]) == 'done' then return 0 end
for j = 3, #KEYS do
  local id = ARGV[3 + (j - 3) * 2]
  if redis.call('HEXISTS', KEYS[2], id) == 1 then redis.call('ZADD', KEYS[j], ARGV[4 + (j - 3) * 2], id) end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1`;

export function redisLookups({ redis, k }: RedisContext, pace: BackfillPace = BACKFILL) {
  const scripts = {
    lookup: redis.createScript<unknown[] | null>(LOOKUP),
    read: redis.createScript<unknown[]>(BACKFILL_READ),
    write: redis.createScript<number>(BACKFILL_WRITE),
  };

  /** Index the next batches of an unindexed kind; true once the kind is done. */
  async function backfill(kind: SubmissionKind): Promise<boolean> {
    for (let round = 0; round < pace.batches; round++) {
      const reply = await scripts.read.exec([k.indexed, k.idx(kind), k.rec(kind)], [kind, String(pace.batch)]);
      if (String(reply[0]) === 'done') return true;
      const [end, lastScore, lastId, ...rows] = reply;
      const keys: string[] = [];
      const args: string[] = [];
      for (let i = 0; i + 2 < rows.length; i += 3) {
        const record = parseStored<Record<string, unknown>>(rows[i + 2]);
        if (!record) continue;
        for (const key of lookupKeys(k, kind, record)) {
          keys.push(key);
          args.push(String(rows[i]), String(rows[i + 1]));
        }
      }
      const finished = Number(end) === 1;
      const cursor = finished ? 'done' : `${String(lastScore)} ${String(lastId)}`;
      await scripts.write.exec([k.indexed, k.rec(kind), ...keys], [kind, cursor, ...args]);
      if (finished) return true;
    }
    return false;
  }

  return {
    /**
     * The records of `kind` the lookup ZSET `key` lists, newest first (ties: the larger id first). Until the
     * kind is indexed: the kind's records that `belongs` picks, in the same order.
     */
    async lookup<K extends SubmissionKind>(
      kind: K,
      key: string,
      belongs: (record: StoredRecord<K>) => boolean,
    ): Promise<StoredRecord<K>[]> {
      const parse = (values: unknown[]) =>
        values.map((v) => parseStored<StoredRecord<K>>(v)).filter((r): r is StoredRecord<K> => r !== null);
      const indexed = await scripts.lookup.exec([k.indexed, key, k.rec(kind)], [kind]);
      if (indexed) return parse(indexed);
      if (await backfill(kind)) {
        const again = await scripts.lookup.exec([k.indexed, key, k.rec(kind)], [kind]);
        if (again) return parse(again);
      }
      const all = parse((await redis.hvals(k.rec(kind))) as unknown[]).filter(belongs);
      return all.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    },
  };
}

export type RedisLookups = ReturnType<typeof redisLookups>;
