// The staff API's answers (/api/admin/*), written once: the handlers in src/server/admin/ build them, the
// staff pages' client (src/islands/staff/api.ts) and the API tests read them. Types only, browser-safe.

import type { Closure } from './closures';
import type { AuditEntry, StoredRecord, SubmissionKind } from './records';
import type { Slot } from './slots';
import type { PhoneChannel } from './channels';
import type { Permission } from './staff-roles';
import type { Account, SignInMethod } from './staff-api-accounts';

// The Donations page's answers and the accounts' have their own files; callers import every answer from here.
export type * from './staff-api-donations';
export type * from './staff-api-accounts';

type Booking = StoredRecord<'bookings'>;

/** Who a message is for and what it says (privacy: a rights request's code or answer, ref step/request id; breach: a breach notice or the Board's reminder). */
export type NoticeType =
  | 'staff'
  | 'patient'
  | 'reminder'
  | 'closure'
  | 'donor'
  | 'receipt'
  | 'digest'
  | 'sign-in'
  | 'monthly'
  | 'privacy'
  | 'breach'
  | 'camp';

/** A message of the outbox (src/server/store/outbox-types.ts). */
export interface OutboxMessage {
  /** `${type}:${ref}`: unique, so enqueueing the same message again does nothing. */
  id: string;
  type: NoticeType;
  /** The records' kind (none for the daily digest). */
  kind: SubmissionKind | null;
  ref: string;
  createdMs: number;
  /** A phone message (src/lib/channels): sent on that channel to the phone the person gave; none: email. */
  channel?: PhoneChannel;
  /** Only this part of what `ref` names (one visit of a group): a fallback or a resent phone message. */
  part?: string;
}

/** A message whose last try failed: still being retried ('pending') or given up ('failed'). */
export interface TroubledMessage extends OutboxMessage {
  status: 'pending' | 'failed';
  attempts: number;
  error: string;
  /** Pending: the next try; failed: when it was given up. */
  atMs: number;
}

/** An answer that says only that it was done. */
export interface Done {
  success: true;
}

/** A staff answer whose content is `data`: GET /api/admin/audit, /closures, /outbox; POST /person, /bookings/related. */
export interface DataAnswer<T> {
  success: true;
  data: T;
}

/** GET /api/admin/session. */
export interface SessionAnswer {
  success: true;
  signedIn: boolean;
  loginEnabled: boolean;
  /** Does the shared password still sign in (the first admin)? The sign-in page offers it only then. */
  passwordSignIn: boolean;
  /** Why sign-in is off on this deploy. */
  notice?: string;
  expiresAt?: string;
  /** On a developer's machine: where the generated password is kept. */
  devPasswordFile?: string;
  /** Signed in: who, what their role may do (none yet after an invite), how they signed in. */
  account?: Pick<Account, 'id' | 'name' | 'email' | 'role'>;
  permissions?: Permission[];
  method?: SignInMethod;
  factors?: { passkeys: number; totp: boolean; recoveryCodesLeft: number };
  /** Until when a step-up is fresh (absent: a change that needs one asks for it). */
  steppedUpUntil?: string;
}

/** GET /api/admin/<kind>?cursor=&q= (PANs masked) and POST /api/admin/export/<kind> (full PANs): one page. */
export interface RecordPage<K extends SubmissionKind> {
  success: true;
  data: StoredRecord<K>[];
  /** The next page's cursor; null on the last page. */
  next: string | null;
  /** Records of the kind in all (not only the matching ones). */
  total: number;
}

/** Find a person by a phone number (10 digits) or an email. */
export type PersonQuery = { phone: string } | { email: string };
/** POST /api/admin/person, /api/admin/person/export: a person's records of every kind. */
export type PersonRecords = { [K in SubmissionKind]: StoredRecord<K>[] };

/** POST /api/admin/donations/:id/pan. */
export interface PanShown {
  success: true;
  pan: string;
}

/** POST /api/admin/person/erase: how many records of each kind went. */
export interface Erased {
  success: true;
  removed: Partial<Record<SubmissionKind, number>>;
}

/** POST /api/admin/bookings/remove: how many bookings went. */
export interface Removed {
  success: true;
  removed: number;
}

/** GET /api/admin/outbox's data. */
/** The ways a message reaches a person. */
export type Channel = 'email' | PhoneChannel;

/** A phone message as staff see it (src/server/store/messaging-types Delivery, without the phone's hash). */
export interface PhoneDelivery {
  /** '<channel>:<provider id>': what POST /api/admin/outbox/retry { delivery } sends again. */
  id: string;
  channel: PhoneChannel;
  messageId: string;
  type: NoticeType;
  /** Masked: 98******10. */
  phone: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  error?: string;
  sentMs: number;
  updatedMs: number;
}

export interface OutboxState {
  pending: number;
  failed: number;
  troubled: TroubledMessage[];
  /** Each channel: on, or off with the settings it lacks (its messages wait). */
  channels: { channel: Channel; on: boolean; why?: string }[];
  /** This month (India time): messages sent and their estimated cost per channel, in rupees. */
  month: { month: string; channels: { channel: Channel; count: number; rupees: number }[] };
  /** The latest phone messages and what became of each. */
  deliveries: PhoneDelivery[];
}

/** One slot of the day's schedule. */
export interface ScheduleSlot {
  time: Slot;
  /** The patient holding the slot. */
  booking: Booking | null;
  /** Why the clinic closed it (a closed slot may still hold a patient to call), or null. */
  closed: string | null;
}

/** GET /api/admin/schedule?date=: every slot of the day. */
export interface ScheduleAnswer {
  success: true;
  date: string;
  /** Bookings held for confirmation (past a phone's limits or a network's share), from today on. */
  held: Booking[];
  slots: ScheduleSlot[];
}

/** POST /api/admin/closures: the closure and the bookings in its slots (staff call them). */
export interface ClosureAdded {
  success: true;
  closure: Closure;
  affected: Booking[];
}

/** POST /api/admin/bookings/:id/status. */
export interface VisitMarked {
  success: true;
  booking: Booking;
}

/** GET /api/admin/audit's lines. */
export type AuditLine = AuditEntry;
