// bookings.reserve: every slot of a request or none. In one step: the request's rate-limit hits (a full
// window refuses it), the clinic's closures, the slots (each free, none twice in the request), the phone's
// limits (an item past them is stored held, 'phone'; every item past a 'hold' hit, 'network'), register
// numbers from the year's counter, the records with their search texts and lookups, and the outbox messages.

import { CLOSED_REASON, ENQUEUE, HITS, type HitArg, type MessageArg } from '../fragments';
import { luaScript } from '../script';

export type ReserveKeys = {
  /** The bookings' records, time index and search texts. */
  rec: string;
  idx: string;
  find: string;
  /** The year's register counter. */
  regseq: string;
  box: string;
  due: string;
  closures: string;
  /** The hits' counters, in the order of `hits`. */
  hits: string[];
  /** Per item: its date's slots HASH, its phone's ZSET (by day number), its lookup ZSETs (../../lookups). */
  slots: string[];
  phones: string[];
  lookups: string[][];
};

export interface ReserveItem {
  id: string;
  date: string;
  time: string;
  /** The date's day number (the phone ZSET's score). */
  day: number;
  /** 'assign': `value` is the prefix of a new number from the counter; 'given': `value` is the number. */
  register: { mode: 'assign' | 'given'; value: string };
  /** The record's JSON around its register number: head + '"<number>"' + tail. */
  head: string;
  tail: string;
  /** The search text without the register number (the script adds it, lower-cased, on a line of its own). */
  search: string;
}

export type ReserveArgs = {
  /** createdAt, epoch ms. */
  score: string;
  /** Phone limits: today's day number, per day and ahead (0: none). */
  today: number;
  perDay: number;
  ahead: number;
  items: ReserveItem[];
  hits: HitArg[];
  messages: MessageArg[];
};

type Reply = unknown[];

export type ReserveOutcome =
  /** Each item's register number and hold ('phone', 'network' or none). */
  | { done: 'stored'; registers: string[]; holds: ('phone' | 'network' | null)[] }
  /** Nothing stored: the hit (0-based) is full. */
  | { done: 'full'; hit: number }
  /** Nothing stored: the item (0-based) wants a closed slot, or a taken one. */
  | { done: 'closed'; item: number; reason: string }
  | { done: 'taken'; item: number };

export const RESERVE = luaScript<ReserveKeys, ReserveArgs, Reply, ReserveOutcome>({
  fragments: [HITS, CLOSED_REASON, ENQUEUE],
  body: `
local items = A.items
local over = hitsOver(K.hits, A.hits)
if over > 0 then return {3, over} end
for i, item in ipairs(items) do
  local reason = closedReason(K.closures, item.date, item.day, item.time)
  if reason then return {4, i, reason} end
end
local hold = {}
for i = 1, #items do hold[i] = heldOver and 'network' or '' end
local seen = {}
for i, item in ipairs(items) do
  local mark = K.slots[i] .. '|' .. item.time
  if seen[mark] or redis.call('HEXISTS', K.slots[i], item.time) == 1 then return {0, i} end
  seen[mark] = true
end
if A.perDay > 0 or A.ahead > 0 then
  local held, onDay = {}, {}
  for i, item in ipairs(items) do
    local pk = K.phones[i]
    if held[pk] == nil then
      redis.call('ZREMRANGEBYSCORE', pk, '-inf', '(' .. A.today)
      held[pk] = redis.call('ZCARD', pk)
    end
    held[pk] = held[pk] + 1
    local dk = pk .. '|' .. item.day
    if onDay[dk] == nil then onDay[dk] = redis.call('ZCOUNT', pk, item.day, item.day) end
    onDay[dk] = onDay[dk] + 1
    if (A.ahead > 0 and held[pk] > A.ahead) or (A.perDay > 0 and onDay[dk] > A.perDay) then hold[i] = 'phone' end
  end
end
local out = {1}
for i, item in ipairs(items) do
  local regno = item.register.value
  if item.register.mode == 'assign' then
    regno = regno .. string.format('%03d', redis.call('INCR', K.regseq))
  end
  local tail = item.tail
  if hold[i] ~= '' then tail = ',"held":"' .. hold[i] .. '"' .. tail end
  redis.call('HSET', K.slots[i], item.time, item.id)
  redis.call('HSET', K.rec, item.id, item.head .. '"' .. regno .. '"' .. tail)
  redis.call('HSET', K.find, item.id, item.search .. '\\n' .. string.lower(regno))
  redis.call('ZADD', K.idx, A.score, item.id)
  redis.call('ZADD', K.phones[i], item.day, item.id)
  for _, key in ipairs(K.lookups[i]) do redis.call('ZADD', key, A.score, item.id) end
  out[#out + 1] = regno
end
for i = 1, #items do out[#out + 1] = hold[i] end
hitsCommit(K.hits, A.hits)
enqueue(K.box, K.due, A.messages)
return out`,
  parse: (reply) => {
    const code = Number(reply[0]);
    if (code === 3) return { done: 'full', hit: Number(reply[1]) - 1 };
    if (code === 4) return { done: 'closed', item: Number(reply[1]) - 1, reason: String(reply[2]) };
    if (code === 0) return { done: 'taken', item: Number(reply[1]) - 1 };
    const n = (reply.length - 1) / 2;
    return {
      done: 'stored',
      registers: reply.slice(1, n + 1).map(String),
      holds: reply.slice(n + 1).map((h) => (h === 'phone' || h === 'network' ? h : null)),
    };
  },
});
