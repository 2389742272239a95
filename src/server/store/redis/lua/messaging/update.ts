// messaging.updateDelivery: a status webhook moves a delivery on, never back (by the statuses' ranks: a late
// 'sent' never undoes 'delivered'; 'failed' is the end).

import type { DeliveryStatus } from '../../../port/messaging';
import { luaScript } from '../script';
import type { DeliveryKeys, PhonePrefix } from './keys';

export type UpdateArgs = PhonePrefix & {
  id: string;
  status: DeliveryStatus;
  /** When (ms): the delivery's updatedMs and its score. */
  atMs: string;
  /** The provider's error ('' for none). */
  error: string;
  ranks: Record<DeliveryStatus, number>;
};

/** The delivery's JSON after the change, or null when there is none or the status would not move it on. */
export const UPDATE = luaScript<DeliveryKeys, UpdateArgs, unknown>({
  body: `
local cur = redis.call('HGET', K.deliveries, A.id)
if not cur then return false end
local d = cjson.decode(cur)
if (A.ranks[A.status] or 0) <= (A.ranks[d.status] or 0) then return false end
d.status = A.status
d.updatedMs = tonumber(A.atMs)
if A.error ~= '' then d.error = A.error end
local json = cjson.encode(d)
redis.call('HSET', K.deliveries, A.id, json)
redis.call('ZADD', K.byTime, A.atMs, A.id)
redis.call('ZADD', A.phonePrefix .. d.phoneKey, A.atMs, A.id)
return json`,
});
