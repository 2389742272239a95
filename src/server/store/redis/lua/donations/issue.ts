// donations.issueReceipt: a receipt for a pledge whose money is confirmed and which has none in force, its
// number INCR'd from its financial year's counter after every check (a refused issue takes no number), with
// its messages.

import { ENQUEUE, type MessageArg } from '../fragments';
import { luaScript } from '../script';

export type IssueKeys = {
  /** The donations' records. */
  rec: string;
  /** Receipt id -> JSON; -> its number; pledge id -> the receipt in force (HASHes). */
  receipts: string;
  seq: string;
  active: string;
  /** The financial year's counter. */
  counter: string;
  /** The year's receipts by number; the pledge's by when issued (ZSETs). */
  ofYear: string;
  ofPledge: string;
  box: string;
  due: string;
};

export type IssueArgs = {
  pledgeId: string;
  id: string;
  json: string;
  issuedMs: string;
  messages: MessageArg[];
};

export type IssueOutcome = { done: 'issued'; seq: number } | { done: 'missing' | 'unreceived' | 'issued-before' };

export const ISSUE = luaScript<IssueKeys, IssueArgs, unknown[], IssueOutcome>({
  fragments: [ENQUEUE],
  body: `
local cur = redis.call('HGET', K.rec, A.pledgeId)
if not cur then return {0} end
if cjson.decode(cur).received == nil then return {3} end
if redis.call('HEXISTS', K.active, A.pledgeId) == 1 then return {2} end
local seq = redis.call('INCR', K.counter)
redis.call('HSET', K.receipts, A.id, A.json)
redis.call('HSET', K.seq, A.id, seq)
redis.call('HSET', K.active, A.pledgeId, A.id)
redis.call('ZADD', K.ofYear, seq, A.id)
redis.call('ZADD', K.ofPledge, A.issuedMs, A.id)
enqueue(K.box, K.due, A.messages)
return {1, seq}`,
  parse: ([code, seq]) => {
    const n = Number(code);
    if (n === 1) return { done: 'issued', seq: Number(seq) };
    return { done: n === 0 ? 'missing' : n === 3 ? 'unreceived' : 'issued-before' };
  },
});
