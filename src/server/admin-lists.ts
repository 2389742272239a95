// Staff lists. Reached only through adminOnly() (see ./http requireAdmin): without a staff session they
// answer 401 and no data.
//   - the legacy list paths answer the original site's shapes (spec sections 3 and 7): `_id` for the id,
//     the booking list as a plain list of { name, age, gender, phone, email, location, purpose, _id };
//   - /api/admin/<kind> answers the stored records as they are (the dashboard's source).
// Newest first everywhere.

import type { StoredRecord, SubmissionKind } from '../lib/records';
import { json, type RouteHandler } from './http';

type Legacy = Record<string, unknown>;

const legacyShape: { [K in SubmissionKind]: (r: StoredRecord<K>) => Legacy } = {
  callbacks: (r) => ({
    _id: r.id,
    name: r.name,
    mobile: r.mobile,
    email: r.email ?? '',
    comment: r.comment ?? '',
    createdAt: r.createdAt,
  }),
  contacts: (r) => ({ _id: r.id, name: r.name, email: r.email, message: r.message, createdAt: r.createdAt }),
  bookings: (r) => ({
    _id: r.id,
    name: r.pname,
    age: r.page ?? '',
    gender: r.pgender,
    phone: r.pphone,
    email: r.pemail ?? '',
    location: r.plocation ?? '',
    purpose: r.ppurpose ?? '',
  }),
  donations: (r) => ({
    _id: r.id,
    uname: r.uname,
    gender: r.gender,
    email: r.email,
    mobno: r.mobno,
    address: r.address,
    donate: r.donate,
    amount: r.amount,
    panno: r.panno ?? '',
    modeofpay: r.modeofpay,
    message: r.message ?? '',
    createdAt: r.createdAt,
  }),
};

async function legacyList<K extends SubmissionKind>(scope: Parameters<RouteHandler>[0], kind: K): Promise<Legacy[]> {
  const store = await scope.deps.store();
  const shape = legacyShape[kind] as (r: StoredRecord<K>) => Legacy;
  return (await store.list(kind)).map(shape);
}

/** Legacy `{ success: true, data: [...] }` (GET /api/callbacks, /api/contact, /api/donation). */
export function listAnswer(kind: SubmissionKind): RouteHandler {
  return async (scope) => json({ success: true, data: await legacyList(scope, kind) });
}

/** Legacy GET /api/booking: a plain list. */
export function plainListAnswer(kind: SubmissionKind): RouteHandler {
  return async (scope) => json(await legacyList(scope, kind));
}

/** GET /api/admin/<kind>: `{ success: true, data: StoredRecord[] }`. */
export function recordsAnswer(kind: SubmissionKind): RouteHandler {
  return async (scope) => {
    const store = await scope.deps.store();
    return json({ success: true, data: await store.list(kind) });
  };
}
