// credentials.setRecoveryCodes: an account's recovery code hashes replaced in one step.

import { luaScript } from '../script';

export const RECOVERY_SET = luaScript<{ recovery: string }, { hashes: readonly string[] }, number>({
  body: `
redis.call('DEL', K.recovery)
if #A.hashes > 0 then redis.call('SADD', K.recovery, unpack(A.hashes)) end
return 1`,
});
