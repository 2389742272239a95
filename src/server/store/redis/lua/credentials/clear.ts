// credentials.clear: every credential of an account (passkeys, TOTP, recovery codes) in one step.

import { luaScript } from '../script';
import type { PasskeyKeys } from './keys';

export type ClearKeys = PasskeyKeys & { totp: string; recovery: string };

export const CREDENTIALS_CLEAR = luaScript<ClearKeys, { accountId: string }, number>({
  body: `
local ids = redis.call('SMEMBERS', K.ofAccount)
if #ids > 0 then redis.call('HDEL', K.passkeys, unpack(ids)) end
redis.call('DEL', K.ofAccount, K.recovery)
redis.call('HDEL', K.totp, A.accountId)
return 1`,
});
