// donations.amendPledge: a pledge rewritten with its search text, only while it is still exactly what was read.

import { luaScript } from '../script';

export type AmendArgs = {
  id: string;
  /** The JSON read. */
  read: string;
  json: string;
  search: string;
};

/** 1 changed, 0 gone, 5 changed meanwhile. */
export const AMEND = luaScript<{ rec: string; find: string }, AmendArgs, number, 'changed' | 'missing' | 'stale'>({
  body: `
local cur = redis.call('HGET', K.rec, A.id)
if not cur then return 0 end
if cur ~= A.read then return 5 end
redis.call('HSET', K.rec, A.id, A.json)
redis.call('HSET', K.find, A.id, A.search)
return 1`,
  parse: (reply) => (Number(reply) === 1 ? 'changed' : Number(reply) === 0 ? 'missing' : 'stale'),
});
