// What the server stores for each kind of submission (and what the admin lists will return).
// Every stored record also has `id` (a UUID) and `createdAt` (server time, ISO 8601 UTC).

import type { PatientType, PersonInput } from './schemas/appointment';
import type { CallbackVariant } from './schemas/callback';
import type { DonationInput } from './schemas/donation';
import type { Received } from './donations';
import type { Weekday } from './time';
import type { Locale } from './locale';
import type { PhoneOptIn } from './channels';

export const SUBMISSION_KINDS = ['callbacks', 'contacts', 'bookings', 'donations'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** A path segment, a stored field or a message's part that names one of the kinds. */
export const isSubmissionKind = (value: unknown): value is SubmissionKind =>
  typeof value === 'string' && (SUBMISSION_KINDS as readonly string[]).includes(value);

export interface CallbackRecordData {
  variant: CallbackVariant;
  name: string;
  phone: string;
  email?: string | undefined;
  comment?: string | undefined;
}

export interface ContactRecordData {
  name: string;
  email: string;
  message: string;
}

/** One person's appointment: one record per person, one slot per record. */
export interface AppointmentRecordData extends Omit<PersonInput, 'registerNumber'> {
  /** Register number: assigned by the server (new patients) or typed (returning patients). */
  registerNumber: string;
  /** Weekday of visitDate, derived by the server. */
  visitDay: Weekday;
  patientType: PatientType;
  /** Shared by the records of one booking request. */
  groupId: string;
  /** What became of the visit (the day's schedule); absent: booked, still to come. */
  status?: VisitStatus;
  /** When the status was set (ISO 8601). */
  statusAt?: string;
  /**
   * Held for staff to confirm or release: the booking passed its phone's limits or its network's daily
   * share. Only staff ever see it (the visitor's answer, mail and page are the same held or not).
   */
  held?: HoldReason;
  /** The version of the patient's private link: a move or a cancel bumps it, so older links stop working. */
  link?: number;
  /** The phone the group's messages may go to, and how (WhatsApp or SMS); absent: email only. */
  notify?: PhoneOptIn;
}

/** Why a booking waits for staff: its phone's limits, or its network's daily share of slots. */
export const HOLD_REASONS = ['phone', 'network'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** Staff mark a visit arrived or no-show; a cancelled visit (by staff or the patient) frees its slot. */
export const VISIT_STATUSES = ['arrived', 'no-show', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export interface DonationRecordData extends DonationInput {
  /** Short reference for matching the UPI/bank payment, e.g. 'VT-7K3M9QXD'. */
  reference: string;
  /** The UPI reference the donor typed after paying (12 digits; src/lib/donations.ts). */
  utr?: string;
  /** What a person confirmed about the money (src/lib/donations.ts); absent: still a pledge. */
  received?: Received;
  /** A monthly donor stopped the monthly reminders (ISO 8601, from the link in a reminder). */
  remindersStoppedAt?: string;
}

export interface RecordDataByKind {
  callbacks: CallbackRecordData;
  contacts: ContactRecordData;
  bookings: AppointmentRecordData;
  donations: DonationRecordData;
}

/** What every record carries besides its form's data: the language of the page it was sent from. */
export interface RecordMeta {
  /** 'en' or 'ta'. Records stored before the Tamil site (and the old site's clients) have none: English. */
  lang?: Locale;
}

export type StoredRecord<K extends SubmissionKind> = RecordDataByKind[K] &
  RecordMeta & { id: string; createdAt: string };

/** One line of the staff audit log: who (which session) did what to which records, and when. */
export interface AuditEntry {
  /** ISO 8601, the server's clock. */
  at: string;
  /**
   * What was done: 'pan.show', 'export', 'person.find', 'person.export', 'person.erase', 'delete',
   * 'bulk.remove', 'retention' (the daily schedule; session 'schedule').
   */
  action: string;
  /** The first 8 characters of the staff session's id (which device). */
  session: string;
  /** Who: the person's name and account id (older lines, from the shared password's days, have none). */
  by?: string;
  byId?: string;
  kind?: SubmissionKind;
  /** The record acted on, or how many. Never personal data. */
  recordId?: string;
  count?: number;
  /** What else names the act, never personal data: a receipt's number, a financial year. */
  detail?: string;
}
