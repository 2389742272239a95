// Lua functions that several scripts share, each a named fragment a script lists in luaScript({ fragments })
// (./script), with the TypeScript that packs its part of a script's arguments beside it.
//
//   CLOSED_REASON  closedReason(closuresKey, date, day, time): the clinic's closure of a slot
//   UNCHANGED      unchanged(json, read): a booking is still what the caller read
//   HITS           hitsOver(keys, hits), hitsCommit(keys, hits): rate-limit windows counted with a write
//   ENQUEUE        enqueue(boxKey, dueKey, messages): the outbox's part of a write
//   JSON_FIELD     readJson(hashKey, field), writeJson(hashKey, field, value): a record kept as JSON in a HASH

import type { OutboxMessage } from '../../port/outbox';
import type { WindowHit } from '../../port/limits';

/**
 * `closedReason(key, date, day, time)`: the reason the first closure in the closures HASH `key` (by first
 * date, then when added) closes `time` on `date` ('YYYY-MM-DD'; `day` its day number, for the weekday), or
 * nil. The same rule as lib/closures closedReason. The closures are read once per script.
 */
export const CLOSED_REASON = `
local WEEKDAYS = {'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'}
local closureRules = nil
local function closedReason(key, date, day, time)
  if closureRules == nil then
    closureRules = {}
    for _, v in ipairs(redis.call('HVALS', key)) do closureRules[#closureRules + 1] = cjson.decode(v) end
    table.sort(closureRules, function(a, b)
      if a.from ~= b.from then return a.from < b.from end
      if a.createdAt ~= b.createdAt then return a.createdAt < b.createdAt end
      return a.id < b.id
    end)
  end
  local weekday = WEEKDAYS[(day + 4) % 7 + 1]
  for _, r in ipairs(closureRules) do
    if date >= r.from and date <= r.to and (r.weekday == nil or r.weekday == weekday) then
      if r.slots == nil then return r.reason end
      for _, s in ipairs(r.slots) do if s == time then return r.reason end end
    end
  end
  return nil
end`;

/** What a caller read of a booking, for UNCHANGED: its date, time and status ('' for none). */
export interface ReadBooking {
  date: string;
  time: string;
  status: string;
}

export const readBooking = (b: { visitDate: string; visitTime: string; status?: string }) => ({
  date: b.visitDate,
  time: b.visitTime,
  status: b.status ?? '',
});

/** `unchanged(json, read)`: true when the booking in `json` still has the date, time and status `read` has. */
export const UNCHANGED = `
local function unchanged(json, read)
  local r = cjson.decode(json)
  return r.visitDate == read.date and r.visitTime == read.time and (r.status or '') == read.status
end`;

/** A window hit as a script counts it: its TTL (ms, as a string), amount, limit, and how it counts. */
export interface HitArg {
  ttl: string;
  by: number;
  limit: number;
  /** 'r' counts the request whatever happens; 'w' only with the write; 'h' like 'w', but past its limit the write is held, not refused. */
  counts: 'r' | 'w' | 'h';
}

/** The hits' part of a script's arguments (their counters are ../limits hitKeys, in the same order). */
export const hitArgs = (hits: readonly WindowHit[]): HitArg[] =>
  hits.map((h) => ({
    ttl: String(h.windowMs + 1000),
    by: h.by,
    limit: h.limit,
    counts: h.counts === 'request' ? 'r' : h.counts === 'hold' ? 'h' : 'w',
  }));

/**
 * Rate-limit windows counted with a write (WindowHit in ../../port/limits), on the same counters as limits.hit.
 * `hitsOver(keys, hits)` counts the 'r' hits and returns the first 'r' or 'w' hit (1-based) past its limit, or
 * 0, and sets `heldOver` when an 'h' hit would pass its limit; `hitsCommit(keys, hits)` counts the 'w' and
 * 'h' hits, once the write is done.
 */
export const HITS = `
local heldOver = false
local function hitCount(key, hit)
  local c = redis.call('INCRBY', key, hit.by)
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, hit.ttl) end
  return c
end
local function hitsOver(keys, hits)
  local over = 0
  for j, hit in ipairs(hits) do
    local c
    if hit.counts == 'r' then c = hitCount(keys[j], hit)
    else c = tonumber(redis.call('GET', keys[j]) or '0') + hit.by end
    if c > hit.limit then
      if hit.counts == 'h' then heldOver = true elseif over == 0 then over = j end
    end
  end
  return over
end
local function hitsCommit(keys, hits)
  for j, hit in ipairs(hits) do
    if hit.counts ~= 'r' then hitCount(keys[j], hit) end
  end
end`;

/** An outbox message as a script writes it: its id, when it is due (ms, as a string) and its JSON. */
export interface MessageArg {
  id: string;
  due: string;
  json: string;
}

/** The messages' part of a script's arguments. */
export const messageArgs = (messages: readonly { message: OutboxMessage; dueMs: number }[]): MessageArg[] =>
  messages.map(({ message, dueMs }) => ({ id: message.id, due: String(dueMs), json: JSON.stringify(message) }));

/**
 * `enqueue(box, due, messages)`: each message into the outbox HASH `box` and its due ZSET `due`, only when its
 * id is new (one submission never yields the same message twice); how many were new.
 */
export const ENQUEUE = `
local function enqueue(box, due, messages)
  local added = 0
  for _, m in ipairs(messages) do
    if redis.call('HSETNX', box, m.id, m.json) == 1 then
      redis.call('ZADD', due, m.due, m.id)
      added = added + 1
    end
  end
  return added
end`;

/**
 * A record kept as JSON in a HASH field: `readJson(hash, field)` decodes it (nil when there is none);
 * `writeJson(hash, field, value)` stores `value` encoded and returns that JSON (what most scripts answer).
 */
export const JSON_FIELD = `
local function readJson(hash, field)
  local cur = redis.call('HGET', hash, field)
  if not cur then return nil end
  return cjson.decode(cur)
end
local function writeJson(hash, field, value)
  local json = cjson.encode(value)
  redis.call('HSET', hash, field, json)
  return json
end`;
