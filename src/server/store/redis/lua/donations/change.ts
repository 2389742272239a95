// donations.setUtr and markReceived: a pledge rewritten with its search text, only while its money is not
// confirmed and its UTR is still the one read (else the caller reads again); confirmed money puts it in its
// financial year's received list.

import { luaScript } from '../script';

export type ChangeKeys = {
  /** The donations' records and search texts. */
  rec: string;
  find: string;
  /** The received date's financial year's list (ZSET by day number), when the change confirms the money. */
  received?: string;
};

export type ChangeArgs = {
  id: string;
  /** The UTR read ('' for none). */
  utr: string;
  json: string;
  search: string;
  /** The received date's day number, with `received`. */
  day?: number;
};

/** 1 changed, 0 gone, 2 money already confirmed, 5 changed meanwhile. */
export const CHANGE = luaScript<ChangeKeys, ChangeArgs, number, 'changed' | 'missing' | 'received' | 'stale'>({
  body: `
local cur = redis.call('HGET', K.rec, A.id)
if not cur then return 0 end
local r = cjson.decode(cur)
if r.received ~= nil then return 2 end
if (r.utr or '') ~= A.utr then return 5 end
redis.call('HSET', K.rec, A.id, A.json)
redis.call('HSET', K.find, A.id, A.search)
if K.received then redis.call('ZADD', K.received, A.day, A.id) end
return 1`,
  parse: (reply) => {
    const code = Number(reply);
    return code === 1 ? 'changed' : code === 0 ? 'missing' : code === 2 ? 'received' : 'stale';
  },
});
