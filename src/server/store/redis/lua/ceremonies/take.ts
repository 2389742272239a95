// ceremonies.take: a ceremony's value, deleted in the same step (had once however many instances ask).

import { luaScript } from '../script';

/** The stored value, or null when unknown, taken or expired. */
export const TAKE = luaScript<{ ceremony: string }, Record<string, never>, unknown>({
  body: `
local value = redis.call('GET', K.ceremony)
if value then redis.call('DEL', K.ceremony) end
return value`,
});
