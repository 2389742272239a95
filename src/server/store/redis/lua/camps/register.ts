// camps.register: a registration takes the next token of its date when its people fit the places left, else
// it waits; past its phone's share of the date, or a 'hold' hit, it is stored held. With its hits and its
// outbox messages, in one step; a date called off takes none.

import type { CampDraft } from '../../../port/camps';
import { ENQUEUE, HITS, type HitArg, type MessageArg } from '../fragments';
import { luaScript } from '../script';
import type { CampDateKeys } from './tell';

export type RegisterKeys = CampDateKeys & {
  /** The camp's dates (ZSET by day number). */
  dates: string;
  /** The hits' counters, in the order of `hits`. */
  hits: string[];
};

export type RegisterArgs = {
  draft: CampDraft;
  /** The date's places (kept from the first registration on). */
  capacity: number;
  /** A phone's share of the date (0: none), and the phone's hidden key. */
  phonePerDate: number;
  phone: string;
  /** The date and its day number. */
  date: string;
  day: number;
  hits: HitArg[];
  messages: MessageArg[];
};

export type RegisterOutcome =
  { done: 'full'; hit: number } | { done: 'called-off' } | { done: 'stored'; json: unknown };

export const REGISTER = luaScript<RegisterKeys, RegisterArgs, unknown[], RegisterOutcome>({
  fragments: [HITS, ENQUEUE],
  body: `
local over = hitsOver(K.hits, A.hits)
if over > 0 then return {2, over} end
if redis.call('HSETNX', K.day, 'capacity', A.capacity) == 1 then redis.call('ZADD', K.dates, A.day, A.date) end
if redis.call('HGET', K.day, 'cancelled') == '1' then return {0} end
local r = A.draft
if A.phonePerDate > 0 and tonumber(redis.call('HGET', K.phones, A.phone) or '0') >= A.phonePerDate then r.held = 'phone'
elseif heldOver then r.held = 'network' end
local capacity = tonumber(redis.call('HGET', K.day, 'capacity'))
local taken = tonumber(redis.call('HGET', K.day, 'taken') or '0')
if taken + r.people <= capacity then
  r.status = 'registered'
  r.token = redis.call('HINCRBY', K.day, 'tokens', 1)
  redis.call('HINCRBY', K.day, 'taken', r.people)
else
  r.status = 'waiting'
end
local arrival = redis.call('HINCRBY', K.day, 'arrivals', 1)
redis.call('HINCRBY', K.phones, A.phone, 1)
local json = cjson.encode(r)
redis.call('HSET', K.regs, r.id, json)
redis.call('ZADD', K.on, arrival, r.id)
hitsCommit(K.hits, A.hits)
enqueue(K.box, K.due, A.messages)
return {1, json}`,
  parse: ([code, value]) =>
    Number(code) === 2
      ? { done: 'full', hit: Number(value) - 1 }
      : Number(code) === 0
        ? { done: 'called-off' }
        : { done: 'stored', json: value },
});
