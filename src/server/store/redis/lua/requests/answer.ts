// requests.answer: an open request answered once, with its messages.

import type { RightsRequest } from '../../../../../lib/privacy';
import { ENQUEUE, type MessageArg } from '../fragments';
import { luaScript } from '../script';

export type AnswerKeys = {
  requests: string;
  open: string;
  /** Answered ones by when (ZSET). */
  done: string;
  box: string;
  due: string;
};

export type AnswerArgs = {
  id: string;
  answer: NonNullable<RightsRequest['answer']>;
  /** When it was answered (ms): its score. */
  atMs: string;
  messages: MessageArg[];
};

/** The answered request's JSON, or null when there was no open one. */
export const ANSWER = luaScript<AnswerKeys, AnswerArgs, unknown>({
  fragments: [ENQUEUE],
  body: `
local cur = redis.call('HGET', K.requests, A.id)
if not cur then return false end
local r = cjson.decode(cur)
if r.status ~= 'open' then return false end
r.status = 'answered'
r.answer = A.answer
local out = cjson.encode(r)
redis.call('HSET', K.requests, A.id, out)
redis.call('ZREM', K.open, A.id)
redis.call('ZADD', K.done, A.atMs, A.id)
enqueue(K.box, K.due, A.messages)
return out`,
});
