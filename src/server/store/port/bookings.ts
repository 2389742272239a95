// The bookings sub-port: appointments. A group booking reserves all its slots or none, a move takes the new
// slot and frees the old one together, and both check the calendar's closures (./calendar) and count their
// rate-limit hits and write their outbox messages in the same atomic step.

import type { AppointmentRecordData, RecordMeta, StoredRecord, VisitStatus } from '../../../lib/records';
import type { Slot } from '../../../lib/slots';
import type { PhoneLimits, WindowHit } from './limits';
import type { Notice } from './outbox';
import type { SearchText } from './records';

/** How a reserved appointment gets its register number. */
export type RegisterAssignment =
  /** New patient: prefix ('MP26') + the next value of the year's counter, padded to 3 digits. */
  | { kind: 'assign'; prefix: string }
  /** Returning patient: the number they typed (already validated). */
  | { kind: 'given'; value: string };

export interface ReservationItem {
  register: RegisterAssignment;
  /** Everything but the register number; date and time name the slot this record holds. */
  data: Omit<AppointmentRecordData, 'registerNumber'> & RecordMeta;
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

export type BookingFilter = { groupId: string } | { phone: string; fromDate: string };

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
