// messaging.saveDelivery: a delivery the provider accepted, in the list by time and its phone's.

import { luaScript } from '../script';
import type { DeliveryKeys } from './keys';

export type SaveKeys = DeliveryKeys & {
  /** The phone's deliveries (ZSET). */
  phone: string;
};

export const SAVE = luaScript<SaveKeys, { id: string; json: string; updatedMs: string }, number>({
  body: `
redis.call('HSET', K.deliveries, A.id, A.json)
redis.call('ZADD', K.byTime, A.updatedMs, A.id)
redis.call('ZADD', K.phone, A.updatedMs, A.id)
return 1`,
});
