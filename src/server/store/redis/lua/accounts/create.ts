// accounts.create: an account, only when its email (without case) has none.

import { luaScript } from '../script';
import { CREATE_ACCOUNT, type AccountKeys } from './fragment';

/** True when made; false: the email has an account. */
export const ACCOUNT_CREATE = luaScript<AccountKeys, { id: string; emailKey: string; json: string }, number, boolean>({
  fragments: [CREATE_ACCOUNT],
  body: `
if createAccount(K.accounts, K.emails, A.id, A.emailKey, A.json) then return 1 end
return 0`,
  parse: (reply) => Number(reply) === 1,
});
