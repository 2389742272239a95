// GET /api/booking: the original admin page's booking list (a plain list). 401 until staff sign-in exists.
import type { Config } from '@netlify/functions';
import { plainListAnswer } from '../../src/server/admin-lists';
import { adminOnly, endpoint } from '../../src/server/http';

export default endpoint('booking', {
  '/api/booking': { GET: adminOnly(plainListAnswer('bookings')) },
});

export const config: Config = { path: '/api/booking' };
