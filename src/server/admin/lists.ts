// Staff lists and deletes. Each handler here checks the staff session first (./guard): without one it
// answers 401 and no data.
//   - the legacy list paths answer the original site's shapes: `_id` for the id,
//     the booking list as a plain list of { name, age, gender, phone, email, location, purpose, _id };
//   - /api/admin/<kind> answers the stored records as they are (the dashboard's source), PANs masked.
// Newest first everywhere.

import { adminText } from '../../i18n/admin';
import { SUBMISSION_KINDS, type StoredRecord, type SubmissionKind } from '../../lib/records';
import type { RouteHandler, Scope } from '../http/endpoint';
import { errorResponse, json } from '../http/response';
import { log } from '../log';
import { maskPan, withMaskedPan } from '../../lib/pan';
import { audit } from './audit';
import { UUID_PATTERN } from './bulk';
import { adminOnly, requireSameSite, requireStaff } from './guard';

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
    panno: r.panno ? maskPan(r.panno) : '',
    modeofpay: r.modeofpay,
    message: r.message ?? '',
    createdAt: r.createdAt,
  }),
};

async function legacyList<K extends SubmissionKind>(scope: Scope, kind: K): Promise<Legacy[]> {
  const store = await scope.deps.store();
  const shape = legacyShape[kind] as (r: StoredRecord<K>) => Legacy;
  return (await store.list(kind)).map(shape);
}

/** Legacy `{ success: true, data: [...] }` (GET /api/callbacks, /api/contact, /api/donation). */
export function listAnswer(kind: SubmissionKind): RouteHandler {
  return adminOnly(async (scope) => json({ success: true, data: await legacyList(scope, kind) }));
}

/** Legacy GET /api/booking: a plain list. */
export function plainListAnswer(kind: SubmissionKind): RouteHandler {
  return adminOnly(async (scope) => json(await legacyList(scope, kind)));
}

/** GET /api/admin/<kind>: `{ success: true, data: StoredRecord[] }`, PANs masked (./privacy shows one). */
export function recordsAnswer(kind: SubmissionKind): RouteHandler {
  return adminOnly(async (scope) => {
    const store = await scope.deps.store();
    const data = await store.list(kind);
    return json({ success: true, data: data.map(withMaskedPan) });
  });
}

const isKind = (value: string | undefined): value is SubmissionKind =>
  (SUBMISSION_KINDS as readonly string[]).includes(value ?? '');

/** DELETE /api/admin/<kind>/<id>: 200, or 404 for an unknown kind or id (a booking's delete frees its slot). */
export const removeRecord: RouteHandler = async (scope) => {
  requireSameSite(scope);
  const session = await requireStaff(scope);
  const { kind, id } = scope.params;
  if (!isKind(kind) || !id || !UUID_PATTERN.test(id)) return errorResponse(404, adminText.api.notFound);
  const store = await scope.deps.store();
  if (!(await store.delete(kind, id.toLowerCase()))) return errorResponse(404, adminText.api.notFound);
  log.info('admin_delete', { endpoint: scope.endpoint, kind });
  await audit(scope, session, { action: 'delete', kind, recordId: id.toLowerCase() });
  return json({ success: true });
};
