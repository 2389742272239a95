// Staff dashboard API (src/server/admin/). Every answer is `cache-control: no-store`.
//   POST   /api/admin/login, /api/admin/logout, GET /api/admin/session  -> sign-in (see sign-in.ts there)
//   GET    /api/admin/{callbacks|bookings|contacts|donations}  -> { success, data } (staff only, else 401)
//   DELETE /api/admin/{kind}/{id}                -> 200 | 404 (staff only; a booking's delete frees its slot)
//   GET    /api/admin/bookings/related?group=|phone=, POST /api/admin/bookings/remove { ids }
//                                                -> several bookings in one action (src/server/admin/bulk.ts)
// Sign-in, sign-out and delete refuse a cross-site Origin (403).
import type { Config } from '@netlify/functions';
import { SUBMISSION_KINDS } from '../../src/lib/records';
import { relatedBookings, removeBookings } from '../../src/server/admin/bulk';
import { recordsAnswer, removeRecord } from '../../src/server/admin/lists';
import { login, logout, sessionInfo } from '../../src/server/admin/sign-in';
import { endpoint, type RouteTable } from '../../src/server/http/endpoint';

const lists: RouteTable = Object.fromEntries(
  SUBMISSION_KINDS.map((kind) => [`/api/admin/${kind}`, { GET: recordsAnswer(kind) }]),
);

export default endpoint('admin', {
  '/api/admin/login': { POST: login },
  '/api/admin/logout': { POST: logout },
  '/api/admin/session': { GET: sessionInfo },
  ...lists,
  '/api/admin/bookings/related': { GET: relatedBookings },
  '/api/admin/bookings/remove': { POST: removeBookings },
  '/api/admin/:kind/:id': { DELETE: removeRecord },
});

// Netlify reads this object without running the file, so its paths must be literals; a unit test
// (tests/unit/function-paths.test.ts) holds them equal to the route table above.
export const config: Config = {
  path: [
    '/api/admin/login',
    '/api/admin/logout',
    '/api/admin/session',
    '/api/admin/callbacks',
    '/api/admin/bookings',
    '/api/admin/contacts',
    '/api/admin/donations',
    '/api/admin/bookings/related',
    '/api/admin/bookings/remove',
    '/api/admin/:kind/:id',
  ],
};
