// credentials.passkeys: an account's passkeys in one step.

import { luaScript } from '../script';
import type { PasskeyKeys } from './keys';

/** Each passkey's JSON. */
export const PASSKEYS_OF = luaScript<PasskeyKeys, Record<string, never>, unknown[] | null, unknown[]>({
  body: `
local ids = redis.call('SMEMBERS', K.ofAccount)
if #ids == 0 then return {} end
local out = {}
for _, v in ipairs(redis.call('HMGET', K.passkeys, unpack(ids))) do if v then out[#out + 1] = v end end
return out`,
  parse: (reply) => reply ?? [],
});
