import { embeddedBreaches } from '../embedded/breaches';
import { redisBreaches } from '../redis/breaches';
import { part } from './part';

export const breachesPart = part('breaches', redisBreaches, (c) => embeddedBreaches(c.db, c.outboxSql));
