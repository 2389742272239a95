// requests.answer: an open request answered once, with its messages.

import type { RightsRequest } from '../../../../../lib/privacy';
import { ENQUEUE, JSON_FIELD, type MessageArg } from '../fragments';
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
  fragments: [JSON_FIELD, ENQUEUE],
  body: `
local r = readJson(K.requests, A.id)
if not r or r.status ~= 'open' then return false end
r.status = 'answered'
r.answer = A.answer
local out = writeJson(K.requests, A.id, r)
redis.call('ZREM', K.open, A.id)
redis.call('ZADD', K.done, A.atMs, A.id)
enqueue(K.box, K.due, A.messages)
return out`,
});
