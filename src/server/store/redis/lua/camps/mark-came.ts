// camps.markCame: whether a person came, written on their registration.

import { luaScript } from '../script';

/** camps.markCame: the registration's JSON after the change, or null when there is none. */
export const MARK_CAME = luaScript<{ regs: string }, { id: string; came: boolean }, unknown>({
  body: `
local j = redis.call('HGET', K.regs, A.id)
if not j then return false end
local r = cjson.decode(j)
r.came = A.came
local enc = cjson.encode(r)
redis.call('HSET', K.regs, A.id, enc)
return enc`,
});
