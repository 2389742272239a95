// Fragments of the camps' scripts, each a change to a registration written in the step that makes it: its
// outbox messages (TELL) and its cancellation (CANCEL_REGISTRATION).

/**
 * `tell(box, due, kind, r, now)`: registration r's outbox messages about `kind`, due `now` (ms), into the
 * outbox HASH `box` and its due ZSET `due`, as ../../../port/camps campMessages makes them: `camp:<kind>/<id>`
 * by email (chosen, or an address given), `<channel>:camp:<kind>/<id>` on the phone channel chosen.
 */
export const TELL = `
local function put(box, due, mid, message, now)
  if redis.call('HSETNX', box, mid, cjson.encode(message)) == 1 then
    redis.call('ZADD', due, now, mid)
  end
end
local function tell(box, due, kind, r, now)
  local ref = kind .. '/' .. r.id
  local email = r.email
  if r.channel == 'email' or (type(email) == 'string' and email ~= '') then
    put(box, due, 'camp:' .. ref, {id = 'camp:' .. ref, type = 'camp', kind = cjson.null, ref = ref, createdMs = now}, now)
  end
  if r.channel == 'whatsapp' or r.channel == 'sms' then
    local mid = r.channel .. ':camp:' .. ref
    put(box, due, mid, {id = mid, type = 'camp', kind = cjson.null, ref = ref, createdMs = now, channel = r.channel}, now)
  end
end`;

/**
 * `cancelRegistration(regs, id, r, by)`: registration r (field `id` of the HASH `regs`) cancelled by `by`,
 * its link's version moved on so links sent before stop working; its JSON as written. Needs JSON_FIELD.
 */
export const CANCEL_REGISTRATION = `
local function cancelRegistration(regs, id, r, by)
  r.status = 'cancelled'
  r.cancelledBy = by
  r.link = (r.link or 0) + 1
  return writeJson(regs, id, r)
end`;

/** The keys of a camp date a write changes (../../keys camp:*), and the outbox's. */
export type CampDateKeys = {
  /** The date's HASH: capacity, taken, tokens, arrivals, cancelled. */
  day: string;
  /** Every registration (HASH id -> JSON). */
  regs: string;
  /** The date's registrations by arrival (ZSET). */
  on: string;
  /** How many registrations each phone (by its hidden key) holds on the date (HASH). */
  phones: string;
  box: string;
  due: string;
};
