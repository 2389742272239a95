import { embeddedRecords } from '../embedded/records';
import { redisRecords } from '../redis/records';
import { part } from './part';

export const recordsPart = part(
  'records',
  (c) => redisRecords(c, c.lookups),
  (c) => embeddedRecords(c.db, c.counter, c.outboxSql),
);
