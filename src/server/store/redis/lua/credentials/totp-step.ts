// credentials.useTotpStep: a TOTP time step claimed only when later than the last one claimed.

import { luaScript } from '../script';

/** True when claimed; false: not later than the last one, or no secret. */
export const TOTP_STEP = luaScript<{ totp: string }, { accountId: string; step: number }, number, boolean>({
  body: `
local cur = redis.call('HGET', K.totp, A.accountId)
if not cur then return 0 end
local t = cjson.decode(cur)
if A.step <= t.step then return 0 end
t.step = A.step
redis.call('HSET', K.totp, A.accountId, cjson.encode(t))
return 1`,
  parse: (reply) => Number(reply) === 1,
});
