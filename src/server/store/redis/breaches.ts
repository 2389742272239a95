// The Redis adapter's breaches (../port/breaches), on the breach keys of ./keys: each change is one Lua
// script (the notices' messages with their count); the affected records come from idx:<kind> by score.

import type { Breach } from '../../../lib/breaches';
import type { StoredRecord, SubmissionKind } from '../../../lib/records';
import type { Breaches } from '../port/breaches';
import { parseStored } from '../shared';
import type { RedisContext } from './keys';
import { enqueueArgs } from './outbox';

// KEYS: breaches; ARGV: id, step, step JSON.
const BOARD = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return false end
local b = cjson.decode(cur)
if type(b.board) ~= 'table' then b.board = {} end
b.board[ARGV[2]] = cjson.decode(ARGV[3])
local out = cjson.encode(b)
redis.call('HSET', KEYS[1], ARGV[1], out)
return out`;

// KEYS: breaches, outbox, outbox:due; ARGV: id, at ms, then (id, due, JSON) per message.
const NOTIFY = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return false end
local b = cjson.decode(cur)
local added = 0
for i = 3, #ARGV, 3 do
  if redis.call('HSETNX', KEYS[2], ARGV[i], ARGV[i + 2]) == 1 then
    redis.call('ZADD', KEYS[3], ARGV[i + 1], ARGV[i])
    added = added + 1
  end
end
b.notified = (tonumber(b.notified) or 0) + added
b.notifiedMs = tonumber(ARGV[2])
local out = cjson.encode(b)
redis.call('HSET', KEYS[1], ARGV[1], out)
return out`;

// KEYS: rec:<kind>, idx:<kind>; ARGV: from ms, to ms, offset, limit (ties by id, as ZRANGEBYSCORE orders).
const BETWEEN = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[2], ARGV[1], ARGV[2], 'LIMIT', tonumber(ARGV[3]), tonumber(ARGV[4]))
if #ids == 0 then return {} end
local out = {}
for _, v in ipairs(redis.call('HMGET', KEYS[1], unpack(ids))) do if v then out[#out + 1] = v end end
return out`;

export function redisBreaches({ redis, k, guard }: RedisContext): Breaches {
  const key = k.privacy.breaches;
  const byTime = k.privacy.breachesByTime;
  const scripts = {
    board: redis.createScript<string | null>(BOARD),
    notify: redis.createScript<string | null>(NOTIFY),
    between: redis.createScript<unknown[]>(BETWEEN),
  };
  const parse = (v: unknown) => parseStored<Breach>(v);

  return {
    add: (breach) =>
      guard('breaches.add', async () => {
        if (await redis.hsetnx(key, breach.id, JSON.stringify(breach))) {
          await redis.zadd(byTime, { score: breach.recordedMs, member: breach.id });
        }
      }),

    get: (id) => guard('breaches.get', async () => parse(await redis.hget(key, id))),

    list: (limit) =>
      guard('breaches.list', async () => {
        const ids = await redis.zrange<string[]>(byTime, 0, Math.max(1, Math.min(limit, 1000)) - 1, { rev: true });
        if (ids.length === 0) return [];
        const values = await redis.hmget<Record<string, unknown>>(key, ...ids);
        return ids.map((id) => parse(values?.[id])).filter((b): b is Breach => b !== null);
      }),

    board: (id, step, value) =>
      guard('breaches.board', async () => parse(await scripts.board.exec([key], [id, step, JSON.stringify(value)]))),

    notify: (id, messages, atMs) =>
      guard('breaches.notify', async () =>
        parse(
          await scripts.notify.exec([key, k.outbox.box, k.outbox.due], [id, String(atMs), ...enqueueArgs(messages)]),
        ),
      ),

    receivedBetween: <K extends SubmissionKind>(
      kind: K,
      fromMs: number,
      toMs: number,
      page: { limit: number; offset: number },
    ) =>
      guard('breaches.receivedBetween', async () => {
        const values = await scripts.between.exec(
          [k.rec(kind), k.idx(kind)],
          [
            String(fromMs),
            String(toMs),
            String(Math.max(0, Math.floor(page.offset))),
            String(Math.max(1, Math.min(page.limit, 1000))),
          ],
        );
        return values.map((v) => parseStored<StoredRecord<K>>(v)).filter((r): r is StoredRecord<K> => r !== null);
      }),
  };
}
