// A fragment of the invites' scripts: forgetting an invite, and the expired ones.

/** The invites' keys (../../keys staff:invites*). */
export type InviteKeys = {
  /** token hash -> invite JSON (HASH). */
  invites: string;
  /** token hashes by expiry (ZSET). */
  due: string;
  /** email key -> the token hash of its invite (HASH). */
  inviteEmails: string;
};

/**
 * `forgetInvite(K, token)`: the invite out of the invites' keys (its email's pointer only if it points to it);
 * the invite, or nil. `pruneInvites(K, before)`: forget up to 100 invites that expired before `before` (ms).
 */
export const FORGET_INVITE = `
local function forgetInvite(K, token)
  local cur = redis.call('HGET', K.invites, token)
  if not cur then return nil end
  local inv = cjson.decode(cur)
  redis.call('HDEL', K.invites, token)
  redis.call('ZREM', K.due, token)
  if redis.call('HGET', K.inviteEmails, inv.emailKey) == token then redis.call('HDEL', K.inviteEmails, inv.emailKey) end
  return inv
end
local function pruneInvites(K, before)
  for _, t in ipairs(redis.call('ZRANGEBYSCORE', K.due, '-inf', '(' .. before, 'LIMIT', 0, 100)) do
    forgetInvite(K, t)
  end
end`;
