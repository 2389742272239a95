// The Redis adapter's outbox (../port/outbox): the outbox keys of ./keys. A submission's messages are
// written by the submission's own script (ADD, RESERVE in ./scripts), with enqueueArgs() below.

import { parseStored } from '../shared';
import type { ClaimedMessage, Outbox, OutboxMessage, TroubledMessage } from '../port/outbox';
import type { RedisContext } from './keys';

// KEYS: outbox, due; ARGV: id, due, JSON
const ENQUEUE_ONE = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[3]) == 0 then return 0 end
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
return 1`;

// KEYS: outbox, due, tries; ARGV: now, lease end, limit
const CLAIM = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
local out = {}
for _, id in ipairs(ids) do
  redis.call('ZADD', KEYS[2], ARGV[2], id)
  out[#out + 1] = redis.call('HGET', KEYS[1], id) or ''
  out[#out + 1] = redis.call('HINCRBY', KEYS[3], id, 1)
end
return out`;

// KEYS: outbox, due, tries, error, failed, sent; ARGV: id, outcome, at, error
const SETTLE = `
local id, outcome, at = ARGV[1], ARGV[2], ARGV[3]
if outcome == 'drop' then
  redis.call('HDEL', KEYS[1], id)
  redis.call('ZREM', KEYS[2], id)
  redis.call('HDEL', KEYS[3], id)
  redis.call('HDEL', KEYS[4], id)
  redis.call('ZREM', KEYS[5], id)
  redis.call('ZREM', KEYS[6], id)
elseif outcome == 'sent' then
  redis.call('ZREM', KEYS[2], id)
  redis.call('HDEL', KEYS[4], id)
  redis.call('ZADD', KEYS[6], at, id)
elseif outcome == 'retry' then
  redis.call('ZADD', KEYS[2], at, id)
  redis.call('HSET', KEYS[4], id, ARGV[4])
elseif outcome == 'wait' then
  redis.call('ZADD', KEYS[2], at, id)
  redis.call('HSET', KEYS[4], id, ARGV[4])
  if tonumber(redis.call('HINCRBY', KEYS[3], id, -1)) < 0 then redis.call('HSET', KEYS[3], id, 0) end
else
  redis.call('ZREM', KEYS[2], id)
  redis.call('HSET', KEYS[4], id, ARGV[4])
  redis.call('ZADD', KEYS[5], at, id)
end
return 1`;

// KEYS: outbox, due, tries, error, failed; ARGV: limit. Each troubled message: JSON, status, tries, error, at.
const TROUBLED = `
local out = {}
local function add(id, status, at)
  out[#out + 1] = redis.call('HGET', KEYS[1], id) or ''
  out[#out + 1] = status
  out[#out + 1] = redis.call('HGET', KEYS[3], id) or '0'
  out[#out + 1] = redis.call('HGET', KEYS[4], id) or ''
  out[#out + 1] = at
end
local limit = tonumber(ARGV[1])
local failed = redis.call('ZREVRANGE', KEYS[5], 0, limit - 1, 'WITHSCORES')
for i = 1, #failed, 2 do add(failed[i], 'failed', failed[i + 1]) end
local pending = {}
for _, id in ipairs(redis.call('HKEYS', KEYS[4])) do
  local due = redis.call('ZSCORE', KEYS[2], id)
  if due then pending[#pending + 1] = {id, tonumber(due)} end
end
table.sort(pending, function(a, b) return a[2] > b[2] end)
for i = 1, #pending do
  if #out >= limit * 5 then break end
  add(pending[i][1], 'pending', pending[i][2])
end
return out`;

// KEYS: due, tries, error, failed; ARGV: id, now
const AGAIN = `
local troubled = redis.call('HEXISTS', KEYS[3], ARGV[1]) == 1
if not troubled then return 0 end
if redis.call('ZSCORE', KEYS[1], ARGV[1]) == false and redis.call('ZSCORE', KEYS[4], ARGV[1]) == false then return 0 end
redis.call('ZREM', KEYS[4], ARGV[1])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], 0)
return 1`;

// KEYS: outbox, tries, sent (or failed), error; ARGV: before, limit
const PURGE = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', '(' .. ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
for _, id in ipairs(ids) do
  redis.call('HDEL', KEYS[1], id)
  redis.call('HDEL', KEYS[2], id)
  redis.call('ZREM', KEYS[3], id)
  redis.call('HDEL', KEYS[4], id)
end
return #ids`;

/** The ARGV tail the ADD and RESERVE scripts enqueue from: id, due, JSON per message. */
export function enqueueArgs(messages: { message: OutboxMessage; dueMs: number }[]): string[] {
  return messages.flatMap(({ message, dueMs }) => [message.id, String(dueMs), JSON.stringify(message)]);
}

export function redisOutbox({ redis, k: keys, guard }: RedisContext): Outbox {
  const k = keys.outbox;
  const scripts = {
    enqueue: redis.createScript<number>(ENQUEUE_ONE),
    claim: redis.createScript<unknown[]>(CLAIM),
    settle: redis.createScript<number>(SETTLE),
    troubled: redis.createScript<unknown[]>(TROUBLED),
    again: redis.createScript<number>(AGAIN),
    purge: redis.createScript<number>(PURGE),
  };
  const all = [k.box, k.due, k.tries, k.error, k.failed, k.sent];
  return {
    enqueue: (message, dueMs) =>
      guard(
        'outbox.enqueue',
        async () => Number(await scripts.enqueue.exec([k.box, k.due], enqueueArgs([{ message, dueMs }]))) === 1,
      ),

    claim: (nowMs, leaseMs, limit) =>
      guard('outbox.claim', async () => {
        const reply = await scripts.claim.exec(all.slice(0, 3), [
          String(nowMs),
          String(nowMs + leaseMs),
          String(limit),
        ]);
        const taken: ClaimedMessage[] = [];
        for (let i = 0; i < reply.length; i += 2) {
          const message = parseStored<OutboxMessage>(reply[i]);
          if (message) taken.push({ ...message, attempt: Number(reply[i + 1]) });
        }
        return taken;
      }),

    settle: (id, settlement) =>
      guard('outbox.settle', async () => {
        const at = 'atMs' in settlement ? String(settlement.atMs) : '0';
        const error = 'error' in settlement ? settlement.error : '';
        await scripts.settle.exec(all, [id, settlement.outcome, at, error]);
      }),

    troubled: (limit) =>
      guard('outbox.troubled', async () => {
        const reply = await scripts.troubled.exec(all.slice(0, 5), [String(limit)]);
        const out: TroubledMessage[] = [];
        for (let i = 0; i < reply.length; i += 5) {
          const message = parseStored<OutboxMessage>(reply[i]);
          if (!message) continue;
          out.push({
            ...message,
            status: reply[i + 1] === 'failed' ? 'failed' : 'pending',
            attempts: Number(reply[i + 2]),
            error: String(reply[i + 3]),
            atMs: Number(reply[i + 4]),
          });
        }
        return out;
      }),

    retryNow: (id, nowMs) =>
      guard(
        'outbox.retryNow',
        async () => Number(await scripts.again.exec([k.due, k.tries, k.error, k.failed], [id, String(nowMs)])) === 1,
      ),

    counts: () =>
      guard('outbox.counts', async () => {
        const [pending, failed] = await Promise.all([redis.zcard(k.due), redis.zcard(k.failed)]);
        return { pending: Number(pending), failed: Number(failed) };
      }),

    purgeSent: (beforeMs, limit) =>
      guard('outbox.purgeSent', async () =>
        Number(await scripts.purge.exec([k.box, k.tries, k.sent, k.error], [String(beforeMs), String(limit)])),
      ),

    purgeFailed: (beforeMs, limit) =>
      guard('outbox.purgeFailed', async () =>
        Number(await scripts.purge.exec([k.box, k.tries, k.failed, k.error], [String(beforeMs), String(limit)])),
      ),
  };
}
