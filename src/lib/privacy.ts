// Rights requests under the DPDP Act (see, correct, erase, withdraw consent, nominate): what a person asks
// for, how it is checked, and what staff see in their queue. Browser-safe, types and data only.

import type { Locale } from './locale';

/** What a person may ask for (DPDP Act sections 11-14; withdrawal of consent, section 6(4)). */
export const REQUEST_TYPES = [
  'access',
  'correct',
  'erase',
  'withdraw-messages',
  'withdraw-reminders',
  'nominate',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const isRequestType = (value: unknown): value is RequestType =>
  typeof value === 'string' && (REQUEST_TYPES as readonly string[]).includes(value);

/** Unverified: waiting for its one-time code; open: in the staff queue; answered: done. */
export type RequestStatus = 'unverified' | 'open' | 'answered';

/** How the person proved the phone or email is theirs: a one-time code, or a booking's private link. */
export type RequestProof = 'code' | 'link';

/** The phone number or email the person used with us (the code went there; staff find their records by it). */
export type RequestContact = { phone: string } | { email: string };

/** A one-time code: digits, short-lived, a few tries. */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 15 * 60_000;
export const CODE_TRIES = 5;

/** A rights request as staff see it (never its code). */
export interface RightsRequest {
  id: string;
  type: RequestType;
  name: string;
  contact: RequestContact;
  /** What to correct, whom to nominate, anything else the person wrote (at most 1000 characters). */
  details: string;
  lang: Locale;
  via: RequestProof;
  status: RequestStatus;
  createdMs: number;
  /** When it must be answered by (the published period from when it was verified); 0 while unverified. */
  dueMs: number;
  /** The booking whose private link it came from. */
  bookingId?: string;
  answer?: { text: string; by: string; atMs: number };
}

/** GET /api/admin/requests */
export interface RequestQueue {
  success: true;
  /** Open requests, the earliest due first (overdue ones lead). */
  open: RightsRequest[];
  nowMs: number;
}
