// credentials.usePasskey: a passkey's use, only when its counter moved on (or both are 0, an authenticator
// that keeps none). cjson writes an empty transports list as {}: ../../credentials reads any non-list as [].

import { luaScript } from '../script';

export type PasskeyUseArgs = { id: string; counter: number; at: string };

/** True when used; false: refused (a replayed or cloned authenticator) or unknown. */
export const PASSKEY_USE = luaScript<{ passkeys: string }, PasskeyUseArgs, number, boolean>({
  body: `
local cur = redis.call('HGET', K.passkeys, A.id)
if not cur then return 0 end
local p = cjson.decode(cur)
if not (A.counter > p.counter or (A.counter == 0 and p.counter == 0)) then return 0 end
p.counter = A.counter
p.lastUsedAt = A.at
redis.call('HSET', K.passkeys, A.id, cjson.encode(p))
return 1`,
  parse: (reply) => Number(reply) === 1,
});
