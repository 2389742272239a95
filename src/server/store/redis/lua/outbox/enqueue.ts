// outbox.enqueue: one message, only when its id is new.

import { ENQUEUE, type MessageArg } from '../fragments';
import { luaScript } from '../script';
import type { OutboxKeys } from './keys';

/** True when the message was new. */
export const ENQUEUE_ONE = luaScript<Pick<OutboxKeys, 'box' | 'due'>, { message: MessageArg }, number, boolean>({
  fragments: [ENQUEUE],
  body: `return enqueue(K.box, K.due, {A.message})`,
  parse: (reply) => Number(reply) === 1,
});
