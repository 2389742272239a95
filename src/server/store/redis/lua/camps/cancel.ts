// camps.cancel: a registration cancelled (by the person, with their link's version, or by staff, who tell
// them), its places freed, and the waiting ones that now fit given their tokens and told, in one step.

import { luaScript } from '../script';
import { TELL, type CampDateKeys } from './tell';

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
  fragments: [TELL],
  body: `
local cur = redis.call('HGET', K.regs, A.id)
if not cur then return {0} end
local r = cjson.decode(cur)
if r.status == 'cancelled' then return {2} end
if A.version ~= nil and (r.link or 0) ~= A.version then return {3} end
local before = r.status
r.status = 'cancelled'
r.cancelledBy = A.by
r.link = (r.link or 0) + 1
local json = cjson.encode(r)
redis.call('HSET', K.regs, A.id, json)
redis.call('HINCRBY', K.phones, A.phone, -1)
if before == 'registered' then redis.call('HINCRBY', K.day, 'taken', -r.people) end
if A.by == 'staff' then tell(K.box, K.due, 'cancelled', r, A.now) end
local out = {1, json}
if redis.call('HGET', K.day, 'cancelled') ~= '1' then
  local capacity = tonumber(redis.call('HGET', K.day, 'capacity'))
  local taken = tonumber(redis.call('HGET', K.day, 'taken') or '0')
  for _, wid in ipairs(redis.call('ZRANGE', K.on, 0, -1)) do
    local wj = redis.call('HGET', K.regs, wid)
    if wj then
      local w = cjson.decode(wj)
      if w.status == 'waiting' and taken + w.people <= capacity then
        taken = taken + w.people
        w.status = 'registered'
        w.token = redis.call('HINCRBY', K.day, 'tokens', 1)
        local enc = cjson.encode(w)
        redis.call('HSET', K.regs, wid, enc)
        tell(K.box, K.due, 'promoted', w, A.now)
        out[#out + 1] = enc
      end
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
