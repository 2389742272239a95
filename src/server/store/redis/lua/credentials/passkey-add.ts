// credentials.addPasskey: a passkey, only when its credential id is nobody's yet.

import { luaScript } from '../script';
import type { PasskeyKeys } from './keys';

/** True when added. */
export const PASSKEY_ADD = luaScript<PasskeyKeys, { id: string; json: string }, number, boolean>({
  body: `
if redis.call('HSETNX', K.passkeys, A.id, A.json) == 0 then return 0 end
redis.call('SADD', K.ofAccount, A.id)
return 1`,
  parse: (reply) => Number(reply) === 1,
});
