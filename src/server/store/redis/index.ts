// The Redis adapter with every part (../parts/all): the scripts' and the tests' store.

import type { Redis } from '@upstash/redis';
import { ALL_PARTS } from '../parts/all';
import type { Store } from '../port';
import { composeRedisStore, type RedisStoreOptions } from './compose';

export type { RedisStoreOptions } from './compose';

export const createRedisStore = (redis: Redis, options: RedisStoreOptions): Store =>
  composeRedisStore(
    redis,
    options,
    ALL_PARTS.map((p) => [p.name, p.redis]),
  );
