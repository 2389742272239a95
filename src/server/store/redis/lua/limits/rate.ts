// limits.hit: one window's counter, expiring a second after the window's length.

import { luaScript } from '../script';

export type RateKeys = { counter: string };

export type RateArgs = {
  /** The window's length + 1 s (ms). */
  ttl: string;
  /** 1 counts a hit, -1 takes one back. */
  by: number;
};

/** The count after this one. */
export const RATE = luaScript<RateKeys, RateArgs, number, number>({
  body: `
local c = redis.call('INCRBY', K.counter, A.by)
if redis.call('PTTL', K.counter) < 0 then redis.call('PEXPIRE', K.counter, A.ttl) end
return c`,
  parse: Number,
});
