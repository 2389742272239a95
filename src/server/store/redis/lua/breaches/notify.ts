// breaches.notify: the affected people's notices into the outbox, and how many were new counted on the breach.

import { ENQUEUE, type MessageArg } from '../fragments';
import { luaScript } from '../script';

export type NotifyKeys = { breaches: string; box: string; due: string };

export type NotifyArgs = { id: string; atMs: number; messages: MessageArg[] };

/** The breach's JSON after the change, or null when there is none. */
export const NOTIFY = luaScript<NotifyKeys, NotifyArgs, unknown>({
  fragments: [ENQUEUE],
  body: `
local cur = redis.call('HGET', K.breaches, A.id)
if not cur then return false end
local b = cjson.decode(cur)
local added = enqueue(K.box, K.due, A.messages)
b.notified = (tonumber(b.notified) or 0) + added
b.notifiedMs = A.atMs
local out = cjson.encode(b)
redis.call('HSET', K.breaches, A.id, out)
return out`,
});
