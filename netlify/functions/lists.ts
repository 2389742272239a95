// The original site's staff lists, staff only (else 401), answered as that site answered them:
//   GET /api/callbacks, /api/contact, /api/donation -> { success: true, data: [...] }
//   GET /api/booking                                -> a plain list
// These paths' other methods are the public forms' (callbacks.ts, contact.ts, donation.ts): Netlify routes
// each path by `config.method`, so a visitor's form function carries no staff code and this one no form's.
// The forms' other paths are here for their GET too, which answers 405 as it always did.
import type { Config } from '@netlify/functions';
import { listAnswer, plainListAnswer } from '../../src/server/admin/lists';
import { endpoint } from '../../src/server/http/endpoint';
import { ALL_PARTS } from '../../src/server/store/parts/all';
import { ALL_MESSAGE_AREAS } from '../../src/i18n/messages/all';

export default endpoint(
  'lists',
  {
    '/api/callbacks': { GET: listAnswer('callbacks') },
    '/api/contact': { GET: listAnswer('contacts') },
    '/api/donation': { GET: listAnswer('donations') },
    '/api/booking': { GET: plainListAnswer('bookings') },
    '/callback': {},
    '/api/donation/utr': {},
    '/api/donations': {},
    '/api/donation/stop': {},
  },
  [...ALL_PARTS, ...ALL_MESSAGE_AREAS],
  {
    '/api/callbacks': ['POST'],
    '/api/contact': ['POST'],
    '/api/donation': ['POST'],
    '/callback': ['POST'],
    '/api/donation/utr': ['POST'],
    '/api/donations': ['POST'],
    '/api/donation/stop': ['POST'],
  },
);

export const config: Config = {
  path: [
    '/api/callbacks',
    '/api/contact',
    '/api/donation',
    '/api/booking',
    '/callback',
    '/api/donation/utr',
    '/api/donation/stop',
    '/api/donations',
  ],
  method: 'GET',
};
