// Redis adapter, on the @upstash/redis client: Upstash REST in production, or the same client over a
// RESP requester (./resp-requester) for a plain Redis. Multi-key steps are Lua scripts (./lua), so each
// is atomic; the key layout is in ./keys. One file per sub-port of ../port, composed here.

import type { Redis } from '@upstash/redis';
import { redisBreaches } from './breaches';
import { StoreUnavailableError } from '../../errors';
import { WindowFullError, type Store, type StoreOptions } from '../port';
import { redisAccounts } from './accounts';
import { redisAudit } from './audit';
import { redisBookings } from './bookings';
import { redisCamps } from './camps';
import { redisCeremonies } from './ceremonies';
import { redisCalendar } from './calendar';
import { redisDonations } from './donations';
import { redisCredentials } from './credentials';
import { redisInvites } from './invites';
import { redisKeys, type RedisContext } from './keys';
import { redisLimits } from './limits';
import { redisLookups } from './lookups';
import { redisOutbox } from './outbox';
import { redisRecords } from './records';
import { redisProcessing } from './processing';
import { redisRequests } from './requests';
import { redisStaffSessions } from './staff-sessions';
import { redisMessaging } from './messaging';
import { redisMigrations } from './migrations';

export interface RedisStoreOptions extends StoreOptions {
  /** Key namespace, normally the deploy context ('production', 'deploy-preview', 'dev', ...). */
  namespace: string;
  /** Called by close() (the RESP requester's socket). */
  onClose?: () => Promise<void>;
}

export function createRedisStore(redis: Redis, options: RedisStoreOptions): Store {
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

  const lookups = redisLookups(context);

  return {
    name: 'redis',
    records: redisRecords(context, lookups),
    bookings: redisBookings(context, lookups),
    calendar: redisCalendar(context),
    outbox: redisOutbox(context),
    limits: redisLimits(context),
    audit: redisAudit(context),
    donations: redisDonations(context),
    camps: redisCamps(context),
    accounts: redisAccounts(context),
    credentials: redisCredentials(context),
    invites: redisInvites(context),
    staffSessions: redisStaffSessions(context),
    ceremonies: redisCeremonies(context),
    requests: redisRequests(context),
    breaches: redisBreaches(context),
    processing: redisProcessing(context),
    messaging: redisMessaging(context),
    migrations: redisMigrations(context),

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
}
