// donations.cancelReceipt: a receipt's cancellation written beside it (never over it), once; its pledge has no
// receipt in force after it.

import { luaScript } from '../script';

export type CancelKeys = { receipts: string; cancel: string; active: string };

export type CancelArgs = { id: string; pledgeId: string; cancellation: string };

/** 1 cancelled, 0 no such receipt, 2 already cancelled. */
export const CANCEL = luaScript<CancelKeys, CancelArgs, number, 'cancelled' | 'missing' | 'cancelled-before'>({
  body: `
if redis.call('HEXISTS', K.receipts, A.id) == 0 then return 0 end
if redis.call('HSETNX', K.cancel, A.id, A.cancellation) == 0 then return 2 end
if redis.call('HGET', K.active, A.pledgeId) == A.id then redis.call('HDEL', K.active, A.pledgeId) end
return 1`,
  parse: (reply) => (Number(reply) === 1 ? 'cancelled' : Number(reply) === 0 ? 'missing' : 'cancelled-before'),
});
