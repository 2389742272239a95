// Personal data staff handle with care, each step in the audit log: one donation's full PAN, Find a person
// (PANs masked), the person's own copy (whole), and erasing what staff saw and confirmed.

import { adminText } from '../../../i18n/admin';
import { withMaskedPan } from '../../../lib/pan';
import { SUBMISSION_KINDS, type StoredRecord, type SubmissionKind } from '../../../lib/records';
import { DomainError } from '../../errors';
import type { PersonQuery, Store } from '../../store/port';
import { audit, deleteEach, type StaffAct } from './act';

export type Found = { [K in SubmissionKind]: StoredRecord<K>[] };

async function findAll(store: Store, query: PersonQuery): Promise<Found> {
  const [callbacks, contacts, bookings, donations] = await Promise.all([
    store.records.findPerson('callbacks', query),
    store.records.findPerson('contacts', query),
    store.records.findPerson('bookings', query),
    store.records.findPerson('donations', query),
  ]);
  return { callbacks, contacts, bookings, donations };
}

const total = (found: Found) => SUBMISSION_KINDS.reduce((n, kind) => n + found[kind].length, 0);

/** One donation's full PAN, or the other ID of a donor with none (id already checked as a UUID, lower case). */
export async function showPan(act: StaffAct, id: string): Promise<string> {
  const record = await act.store.records.get('donations', id);
  if (!record) throw DomainError.notFound(adminText.api.notFound);
  await audit(act, { action: 'pan.show', kind: 'donations', recordId: record.id });
  return record.pan ?? record.idNumber ?? '';
}

/** Everything of one person, PANs masked. */
export async function findPerson(act: StaffAct, query: PersonQuery): Promise<Found> {
  const found = await findAll(act.store, query);
  await audit(act, { action: 'person.find', count: total(found) });
  return { ...found, donations: found.donations.map(withMaskedPan) };
}

/** Everything of one person, whole: their own copy. */
export async function exportPerson(act: StaffAct, query: PersonQuery): Promise<Found> {
  const found = await findAll(act.store, query);
  await audit(act, { action: 'person.export', count: total(found) });
  return found;
}

/** Erase the records staff saw and confirmed, kind by kind; how many of each were there. */
export async function erasePerson(act: StaffAct, ids: Partial<Record<SubmissionKind, string[]>>) {
  const removed: Partial<Record<SubmissionKind, number>> = {};
  for (const [kind, list] of Object.entries(ids) as [SubmissionKind, string[]][]) {
    const n = await deleteEach(act.store, kind, list);
    removed[kind] = n;
    await audit(act, { action: 'person.erase', kind, count: n });
  }
  return removed;
}
