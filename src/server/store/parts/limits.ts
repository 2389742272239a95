import { embeddedLimits } from '../embedded/limits';
import { redisLimits } from '../redis/limits';
import { part } from './part';

export const limitsPart = part('limits', redisLimits, (c) => embeddedLimits(c.db, c.counter));
