import { embeddedOutbox } from '../embedded/outbox';
import { redisOutbox } from '../redis/outbox';
import { part } from './part';

export const outboxPart = part('outbox', redisOutbox, (c) => embeddedOutbox(c.db, c.outboxSql));
