// The store port: what every adapter (./redis, ./embedded) provides, in sub-ports by concern. Both adapters
// pass one contract suite per sub-port (tests/contract/<sub-port>.test.ts).
//
//   records   submissions of every kind: add, read, page, search, find a person, delete, retention's pages
//   bookings  appointments: reserve (all slots or none), move, mark, confirm, their reads, the register counter
//   calendar  when the clinic can be booked: closures, and a date's availability (taken slots + closures)
//   outbox    messages waiting to be sent (./outbox-types)
//   limits    rate-limit windows (./limits-types)
//   audit     the audit log
//   camps     free camps' registrations: places, tokens, the waiting list (./camps-types)
//   donations a pledge's UTR and confirmed payment, 80G receipts, Form 10BD marks (./donations-types)
//   accounts, credentials, invites, staffSessions, ceremonies: staff sign-in (./staff-types)
//   requests  rights requests (code, queue, answer); processing: the log kept a year (./requests-types)
//   breaches  personal data breaches, the Board's steps and each affected person's notice (./breaches-types)
//   messaging phone messages (WhatsApp, SMS): what became of each, and who said STOP (./messaging-types)
//
// A write that belongs with others happens in one atomic step whatever sub-port it is on: records.add and
// bookings.reserve count their rate-limit hits and write their outbox messages in the same step; reserve
// and move check the calendar's closures in the step that takes the slot.
//
// No read reads a whole kind: what is looked up by value (a group, a phone or email, a date) is indexed in the
// step of every write that adds, moves or deletes a record (./redis/lookups, which also indexes older records;
// ./embedded/schema), so bookings.find and records.findPerson read their result only.
//
// Search text: what staff find a record by is made by the caller (a service, with the staff tables' searchText
// in src/lib), never by the store: every write that stores or rewrites a record carries a SearchText (below).

import type { AppointmentRecordData, AuditEntry, RecordDataByKind, RecordMeta } from '../../lib/records';
import type { StoredRecord, SubmissionKind, VisitStatus } from '../../lib/records';
import type { Closure, ClosureRule } from '../../lib/closures';
import type { Slot } from '../../lib/slots';
import type { PhoneLimits, WindowHit, Limits } from './limits-types';
import type { Notice, Outbox } from './outbox-types';
import type { Donations } from './donations-types';
import type { Messaging } from './messaging-types';
import type { Camps } from './camps-types';
import type { Accounts, Ceremonies, Credentials, Invites, StaffSessions } from './staff-types';
import type { ProcessingLog, Requests } from './requests-types';
import type { Breaches } from './breaches-types';

export { WindowFullError } from './limits-types';
export type { Limits, PhoneLimits, WindowHit } from './limits-types';

export type { AuditEntry } from '../../lib/records';
export type { Accounts, Ceremonies, Credentials, Invites, StaffSessions } from './staff-types';
export type { ProcessingEntry, ProcessingLog, Requests, StoredRequest } from './requests-types';
export type { Breaches } from './breaches-types';
export type StoreName = 'redis' | 'embedded';

/**
 * A record's search text (what staff can find it by), made by the caller from the record as it is stored:
 * the store decides the record's id, createdAt and (a booking) register number, so it calls this once they
 * are known, keeps the string beside the record and looks for search words in it. Adapters never make,
 * read or change search text otherwise. (Redis indexes a booking before its script decides the register
 * number: the function sees `pregno: ''` and the script adds the number, lower-cased, on a line of its own.)
 */
export type SearchText<K extends SubmissionKind> = (record: StoredRecord<K>) => string;

/** How a reserved appointment gets its register number. */
export type RegisterAssignment =
  /** New patient: prefix ('MP26') + the next value of the year's counter, padded to 3 digits. */
  | { kind: 'assign'; prefix: string }
  /** Returning patient: the number they typed (already validated). */
  | { kind: 'given'; value: string };

export interface ReservationItem {
  register: RegisterAssignment;
  /** Everything but the register number; date and time name the slot this record holds. */
  data: Omit<AppointmentRecordData, 'pregno'> & RecordMeta;
}

/** What a write carries besides its record. */
export interface WriteExtras<K extends SubmissionKind> {
  /** The record's search text. */
  search: SearchText<K>;
  /** Messages about the record (ref: its id), written with it or not at all. */
  notices?: Notice[];
  /** Rate-limit windows counted with the write (a full one: WindowFullError, nothing written). */
  hits?: WindowHit[];
}

export interface ReservationRequest {
  /** The year whose counter numbers new patients (India time, e.g. 2026). */
  year: number;
  items: ReservationItem[];
  /** Each appointment's search text. */
  search: SearchText<'bookings'>;
  /** Checked in the same atomic step as the slots: an item past them is stored held ('phone'), not refused. */
  phoneLimits?: PhoneLimits;
  /** Messages about the booking (ref: the items' groupId), written with it or not at all. */
  notices?: Notice[];
  /** Rate-limit windows counted in the same step (a full one: WindowFullError, nothing written). */
  hits?: WindowHit[];
}

export type ReservationResult =
  /** Stored; an item past its phone's limits, or all of them past a 'hold' hit, carry `held`. */
  | { ok: true; appointments: StoredRecord<'bookings'>[] }
  /** Nothing was stored: item `closedIndex` wants a slot the clinic has closed, for `reason`. */
  | { ok: false; closedIndex: number; reason: string }
  /** Nothing was stored: item `conflictIndex` (0-based) wants a slot that is taken (or twice in this request). */
  | { ok: false; conflictIndex: number };

export interface SlotChoice {
  date: string;
  time: Slot;
}

export type MoveResult =
  | { ok: true; appointment: StoredRecord<'bookings'> }
  /** Nothing changed: no such booking, or it is cancelled. */
  | { ok: false; refused: 'missing' | 'cancelled' }
  /** Nothing changed: the new slot is taken (by someone else; the booking's own slot is "taken" too). */
  | { ok: false; refused: 'taken' } /** Nothing changed: the clinic has closed the new slot. */
  | { ok: false; refused: 'closed'; reason: string };

/** The fields that hold a person's phone number or email, per kind (Find a person). */
export type PersonQuery = { phone: string } | { email: string };

/** Where a page ends: the last record's createdAt (epoch ms) and id. The next page starts after it. */
export interface PageCursor {
  ms: number;
  id: string;
}

export interface PageRequest {
  /** At most this many records (1..1000). */
  limit: number;
  /** Continue after this record (none: from the newest). */
  cursor?: PageCursor;
  /** Only records whose search text (SearchText) holds this, already lower-cased. */
  search?: string;
  /** Stop before the records' JSON passes this many bytes (a page always holds at least one record). */
  maxBytes: number;
}

export interface Page<K extends SubmissionKind> {
  /** Newest first (ties: the larger id first). */
  records: StoredRecord<K>[];
  /** Where the next page starts; null when this page reaches the end. */
  next: PageCursor | null;
  /** All records of the kind (not only the matching ones). */
  total: number;
}

export type BookingFilter = { groupId: string } | { phone: string; fromDate: string };

/** Submissions of every kind. */
export interface Records {
  /**
   * Save a submission; the store gives it an id (UUID) and createdAt (ISO). Its notices go to the outbox
   * and its hits are counted in the same atomic step. Bookings go through bookings.reserve().
   */
  add<K extends Exclude<SubmissionKind, 'bookings'>>(
    kind: K,
    data: RecordDataByKind[K] & RecordMeta,
    extras: WriteExtras<K>,
  ): Promise<StoredRecord<K>>;
  /** Newest first. */
  list<K extends SubmissionKind>(kind: K, options?: { limit?: number }): Promise<StoredRecord<K>[]>;
  /** One page of a kind, newest first, optionally only the records a search finds (staff lists, exports). */
  page<K extends SubmissionKind>(kind: K, request: PageRequest): Promise<Page<K>>;
  get<K extends SubmissionKind>(kind: K, id: string): Promise<StoredRecord<K> | null>;
  /** True when something was deleted. Deleting a booking frees its slot. */
  delete(kind: SubmissionKind, id: string): Promise<boolean>;
  /** Every record of `kind` whose phone or email (without case) is the person's; newest first (ties: larger id). */
  findPerson<K extends SubmissionKind>(kind: K, query: PersonQuery): Promise<StoredRecord<K>[]>;
  /**
   * Retention (src/server/services/retention.ts): a page of the records of `kind` received before
   * `beforeMs` (createdAt, epoch ms; one received exactly then is not included), oldest first (ties by id):
   * `limit` (1..1000) of them from position `offset` (default 0) of that order. Delete with delete(kind, id).
   */
  createdBefore<K extends SubmissionKind>(
    kind: K,
    beforeMs: number,
    page: { limit: number; offset?: number },
  ): Promise<StoredRecord<K>[]>;
}

/** Appointments: the calendar's atomic writes and the reads of bookings. */
export interface Bookings {
  /**
   * All slots or none, atomically; a slot holds one patient; register numbers from the year's counter;
   * a slot the calendar closes is refused in the same step. The request's hits are counted first: a full
   * window throws WindowFullError.
   */
  reserve(request: ReservationRequest): Promise<ReservationResult>;
  /**
   * Move a booking to another slot, atomically: the new slot is taken and the old one freed together, or
   * nothing changes. The record keeps its id, register number and group; its date, weekday and time change,
   * and with them its search text (`search` is called with the moved record), and its link version is
   * bumped. Past the phone's per-day limit on the new date (itself not counted twice) it is held ('phone');
   * a held booking stays held until staff confirm it.
   */
  move(id: string, to: SlotChoice, search: SearchText<'bookings'>, phoneLimits?: PhoneLimits): Promise<MoveResult>;
  /** Staff confirm a held booking (its `held` goes); null when there is no such booking. */
  confirm(id: string): Promise<StoredRecord<'bookings'> | null>;
  /**
   * Set what became of a visit; 'cancelled' frees its slot and bumps the link version (the record stays,
   * for the schedule). Null when there is no such booking. A cancelled visit stays cancelled. The search
   * text stays: what became of a visit is not searchable (no column of the staff's bookings table).
   */
  markVisit(id: string, status: VisitStatus): Promise<StoredRecord<'bookings'> | null>;
  /**
   * The bookings of one group (one request; cancelled ones too), or of one phone number on dates from
   * `fromDate` on (those holding a slot); by date and time. Reads those bookings only (indexed by group and
   * by phone).
   */
  find(filter: BookingFilter): Promise<StoredRecord<'bookings'>[]>;
  /**
   * The appointments from `from` to `to` (default: that one date), by date and time: a day's schedule, the
   * morning digest, the visits a new closure shuts out (a range of up to a few months, read at once).
   */
  onDates(from: string, to?: string): Promise<StoredRecord<'bookings'>[]>;
  /** Booked slots ('HH:MM', 24-hour, sorted) of a date. */
  bookedTimes(date: string): Promise<string[]>;
  /** The next value of the year's register counter (1, 2, 3, ...). */
  nextRegisterSequence(year: number): Promise<number>;
}

/**
 * When the clinic can be booked: its closures (lib/closures), which bookings.reserve() and move() check in
 * their own atomic step, and what the booking form reads of a date.
 */
export interface Calendar {
  addClosure(rule: ClosureRule): Promise<Closure>;
  /** Every closure, by first date (then by when it was added). */
  closures(): Promise<Closure[]>;
  /** True when something was deleted. */
  deleteClosure(id: string): Promise<boolean>;
  /** A date's booked slots (sorted) and every closure, in one read (one request on Upstash). */
  availability(date: string): Promise<{ booked: string[]; closures: Closure[] }>;
}

export interface AuditLog {
  /** Add a line to the audit log; lines older than `keepMs` are dropped on the way. */
  add(entry: AuditEntry, keepMs: number): Promise<void>;
  /** The audit log, newest first: `limit` lines received before `beforeMs` (default: all). */
  list(options: { limit: number; beforeMs?: number }): Promise<AuditEntry[]>;
}

export interface Store {
  readonly name: StoreName;
  readonly records: Records;
  readonly bookings: Bookings;
  readonly calendar: Calendar;
  readonly outbox: Outbox; // messages waiting to be sent (./outbox-types)
  readonly limits: Limits;
  readonly audit: AuditLog;
  readonly donations: Donations;
  /** Free camps' registrations (./camps-types). */
  readonly camps: Camps;
  readonly accounts: Accounts;
  readonly credentials: Credentials;
  readonly invites: Invites;
  readonly staffSessions: StaffSessions;
  readonly ceremonies: Ceremonies;
  readonly requests: Requests;
  readonly processing: ProcessingLog;
  readonly breaches: Breaches;
  readonly messaging: Messaging; // phone messages' deliveries and STOPs (./messaging-types)
  /** Cheap liveness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreOptions {
  /** Clock for createdAt (tests fix it). */
  now?: () => Date;
}
