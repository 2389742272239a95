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

// KEYS: dlv, time, phone; ARGV: id, JSON, updated
const SAVE = `
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
return 1`;

// KEYS: dlv, time, phone prefix; ARGV: id, status, at, error, the statuses' ranks (sent, delivered, read, failed)
const UPDATE = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return false end
local d = cjson.decode(cur)
local rank = { sent = tonumber(ARGV[5]), delivered = tonumber(ARGV[6]), read = tonumber(ARGV[7]), failed = tonumber(ARGV[8]) }
if (rank[ARGV[2]] or 0) <= (rank[d.status] or 0) then return false end
d.status = ARGV[2]
d.updatedMs = tonumber(ARGV[3])
if ARGV[4] ~= '' then d.error = ARGV[4] end
local json = cjson.encode(d)
redis.call('HSET', KEYS[1], ARGV[1], json)
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
redis.call('ZADD', KEYS[3] .. d.phoneKey, ARGV[3], ARGV[1])
return json`;

// KEYS: dlv, time, phone prefix; ARGV: before, limit
const PURGE = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', '(' .. ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
for _, id in ipairs(ids) do
  local cur = redis.call('HGET', KEYS[1], id)
  if cur then redis.call('ZREM', KEYS[3] .. cjson.decode(cur).phoneKey, id) end
  redis.call('HDEL', KEYS[1], id)
  redis.call('ZREM', KEYS[2], id)
end
return #ids`;

const rowId = (channel: string, providerId: string) => `${channel}:${providerId}`;

export function redisMessaging({ redis, k, guard }: RedisContext): Messaging {
  const m = k.messaging;
  const scripts = {
    save: redis.createScript<number>(SAVE),
    update: redis.createScript<string | null>(UPDATE),
    purge: redis.createScript<number>(PURGE),
  };
  const ranks = [STATUS_RANK.sent, STATUS_RANK.delivered, STATUS_RANK.read, STATUS_RANK.failed].map(String);

  return {
    saveDelivery: (d) =>
      guard('messaging.saveDelivery', async () => {
        const id = rowId(d.channel, d.providerId);
        await scripts.save.exec(
          [m.deliveries, m.byTime, m.byPhone(d.phoneKey)],
          [id, JSON.stringify(d), String(d.updatedMs)],
        );
      }),

    updateDelivery: (channel, providerId, status, atMs, error) =>
      guard('messaging.updateDelivery', async () => {
        const reply = await scripts.update.exec(
          [m.deliveries, m.byTime, m.byPhone('')],
          [rowId(channel, providerId), status, String(atMs), error ?? '', ...ranks],
        );
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
      guard('messaging.purge', async () =>
        Number(await scripts.purge.exec([m.deliveries, m.byTime, m.byPhone('')], [String(beforeMs), String(limit)])),
      ),
  };
}
