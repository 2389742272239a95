// The camps' Lua scripts (./camps): each write one script, so places, tokens, the waiting list and the
// outbox messages change together. Keys are laid out in ./keys (camp:*).

import { ENQUEUE, HITS } from './scripts';

/**
 * Lua: `tell(kind, r)` writes registration r's outbox messages about `kind`, due now, as ../port/camps
 * campMessages does: `camp:<kind>/<id>` by email (chosen, or an address given), `<channel>:camp:<kind>/<id>`
 * on the phone channel chosen.
 */
const TELL = (box: number) => `
local function put(mid, message, now)
  if redis.call('HSETNX', KEYS[${box}], mid, cjson.encode(message)) == 1 then
    redis.call('ZADD', KEYS[${box + 1}], now, mid)
  end
end
local function tell(kind, r, now)
  local ref = kind .. '/' .. r.id
  local email = r.email
  if r.channel == 'email' or (type(email) == 'string' and email ~= '') then
    put('camp:' .. ref, {id = 'camp:' .. ref, type = 'camp', kind = cjson.null, ref = ref, createdMs = now}, now)
  end
  if r.channel == 'whatsapp' or r.channel == 'sms' then
    local mid = r.channel .. ':camp:' .. ref
    put(mid, {id = mid, type = 'camp', kind = cjson.null, ref = ref, createdMs = now, channel = r.channel}, now)
  end
end`;

// KEYS: day, regs, on, phones, dates, outbox, outbox:due, then the hits' counters.
// ARGV: id, draft JSON, capacity, people, phone's share per date (0 none), phone key, day number, date,
//       the hits (HITS, from ARGV[9]), then the messages (id, due, JSON).
// Returns {2, full hit} nothing written; {0} the date is called off; {1, registration JSON}.
export const REGISTER = `
${HITS}
local over = hitsOver(8, 9)
if over > 0 then return {2, over} end
if redis.call('HSETNX', KEYS[1], 'capacity', ARGV[3]) == 1 then redis.call('ZADD', KEYS[5], ARGV[7], ARGV[8]) end
if redis.call('HGET', KEYS[1], 'cancelled') == '1' then return {0} end
local r = cjson.decode(ARGV[2])
local perDate = tonumber(ARGV[5])
if perDate > 0 and tonumber(redis.call('HGET', KEYS[4], ARGV[6]) or '0') >= perDate then r.held = 'phone'
elseif heldOver then r.held = 'network' end
local capacity = tonumber(redis.call('HGET', KEYS[1], 'capacity'))
local taken = tonumber(redis.call('HGET', KEYS[1], 'taken') or '0')
local people = tonumber(ARGV[4])
if taken + people <= capacity then
  r.status = 'registered'
  r.token = redis.call('HINCRBY', KEYS[1], 'tokens', 1)
  redis.call('HINCRBY', KEYS[1], 'taken', people)
else
  r.status = 'waiting'
end
local arrival = redis.call('HINCRBY', KEYS[1], 'arrivals', 1)
redis.call('HINCRBY', KEYS[4], ARGV[6], 1)
local json = cjson.encode(r)
redis.call('HSET', KEYS[2], ARGV[1], json)
redis.call('ZADD', KEYS[3], arrival, ARGV[1])
hitsCommit(8, 9)
${ENQUEUE('10 + 4 * tonumber(ARGV[9])', '6')}
return {1, json}`;

// KEYS: regs, day, on, phones, outbox, outbox:due
// ARGV: id, by ('person' | 'staff'), now (ms), the link's version ('' unchecked), phone key.
// Returns {0} missing, {2} already cancelled, {3} stale link, {1, the registration, the promoted ones...}.
export const CANCEL = `
${TELL(5)}
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return {0} end
local r = cjson.decode(cur)
if r.status == 'cancelled' then return {2} end
if ARGV[4] ~= '' and (r.link or 0) ~= tonumber(ARGV[4]) then return {3} end
local was = r.status
local now = tonumber(ARGV[3])
r.status = 'cancelled'
r.cancelledBy = ARGV[2]
r.link = (r.link or 0) + 1
local json = cjson.encode(r)
redis.call('HSET', KEYS[1], ARGV[1], json)
redis.call('HINCRBY', KEYS[4], ARGV[5], -1)
if was == 'registered' then redis.call('HINCRBY', KEYS[2], 'taken', -r.people) end
if ARGV[2] == 'staff' then tell('cancelled', r, now) end
local out = {1, json}
if redis.call('HGET', KEYS[2], 'cancelled') ~= '1' then
  local capacity = tonumber(redis.call('HGET', KEYS[2], 'capacity'))
  local taken = tonumber(redis.call('HGET', KEYS[2], 'taken') or '0')
  for _, wid in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
    local wj = redis.call('HGET', KEYS[1], wid)
    if wj then
      local w = cjson.decode(wj)
      if w.status == 'waiting' and taken + w.people <= capacity then
        taken = taken + w.people
        w.status = 'registered'
        w.token = redis.call('HINCRBY', KEYS[2], 'tokens', 1)
        local enc = cjson.encode(w)
        redis.call('HSET', KEYS[1], wid, enc)
        tell('promoted', w, now)
        out[#out + 1] = enc
      end
    end
  end
  redis.call('HSET', KEYS[2], 'taken', taken)
end
return out`;

// KEYS: day, regs, on, phones, dates, outbox, outbox:due; ARGV: capacity, now (ms), day number, date.
// Returns the registrations it cancelled (JSON each).
export const CANCEL_DATE = `
${TELL(6)}
if redis.call('HSETNX', KEYS[1], 'capacity', ARGV[1]) == 1 then redis.call('ZADD', KEYS[5], ARGV[3], ARGV[4]) end
redis.call('HSET', KEYS[1], 'cancelled', '1', 'taken', 0)
local now = tonumber(ARGV[2])
local out = {}
for _, id in ipairs(redis.call('ZRANGE', KEYS[3], 0, -1)) do
  local j = redis.call('HGET', KEYS[2], id)
  if j then
    local r = cjson.decode(j)
    if r.status ~= 'cancelled' then
      r.status = 'cancelled'
      r.cancelledBy = 'date'
      r.link = (r.link or 0) + 1
      local enc = cjson.encode(r)
      redis.call('HSET', KEYS[2], id, enc)
      tell('called-off', r, now)
      out[#out + 1] = enc
    end
  end
end
redis.call('DEL', KEYS[4])
return out`;

// KEYS: regs; ARGV: id, '1' came or '0'. Returns the registration's JSON, or false when there is none.
export const MARK_CAME = `
local j = redis.call('HGET', KEYS[1], ARGV[1])
if not j then return false end
local r = cjson.decode(j)
r.came = ARGV[2] == '1'
local enc = cjson.encode(r)
redis.call('HSET', KEYS[1], ARGV[1], enc)
return enc`;

// KEYS: regs, then one or more `on` ZSETs. Returns every registration of those dates (JSON), by arrival.
export const ON_DATES = `
local out = {}
for i = 2, #KEYS do
  for _, id in ipairs(redis.call('ZRANGE', KEYS[i], 0, -1)) do
    local j = redis.call('HGET', KEYS[1], id)
    if j then out[#out + 1] = j end
  end
end
return out`;

// KEYS: day. A flat list of field, value (HGETALL through a script: the REST client's cannot read an empty hash).
export const DAY = `return redis.call('HGETALL', KEYS[1])`;
