// Personal data staff handle with care, each step in the audit log (src/server/services/staff/people.ts):
//   POST /api/admin/donations/:id/pan               -> { success, pan }        one donation's full PAN
//   POST /api/admin/export/:kind { q, cursor }      -> { success, data, next, total }  one page of the
//                                                      CSV export, full PANs (80G); each page audited
//   POST /api/admin/person { phone | email }        -> { success, data: { callbacks, contacts, bookings,
//                                                      donations } }          Find a person (PANs masked);
//                                                      a POST so the phone or email is in no URL (logs,
//                                                      history, Referer). GET answers 405.
//   POST /api/admin/person/export { phone | email } -> the same, full: the person's own copy
//   POST /api/admin/person/erase { ids: { kind: [id, ...] } } -> { success, removed: { kind: n } }
//                                                      erase what staff saw and confirmed (a booking's slot
//                                                      is freed)
// Lists (./lists) carry masked PANs only. Staff only; the POSTs refuse cross-site requests.

import { adminText } from '../../i18n/admin';
import { isSubmissionKind } from '../../lib/records';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../lib/schemas/common';
import { DomainError } from '../errors';
import type { RouteHandler } from '../http/endpoint';
import { readJsonObject } from '../http/request';
import { json } from '../http/response';
import * as people from '../services/staff/people';
import { EXPORT_PAGE_SIZE, exportPage } from '../services/staff/records';
import type { PersonQuery } from '../store/port';
import { isIdList, UUID_PATTERN } from './bulk';
import { staffChange } from './guard';
import { bodyPage, pageAnswer, pageRequest } from './lists';
import { logProcessing } from '../services/privacy/log';
import type { Scope } from '../http/endpoint';
import type { DataAnswer, Erased, PanShown, PersonRecords } from '../../lib/staff-api';

const notFound = () => DomainError.notFound(adminText.api.notFound);

export const showPan: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const id = scope.params.id ?? '';
  if (!UUID_PATTERN.test(id)) throw notFound();
  return json({ success: true, pan: await people.showPan(act, id.toLowerCase()) } satisfies PanShown);
};

export const exportKind: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const { kind } = scope.params;
  if (!isSubmissionKind(kind)) throw notFound();
  const page = await exportPage(act, kind, pageRequest(await bodyPage(scope), EXPORT_PAGE_SIZE));
  return json(pageAnswer(page, (r) => r));
};

/** A phone number (10 digits, spaces and +91 allowed) or an email, else 400. */
function personQuery(raw: { phone?: unknown; email?: unknown }): PersonQuery {
  const phone = typeof raw.phone === 'string' ? raw.phone.replace(/[\s-]/g, '').replace(/^\+91(?=\d{10}$)/, '') : '';
  if (MOBILE_PATTERN.test(phone)) return { phone };
  const email = typeof raw.email === 'string' ? raw.email.trim() : '';
  if (EMAIL_PATTERN.test(email)) return { email };
  throw DomainError.invalid(adminText.api.personQuery);
}

const total = (found: Record<string, unknown[]>) => Object.values(found).reduce((n, list) => n + list.length, 0);

/** The processing log's line for what staff did with one person's data (their phone or email hashed). */
const logged = (scope: Scope, by: string, query: PersonQuery | null, action: string, count: number) =>
  logProcessing(scope.deps, query, { action, count, by });

function optionalQuery(raw: { phone?: unknown; email?: unknown }): PersonQuery | null {
  try {
    return personQuery(raw);
  } catch {
    return null;
  }
}

/** A person's records looked up by phone or email, `action` in the processing log (a read, but a POST: refused cross-site). */
const personAnswer =
  (action: 'find' | 'export', look: typeof people.findPerson): RouteHandler =>
  async (scope) => {
    const act = await staffChange(scope);
    const query = personQuery(await readJsonObject(scope));
    const data = await look(act, query);
    await logged(scope, act.actorName, query, action, total(data));
    return json({ success: true, data } satisfies DataAnswer<PersonRecords>);
  };

export const findPerson = personAnswer('find', people.findPerson);
export const exportPerson = personAnswer('export', people.exportPerson);

export const erasePerson: RouteHandler = async (scope) => {
  const act = await staffChange(scope);
  const { ids, person } = await readJsonObject(scope);
  const lists = typeof ids === 'object' && ids !== null && !Array.isArray(ids) ? Object.entries(ids) : [];
  const valid = lists.length > 0 && lists.every(([kind, list]) => isSubmissionKind(kind) && isIdList(list));
  if (!valid) throw DomainError.invalid(adminText.api.eraseIds);
  const removed = await people.erasePerson(act, Object.fromEntries(lists));
  // Erasure keeps the processing log: it names the person by a hash only, and says what was erased.
  const query = typeof person === 'object' && person !== null ? optionalQuery(person) : null;
  const count = Object.values(removed).reduce((n, k) => n + (k ?? 0), 0);
  await logged(scope, act.actorName, query, 'erase', count);
  return json({ success: true, removed } satisfies Erased);
};
