// Personal data staff handle with care, each step in the audit log (./audit):
//   POST /api/admin/donations/:id/pan               -> { success, pan }        one donation's full PAN
//   POST /api/admin/export/:kind?cursor=&q=         -> { success, data, next, total }  one page of the
//                                                      CSV export, full PANs (80G); each page audited
//   GET  /api/admin/person?phone=<10 digits>|email= -> { success, data: { callbacks, contacts, bookings,
//                                                      donations } }          Find a person (PANs masked)
//   POST /api/admin/person/export { phone | email } -> the same, full: the person's own copy
//   POST /api/admin/person/erase { ids: { kind: [id, ...] } } -> { success, removed: { kind: n } }
//                                                      erase what staff saw and confirmed (a booking's slot
//                                                      is freed)
// Lists (./lists) carry masked PANs only. Staff only; the POSTs refuse cross-site requests.

import { adminText } from '../../i18n/admin';
import { withMaskedPan } from '../../lib/pan';
import { SUBMISSION_KINDS, type StoredRecord, type SubmissionKind } from '../../lib/records';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../lib/schemas/common';
import { HttpError } from '../errors';
import type { RouteHandler, Scope } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { errorResponse, json } from '../http/response';
import type { PersonQuery } from '../store/port';
import { audit } from './audit';
import { MAX_REMOVE, UUID_PATTERN } from './bulk';
import { requireSameSite, requireStaff } from './guard';
import { pageAnswer, pageRequest } from './lists';

/** Records an export page holds at most (the byte cap may end it sooner). */
const EXPORT_PAGE_SIZE = 1000;

const isKind = (value: unknown): value is SubmissionKind =>
  typeof value === 'string' && (SUBMISSION_KINDS as readonly string[]).includes(value);

/** A staff POST: same-site, signed in; the session for the audit log. */
async function staffPost(scope: Scope) {
  requireSameSite(scope);
  return requireStaff(scope);
}

export const showPan: RouteHandler = async (scope) => {
  const session = await staffPost(scope);
  const id = scope.params.id ?? '';
  const store = await scope.deps.store();
  const record = UUID_PATTERN.test(id) ? await store.records.get('donations', id.toLowerCase()) : null;
  if (!record) return errorResponse(404, adminText.api.notFound);
  await audit(scope, session, { action: 'pan.show', kind: 'donations', recordId: record.id });
  return json({ success: true, pan: record.panno ?? '' });
};

export const exportKind: RouteHandler = async (scope) => {
  const session = await staffPost(scope);
  const { kind } = scope.params;
  if (!isKind(kind)) return errorResponse(404, adminText.api.notFound);
  const request = pageRequest(scope, EXPORT_PAGE_SIZE);
  const store = await scope.deps.store();
  const page = await store.records.page(kind, request);
  await audit(scope, session, { action: 'export', kind, count: page.records.length });
  return json(pageAnswer(page, (r) => r));
};

/** A phone number (10 digits, spaces and +91 allowed) or an email, else 400. */
function personQuery(raw: { phone?: unknown; email?: unknown }): PersonQuery {
  const phone = typeof raw.phone === 'string' ? raw.phone.replace(/[\s-]/g, '').replace(/^\+91(?=\d{10}$)/, '') : '';
  if (MOBILE_PATTERN.test(phone)) return { phone };
  const email = typeof raw.email === 'string' ? raw.email.trim() : '';
  if (EMAIL_PATTERN.test(email)) return { email };
  throw new HttpError(400, adminText.api.personQuery);
}

type Found = { [K in SubmissionKind]: StoredRecord<K>[] };

async function findAll(scope: Scope, query: PersonQuery): Promise<Found> {
  const store = await scope.deps.store();
  const [callbacks, contacts, bookings, donations] = await Promise.all([
    store.records.findPerson('callbacks', query),
    store.records.findPerson('contacts', query),
    store.records.findPerson('bookings', query),
    store.records.findPerson('donations', query),
  ]);
  return { callbacks, contacts, bookings, donations };
}

const total = (found: Found) => SUBMISSION_KINDS.reduce((n, kind) => n + found[kind].length, 0);

export const findPerson: RouteHandler = async (scope) => {
  const session = await requireStaff(scope);
  const params = scope.url.searchParams;
  const query = personQuery({ phone: params.get('phone') ?? undefined, email: params.get('email') ?? undefined });
  const found = await findAll(scope, query);
  await audit(scope, session, { action: 'person.find', count: total(found) });
  return json({ success: true, data: { ...found, donations: found.donations.map(withMaskedPan) } });
};

export const exportPerson: RouteHandler = async (scope) => {
  const session = await staffPost(scope);
  const found = await findAll(scope, personQuery(await readJsonObject(scope)));
  await audit(scope, session, { action: 'person.export', count: total(found) });
  return json({ success: true, data: found });
};

export const erasePerson: RouteHandler = async (scope) => {
  const session = await staffPost(scope);
  const { ids } = await readJsonObject(scope);
  const lists = typeof ids === 'object' && ids !== null && !Array.isArray(ids) ? Object.entries(ids) : [];
  const valid =
    lists.length > 0 &&
    lists.every(
      ([kind, list]) =>
        isKind(kind) &&
        Array.isArray(list) &&
        list.length <= MAX_REMOVE &&
        list.every((id) => typeof id === 'string' && UUID_PATTERN.test(id)),
    );
  if (!valid) throw new HttpError(400, adminText.api.eraseIds);
  const store = await scope.deps.store();
  const removed: Partial<Record<SubmissionKind, number>> = {};
  for (const [kind, list] of lists as [SubmissionKind, string[]][]) {
    let n = 0;
    for (const id of new Set(list.map((i) => i.toLowerCase()))) if (await store.records.delete(kind, id)) n += 1;
    removed[kind] = n;
    await audit(scope, session, { action: 'person.erase', kind, count: n });
  }
  return json({ success: true, removed });
};
