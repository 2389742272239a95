// The Redis adapter's audit log (../port AuditLog): one ZSET of lines scored by time; old lines pruned on add.

import type { AuditEntry, AuditLog } from '../port';
import { parseStored } from '../shared';
import type { RedisContext } from './keys';

export function redisAudit({ redis, k, guard }: RedisContext): AuditLog {
  return {
    add: (entry, keepMs) =>
      guard('audit.add', async () => {
        const at = Date.parse(entry.at);
        await redis.zadd(k.audit, { score: at, member: JSON.stringify({ ...entry, line: crypto.randomUUID() }) });
        await redis.zremrangebyscore(k.audit, '-inf', `(${at - keepMs}`);
      }),

    list: ({ limit, beforeMs }) =>
      guard('audit.list', async () => {
        const lines = await redis.zrange<unknown[]>(k.audit, beforeMs === undefined ? '+inf' : `(${beforeMs}`, '-inf', {
          byScore: true,
          rev: true,
          offset: 0,
          count: Math.max(1, Math.min(limit, 1000)),
        });
        return lines
          .map((v) => parseStored<AuditEntry & { line?: string }>(v))
          .filter((e): e is AuditEntry & { line?: string } => e !== null)
          .map(({ line: _line, ...entry }) => entry);
      }),
  };
}
