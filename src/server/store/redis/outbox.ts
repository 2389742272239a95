// The Redis adapter's outbox (../port/outbox): the outbox keys of ./keys, one script per step (./lua/outbox).
// A submission's messages are written by the submission's own script (ENQUEUE of ./lua/fragments).

import { parseStored } from '../shared';
import type { ClaimedMessage, Outbox, OutboxMessage, TroubledMessage } from '../port/outbox';
import type { RedisContext } from './keys';
import { messageArgs } from './lua/fragments';
import * as outboxScripts from './lua/outbox';
import { bindScripts } from './lua/script';

export function redisOutbox({ redis, k: keys, guard }: RedisContext): Outbox {
  const k = keys.outbox;
  const scripts = bindScripts(redis, outboxScripts);
  const all = { box: k.box, due: k.due, tries: k.tries, error: k.error, failed: k.failed, sent: k.sent };
  return {
    enqueue: (message, dueMs) =>
      guard('outbox.enqueue', () =>
        scripts.enqueue({ box: k.box, due: k.due }, { message: messageArgs([{ message, dueMs }])[0]! }),
      ),

    claim: (nowMs, leaseMs, limit) =>
      guard('outbox.claim', async () => {
        const claimed = await scripts.claim(
          { box: k.box, due: k.due, tries: k.tries },
          { now: String(nowMs), leaseEnd: String(nowMs + leaseMs), limit },
        );
        const taken: ClaimedMessage[] = [];
        for (const { value, attempt } of claimed) {
          const message = parseStored<OutboxMessage>(value);
          if (message) taken.push({ ...message, attempt });
        }
        return taken;
      }),

    settle: (id, settlement) =>
      guard('outbox.settle', async () => {
        const at = 'atMs' in settlement ? String(settlement.atMs) : '0';
        const error = 'error' in settlement ? settlement.error : '';
        await scripts.settle(all, { id, outcome: settlement.outcome, at, error });
      }),

    troubled: (limit) =>
      guard('outbox.troubled', async () => {
        const rows = await scripts.troubled(
          { box: k.box, due: k.due, tries: k.tries, error: k.error, failed: k.failed },
          { limit },
        );
        const out: TroubledMessage[] = [];
        for (const { value, ...row } of rows) {
          const message = parseStored<OutboxMessage>(value);
          if (message) out.push({ ...message, ...row });
        }
        return out;
      }),

    retryNow: (id, nowMs) =>
      guard('outbox.retryNow', () =>
        scripts.again({ due: k.due, tries: k.tries, error: k.error, failed: k.failed }, { id, now: String(nowMs) }),
      ),

    counts: () =>
      guard('outbox.counts', async () => {
        const [pending, failed] = await Promise.all([redis.zcard(k.due), redis.zcard(k.failed)]);
        return { pending: Number(pending), failed: Number(failed) };
      }),

    purgeSent: (beforeMs, limit) =>
      guard('outbox.purgeSent', async () =>
        scripts.purge(
          { box: k.box, tries: k.tries, error: k.error, settled: k.sent },
          { before: String(beforeMs), limit },
        ),
      ),

    purgeFailed: (beforeMs, limit) =>
      guard('outbox.purgeFailed', async () =>
        scripts.purge(
          { box: k.box, tries: k.tries, error: k.error, settled: k.failed },
          { before: String(beforeMs), limit },
        ),
      ),
  };
}
