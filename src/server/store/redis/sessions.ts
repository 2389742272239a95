// The Redis adapter's revoked staff sessions (../port Sessions): one key per session, expiring with it.

import type { Sessions } from '../port';
import type { RedisContext } from './keys';

export function redisSessions({ redis, k, guard, now }: RedisContext): Sessions {
  return {
    revoke: (jti, untilMs) =>
      guard('sessions.revoke', async () => {
        const ttl = Math.max(1_000, Math.ceil(untilMs - now().getTime()) + 1_000);
        await redis.set(k.revoked(jti), '1', { px: ttl });
      }),

    isRevoked: (jti) => guard('sessions.isRevoked', async () => Number(await redis.exists(k.revoked(jti))) > 0),
  };
}
