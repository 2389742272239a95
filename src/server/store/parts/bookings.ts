import { embeddedBookings } from '../embedded/bookings';
import { redisBookings } from '../redis/bookings';
import { part } from './part';

export const bookingsPart = part(
  'bookings',
  (c) => redisBookings(c, c.lookups),
  (c) => embeddedBookings(c.db, c.counter, c.closures, c.outboxSql),
);
