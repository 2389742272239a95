// The answers API suites read field by field, for call<T>() (./http). The public forms' answers are typed in
// src/lib/api.ts (ApiErrorBody for every refusal, BookingResponse, DonationResponse, the manage link's, ...):
// use those. The staff API, health and the legacy paths have no shared answer type yet, so the shapes are
// written here from their handlers: netlify/functions/admin.ts and src/server/admin/ (whose comments list
// each answer) and health.ts. They are not checked at run time: a test's assertions are.

import type { Closure } from '../../src/lib/closures';
import type { AuditEntry, StoredRecord, SubmissionKind } from '../../src/lib/records';
import type { Slot } from '../../src/lib/slots';
import type { TroubledMessage } from '../../src/server/store/outbox-types';

type Booking = StoredRecord<'bookings'>;

/** A staff answer whose content is `data`: GET /api/admin/audit, /person, /bookings/related, /closures, /outbox. */
export interface DataAnswer<T> {
  success: true;
  data: T;
}

/** GET /api/admin/<kind>?cursor=&q= (PANs masked) and POST /api/admin/export/<kind> (full PANs): one page. */
export interface RecordPage<K extends SubmissionKind> {
  success: true;
  data: StoredRecord<K>[];
  /** The next page's cursor; null on the last page. */
  next: string | null;
  total: number;
}

/** GET /api/admin/person, POST /api/admin/person/export: a person's records of every kind. */
export type PersonRecords = { [K in SubmissionKind]: StoredRecord<K>[] };

/** POST /api/admin/bookings/remove: how many bookings went. */
export interface Removed {
  success: true;
  removed: number;
}

/** GET /api/admin/session. */
export interface SessionAnswer {
  success: true;
  signedIn: boolean;
  loginEnabled: boolean;
  notice?: string;
  expiresAt?: string;
  devPasswordFile?: string;
}

/** GET /api/admin/outbox's data. */
export interface OutboxState {
  pending: number;
  failed: number;
  troubled: TroubledMessage[];
}

/** POST /api/admin/closures: the closure and the bookings in its slots (staff call them). */
export interface ClosureAdded {
  success: true;
  closure: Closure;
  affected: Booking[];
}

/** GET /api/admin/schedule?date=: every slot of the day. */
export interface ScheduleAnswer {
  success: true;
  date: string;
  slots: { time: Slot; booking: Booking | null; closed: string | null }[];
}

/** POST /api/admin/bookings/:id/status. */
export interface VisitMarked {
  success: true;
  booking: Booking;
}

/** The manage link's answers: the types the function and the manage page share (src/lib/api.ts). */
export type {
  ManagedAppointment,
  ManageChangedResponse as ManageChanged,
  ManageOpenedResponse as ManageOpened,
} from '../../src/lib/api';

/** GET /api/health. */
export interface HealthAnswer {
  ok: boolean;
  store?: string;
  error?: string;
}

/** The audit log's lines (GET /api/admin/audit). */
export type AuditLines = DataAnswer<AuditEntry[]>;
