// accounts.update and touch: fields of an account (string values: role, status, lastSeenAt) set in one step.

import { luaScript } from '../script';

export type AccountSetArgs = { id: string; fields: Record<string, string> };

/** The account's JSON after the change, or null when there is none. */
export const ACCOUNT_SET = luaScript<{ accounts: string }, AccountSetArgs, unknown>({
  body: `
local cur = redis.call('HGET', K.accounts, A.id)
if not cur then return nil end
local a = cjson.decode(cur)
for name, value in pairs(A.fields) do a[name] = value end
local json = cjson.encode(a)
redis.call('HSET', K.accounts, A.id, json)
return json`,
});
