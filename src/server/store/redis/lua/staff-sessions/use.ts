// staffSessions.use: a live session's use (and with `verified`, a step-up) moved to now; one past its limits
// is forgotten.

import { JSON_FIELD } from '../fragments';
import { luaScript } from '../script';
import { SESSION_LIMITS, type SessionKeys } from './fragment';

export type SessionUseArgs = { now: number; id: string; at: string; verified: boolean };

/** The session's JSON after this use, or null. */
export const SESSION_USE = luaScript<SessionKeys, SessionUseArgs, unknown>({
  fragments: [JSON_FIELD, SESSION_LIMITS],
  body: `
local s = readJson(K.sessions, A.id)
if not s then return nil end
if not alive(s, A.now) then forget(K, A.id) return nil end
s.lastMs = A.now
s.lastSeenAt = A.at
if A.verified then s.verifiedAt = A.at end
local json = writeJson(K.sessions, A.id, s)
redis.call('ZADD', K.idle, A.now, A.id)
return json`,
});
