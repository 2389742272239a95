// The Redis adapter's phone messages (../port/messaging), under the keys of ./keys `messaging`:
//   msg:dlv               HASH  '<channel>:<provider id>' -> delivery JSON
//   msg:dlv:time          ZSET  those ids by their last change (ms)
//   msg:dlv:phone:<hash>  ZSET  a phone's delivery ids by their last change
//   msg:stop:<channel>    HASH  phone hash -> when it said STOP (ms)
//   msg:choice            HASH  booking group or pledge id -> the phone choice as changed since (JSON)

import type { PhoneOptIn } from '../../../lib/channels';
import { parseStored } from '../shared';
import { STATUS_RANK, type Delivery, type Messaging } from '../port/messaging';
import type { RedisContext } from './keys';
import * as messagingScripts from './lua/messaging';
import { bindScripts } from './lua/script';

const rowId = (channel: string, providerId: string) => `${channel}:${providerId}`;

export function redisMessaging({ redis, k, guard }: RedisContext): Messaging {
  const m = k.messaging;
  const scripts = bindScripts(redis, messagingScripts);
  const keys = { deliveries: m.deliveries, byTime: m.byTime };
  const phonePrefix = m.byPhone('');

  return {
    saveDelivery: (d) =>
      guard('messaging.saveDelivery', async () => {
        const id = rowId(d.channel, d.providerId);
        await scripts.save(
          { ...keys, phone: m.byPhone(d.phoneKey) },
          { id, json: JSON.stringify(d), updatedMs: String(d.updatedMs) },
        );
      }),

    updateDelivery: (channel, providerId, status, atMs, error) =>
      guard('messaging.updateDelivery', async () => {
        const reply = await scripts.update(keys, {
          phonePrefix,
          id: rowId(channel, providerId),
          status,
          atMs: String(atMs),
          error: error ?? '',
          ranks: STATUS_RANK,
        });
        return parseStored<Delivery>(reply);
      }),

    deliveries: (limit, phoneKey) =>
      guard('messaging.deliveries', async () => {
        const index = phoneKey === undefined ? m.byTime : m.byPhone(phoneKey);
        const ids = await redis.zrange<string[]>(index, 0, limit - 1, { rev: true });
        if (ids.length === 0) return [];
        const values = await redis.hmget<Record<string, unknown>>(m.deliveries, ...ids);
        return ids.flatMap((id) => {
          const d = parseStored<Delivery>(values?.[id]);
          return d ? [d] : [];
        });
      }),

    optOut: (channel, phoneKey, atMs) =>
      guard('messaging.optOut', async () => {
        await redis.hsetnx(m.stops(channel), phoneKey, String(atMs));
      }),
    optIn: (channel, phoneKey) =>
      guard('messaging.optIn', async () => {
        await redis.hdel(m.stops(channel), phoneKey);
      }),
    optedOut: (channel, phoneKey) =>
      guard('messaging.optedOut', async () => Number(await redis.hexists(m.stops(channel), phoneKey)) === 1),

    choice: (ref) =>
      guard('messaging.choice', async () => {
        // The client hands back JSON already parsed: '"none"' comes as the string none.
        const value = await redis.hget<unknown>(m.choices, ref);
        return value === 'none' ? 'none' : parseStored<PhoneOptIn | 'none'>(value);
      }),
    setChoice: (ref, choice) =>
      guard('messaging.setChoice', async () => {
        await redis.hset(m.choices, { [ref]: JSON.stringify(choice) });
      }),

    purge: (beforeMs, limit) =>
      guard('messaging.purge', async () => scripts.purge(keys, { phonePrefix, before: String(beforeMs), limit })),
  };
}
