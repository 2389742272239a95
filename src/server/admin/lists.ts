// Staff lists and deletes. Each handler here checks the staff session first (./guard): without one it
// answers 401 and no data.
//   - the legacy list paths answer the original site's shapes: `_id` for the id,
//     the booking list as a plain list of { name, age, gender, phone, email, location, purpose, _id };
//   - GET /api/admin/<kind>?cursor= answers one page of the stored records as they are (the dashboard's
//     source), PANs masked: { success, data, next, total }; `next` (null at the end) is the cursor of the
//     page after. POST /api/admin/<kind> { q, cursor } searches every record of the kind on the server: what
//     staff type (a name, a phone number) travels in the body, never in a URL that logs, history and Referer
//     keep; a `q` in the URL is refused (400).
// Newest first everywhere, and no answer passes ANSWER_BYTES: a page ends early when its records would.

import { adminText, fill } from '../../i18n/admin';
import { type StoredRecord, type SubmissionKind, isSubmissionKind } from '../../lib/records';
import type { RouteHandler, Scope } from '../http/endpoint';
import { json } from '../http/response';
import { DomainError } from '../errors';
import { log } from '../log';
import { searchable } from '../../lib/record-tables';
import type { Page, PageCursor, PageRequest } from '../store/port';
import { withMaskedPan } from '../../lib/pan';
import { legacyDonationRow } from '../legacy/donation';
import { newestRecords, PAGE_SIZE, RECORD_BYTES, recordsPage } from '../services/staff/records';
import { removeRecord as remove } from '../services/staff/records';
import { UUID_PATTERN } from './bulk';
import { requirePermission, staffChange, staffRead } from './guard';
import { LIST_NEEDS } from '../../lib/staff-roles';
import { readJsonObject } from '../http/request';
import type { RecordPage } from '../../lib/staff-api';
import { legacyBooking, legacyCallback } from '../legacy/lists';

export { ANSWER_BYTES, PAGE_SIZE } from '../services/staff/records';

type Legacy = Record<string, unknown>;

const legacyShape: { [K in SubmissionKind]: (r: StoredRecord<K>) => Legacy } = {
  callbacks: legacyCallback,
  contacts: (r) => ({ _id: r.id, name: r.name, email: r.email, message: r.message, createdAt: r.createdAt }),
  bookings: legacyBooking,
  donations: legacyDonationRow,
};

/** Longest search staff can type. */
const MAX_SEARCH = 100;
const CURSOR_PATTERN = /^(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const cursorText = (cursor: PageCursor | null) => (cursor ? `${cursor.ms}.${cursor.id}` : null);

/** What a page request may carry: an earlier answer's `next`, search words. */
export interface PageInput {
  cursor?: unknown;
  q?: unknown;
}

/** The page asked for: `cursor` (from an earlier answer's `next`) and `q` (search words); 400 if bad. */
export function pageRequest(input: PageInput, limit = PAGE_SIZE): PageRequest {
  const { cursor, q } = input;
  if (
    (cursor !== undefined && cursor !== null && typeof cursor !== 'string') ||
    (q !== undefined && typeof q !== 'string')
  )
    throw DomainError.invalid(adminText.api.badPageQuery);
  const request: PageRequest = { limit, maxBytes: RECORD_BYTES };
  if (cursor) {
    const match = CURSOR_PATTERN.exec(cursor);
    if (!match) throw DomainError.invalid(adminText.api.badCursor);
    request.cursor = { ms: Number(match[1]), id: match[2]! };
  }
  const search = searchable((q ?? '').trim());
  if (search.length > MAX_SEARCH) throw DomainError.invalid(fill(adminText.api.longSearch, { max: MAX_SEARCH }));
  if (search) request.search = search;
  return request;
}

/** A GET's page: its cursor from the URL; search words there are refused (they go in a POST's body). */
export function urlPage(scope: Scope): PageInput {
  const params = scope.url.searchParams;
  if (params.has('q')) throw DomainError.invalid(adminText.api.searchByPost);
  return { cursor: params.get('cursor') ?? undefined };
}

/** A POST's page: `{ q, cursor }` in its JSON body (a POST without a body asks for the first page). */
export async function bodyPage(scope: Scope): Promise<PageInput> {
  if (scope.url.searchParams.has('q')) throw DomainError.invalid(adminText.api.searchByPost);
  if (!scope.req.headers.get('content-type')) return {};
  const { cursor, q } = await readJsonObject(scope);
  return { cursor, q };
}

/** The answer of a page: its records (shaped), the next page's cursor and the kind's total. */
export function pageAnswer<K extends SubmissionKind>(
  page: Page<K>,
  shape: (r: StoredRecord<K>) => StoredRecord<K>,
): RecordPage<K> {
  return { success: true, data: page.records.map(shape), next: cursorText(page.next), total: page.total };
}

async function legacyList<K extends SubmissionKind>(scope: Scope, kind: K): Promise<Legacy[]> {
  await requirePermission(scope, LIST_NEEDS[kind]);
  const act = await staffRead(scope);
  const shape = legacyShape[kind] as (r: StoredRecord<K>) => Legacy;
  const records = await newestRecords(act, kind);
  return records.map(shape);
}

/** Legacy `{ success: true, data: [...] }` (GET /api/callbacks, /api/contact, /api/donation). */
export function listAnswer(kind: SubmissionKind): RouteHandler {
  return async (scope) => json({ success: true, data: await legacyList(scope, kind) });
}

/** Legacy GET /api/booking: a plain list. */
export function plainListAnswer(kind: SubmissionKind): RouteHandler {
  return async (scope) => json(await legacyList(scope, kind));
}

/** GET /api/admin/<kind>?cursor= and POST /api/admin/<kind> { q, cursor }: one page, PANs masked (./privacy shows one). */
export function recordsAnswer(kind: SubmissionKind): RouteHandler {
  return async (scope) => {
    const input = scope.req.method === 'POST' ? await bodyPage(scope) : urlPage(scope);
    const act = scope.req.method === 'POST' ? await staffChange(scope) : await staffRead(scope);
    const page = await recordsPage(act, kind, pageRequest(input));
    return json(pageAnswer(page, withMaskedPan));
  };
}

/** DELETE /api/admin/<kind>/<id>: 200, or 404 for an unknown kind or id (a booking's delete frees its slot). */
export const removeRecord: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const { kind, id } = scope.params;
  if (!isSubmissionKind(kind) || !id || !UUID_PATTERN.test(id)) throw DomainError.notFound(adminText.api.notFound);
  await remove(act, kind, id.toLowerCase());
  log.info('admin_delete', { endpoint: scope.endpoint, kind });
  return json({ success: true });
};
