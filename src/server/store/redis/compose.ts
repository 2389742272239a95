// Redis adapter, on the @upstash/redis client: Upstash REST in production, or the same client over a
// RESP requester (./resp-requester) for a plain Redis. Multi-key steps are Lua scripts (./lua), so each
// is atomic; the key layout is in ./keys. One file per sub-port of ../port; a store is composed here of the
// parts its function declares (../parts).

import type { Redis } from '@upstash/redis';
import { StoreUnavailableError } from '../../errors';
import { composeStore, type PartName } from '../compose';
import { WindowFullError, type Store, type StoreOptions } from '../port';
import { redisKeys, type RedisContext } from './keys';
import { redisLookups, type RedisLookups } from './lookups';

export interface RedisStoreOptions extends StoreOptions {
  /** Key namespace, normally the deploy context ('production', 'deploy-preview', 'dev', ...). */
  namespace: string;
  /** Called by close() (the RESP requester's socket). */
  onClose?: () => Promise<void>;
}

/** What each Redis part is made from: the client, the keys, the error guard, the clock and the lookups. */
export type RedisParts = RedisContext & { lookups: RedisLookups };

export function composeRedisStore(
  redis: Redis,
  options: RedisStoreOptions,
  parts: readonly (readonly [PartName, (context: RedisParts) => unknown])[],
): Store {
  let closed = false;

  async function guard<T>(operation: string, run: () => Promise<T>): Promise<T> {
    if (closed) throw new StoreUnavailableError(`redis ${operation}: store is closed`);
    try {
      return await run();
    } catch (error) {
      if (error instanceof WindowFullError) throw error;
      throw new StoreUnavailableError(`redis ${operation} failed`, { cause: error });
    }
  }

  const context: RedisContext = {
    redis,
    k: redisKeys(options.namespace),
    guard,
    now: options.now ?? (() => new Date()),
  };
  const base: Pick<Store, 'name' | 'ping' | 'close'> = {
    name: 'redis',
    ping: () =>
      guard('ping', async () => {
        await redis.ping();
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      await options.onClose?.();
    },
  };
  return composeStore(base, { ...context, lookups: redisLookups(context) }, parts);
}
