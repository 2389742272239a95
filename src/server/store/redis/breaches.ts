// The Redis adapter's breaches (../port/breaches), on the breach keys of ./keys: each change is one Lua
// script (./lua/breaches; the notices' messages with their count); the affected records come from idx:<kind> by score.

import type { Breach } from '../../../lib/breaches';
import type { Breaches } from '../port/breaches';
import { pageLimit, pageOffset, parseStored, storedRecords } from '../shared';
import type { RedisContext } from './keys';
import { BETWEEN } from './lua/breaches/between';
import { BOARD } from './lua/breaches/board';
import { NOTIFY } from './lua/breaches/notify';
import { messageArgs } from './lua/fragments';
import { bindScripts } from './lua/script';

export function redisBreaches({ redis, k, guard }: RedisContext): Breaches {
  const key = k.privacy.breaches;
  const byTime = k.privacy.breachesByTime;
  const scripts = bindScripts(redis, {
    board: BOARD,
    notify: NOTIFY,
    between: BETWEEN,
  });
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
      guard('breaches.board', async () => parse(await scripts.board({ breaches: key }, { id, step, value }))),

    notify: (id, messages, atMs) =>
      guard('breaches.notify', async () =>
        parse(
          await scripts.notify(
            { breaches: key, box: k.outbox.box, due: k.outbox.due },
            { id, atMs, messages: messageArgs(messages) },
          ),
        ),
      ),

    receivedBetween: (kind, fromMs, toMs, page) =>
      guard('breaches.receivedBetween', async () => {
        const values = await scripts.between(
          { rec: k.rec(kind), idx: k.idx(kind) },
          {
            from: String(fromMs),
            to: String(toMs),
            offset: pageOffset(page.offset),
            limit: pageLimit(page.limit),
          },
        );
        return storedRecords<typeof kind>(values);
      }),
  };
}
