// camps.day: a date's places, taken places and called-off mark, read in one step.

import { luaScript } from '../script';

/** A date's HASH as a flat list of field, value (through a script: the REST client cannot read an empty hash). */
export const DAY = luaScript<{ day: string }, Record<string, never>, unknown[]>({
  body: `return redis.call('HGETALL', K.day)`,
});
