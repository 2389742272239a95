// The Redis adapter's rights requests (../port/requests), on the privacy keys of ./keys.
// Each write is one Lua script, a request's outbox messages included (ENQUEUE of ./scripts).

import type { QueuedMessage, Requests, StoredRequest } from '../port/requests';
import { parseStored } from '../shared';
import type { RedisContext } from './keys';
import { enqueueArgs } from './outbox';
import { ENQUEUE } from './scripts';

// KEYS: req, made, open, outbox, outbox:due; ARGV: id, JSON, created ms, status, due ms, then (id, due, JSON).
const CREATE = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return 0 end
if ARGV[4] == 'unverified' then
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
else
  redis.call('ZADD', KEYS[3], ARGV[5], ARGV[1])
end
${ENQUEUE('6', '4')}
return 1`;

// KEYS: req, made, open, tries, outbox, outbox:due; ARGV: id, code hash, now, max tries, due ms, then messages.
const VERIFY = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return {'missing'} end
local r = cjson.decode(cur)
if r.status ~= 'unverified' or type(r.code) ~= 'table' then return {'missing'} end
if redis.call('HINCRBY', KEYS[4], ARGV[1], 1) > tonumber(ARGV[4]) then return {'tries'} end
if tonumber(r.code.expiresMs) <= tonumber(ARGV[3]) then return {'expired'} end
if r.code.hash ~= ARGV[2] then return {'wrong'} end
r.code = nil
r.status = 'open'
r.dueMs = tonumber(ARGV[5])
local out = cjson.encode(r)
redis.call('HSET', KEYS[1], ARGV[1], out)
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[4], ARGV[1])
redis.call('ZADD', KEYS[3], ARGV[5], ARGV[1])
${ENQUEUE('6', '5')}
return {'ok', out}`;

// KEYS: req, open, done, outbox, outbox:due; ARGV: id, answer JSON, answered ms, then messages.
const ANSWER = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return false end
local r = cjson.decode(cur)
if r.status ~= 'open' then return false end
r.status = 'answered'
r.answer = cjson.decode(ARGV[2])
local out = cjson.encode(r)
redis.call('HSET', KEYS[1], ARGV[1], out)
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
${ENQUEUE('4', '4')}
return out`;

// KEYS: req, made, done, tries; ARGV: unverified before, answered before, limit.
const PURGE = `
local n, limit = 0, tonumber(ARGV[3])
for _, pair in ipairs({{KEYS[2], ARGV[1]}, {KEYS[3], ARGV[2]}}) do
  if n < limit then
    for _, id in ipairs(redis.call('ZRANGEBYSCORE', pair[1], '-inf', '(' .. pair[2], 'LIMIT', 0, limit - n)) do
      redis.call('HDEL', KEYS[1], id)
      redis.call('HDEL', KEYS[4], id)
      redis.call('ZREM', pair[1], id)
      n = n + 1
    end
  end
end
return n`;

const messageArgs = (messages: QueuedMessage[]) => enqueueArgs(messages);

export function redisRequests({ redis, k, guard }: RedisContext): Requests {
  const p = k.privacy;
  const scripts = {
    create: redis.createScript<number>(CREATE),
    verify: redis.createScript<string[]>(VERIFY),
    answer: redis.createScript<string | null>(ANSWER),
    purge: redis.createScript<number>(PURGE),
  };
  const parse = (value: unknown) => parseStored<StoredRequest>(value);

  return {
    create: (request, messages) =>
      guard('requests.create', async () => {
        await scripts.create.exec(
          [p.requests, p.made, p.open, k.outbox.box, k.outbox.due],
          [
            request.id,
            JSON.stringify(request),
            String(request.createdMs),
            request.status,
            String(request.dueMs),
            ...messageArgs(messages),
          ],
        );
      }),

    get: (id) => guard('requests.get', async () => parse(await redis.hget(p.requests, id))),

    verify: (id, codeHash, { nowMs, maxTries, dueMs }, messages) =>
      guard('requests.verify', async () => {
        const [outcome, json] = await scripts.verify.exec(
          [p.requests, p.made, p.open, p.tries, k.outbox.box, k.outbox.due],
          [id, codeHash, String(nowMs), String(maxTries), String(dueMs), ...messageArgs(messages)],
        );
        const request = outcome === 'ok' ? parse(json) : null;
        if (request) return { ok: true, request };
        const why = outcome === 'tries' || outcome === 'expired' || outcome === 'wrong' ? outcome : 'missing';
        return { ok: false, why };
      }),

    queue: (limit) =>
      guard('requests.queue', async () => {
        const ids = await redis.zrange<string[]>(p.open, 0, Math.max(1, Math.min(limit, 1000)) - 1);
        if (ids.length === 0) return [];
        const values = await redis.hmget<Record<string, unknown>>(p.requests, ...ids);
        return ids.map((id) => parse(values?.[id])).filter((r): r is StoredRequest => r !== null);
      }),

    answer: (id, answer, messages) =>
      guard('requests.answer', async () =>
        parse(
          await scripts.answer.exec(
            [p.requests, p.open, p.done, k.outbox.box, k.outbox.due],
            [id, JSON.stringify(answer), String(answer.atMs), ...messageArgs(messages)],
          ),
        ),
      ),

    purge: (unverifiedBeforeMs, answeredBeforeMs, limit) =>
      guard('requests.purge', () =>
        scripts.purge.exec(
          [p.requests, p.made, p.done, p.tries],
          [String(unverifiedBeforeMs), String(answeredBeforeMs), String(Math.max(1, limit))],
        ),
      ),
  };
}
