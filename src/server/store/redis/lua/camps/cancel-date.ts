// camps.cancelDate: a date called off: every registration on it cancelled and told, its places and phones'
// counts cleared, in one step.

import { luaScript } from '../script';
import { TELL, type CampDateKeys } from './tell';

export type CancelDateKeys = CampDateKeys & {
  /** The camp's dates (ZSET by day number). */
  dates: string;
};

export type CancelDateArgs = {
  capacity: number;
  /** Epoch ms: the messages' time. */
  now: number;
  date: string;
  day: number;
};

/** The registrations it cancelled (JSON each). */
export const CANCEL_DATE = luaScript<CancelDateKeys, CancelDateArgs, unknown[]>({
  fragments: [TELL],
  body: `
if redis.call('HSETNX', K.day, 'capacity', A.capacity) == 1 then redis.call('ZADD', K.dates, A.day, A.date) end
redis.call('HSET', K.day, 'cancelled', '1', 'taken', 0)
local out = {}
for _, id in ipairs(redis.call('ZRANGE', K.on, 0, -1)) do
  local j = redis.call('HGET', K.regs, id)
  if j then
    local r = cjson.decode(j)
    if r.status ~= 'cancelled' then
      r.status = 'cancelled'
      r.cancelledBy = 'date'
      r.link = (r.link or 0) + 1
      local enc = cjson.encode(r)
      redis.call('HSET', K.regs, id, enc)
      tell(K.box, K.due, 'called-off', r, A.now)
      out[#out + 1] = enc
    end
  end
end
redis.call('DEL', K.phones)
return out`,
});
