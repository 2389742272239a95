// What each dashboard table shows, exports and searches: one column list per kind of record. The server
// keeps each record's search text (searchText below) beside it, so a search over every record needs no
// reading of the records themselves.

import { adminDonorIdsEn } from '../i18n/admin-donations';
import { adminRecordsEn } from '../i18n/admin-records';
import type { CsvValue } from './csv';
import type { RecordMeta, StoredRecord, SubmissionKind } from './records';
import { calendarDate, inr, istDateTime, istStamp, slot12 } from './record-format';

// Only the words a table names: a public function writes search text with these.
const adminText = { ...adminRecordsEn, ...adminDonorIdsEn };
const ID_WORDS = adminText.donorIds;

export interface Column<R> {
  label: string;
  /** The cell's value in the CSV, and what the search box matches. */
  value: (r: R) => CsvValue;
  /** The cell's text in the table (default: the value). */
  show?: (r: R) => string;
  /** A PAN: masked in the table with a per-row reveal; full in the CSV. */
  pan?: boolean;
  /** Long free text: wraps in a wider column. */
  long?: boolean;
}

export interface TableSpec<K extends SubmissionKind> {
  kind: K;
  text: (typeof adminText.tables)[K];
  columns: Column<StoredRecord<K>>[];
  /** Who the record is about (for the delete confirmation). */
  name: (r: StoredRecord<K>) => string;
}

const c = adminText.columns;
const date = <R extends { createdAt: string }>(): Column<R> => ({
  label: c.date,
  value: (r) => istStamp(r.createdAt),
  show: (r) => istDateTime(r.createdAt),
});
/** Which language's page the record was sent from. */
const language = <R extends RecordMeta>(): Column<R> => ({
  label: c.language,
  value: (r) => adminText.languages[r.lang ?? 'en'],
});

const callbacks: TableSpec<'callbacks'> = {
  kind: 'callbacks',
  text: adminText.tables.callbacks,
  name: (r) => r.name,
  columns: [
    { label: c.name, value: (r) => r.name },
    { label: c.mobile, value: (r) => r.phone },
    { label: c.email, value: (r) => r.email },
    { label: c.comment, value: (r) => r.comment, long: true },
    language(),
    date(),
  ],
};

const bookings: TableSpec<'bookings'> = {
  kind: 'bookings',
  text: adminText.tables.bookings,
  name: (r) => r.name,
  columns: [
    { label: c.name, value: (r) => r.name },
    { label: c.age, value: (r) => r.age },
    {
      label: c.guardian,
      value: (r) => (r.guardian ? `${r.guardian}${r.guardianRelation ? ` (${r.guardianRelation})` : ''}` : ''),
    },
    { label: c.gender, value: (r) => r.gender },
    { label: c.phone, value: (r) => r.phone },
    { label: c.email, value: (r) => r.email },
    { label: c.location, value: (r) => r.place },
    { label: c.purpose, value: (r) => r.purpose, long: true },
    { label: c.registerNumber, value: (r) => r.registerNumber },
    { label: c.appointmentDate, value: (r) => r.visitDate, show: (r) => calendarDate(r.visitDate) },
    { label: c.weekday, value: (r) => r.visitDay },
    { label: c.time, value: (r) => slot12(r.visitTime) },
    // The phone messages' choice as booked (a change from the manage link shows on the outbox page).
    { label: c.messages, value: (r) => (r.notify ? `${c.channelNames[r.notify.channel]} ${r.notify.phone}` : '') },
    language(),
  ],
};

const contacts: TableSpec<'contacts'> = {
  kind: 'contacts',
  text: adminText.tables.contacts,
  name: (r) => r.name,
  columns: [
    { label: c.name, value: (r) => r.name },
    { label: c.email, value: (r) => r.email },
    { label: c.message, value: (r) => r.message, long: true },
    language(),
    date(),
  ],
};

const donations: TableSpec<'donations'> = {
  kind: 'donations',
  text: adminText.tables.donations,
  name: (r) => r.name,
  columns: [
    { label: c.name, value: (r) => r.name },
    { label: c.gender, value: (r) => r.gender },
    { label: c.email, value: (r) => r.email },
    { label: c.mobile, value: (r) => r.phone },
    { label: c.address, value: (r) => r.address, long: true },
    {
      label: c.latin,
      value: (r) => [r.nameLatin, r.addressLatin].filter(Boolean).join('\n'),
      long: true,
    },
    { label: c.type, value: (r) => r.frequency },
    { label: c.amount, value: (r) => r.amount, show: (r) => inr(r.amount) },
    { label: c.category, value: (r) => ID_WORDS.categories[r.category ?? 'others'] },
    { label: c.idType, value: (r) => ID_WORDS.types[r.pan ? 'pan' : (r.idType ?? 'none')] },
    { label: c.pan, value: (r) => r.pan ?? r.idNumber, pan: true },
    { label: c.source, value: (r) => ID_WORDS.sources[r.source ?? 'none'] },
    { label: c.mode, value: (r) => r.paymentMode },
    { label: c.utr, value: (r) => r.utr },
    {
      label: c.received,
      value: (r) => (r.received ? `${r.received.date} ${inr(r.received.amount)} ${r.received.mode}` : ''),
      show: (r) => (r.received ? `${calendarDate(r.received.date)}, ${inr(r.received.amount)}` : ''),
    },
    { label: c.message, value: (r) => r.message, long: true },
    { label: c.reference, value: (r) => r.reference },
    // The donor's phone messages choice as pledged.
    { label: c.messages, value: (r) => (r.notify ? `${c.channelNames[r.notify.channel]} ${r.notify.phone}` : '') },
    language(),
    date(),
  ],
};

export const TABLES = [callbacks, bookings, contacts, donations] as const;

const byKind: { [K in SubmissionKind]: TableSpec<K> } = { callbacks, bookings, contacts, donations };

/** Text as the store searches it: NFC, lower case (used for both the stored search text and the words typed). */
export const searchable = (value: string): string => value.normalize('NFC').toLocaleLowerCase('en-IN');

/**
 * What staff can find a record by: its columns' values (the table's and the CSV's), never the PAN, in lower
 * case. Written with the record; the store looks for the search words in it.
 */
export function searchText<K extends SubmissionKind>(kind: K, record: StoredRecord<K>): string {
  const spec = byKind[kind] as TableSpec<K>;
  return searchable(
    spec.columns
      .filter((col) => !col.pan)
      .map((col) => {
        const value = col.value(record);
        const shown = col.show?.(record);
        return [value, shown].filter((v) => v !== undefined && v !== null && v !== '').join('\n');
      })
      .join('\n'),
  );
}
