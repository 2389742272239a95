// The Redis adapter's processing log (../port/processing), on the privacy keys of ./keys: one sorted set of
// every line by time, and one per subject.

import type { ProcessingEntry, ProcessingLog } from '../port/processing';
import { parseStored } from '../shared';
import type { RedisContext } from './keys';
import { LOG } from './lua/processing/log';
import { LOG_PURGE } from './lua/processing/purge';
import { bindScript } from './lua/script';

export function redisProcessing({ redis, k, guard }: RedisContext): ProcessingLog {
  const p = k.privacy;
  const scripts = { add: bindScript(redis, LOG), purge: bindScript(redis, LOG_PURGE) };
  return {
    add: (entry) =>
      guard('processing.add', async () => {
        const member = JSON.stringify({ ...entry, line: crypto.randomUUID() });
        const keys = entry.subject ? { log: p.log, own: `${p.logOf}${entry.subject}` } : { log: p.log };
        await scripts.add(keys, { atMs: String(entry.atMs), line: member });
      }),

    list: ({ limit, beforeMs, subject }) =>
      guard('processing.list', async () => {
        const lines = await redis.zrange<unknown[]>(
          subject === undefined ? p.log : `${p.logOf}${subject}`,
          beforeMs === undefined ? '+inf' : `(${beforeMs}`,
          '-inf',
          { byScore: true, rev: true, offset: 0, count: Math.max(1, Math.min(limit, 1000)) },
        );
        return lines
          .map((v) => parseStored<ProcessingEntry & { line?: string }>(v))
          .filter((e): e is ProcessingEntry & { line?: string } => e !== null)
          .map(({ line: _line, ...entry }) => entry);
      }),

    purge: (beforeMs, limit) =>
      guard('processing.purge', () =>
        scripts.purge({ log: p.log }, { before: String(beforeMs), limit: Math.max(1, limit), subjectPrefix: p.logOf }),
      ),
  };
}
