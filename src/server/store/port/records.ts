// The records sub-port: submissions of every kind (add, read, page, search, find a person, delete, retention's
// pages). Bookings are records too, but they are written through ./bookings (the calendar's atomic steps).
//
// Search text: what staff find a record by is made by the caller (a service, with the staff tables' searchText
// in src/lib), never by the store: every write that stores or rewrites a record carries a SearchText (below).

import type { RecordDataByKind, RecordMeta, StoredRecord, SubmissionKind } from '../../../lib/records';
import type { WindowHit } from './limits';
import type { Notice } from './outbox';

/**
 * A record's search text (what staff can find it by), made by the caller from the record as it is stored:
 * the store decides the record's id, createdAt and (a booking) register number, so it calls this once they
 * are known, keeps the string beside the record and looks for search words in it. Adapters never make,
 * read or change search text otherwise. (Redis indexes a booking before its script decides the register
 * number: the function sees `registerNumber: ''` and the script adds the number, lower-cased, on a line of its own.)
 */
export type SearchText<K extends SubmissionKind> = (record: StoredRecord<K>) => string;

/** What a write carries besides its record. */
export interface WriteExtras<K extends SubmissionKind> {
  /** The record's search text. */
  search: SearchText<K>;
  /** Messages about the record (ref: its id), written with it or not at all. */
  notices?: Notice[];
  /** Rate-limit windows counted with the write (a full one: WindowFullError, nothing written). */
  hits?: WindowHit[];
}

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
