// requests.create: a rights request, waiting for its code (by when it was made) or open (by when it is due),
// with its messages (the code), once per id.

import { ENQUEUE, type MessageArg } from '../fragments';
import { luaScript } from '../script';

export type CreateKeys = {
  /** id -> request JSON (HASH); unverified ones by when made, open ones by when due (ZSETs). */
  requests: string;
  made: string;
  open: string;
  box: string;
  due: string;
};

export type CreateArgs = {
  id: string;
  json: string;
  status: string;
  createdMs: string;
  dueMs: string;
  messages: MessageArg[];
};

export const CREATE = luaScript<CreateKeys, CreateArgs, number>({
  fragments: [ENQUEUE],
  body: `
if redis.call('HSETNX', K.requests, A.id, A.json) == 0 then return 0 end
if A.status == 'unverified' then
  redis.call('ZADD', K.made, A.createdMs, A.id)
else
  redis.call('ZADD', K.open, A.dueMs, A.id)
end
enqueue(K.box, K.due, A.messages)
return 1`,
});
