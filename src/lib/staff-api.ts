// The staff API's answers (/api/admin/*), written once: the handlers in src/server/admin/ build them, the
// staff pages' client (src/islands/staff/api.ts) and the API tests read them. Types only, browser-safe.

import type { Closure } from './closures';
import type { DonationKind10bd, DonorIdType } from './donation-terms';
import type { FinancialYear, Receipt, YearFiling } from './donations';
import type { AuditEntry, StoredRecord, SubmissionKind } from './records';
import type { Slot } from './slots';
import type { PhoneChannel } from './channels';
import type { AccountStatus, Permission, Role } from './staff-roles';

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

/** How a session began (src/server/store/staff-types.ts SignInMethod). */
export type SignInMethod = 'passkey' | 'totp' | 'recovery' | 'password' | 'invite';

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

/** POST /api/admin/donations/:id/received: the pledge with its money confirmed (PAN and ID masked). */
export interface PledgeMarked {
  success: true;
  pledge: StoredRecord<'donations'>;
}

/** POST /api/admin/donations/:id/receipt, /api/admin/receipts/:id/cancel (the donor's ID masked). */
export interface ReceiptAnswer {
  success: true;
  receipt: Receipt;
}

/** POST /api/admin/receipts/:id/pdf: the receipt's PDF, base64. */
export interface ReceiptPdf {
  success: true;
  filename: string;
  pdf: string;
}

/** An open pledge as a statement's match shows it. */
export interface PledgeSummary {
  id: string;
  reference: string;
  name: string;
  /** Rupees pledged. */
  amount: number;
  createdAt: string;
  utr?: string;
}

/** A credit of the bank statement. */
export interface StatementCredit {
  /** Its line in the file. */
  row: number;
  date: string;
  narration: string;
  reference: string;
  /** Rupees. */
  amount: number;
}

/** One credit and the one open pledge it matches: staff confirm it with one click. */
export interface StatementProposal {
  credit: StatementCredit;
  pledge: PledgeSummary;
  /** Why: the UTR or the pledge reference appears in the credit, and the amounts agree. */
  reason: string;
  /** What confirming records: mode and reference. */
  mode: 'upi' | 'bank-transfer';
  reference: string;
}

/** A credit matching no open pledge or several: for a person to look at. */
export interface StatementReview {
  credit: StatementCredit;
  candidates: PledgeSummary[];
  reason: string;
}

/** POST /api/admin/statement. */
export interface StatementAnswer {
  success: true;
  bank: string;
  proposals: StatementProposal[];
  review: StatementReview[];
}

/** One donor of the year's CSV, as staff see them (ID masked): what their Form 10BE is marked by. */
export interface Form10bdDonor {
  /** The donor's key for the 10BE mark: a hash of their ID type and number (never the number). */
  key: string;
  name: string;
  idType: DonorIdType;
  idNumber: string;
  /** Rupees, every row of theirs added. */
  amount: number;
  kinds: DonationKind10bd[];
  receipts: string[];
  /** When their 10BE was marked sent. */
  certificate?: { at: string; by: string };
}

/** A donor, or a received pledge, left out of the CSV: why, in words staff can act on. */
export interface Form10bdLeftOut {
  name: string;
  receipts: string[];
  /** The pledge reference, for one with no receipt in force. */
  reference?: string;
  reasons: string[];
}

export interface Form10bdReport {
  fy: FinancialYear;
  csv: string;
  donors: Form10bdDonor[];
  excluded: Form10bdLeftOut[];
  filing: YearFiling;
}

/** POST /api/admin/form10bd/:fy. */
export type Form10bdAnswer = { success: true } & Form10bdReport;
/** A staff account (src/server/store/staff-types.ts Accounts). */
export interface Account {
  /** UUID, given by the store. */
  id: string;
  name: string;
  /** As typed; unique without case. */
  email: string;
  role: Role;
  status: AccountStatus;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601 of the last sign-in or use; null until the first. */
  lastSeenAt: string | null;
}

/** An invite to become staff, by a one-time link (only a hash of its token is kept). */
export interface Invite {
  /** A hash of the link's token (the token itself is only in the link). */
  tokenHash: string;
  email: string;
  role: Role;
  /** Who invited: the inviting account's id (or, until accounts sign in, the session's). */
  invitedBy: string;
  createdAt: string;
  /** createdAt + 48 hours. */
  expiresAt: string;
}

/** GET /api/admin/accounts. */
export interface AccountsAnswer {
  success: true;
  accounts: Account[];
  invites: Invite[];
}

/** POST /api/admin/accounts/invite: the invite and its link (shown once, for the admin to send). */
export interface InviteMade {
  success: true;
  invite: Invite;
  link: string;
}

/** POST /api/admin/accounts/:id, POST /api/admin/invite (accepted). */
export interface AccountAnswer {
  success: true;
  account: Account;
}

/** POST /api/admin/invite/open { token }: what the invite is for. */
export interface InviteOpened {
  success: true;
  email: string;
  role: Role;
  expiresAt: string;
}

/** POST /api/admin/accounts/:id/sign-out: how many sessions ended. */
export interface SignedOutEverywhere {
  success: true;
  ended: number;
}

/** A passkey as its owner sees it (GET /api/admin/me). */
export interface PasskeyInfo {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/admin/me. */
export interface MeAnswer {
  success: true;
  account: Account;
  passkeys: PasskeyInfo[];
  totp: boolean;
  recoveryCodesLeft: number;
}

/** One of a person's own signed-in devices (GET /api/admin/me/sessions). */
export interface DeviceSession {
  /** The store's id of the session (a hash of its cookie, never the cookie). */
  id: string;
  device: string;
  method: SignInMethod;
  createdAt: string;
  lastSeenAt: string;
  /** The device asking. */
  current: boolean;
}

/** A factor added; with a first one, ten recovery codes shown once. */
export interface FactorAdded {
  success: true;
  passkey?: PasskeyInfo;
  recoveryCodes?: string[];
}
