// processing.add: one line of the processing log, in the log by time and in its subject's own.

import { luaScript } from '../script';

export type LogKeys = {
  /** Every line by time (ZSET). */
  log: string;
  /** The subject's lines (ZSET); none for a line without a subject. */
  own?: string;
};

export const LOG = luaScript<LogKeys, { atMs: string; line: string }, number>({
  body: `
redis.call('ZADD', K.log, A.atMs, A.line)
if K.own then redis.call('ZADD', K.own, A.atMs, A.line) end
return 1`,
});
