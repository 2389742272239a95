import { embeddedCamps } from '../embedded/camps';
import { redisCamps } from '../redis/camps';
import { part } from './part';

export const campsPart = part('camps', redisCamps, (c) => embeddedCamps(c.db, c.counter, c.outboxSql));
