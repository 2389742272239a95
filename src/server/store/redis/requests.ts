// The Redis adapter's rights requests (../port/requests), on the privacy keys of ./keys.
// Each write is one Lua script (./lua/requests), a request's outbox messages included.

import type { Requests, StoredRequest } from '../port/requests';
import { parseStored } from '../shared';
import type { RedisContext } from './keys';
import { messageArgs } from './lua/fragments';
import * as requestsScripts from './lua/requests';
import { bindScripts } from './lua/script';

export function redisRequests({ redis, k, guard }: RedisContext): Requests {
  const p = k.privacy;
  const scripts = bindScripts(redis, requestsScripts);
  const outbox = { box: k.outbox.box, due: k.outbox.due };
  const parse = (value: unknown) => parseStored<StoredRequest>(value);

  return {
    create: (request, messages) =>
      guard('requests.create', async () => {
        await scripts.create(
          { requests: p.requests, made: p.made, open: p.open, ...outbox },
          {
            id: request.id,
            json: JSON.stringify(request),
            status: request.status,
            createdMs: String(request.createdMs),
            dueMs: String(request.dueMs),
            messages: messageArgs(messages),
          },
        );
      }),

    get: (id) => guard('requests.get', async () => parse(await redis.hget(p.requests, id))),

    verify: (id, codeHash, { nowMs, maxTries, dueMs }, messages) =>
      guard('requests.verify', async () => {
        const reply = await scripts.verify(
          { requests: p.requests, made: p.made, open: p.open, tries: p.tries, ...outbox },
          { id, codeHash, now: nowMs, maxTries, dueMs, messages: messageArgs(messages) },
        );
        const request = reply.outcome === 'ok' ? parse(reply.json) : null;
        if (request) return { ok: true, request };
        return { ok: false, why: reply.outcome === 'ok' ? 'missing' : reply.outcome };
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
          await scripts.answer(
            { requests: p.requests, open: p.open, done: p.done, ...outbox },
            { id, answer, atMs: String(answer.atMs), messages: messageArgs(messages) },
          ),
        ),
      ),

    purge: (unverifiedBeforeMs, answeredBeforeMs, limit) =>
      guard('requests.purge', () =>
        scripts.purge(
          { requests: p.requests, made: p.made, done: p.done, tries: p.tries },
          {
            unverifiedBefore: String(unverifiedBeforeMs),
            answeredBefore: String(answeredBeforeMs),
            limit: Math.max(1, limit),
          },
        ),
      ),
  };
}
