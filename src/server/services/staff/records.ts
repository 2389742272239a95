// Staff lists, exports and deletes of the submissions. Newest first everywhere; no answer passes
// ANSWER_BYTES: a page ends early when its records would.

import { adminText } from '../../../i18n/admin';
import type { StoredRecord, SubmissionKind } from '../../../lib/records';
import { DomainError } from '../../errors';
import type { Page, PageRequest } from '../../store/port';
import { audit, type StaffAct } from './act';

/** Records a staff page holds at most ("Load more" asks for the next). */
export const PAGE_SIZE = 100;
/** Records an export page holds at most (the byte cap may end it sooner). */
export const EXPORT_PAGE_SIZE = 1000;
/** No list or export answer is larger than this (bytes of JSON). */
export const ANSWER_BYTES = 512 * 1024;
/** The records' share of an answer: the rest is room for commas, the cursor and the envelope. */
export const RECORD_BYTES = ANSWER_BYTES - 16 * 1024;

/** Health data read (DPDP access logs): a page of bookings is written in the audit log. */
async function auditRead(act: StaffAct, kind: SubmissionKind, count: number): Promise<void> {
  if (kind === 'bookings') await audit(act, { action: 'list.read', kind, count });
}

/** One page of a kind (the dashboard's source); a page of bookings is audited. */
export async function recordsPage<K extends SubmissionKind>(
  act: StaffAct,
  kind: K,
  request: PageRequest,
): Promise<Page<K>> {
  const page = await act.store.records.page(kind, request);
  await auditRead(act, kind, page.records.length);
  return page;
}

/** The newest records that fit in one answer (the original site's lists have no cursor); bookings audited. */
export async function newestRecords<K extends SubmissionKind>(act: StaffAct, kind: K): Promise<StoredRecord<K>[]> {
  const { records } = await act.store.records.page(kind, { limit: 1000, maxBytes: RECORD_BYTES });
  await auditRead(act, kind, records.length);
  return records;
}

/** One page of the export, whole (full PANs, for 80G): audited. */
export async function exportPage<K extends SubmissionKind>(act: StaffAct, kind: K, request: PageRequest) {
  const page = await act.store.records.page(kind, request);
  await audit(act, { action: 'export', kind, count: page.records.length });
  return page;
}

/** Delete one record (a booking's delete frees its slot). */
export async function removeRecord(act: StaffAct, kind: SubmissionKind, id: string): Promise<void> {
  if (!(await act.store.records.delete(kind, id))) throw DomainError.notFound(adminText.api.notFound);
  await audit(act, { action: 'delete', kind, recordId: id });
}
