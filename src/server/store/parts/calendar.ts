import { embeddedCalendar } from '../embedded/calendar';
import { redisCalendar } from '../redis/calendar';
import { part } from './part';

export const calendarPart = part('calendar', redisCalendar, (c) => embeddedCalendar(c.db, c.closures));
