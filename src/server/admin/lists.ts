// Staff lists and deletes. Each handler here checks the staff session first (./guard): without one it
// answers 401 and no data.
//   - the legacy list paths answer the original site's shapes: `_id` for the id,
//     the booking list as a plain list of { name, age, gender, phone, email, location, purpose, _id };
//   - GET /api/admin/<kind>?cursor=&q= answers one page of the stored records as they are (the
//     dashboard's source), PANs masked: { success, data, next, total }; `next` (null at the end) is the
//     cursor of the page after, `q` searches every record of the kind on the server.
// Newest first everywhere, and no answer passes ANSWER_BYTES: a page ends early when its records would.

import { adminText, fill } from '../../i18n/admin';
import { SUBMISSION_KINDS, type StoredRecord, type SubmissionKind } from '../../lib/records';
import type { RouteHandler, Scope } from '../http/endpoint';
import { errorResponse, json } from '../http/response';
import { HttpError } from '../errors';
import { log } from '../log';
import { searchable } from '../../lib/record-tables';
import type { Page, PageCursor, PageRequest } from '../store/port';
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

/** Records a staff page holds at most ("Load more" asks for the next). */
export const PAGE_SIZE = 100;
/** No list or export answer is larger than this (bytes of JSON). */
export const ANSWER_BYTES = 512 * 1024;
/** The records' share of an answer: the rest is room for commas, the cursor and the envelope. */
const RECORD_BYTES = ANSWER_BYTES - 16 * 1024;
/** Longest search staff can type. */
const MAX_SEARCH = 100;
const CURSOR_PATTERN = /^(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const cursorText = (cursor: PageCursor | null) => (cursor ? `${cursor.ms}.${cursor.id}` : null);

/** The page a request asks for: `cursor` (from an earlier answer's `next`) and `q` (search words); 400 if bad. */
export function pageRequest(scope: Scope, limit = PAGE_SIZE): PageRequest {
  const params = scope.url.searchParams;
  const request: PageRequest = { limit, maxBytes: RECORD_BYTES };
  const cursor = params.get('cursor');
  if (cursor !== null && cursor !== '') {
    const match = CURSOR_PATTERN.exec(cursor);
    if (!match) throw new HttpError(400, adminText.api.badCursor);
    request.cursor = { ms: Number(match[1]), id: match[2]! };
  }
  const search = searchable((params.get('q') ?? '').trim());
  if (search.length > MAX_SEARCH) throw new HttpError(400, fill(adminText.api.longSearch, { max: MAX_SEARCH }));
  if (search) request.search = search;
  return request;
}

/** The answer of a page: its records (shaped), the next page's cursor and the kind's total. */
export function pageAnswer<K extends SubmissionKind>(page: Page<K>, shape: (r: StoredRecord<K>) => unknown) {
  return { success: true, data: page.records.map(shape), next: cursorText(page.next), total: page.total };
}

async function legacyList<K extends SubmissionKind>(scope: Scope, kind: K): Promise<Legacy[]> {
  const store = await scope.deps.store();
  const shape = legacyShape[kind] as (r: StoredRecord<K>) => Legacy;
  // The original site's shapes have no cursor: the newest records that fit in one answer.
  const page = await store.records.page(kind, { limit: 1000, maxBytes: RECORD_BYTES });
  return page.records.map(shape);
}

/** Legacy `{ success: true, data: [...] }` (GET /api/callbacks, /api/contact, /api/donation). */
export function listAnswer(kind: SubmissionKind): RouteHandler {
  return adminOnly(async (scope) => json({ success: true, data: await legacyList(scope, kind) }));
}

/** Legacy GET /api/booking: a plain list. */
export function plainListAnswer(kind: SubmissionKind): RouteHandler {
  return adminOnly(async (scope) => json(await legacyList(scope, kind)));
}

/** GET /api/admin/<kind>?cursor=&q=: one page, PANs masked (./privacy shows one). */
export function recordsAnswer(kind: SubmissionKind): RouteHandler {
  return adminOnly(async (scope) => {
    const request = pageRequest(scope);
    const store = await scope.deps.store();
    return json(pageAnswer(await store.records.page(kind, request), withMaskedPan));
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
  if (!(await store.records.delete(kind, id.toLowerCase()))) return errorResponse(404, adminText.api.notFound);
  log.info('admin_delete', { endpoint: scope.endpoint, kind });
  await audit(scope, session, { action: 'delete', kind, recordId: id.toLowerCase() });
  return json({ success: true });
};
