// camps.cancelDate: a date called off: every registration on it cancelled and told, its places and phones'
// counts cleared, in one step.

import { JSON_FIELD } from '../fragments';
import { luaScript } from '../script';
import { CANCEL_REGISTRATION, TELL, type CampDateKeys } from './tell';

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
  fragments: [JSON_FIELD, CANCEL_REGISTRATION, TELL],
  body: `
if redis.call('HSETNX', K.day, 'capacity', A.capacity) == 1 then redis.call('ZADD', K.dates, A.day, A.date) end
redis.call('HSET', K.day, 'cancelled', '1', 'taken', 0)
local out = {}
for _, id in ipairs(redis.call('ZRANGE', K.on, 0, -1)) do
  local r = readJson(K.regs, id)
  if r and r.status ~= 'cancelled' then
    out[#out + 1] = cancelRegistration(K.regs, id, r, 'date')
    tell(K.box, K.due, 'called-off', r, A.now)
  end
end
redis.call('DEL', K.phones)
return out`,
});
