// A fragment of the accounts' and invites' scripts: an account made only when its email has none.

/** The accounts' keys (../../keys staff:accounts, staff:emails). */
export type AccountKeys = {
  /** id -> account JSON (HASH). */
  accounts: string;
  /** email key -> account id (HASH): an email has one account. */
  emails: string;
};

/** `createAccount(accounts, emails, id, emailKey, json)`: false (nothing written) when the email has an account. */
export const CREATE_ACCOUNT = `
local function createAccount(accounts, emails, id, emailKey, json)
  if redis.call('HSETNX', emails, emailKey, id) == 0 then return false end
  redis.call('HSET', accounts, id, json)
  return true
end`;
