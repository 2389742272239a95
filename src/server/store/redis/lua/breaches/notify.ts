// breaches.notify: the affected people's notices into the outbox, and how many were new counted on the breach.

import { ENQUEUE, JSON_FIELD, type MessageArg } from '../fragments';
import { luaScript } from '../script';

export type NotifyKeys = { breaches: string; box: string; due: string };

export type NotifyArgs = { id: string; atMs: number; messages: MessageArg[] };

/** The breach's JSON after the change, or null when there is none. */
export const NOTIFY = luaScript<NotifyKeys, NotifyArgs, unknown>({
  fragments: [JSON_FIELD, ENQUEUE],
  body: `
local b = readJson(K.breaches, A.id)
if not b then return false end
local added = enqueue(K.box, K.due, A.messages)
b.notified = (tonumber(b.notified) or 0) + added
b.notifiedMs = A.atMs
return writeJson(K.breaches, A.id, b)`,
});
