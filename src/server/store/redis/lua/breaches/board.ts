// breaches.board: one of the Board's steps written on a breach.

import { JSON_FIELD } from '../fragments';
import { luaScript } from '../script';

export type BoardArgs = { id: string; step: string; value: unknown };

/** The breach's JSON after the change, or null when there is none. */
export const BOARD = luaScript<{ breaches: string }, BoardArgs, unknown>({
  fragments: [JSON_FIELD],
  body: `
local b = readJson(K.breaches, A.id)
if not b then return false end
if type(b.board) ~= 'table' then b.board = {} end
b.board[A.step] = A.value
return writeJson(K.breaches, A.id, b)`,
});
