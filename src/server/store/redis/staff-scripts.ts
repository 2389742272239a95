// The Redis adapter's Lua scripts for staff accounts, credentials and invites (./accounts, ./credentials,
// ./invites): each step that changes several keys, or reads and changes one, is one script. Keys and
// arguments are listed above each script; the key layout is in ./keys.

// Lua: `createAccount(accounts, emails, id, emailKey, json)`: false when the email has an account.
const CREATE_ACCOUNT = `
local function createAccount(accounts, emails, id, emailKey, json)
  if redis.call('HSETNX', emails, emailKey, id) == 0 then return false end
  redis.call('HSET', accounts, id, json)
  return true
end`;

// KEYS: staff:accounts, staff:emails.  ARGV: id, email key, account JSON.  Returns 1 made, 0 email taken.
export const ACCOUNT_CREATE = `
${CREATE_ACCOUNT}
if createAccount(KEYS[1], KEYS[2], ARGV[1], ARGV[2], ARGV[3]) then return 1 end
return 0`;

// KEYS: staff:accounts, staff:emails.  ARGV: email key.  Returns the account JSON or nil.
export const ACCOUNT_BY_EMAIL = `
local id = redis.call('HGET', KEYS[2], ARGV[1])
if not id then return nil end
return redis.call('HGET', KEYS[1], id)`;

// KEYS: staff:accounts.  ARGV: id, then field/value pairs.  Returns the changed JSON, or nil (no account).
export const ACCOUNT_SET = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return nil end
local a = cjson.decode(cur)
for i = 2, #ARGV, 2 do a[ARGV[i]] = ARGV[i + 1] end
local json = cjson.encode(a)
redis.call('HSET', KEYS[1], ARGV[1], json)
return json`;

// KEYS: staff:passkeys, staff:passkeys-of:<account>.  ARGV: credential id, passkey JSON.  1 added, 0 taken.
export const PASSKEY_ADD = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return 0 end
redis.call('SADD', KEYS[2], ARGV[1])
return 1`;

// KEYS: staff:passkeys-of:<account>, staff:passkeys.  Returns the account's passkeys' JSON.
export const PASSKEYS_OF = `
local ids = redis.call('SMEMBERS', KEYS[1])
if #ids == 0 then return {} end
local out = {}
for _, v in ipairs(redis.call('HMGET', KEYS[2], unpack(ids))) do if v then out[#out + 1] = v end end
return out`;

// KEYS: staff:passkeys.  ARGV: credential id, new counter, now (ISO).  1 used, 0 refused or unknown.
// (cjson writes an empty transports list as {}: ./credentials reads any non-list as [].)
export const PASSKEY_USE = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return 0 end
local p = cjson.decode(cur)
local counter = tonumber(ARGV[2])
if not (counter > p.counter or (counter == 0 and p.counter == 0)) then return 0 end
p.counter = counter
p.lastUsedAt = ARGV[3]
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(p))
return 1`;

// KEYS: staff:passkeys, staff:passkeys-of:<account>, staff:totp.  ARGV: credential id, account id.
// 1 removed, 0 not the account's, 2 refused: the account's only passkey and no TOTP (its last way in).
export const PASSKEY_REMOVE = `
if redis.call('SISMEMBER', KEYS[2], ARGV[1]) == 0 then return 0 end
if redis.call('SCARD', KEYS[2]) == 1 and redis.call('HEXISTS', KEYS[3], ARGV[2]) == 0 then return 2 end
redis.call('SREM', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[1], ARGV[1])
return 1`;

// KEYS: staff:totp.  ARGV: account id, step.  1 claimed, 0 not later than the last one (or no secret).
export const TOTP_STEP = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return 0 end
local t = cjson.decode(cur)
local step = tonumber(ARGV[2])
if step <= t.step then return 0 end
t.step = step
redis.call('HSET', KEYS[1], ARGV[1], cjson.encode(t))
return 1`;

// KEYS: staff:recovery:<account>.  ARGV: the new hashes.
export const RECOVERY_SET = `
redis.call('DEL', KEYS[1])
if #ARGV > 0 then redis.call('SADD', KEYS[1], unpack(ARGV)) end
return 1`;

// KEYS: staff:passkeys, staff:passkeys-of:<account>, staff:totp, staff:recovery:<account>.  ARGV: account id.
export const CREDENTIALS_CLEAR = `
local ids = redis.call('SMEMBERS', KEYS[2])
if #ids > 0 then redis.call('HDEL', KEYS[1], unpack(ids)) end
redis.call('DEL', KEYS[2], KEYS[4])
redis.call('HDEL', KEYS[3], ARGV[1])
return 1`;

// Lua: `forgetInvite(token)`: the invite out of KEYS[1..3] (its email's pointer only if it points to it).
const FORGET_INVITE = `
local function forgetInvite(token)
  local cur = redis.call('HGET', KEYS[1], token)
  if not cur then return nil end
  local inv = cjson.decode(cur)
  redis.call('HDEL', KEYS[1], token)
  redis.call('ZREM', KEYS[2], token)
  if redis.call('HGET', KEYS[3], inv.emailKey) == token then redis.call('HDEL', KEYS[3], inv.emailKey) end
  return inv
end
local function pruneInvites(before)
  for _, t in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', '(' .. before, 'LIMIT', 0, 100)) do
    forgetInvite(t)
  end
end`;

// KEYS: staff:invites, staff:invites:due, staff:invite-emails.
// ARGV: token hash, email key, invite JSON, expires ms, forget invites that expired before this (ms).
export const INVITE_CREATE = `
${FORGET_INVITE}
pruneInvites(ARGV[5])
local old = redis.call('HGET', KEYS[3], ARGV[2])
if old then forgetInvite(old) end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[4], ARGV[1])
redis.call('HSET', KEYS[3], ARGV[2], ARGV[1])
return 1`;

// KEYS: staff:invites, staff:invites:due, staff:invite-emails, staff:accounts, staff:emails.
// ARGV: token hash, now ms, new account id, name, now ISO.
// Returns {1, invite JSON, account JSON}, {0} unknown, {2} expired, {3} email taken (the invite stays).
export const INVITE_ACCEPT = `
${CREATE_ACCOUNT}
${FORGET_INVITE}
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return {0} end
local inv = cjson.decode(cur)
if tonumber(inv.expiresMs) <= tonumber(ARGV[2]) then return {2} end
local account = cjson.encode({
  id = ARGV[3], name = ARGV[4], email = inv.email, role = inv.role, status = 'active',
  createdAt = ARGV[5], lastSeenAt = cjson.null,
})
if not createAccount(KEYS[4], KEYS[5], ARGV[3], inv.emailKey, account) then return {3} end
forgetInvite(ARGV[1])
return {1, cur, account}`;

// KEYS: staff:invites, staff:invites:due, staff:invite-emails.  ARGV: token hash.  1 withdrawn, 0 none.
export const INVITE_REVOKE = `
${FORGET_INVITE}
if forgetInvite(ARGV[1]) then return 1 end
return 0`;

// KEYS: staff:invites, staff:invites:due.  ARGV: now ms.  The invites not yet expired, soonest expiry first.
export const INVITE_LIST = `
local tokens = redis.call('ZRANGEBYSCORE', KEYS[2], '(' .. ARGV[1], '+inf')
if #tokens == 0 then return {} end
local out = {}
for _, v in ipairs(redis.call('HMGET', KEYS[1], unpack(tokens))) do if v then out[#out + 1] = v end end
return out`;
