// camps.onDate and counts: every registration of one or more dates, read in one step.

import { luaScript } from '../script';

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
