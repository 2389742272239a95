// donations.receivedIn: a financial year's pledges whose money came, by date then id.

import { luaScript } from '../script';

export type ReceivedKeys = {
  /** The year's received list (ZSET by day number). */
  received: string;
  rec: string;
};

export const RECEIVED = luaScript<ReceivedKeys, { firstDay: number; lastDay: number }, unknown[]>({
  body: `
local out = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', K.received, A.firstDay, A.lastDay)) do
  local json = redis.call('HGET', K.rec, id)
  if json then out[#out + 1] = json end
end
return out`,
});
