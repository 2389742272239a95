import { embeddedRequests } from '../embedded/requests';
import { redisRequests } from '../redis/requests';
import { part } from './part';

export const requestsPart = part('requests', redisRequests, (c) => embeddedRequests(c.db, c.outboxSql));
