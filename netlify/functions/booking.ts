// GET /api/booking: the original admin page's booking list (a plain list), staff only (else 401).
import type { Config } from '@netlify/functions';
import { plainListAnswer } from '../../src/server/admin/lists';
import { endpoint } from '../../src/server/http/endpoint';

export default endpoint('booking', {
  '/api/booking': { GET: plainListAnswer('bookings') },
});

export const config: Config = { path: '/api/booking' };
