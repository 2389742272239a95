import { embeddedStaffSessions } from '../embedded/staff-sessions';
import { redisStaffSessions } from '../redis/staff-sessions';
import { part } from './part';

export const staffSessionsPart = part('staffSessions', redisStaffSessions, (c) => embeddedStaffSessions(c.db));
