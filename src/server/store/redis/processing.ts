// The Redis adapter's processing log (../port/processing), on the privacy keys of ./keys: one sorted set of
// every line by time, and one per subject.

import type { ProcessingEntry, ProcessingLog } from '../port/processing';
import { parseStored } from '../shared';
import type { RedisContext } from './keys';

// KEYS: plog, plog:s:<subject> (or the same plog); ARGV: at ms, entry JSON.
const LOG = `
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
if KEYS[2] ~= KEYS[1] then redis.call('ZADD', KEYS[2], ARGV[1], ARGV[2]) end
return 1`;

// KEYS: plog; ARGV: before ms, limit, the subject keys' prefix. Each entry leaves its subject's set too.
const LOG_PURGE = `
local old = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
for _, m in ipairs(old) do
  local e = cjson.decode(m)
  if type(e.subject) == 'string' then redis.call('ZREM', ARGV[3] .. e.subject, m) end
  redis.call('ZREM', KEYS[1], m)
end
return #old`;

export function redisProcessing({ redis, k, guard }: RedisContext): ProcessingLog {
  const p = k.privacy;
  const scripts = { add: redis.createScript<number>(LOG), purge: redis.createScript<number>(LOG_PURGE) };
  return {
    add: (entry) =>
      guard('processing.add', async () => {
        const member = JSON.stringify({ ...entry, line: crypto.randomUUID() });
        const own = entry.subject ? `${p.logOf}${entry.subject}` : p.log;
        await scripts.add.exec([p.log, own], [String(entry.atMs), member]);
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
        scripts.purge.exec([p.log], [String(beforeMs), String(Math.max(1, limit)), p.logOf]),
      ),
  };
}
