// The Redis adapter's staff sessions (../port/staff-sessions StaffSessions): one HASH of sessions (JSON with
// createdMs and lastMs, for the scripts' clock checks), a ZSET by last use (idle ones are forgotten on the
// way) and a ZSET per account. Every read is a script that checks the idle and absolute limits by the
// store's clock, so a session past either is gone in the same step.

import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type StaffSession, type StaffSessions } from '../port';
import { storedSession } from '../staff-shared';
import type { RedisContext } from './keys';

// Lua: `alive(s, now)` for a decoded session; `forget(id)` drops it from KEYS[1] (sessions) and KEYS[2]
// (by last use). ARGV[1] is always now (ms).
const SESSION_LIB = `
local IDLE = ${SESSION_IDLE_MS}
local ABSOLUTE = ${SESSION_ABSOLUTE_MS}
local function alive(s, now)
  return now - tonumber(s.lastMs) < IDLE and now - tonumber(s.createdMs) < ABSOLUTE
end
local function forget(id)
  redis.call('HDEL', KEYS[1], id)
  redis.call('ZREM', KEYS[2], id)
end`;

// KEYS: sessions, idle, sessions-of:<account>.  ARGV: now ms, id, JSON.
const CREATE = `
${SESSION_LIB}
local now = tonumber(ARGV[1])
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', '(' .. (now - IDLE), 'LIMIT', 0, 100)) do
  forget(id)
end
redis.call('HSET', KEYS[1], ARGV[2], ARGV[3])
redis.call('ZADD', KEYS[2], now, ARGV[2])
redis.call('ZADD', KEYS[3], now, ARGV[2])
return 1`;

// KEYS: sessions, idle.  ARGV: now ms, id, now ISO, '1' for a step-up.  The session JSON after this use, or nil.
const USE = `
${SESSION_LIB}
local now = tonumber(ARGV[1])
local cur = redis.call('HGET', KEYS[1], ARGV[2])
if not cur then return nil end
local s = cjson.decode(cur)
if not alive(s, now) then forget(ARGV[2]) return nil end
s.lastMs = now
s.lastSeenAt = ARGV[3]
if ARGV[4] == '1' then s.verifiedAt = ARGV[3] end
local json = cjson.encode(s)
redis.call('HSET', KEYS[1], ARGV[2], json)
redis.call('ZADD', KEYS[2], now, ARGV[2])
return json`;

// KEYS: sessions, idle, sessions-of:<account>.  ARGV: now ms.  The account's live sessions, newest first.
const LIST = `
${SESSION_LIB}
local now = tonumber(ARGV[1])
local out = {}
for _, id in ipairs(redis.call('ZREVRANGE', KEYS[3], 0, -1)) do
  local cur = redis.call('HGET', KEYS[1], id)
  local s = cur and cjson.decode(cur)
  if s and alive(s, now) then out[#out + 1] = cur else
    forget(id)
    redis.call('ZREM', KEYS[3], id)
  end
end
return out`;

// KEYS: sessions, idle, sessions-of:<account>.  ARGV: now ms, 'one' or 'all', the id to end (all: to keep).
// Returns how many of them were live.
const REVOKE = `
${SESSION_LIB}
local now = tonumber(ARGV[1])
local ids = {}
if ARGV[2] == 'all' then
  for _, id in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
    if id ~= ARGV[3] then ids[#ids + 1] = id end
  end
else
  ids[1] = ARGV[3]
end
local live = 0
for _, id in ipairs(ids) do
  if redis.call('ZREM', KEYS[3], id) == 1 then
    local cur = redis.call('HGET', KEYS[1], id)
    if cur and alive(cjson.decode(cur), now) then live = live + 1 end
    forget(id)
  end
end
return live`;

export function redisStaffSessions({ redis, k, guard, now }: RedisContext): StaffSessions {
  const scripts = {
    create: redis.createScript<number>(CREATE),
    use: redis.createScript<unknown>(USE),
    list: redis.createScript<unknown[]>(LIST),
    revoke: redis.createScript<number>(REVOKE),
  };
  const { sessions, sessionsIdle, accountSessions } = k.staff;

  return {
    create: ({ id, accountId, device, method }) =>
      guard('staffSessions.create', async () => {
        const at = now();
        const session: StaffSession = {
          id,
          accountId,
          device,
          method,
          createdAt: at.toISOString(),
          lastSeenAt: at.toISOString(),
          verifiedAt: at.toISOString(),
        };
        const ms = String(at.getTime());
        const json = JSON.stringify({ ...session, createdMs: at.getTime(), lastMs: at.getTime() });
        await scripts.create.exec([sessions, sessionsIdle, accountSessions(accountId)], [ms, id, json]);
        return session;
      }),

    use: (id, verified) =>
      guard('staffSessions.use', async () => {
        const at = now();
        const args = [String(at.getTime()), id, at.toISOString(), verified ? '1' : '0'];
        return storedSession(await scripts.use.exec([sessions, sessionsIdle], args));
      }),

    list: (accountId) =>
      guard('staffSessions.list', async () =>
        (
          (await scripts.list.exec([sessions, sessionsIdle, accountSessions(accountId)], [String(now().getTime())])) ??
          []
        )
          .map(storedSession)
          .filter((s) => s !== null),
      ),

    revoke: (accountId, id) =>
      guard('staffSessions.revoke', async () => {
        const keys = [sessions, sessionsIdle, accountSessions(accountId)];
        return Number(await scripts.revoke.exec(keys, [String(now().getTime()), 'one', id])) === 1;
      }),

    revokeAll: (accountId, keep) =>
      guard('staffSessions.revokeAll', async () => {
        const keys = [sessions, sessionsIdle, accountSessions(accountId)];
        return Number(await scripts.revoke.exec(keys, [String(now().getTime()), 'all', keep ?? '']));
      }),
  };
}
