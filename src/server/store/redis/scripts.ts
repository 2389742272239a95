// The Redis adapter's Lua scripts (./index): each multi-key step runs as one script, so it is atomic.
// Keys and arguments are listed above each script; the key layout is described in ./keys. The outbox's own
// scripts are in ./outbox; a submission's messages are written by the submission's script (ADD, RESERVE).

/**
 * Lua: `closedReason(date, day, time, key)`: the reason the first closure in KEYS[key] (by first date, then
 * when added) closes `time` on `date` ('YYYY-MM-DD'; `day` its day number, for the weekday), or nil. The same
 * rule as lib/closures closedReason.
 */
export const CLOSED = `
local WEEKDAYS = {'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'}
local closureRules = nil
local function closedReason(date, day, time, key)
  if closureRules == nil then
    closureRules = {}
    for _, v in ipairs(redis.call('HVALS', KEYS[key])) do closureRules[#closureRules + 1] = cjson.decode(v) end
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

// A move or a status (./bookings) changes a booking's record, its slot and its phone index (a move: its search
// text too) in one script, after checking that the record is still what the caller read (else the caller
// reads again).

/** Lua: true when the booking in `cur` (JSON) still has the date, time and status the caller read. */
const UNCHANGED = `
local function unchanged(cur, date, time, status)
  local r = cjson.decode(cur)
  return r.pappointmentDate == date and r.pappointmentTime == time and (r.status or '') == status
end`;

// KEYS: rec:bookings, find:bookings, slots:<new date>, slots:<old date>, phone:<hash>, closures
// ARGV: id, old date, old time, old status, new JSON, new search text, new time, new date, new day number,
//       the phone's per-day limit (0: none), the new JSON held ('phone'), the held one's search text
// Returns {1} moved, {1, 'held'} moved and held (past the phone's per-day limit on the new date), {0} gone,
// {5} changed meanwhile, {3} taken, {4, reason} closed.
export const MOVE = `
${CLOSED}
${UNCHANGED}
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return {0} end
if not unchanged(cur, ARGV[2], ARGV[3], ARGV[4]) then return {5} end
local reason = closedReason(ARGV[8], tonumber(ARGV[9]), ARGV[7], 6)
if reason then return {4, reason} end
if redis.call('HEXISTS', KEYS[3], ARGV[7]) == 1 then return {3} end
local json, search, out = ARGV[5], ARGV[6], {1}
local perDay = tonumber(ARGV[10])
if perDay > 0 then
  local others = redis.call('ZCOUNT', KEYS[5], ARGV[9], ARGV[9])
  if tonumber(redis.call('ZSCORE', KEYS[5], ARGV[1])) == tonumber(ARGV[9]) then others = others - 1 end
  if others + 1 > perDay then json, search, out = ARGV[11], ARGV[12], {1, 'held'} end
end
if redis.call('HGET', KEYS[4], ARGV[3]) == ARGV[1] then redis.call('HDEL', KEYS[4], ARGV[3]) end
redis.call('HSET', KEYS[3], ARGV[7], ARGV[1])
redis.call('HSET', KEYS[1], ARGV[1], json)
redis.call('HSET', KEYS[2], ARGV[1], search)
redis.call('ZADD', KEYS[5], ARGV[9], ARGV[1])
return out`;

// KEYS: rec:bookings, slots:<date>, phone:<hash>
// ARGV: id, date, time, old status, new JSON, '1' to free the slot
// Returns 1 marked, 0 gone, 5 changed meanwhile. The search text stays (a visit's status is not searchable).
export const MARK = `
${UNCHANGED}
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return 0 end
if not unchanged(cur, ARGV[2], ARGV[3], ARGV[4]) then return 5 end
if ARGV[6] == '1' then
  if redis.call('HGET', KEYS[2], ARGV[3]) == ARGV[1] then redis.call('HDEL', KEYS[2], ARGV[3]) end
  redis.call('ZREM', KEYS[3], ARGV[1])
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[5])
return 1`;

// The outbox's part of a write (./outbox): messages from ARGV[from] on, three arguments each (id,
// due ms, JSON), into KEYS[box] (HASH) and KEYS[box + 1] (the due ZSET), each only if its id is new.
export const ENQUEUE = (from: string, box: string) => `
for i = ${from}, #ARGV, 3 do
  if redis.call('HSETNX', KEYS[${box}], ARGV[i], ARGV[i + 2]) == 1 then
    redis.call('ZADD', KEYS[${box} + 1], ARGV[i + 1], ARGV[i])
  end
end`;

// Rate-limit windows counted with a write (WindowHit in ../port), the same counters as RATE. KEYS from k:
// one per hit; ARGV[a]: how many, then per hit: TTL (ms), amount, limit, 'r' (counts the request whatever
// happens), 'w' (counts only with the write) or 'h' (like 'w'; past its limit the write is held, not
// refused). hitsOver counts the 'r' hits and returns the first 'r' or 'w' hit (1-based) past its limit, or
// 0, and sets heldOver when an 'h' hit would pass; hitsCommit counts the 'w' and 'h' hits with the write.
export const HITS = `
local heldOver = false
local function hitCount(key, b)
  local c = redis.call('INCRBY', key, ARGV[b + 1])
  if redis.call('PTTL', key) < 0 then redis.call('PEXPIRE', key, ARGV[b]) end
  return c
end
local function hitsOver(k, a)
  local over = 0
  for j = 1, tonumber(ARGV[a]) do
    local key, b = KEYS[k + j - 1], a + 1 + (j - 1) * 4
    local c
    if ARGV[b + 3] == 'r' then c = hitCount(key, b)
    else c = tonumber(redis.call('GET', key) or '0') + tonumber(ARGV[b + 1]) end
    if c > tonumber(ARGV[b + 2]) then
      if ARGV[b + 3] == 'h' then heldOver = true elseif over == 0 then over = j end
    end
  end
  return over
end
local function hitsCommit(k, a)
  for j = 1, tonumber(ARGV[a]) do
    local b = a + 1 + (j - 1) * 4
    if ARGV[b + 3] ~= 'r' then hitCount(KEYS[k + j - 1], b) end
  end
end`;

// KEYS: rec, idx, find, outbox, outbox:due, indexed, then the hits' counters, then the record's lookup ZSETs
// (./lookups); ARGV: id, score, record JSON, search text, kind, the hits (HITS, from ARGV[6]), then the
// messages. Returns 0 (stored) or the full hit (nothing stored). The kind's first record marks it indexed.
export const ADD = `
${HITS}
local over = hitsOver(7, 6)
if over > 0 then return over end
if redis.call('ZCARD', KEYS[2]) == 0 then redis.call('HSETNX', KEYS[6], ARGV[5], 'done') end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[4])
for i = 7 + tonumber(ARGV[6]), #KEYS do redis.call('ZADD', KEYS[i], ARGV[2], ARGV[1]) end
hitsCommit(7, 6)
${ENQUEUE('7 + 4 * tonumber(ARGV[6])', '4')}
return 0`;

// KEYS: rec, idx, find; ARGV: highest score ('+inf' or the cursor's), cursor id ('' for none),
// search text ('' for all), limit, byte cap.
// Newest first (equal scores: the larger id first, as ZREVRANGEBYSCORE orders them), skipping the cursor's
// record and those before it; records without search text (written before it existed) are searched in
// their lower-cased JSON. Returns {total, next score or '', next id or '', record JSON...}.
export const PAGE = `
local maxScore, afterId, needle = ARGV[1], ARGV[2], ARGV[3]
local limit, maxBytes = tonumber(ARGV[4]), tonumber(ARGV[5])
local cursorScore = tonumber(maxScore)
local out = {redis.call('ZCARD', KEYS[2]), '', ''}
local count, bytes, lastScore, lastId = 0, 0, '', ''
local batch = 500
if needle == '' then batch = limit + 1 end
local offset = 0
while true do
  local ids = redis.call('ZREVRANGEBYSCORE', KEYS[2], maxScore, '-inf', 'WITHSCORES', 'LIMIT', offset, batch)
  if #ids == 0 then return out end
  for i = 1, #ids, 2 do
    local id, score = ids[i], ids[i + 1]
    if afterId == '' or tonumber(score) ~= cursorScore or id < afterId then
      local found = true
      if needle ~= '' then
        local text = redis.call('HGET', KEYS[3], id)
        if not text then text = string.lower(redis.call('HGET', KEYS[1], id) or '') end
        found = string.find(text, needle, 1, true) ~= nil
      end
      if found then
        local value = redis.call('HGET', KEYS[1], id)
        if value then
          if count >= limit or (count > 0 and bytes + #value > maxBytes) then
            out[2], out[3] = lastScore, lastId
            return out
          end
          out[#out + 1] = value
          count, bytes, lastScore, lastId = count + 1, bytes + #value, score, id
        end
      end
    end
  end
  offset = offset + batch
end`;

// KEYS: rec, idx, find, for a booking slots:<date> and phone:<hash>, then the record's lookup ZSETs (./lookups)
// ARGV: id, for a booking the date and time it was read with.
// Returns 1 deleted, 0 gone, 5 (a booking) moved meanwhile: the caller reads it again.
export const DELETE = `
local cur = redis.call('HGET', KEYS[1], ARGV[1])
if not cur then return 0 end
local from = 4
if ARGV[2] then
  local r = cjson.decode(cur)
  if r.pappointmentDate ~= ARGV[2] or r.pappointmentTime ~= ARGV[3] then return 5 end
  if redis.call('HGET', KEYS[4], ARGV[3]) == ARGV[1] then redis.call('HDEL', KEYS[4], ARGV[3]) end
  redis.call('ZREM', KEYS[5], ARGV[1])
  from = 6
end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('HDEL', KEYS[3], ARGV[1])
for i = from, #KEYS do redis.call('ZREM', KEYS[i], ARGV[1]) end
return 1`;

// KEYS: rec:bookings, idx:bookings, regseq:<year>, find:bookings, slots:<date> per item, phone:<hash> per item,
//       outbox, outbox:due, the hits' counters, closures, indexed, then each item's lookup ZSETs (./lookups)
// ARGV: n, score, today's day number, per-day limit, ahead limit (0 = none),
//       then per item (S = 9 each): time, id, mode ('assign' | 'given'), prefix or value, head, tail, day
//       number, search text (the register number, lower-cased, is added to it here), how many lookup ZSETs;
//       the hits (HITS); the messages
// Returns {1, regno..., hold...} (hold: 'phone', 'network' or '' per item: the item past its phone's limits,
// or every item past a 'h' hit, is stored held), {3, hit} (a window is full), {4, item, reason} (the clinic
// closed the slot) or {0, item} (slot taken).
export const RESERVE = `
${HITS}
${CLOSED}
local S = 9
local n = tonumber(ARGV[1])
local hk, ha = 7 + 2 * n, 6 + n * S
local over = hitsOver(hk, ha)
if over > 0 then return {3, over} end
local ck = hk + tonumber(ARGV[ha])
for i = 1, n do
  local reason = closedReason(string.sub(KEYS[4 + i], -10), tonumber(ARGV[12 + (i - 1) * S]), ARGV[6 + (i - 1) * S], ck)
  if reason then return {4, i, reason} end
end
local today, perDay, ahead = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local hold = {}
for i = 1, n do hold[i] = heldOver and 'network' or '' end
local seen = {}
for i = 1, n do
  local key = KEYS[4 + i]
  local time = ARGV[6 + (i - 1) * S]
  local mark = key .. '|' .. time
  if seen[mark] or redis.call('HEXISTS', key, time) == 1 then return {0, i} end
  seen[mark] = true
end
if perDay > 0 or ahead > 0 then
  local held, onDay = {}, {}
  for i = 1, n do
    local pk = KEYS[4 + n + i]
    local day = tonumber(ARGV[12 + (i - 1) * S])
    if held[pk] == nil then
      redis.call('ZREMRANGEBYSCORE', pk, '-inf', '(' .. today)
      held[pk] = redis.call('ZCARD', pk)
    end
    held[pk] = held[pk] + 1
    local dk = pk .. '|' .. day
    if onDay[dk] == nil then onDay[dk] = redis.call('ZCOUNT', pk, day, day) end
    onDay[dk] = onDay[dk] + 1
    if (ahead > 0 and held[pk] > ahead) or (perDay > 0 and onDay[dk] > perDay) then hold[i] = 'phone' end
  end
end
if redis.call('ZCARD', KEYS[2]) == 0 then redis.call('HSETNX', KEYS[ck + 1], 'bookings', 'done') end
local lk = ck + 2
local out = {1}
for i = 1, n do
  local b = 5 + (i - 1) * S
  local time, id, mode, v, head, tail, day = ARGV[b + 1], ARGV[b + 2], ARGV[b + 3], ARGV[b + 4], ARGV[b + 5], ARGV[b + 6], ARGV[b + 7]
  local regno = v
  if mode == 'assign' then
    regno = v .. string.format('%03d', redis.call('INCR', KEYS[3]))
  end
  redis.call('HSET', KEYS[4 + i], time, id)
  if hold[i] ~= '' then tail = ',"held":"' .. hold[i] .. '"' .. tail end
  redis.call('HSET', KEYS[1], id, head .. '"' .. regno .. '"' .. tail)
  redis.call('HSET', KEYS[4], id, ARGV[b + 8] .. '\\n' .. string.lower(regno))
  redis.call('ZADD', KEYS[2], ARGV[2], id)
  redis.call('ZADD', KEYS[4 + n + i], day, id)
  for _ = 1, tonumber(ARGV[b + 9]) do
    redis.call('ZADD', KEYS[lk], ARGV[2], id)
    lk = lk + 1
  end
  out[#out + 1] = regno
end
for i = 1, n do out[#out + 1] = hold[i] end
hitsCommit(hk, ha)
${ENQUEUE('ha + 1 + 4 * tonumber(ARGV[ha])', '5 + 2 * n')}
return out`;

// KEYS: rl:<key>:<window>; ARGV: window length + 1 s (ms), amount to add (1 counts a hit, -1 takes one back)
export const RATE = `
local c = redis.call('INCRBY', KEYS[1], tonumber(ARGV[2]))
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return c`;

// A request that writes nothing counts its hits in one step, as a refused write does. KEYS: the hits'
// counters; ARGV: the hits (HITS, from ARGV[1]). Returns the first hit past its limit (1-based) or 0.
export const RATES = `${HITS}
return hitsOver(1, 1)`;

// Retention. KEYS: rec, idx; ARGV: before (ms, exclusive), offset, limit. The records received before a
// time, oldest first (ties by id, as a ZSET orders them), one page.
export const CREATED_BEFORE = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', '(' .. ARGV[1], 'LIMIT', tonumber(ARGV[2]), tonumber(ARGV[3]))
if #ids == 0 then return {} end
local out = {}
for _, v in ipairs(redis.call('HMGET', KEYS[1], unpack(ids))) do if v then out[#out + 1] = v end end
return out`;
