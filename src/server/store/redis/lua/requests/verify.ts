// requests.verify: a try of a request's one-time code, counted; the right code in time opens the request (its
// code forgotten, due at `dueMs`) with its messages.

import { ENQUEUE, type MessageArg } from '../fragments';
import { luaScript } from '../script';

export type VerifyKeys = {
  requests: string;
  made: string;
  open: string;
  /** id -> tries so far (HASH). */
  tries: string;
  box: string;
  due: string;
};

export type VerifyArgs = {
  id: string;
  codeHash: string;
  now: number;
  maxTries: number;
  /** When the opened request is due (stored as a number in its JSON, and its score). */
  dueMs: number;
  messages: MessageArg[];
};

export type VerifyReply = { outcome: 'ok'; json: unknown } | { outcome: 'missing' | 'tries' | 'expired' | 'wrong' };

export const VERIFY = luaScript<VerifyKeys, VerifyArgs, unknown[], VerifyReply>({
  fragments: [ENQUEUE],
  body: `
local cur = redis.call('HGET', K.requests, A.id)
if not cur then return {'missing'} end
local r = cjson.decode(cur)
if r.status ~= 'unverified' or type(r.code) ~= 'table' then return {'missing'} end
if redis.call('HINCRBY', K.tries, A.id, 1) > A.maxTries then return {'tries'} end
if tonumber(r.code.expiresMs) <= A.now then return {'expired'} end
if r.code.hash ~= A.codeHash then return {'wrong'} end
r.code = nil
r.status = 'open'
r.dueMs = A.dueMs
local out = cjson.encode(r)
redis.call('HSET', K.requests, A.id, out)
redis.call('ZREM', K.made, A.id)
redis.call('HDEL', K.tries, A.id)
redis.call('ZADD', K.open, A.dueMs, A.id)
enqueue(K.box, K.due, A.messages)
return {'ok', out}`,
  parse: ([outcome, json]) => {
    if (outcome === 'ok') return { outcome, json };
    return { outcome: outcome === 'tries' || outcome === 'expired' || outcome === 'wrong' ? outcome : 'missing' };
  },
});
