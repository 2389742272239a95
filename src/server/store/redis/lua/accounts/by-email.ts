// accounts.byEmail: the account an email key points to, in one step.

import { luaScript } from '../script';
import type { AccountKeys } from './fragment';

/** The account's JSON, or null. */
export const ACCOUNT_BY_EMAIL = luaScript<AccountKeys, { emailKey: string }, unknown>({
  body: `
local id = redis.call('HGET', K.emails, A.emailKey)
if not id then return nil end
return redis.call('HGET', K.accounts, id)`,
});
