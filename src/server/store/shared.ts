// Helpers both adapters use, so they store the same JSON.

import type { RecordDataByKind, StoredRecord, SubmissionKind, VisitStatus } from '../../lib/records';
import { createHash } from 'node:crypto';
import { weekdayOf } from '../../lib/time';
import type { Page, PageCursor, PageRequest, PersonQuery, PhoneLimits, ReservationItem, SlotChoice } from './port';

/** A page size the store accepts: a whole number from 1 to 1000. */
export const pageLimit = (limit: number): number => Math.max(1, Math.min(Math.floor(limit), 1000));
/** Where a page starts: a whole number of records skipped, at least 0. */
export const pageOffset = (offset: number): number => Math.max(0, Math.floor(offset));

/**
 * records.list on top of records.page: the newest `limit` records (default and most 10,000), read a page of
 * 1000 at a time. One ordering for lists and staff pages on every adapter.
 */
export async function listByPages<K extends SubmissionKind>(
  page: (kind: K, request: PageRequest) => Promise<Page<K>>,
  kind: K,
  limit = 10_000,
): Promise<StoredRecord<K>[]> {
  const wanted = Math.max(1, Math.min(Math.floor(limit), 10_000));
  const out: StoredRecord<K>[] = [];
  let cursor: PageCursor | undefined;
  do {
    const next = await page(kind, {
      limit: Math.min(1000, wanted - out.length),
      maxBytes: Number.MAX_SAFE_INTEGER,
      ...(cursor ? { cursor } : {}),
    });
    out.push(...next.records);
    cursor = next.next ?? undefined;
  } while (cursor && out.length < wanted);
  return out;
}

export function newRecordMeta(now: () => Date): { id: string; createdAt: string; createdMs: number } {
  const at = now();
  return { id: crypto.randomUUID(), createdAt: at.toISOString(), createdMs: at.getTime() };
}

export function recordJson<K extends SubmissionKind>(id: string, createdAt: string, data: RecordDataByKind[K]): string {
  return JSON.stringify({ id, createdAt, ...data });
}

/**
 * An appointment's JSON in two halves around its register number (which the store's atomic step
 * decides): full JSON = head + '"' + registerNumber + '"' + tail. Register numbers hold only letters and
 * digits, so they need no escaping.
 */
export function appointmentJsonParts(
  id: string,
  createdAt: string,
  item: ReservationItem,
): { head: string; tail: string } {
  const base = JSON.stringify({ id, createdAt, ...item.data });
  return { head: `${base.slice(0, -1)},"registerNumber":`, tail: '}' };
}

export function appointmentRecord(
  id: string,
  createdAt: string,
  item: ReservationItem,
  registerNumber: string,
): StoredRecord<'bookings'> {
  return { id, createdAt, ...item.data, registerNumber };
}

/** The next version of a booking's private link (older links stop working). */
const nextLink = (record: StoredRecord<'bookings'>) => (record.link ?? 0) + 1;

/**
 * A booking moved to another slot: its date, weekday and time change and its link version is bumped; held
 * ('phone') when the new date passes the phone's per-day limit (a held booking stays held).
 */
export function movedRecord(record: StoredRecord<'bookings'>, to: SlotChoice, held = false): StoredRecord<'bookings'> {
  const moved = {
    ...record,
    visitDate: to.date,
    visitDay: weekdayOf(to.date),
    visitTime: to.time,
    link: nextLink(record),
  };
  return held && !record.held ? { ...moved, held: 'phone' } : moved;
}

/** A booking with what became of its visit (a cancel bumps its link version). */
export function markedRecord(
  record: StoredRecord<'bookings'>,
  status: VisitStatus,
  at: Date,
): StoredRecord<'bookings'> {
  return {
    ...record,
    status,
    statusAt: at.toISOString(),
    ...(status === 'cancelled' ? { link: nextLink(record) } : {}),
  };
}

/** A held booking confirmed by staff: no longer held. */
export function confirmedRecord(record: StoredRecord<'bookings'>): StoredRecord<'bookings'> {
  const { held: _held, ...confirmed } = record;
  return confirmed;
}

/** The records among stored values, parsed (an unreadable value is left out). */
export const storedRecords = <K extends SubmissionKind>(values: readonly unknown[]): StoredRecord<K>[] =>
  values.map((v) => parseStored<StoredRecord<K>>(v)).filter((r): r is StoredRecord<K> => r !== null);

/** Parse a stored record (the Upstash client may already have parsed the JSON). */
export function parseStored<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return null;
    }
  }
  return typeof value === 'object' ? (value as T) : null;
}

export function slotLabelKey(date: string, time: string): string {
  return `${date} ${time}`;
}

/** A phone number or an email as part of an index key's name: hashed, so key names never show it. */
export function hiddenKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 24);
}

/**
 * Which items' phone numbers would hold more appointments than `limits` allow, counting `booked(phone)`
 * (the dates it already holds from limits.today on) and this request's items before them: those are held.
 */
export function phoneHolds(
  items: readonly ReservationItem[],
  limits: PhoneLimits | undefined,
  booked: (phone: string) => string[],
): boolean[] {
  if (!limits) return items.map(() => false);
  const dates = new Map<string, string[]>();
  return items.map((item) => {
    const phone = item.data.phone;
    if (!dates.has(phone))
      dates.set(
        phone,
        booked(phone).filter((d) => d >= limits.today),
      );
    const held = dates.get(phone)!;
    held.push(item.data.visitDate);
    const onDay = held.filter((d) => d === item.data.visitDate).length;
    return (limits.ahead > 0 && held.length > limits.ahead) || (limits.perDay > 0 && onDay > limits.perDay);
  });
}

/** Bookings in the order staff read them: by date, then time. */
export function byVisit(a: StoredRecord<'bookings'>, b: StoredRecord<'bookings'>): number {
  return a.visitDate.localeCompare(b.visitDate) || a.visitTime.localeCompare(b.visitTime);
}

/** Where each kind keeps a person's phone number and email (Find a person). */
export const PERSON_FIELDS: { [K in SubmissionKind]: { phone?: string; email: string } } = {
  callbacks: { phone: 'phone', email: 'email' },
  contacts: { email: 'email' },
  bookings: { phone: 'phone', email: 'email' },
  donations: { phone: 'phone', email: 'email' },
};

/** The field of `kind` a query looks in (none: contacts have no phone), and the value, emails lower-cased. */
export function personField(kind: SubmissionKind, query: PersonQuery): { field: string; value: string } | null {
  const fields = PERSON_FIELDS[kind];
  if ('phone' in query) return fields.phone ? { field: fields.phone, value: query.phone } : null;
  return { field: fields.email, value: query.email.toLowerCase() };
}

/**
 * The Find-a-person queries a stored record answers to (each with personField's value for it): its phone
 * and its email, where the kind has them and the record holds them. Both stores index a record by these.
 */
export function personQueries(kind: SubmissionKind, record: Record<string, unknown>): PersonQuery[] {
  const fields = PERSON_FIELDS[kind];
  const phone = fields.phone === undefined ? undefined : record[fields.phone];
  const email = record[fields.email];
  return [...(typeof phone === 'string' ? [{ phone }] : []), ...(typeof email === 'string' ? [{ email }] : [])];
}

/** Does a stored record belong to the person? */
export function isPersons(record: Record<string, unknown>, kind: SubmissionKind, query: PersonQuery): boolean {
  const where = personField(kind, query);
  if (!where) return false;
  const value = record[where.field];
  return typeof value === 'string' && ('email' in query ? value.toLowerCase() : value) === where.value;
}
