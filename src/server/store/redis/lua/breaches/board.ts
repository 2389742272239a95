// breaches.board: one of the Board's steps written on a breach.

import { luaScript } from '../script';

export type BoardArgs = { id: string; step: string; value: unknown };

/** The breach's JSON after the change, or null when there is none. */
export const BOARD = luaScript<{ breaches: string }, BoardArgs, unknown>({
  body: `
local cur = redis.call('HGET', K.breaches, A.id)
if not cur then return false end
local b = cjson.decode(cur)
if type(b.board) ~= 'table' then b.board = {} end
b.board[A.step] = A.value
local out = cjson.encode(b)
redis.call('HSET', K.breaches, A.id, out)
return out`,
});
