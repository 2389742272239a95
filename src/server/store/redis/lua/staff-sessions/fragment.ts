// A fragment of the staff sessions' scripts: the idle and absolute limits, by the store's clock.

import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../port/staff-sessions';

/** The sessions' keys (../../keys staff:sessions*). */
export type SessionKeys = {
  /** id -> session JSON with createdMs and lastMs (HASH). */
  sessions: string;
  /** ids by last use (ZSET): idle ones are forgotten on the way. */
  idle: string;
};

/** The account's session ids by when they began (ZSET). */
export type AccountSessionKeys = SessionKeys & { ofAccount: string };

/** `alive(s, now)` for a decoded session; `forget(K, id)` drops it from the sessions and the idle list. */
export const SESSION_LIMITS = `
local IDLE = ${SESSION_IDLE_MS}
local ABSOLUTE = ${SESSION_ABSOLUTE_MS}
local function alive(s, now)
  return now - tonumber(s.lastMs) < IDLE and now - tonumber(s.createdMs) < ABSOLUTE
end
local function forget(K, id)
  redis.call('HDEL', K.sessions, id)
  redis.call('ZREM', K.idle, id)
end`;
