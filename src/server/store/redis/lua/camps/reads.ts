// The camps' small scripts: marking who came, and the reads that go through a script.

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

/** Every registration of one or more dates (their `on` ZSETs), by arrival (JSON each). */
export const ON_DATES = luaScript<{ regs: string; on: string[] }, Record<string, never>, unknown[]>({
  body: `
local out = {}
for _, on in ipairs(K.on) do
  for _, id in ipairs(redis.call('ZRANGE', on, 0, -1)) do
    local j = redis.call('HGET', K.regs, id)
    if j then out[#out + 1] = j end
  end
end
return out`,
});

/** A date's HASH as a flat list of field, value (through a script: the REST client cannot read an empty hash). */
export const DAY = luaScript<{ day: string }, Record<string, never>, unknown[]>({
  body: `return redis.call('HGETALL', K.day)`,
});
