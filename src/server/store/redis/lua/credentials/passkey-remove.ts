// credentials.removePasskey: one of an account's passkeys, never its last way in (its only passkey while it
// has no TOTP secret).

import type { PasskeyRemoved } from '../../../port/credentials';
import { luaScript } from '../script';
import type { PasskeyKeys } from './keys';

export type PasskeyRemoveKeys = PasskeyKeys & {
  /** account id -> TOTP JSON (HASH). */
  totp: string;
};

/** 1 removed, 0 not the account's, 2 refused (the last way in). */
export const PASSKEY_REMOVE = luaScript<PasskeyRemoveKeys, { id: string; accountId: string }, number, PasskeyRemoved>({
  body: `
if redis.call('SISMEMBER', K.ofAccount, A.id) == 0 then return 0 end
if redis.call('SCARD', K.ofAccount) == 1 and redis.call('HEXISTS', K.totp, A.accountId) == 0 then return 2 end
redis.call('SREM', K.ofAccount, A.id)
redis.call('HDEL', K.passkeys, A.id)
return 1`,
  parse: (reply) => (Number(reply) === 1 ? 'removed' : Number(reply) === 2 ? 'last' : 'unknown'),
});
