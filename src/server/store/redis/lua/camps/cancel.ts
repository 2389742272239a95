// camps.cancel: a registration cancelled (by the person, with their link's version, or by staff, who tell
// them), its places freed, and the waiting ones that now fit given their tokens and told, in one step.

import { JSON_FIELD } from '../fragments';
import { luaScript } from '../script';
import { CANCEL_REGISTRATION, TELL, type CampDateKeys } from './tell';

export type CancelKeys = CampDateKeys;

export type CancelArgs = {
  id: string;
  by: 'person' | 'staff';
  /** Epoch ms: the messages' time. */
  now: number;
  /** The link's version the person used (none: staff, unchecked). */
  version?: number;
  /** The phone's hidden key. */
  phone: string;
};

export type CancelOutcome =
  | { done: 'missing' | 'cancelled' | 'stale' }
  /** The registration as cancelled, then the ones promoted (JSON each). */
  | { done: 'cancelled-now'; values: unknown[] };

export const CANCEL = luaScript<CancelKeys, CancelArgs, unknown[], CancelOutcome>({
  fragments: [JSON_FIELD, CANCEL_REGISTRATION, TELL],
  body: `
local r = readJson(K.regs, A.id)
if not r then return {0} end
if r.status == 'cancelled' then return {2} end
if A.version ~= nil and (r.link or 0) ~= A.version then return {3} end
local before = r.status
local json = cancelRegistration(K.regs, A.id, r, A.by)
redis.call('HINCRBY', K.phones, A.phone, -1)
if before == 'registered' then redis.call('HINCRBY', K.day, 'taken', -r.people) end
if A.by == 'staff' then tell(K.box, K.due, 'cancelled', r, A.now) end
local out = {1, json}
if redis.call('HGET', K.day, 'cancelled') ~= '1' then
  local capacity = tonumber(redis.call('HGET', K.day, 'capacity'))
  local taken = tonumber(redis.call('HGET', K.day, 'taken') or '0')
  for _, wid in ipairs(redis.call('ZRANGE', K.on, 0, -1)) do
    local w = readJson(K.regs, wid)
    if w and w.status == 'waiting' and taken + w.people <= capacity then
      taken = taken + w.people
      w.status = 'registered'
      w.token = redis.call('HINCRBY', K.day, 'tokens', 1)
      out[#out + 1] = writeJson(K.regs, wid, w)
      tell(K.box, K.due, 'promoted', w, A.now)
    end
  end
  redis.call('HSET', K.day, 'taken', taken)
end
return out`,
  parse: ([code, ...values]) => {
    const n = Number(code);
    if (n === 1) return { done: 'cancelled-now', values };
    return { done: n === 0 ? 'missing' : n === 2 ? 'cancelled' : 'stale' };
  },
});
