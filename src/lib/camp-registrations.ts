// A camp registration as the store keeps it and staff read it (src/server/store/camps-types.ts).
// `token` is the person's number for the day (1, 2, 3, … per camp date in order of registration, no gap, no
// repeat); a registration past the date's places waits without one until places free up.

import type { CampChannel } from './camp-basics';
import type { HoldReason } from './records';
import type { Locale } from './locale';

export const CAMP_STATUSES = ['registered', 'waiting', 'cancelled'] as const;
export type CampStatus = (typeof CAMP_STATUSES)[number];

export interface CampRegistration {
  id: string;
  camp: string;
  date: string;
  name: string;
  phone: string;
  village: string;
  /** Places it takes. */
  people: number;
  needs?: string | undefined;
  channel: CampChannel;
  email?: string | undefined;
  lang: Locale;
  createdAt: string;
  status: CampStatus;
  /** The day's number, once it holds places (none while waiting; a cancelled one keeps its number). */
  token?: number | undefined;
  /** Staff marked the person as come on the day. */
  came?: boolean | undefined;
  /** Past its phone's or network's share: staff call to confirm (the visitor's answer is the same). */
  held?: HoldReason | undefined;
  /** Who cancelled it: the person (their link), staff, or the date being called off. */
  cancelledBy?: 'person' | 'staff' | 'date' | undefined;
  /** The private link's version: a cancel bumps it. */
  link?: number | undefined;
}

/** One camp date's state: places taken, and whether staff called it off. */
export interface CampDayState {
  camp: string;
  date: string;
  capacity: number;
  taken: number;
  cancelled: boolean;
}

/** Counts per camp for the trust's reports. */
export interface CampCounts {
  camp: string;
  dates: number;
  registrations: number;
  people: number;
  came: number;
  waiting: number;
  cancelled: number;
}

/** POST /api/camps/register's answer (the same whether the registration is held for staff or not). */
export interface CampRegisteredResponse {
  success: true;
  message: string;
  status: 'registered' | 'waiting';
  /** The day's token (none while waiting). */
  token: number | null;
  camp: string;
  date: string;
  /** The private link's token (/camps/registration#<link>); null when the site has no secret. */
  link: string | null;
}

/** What the private link shows of a registration (POST /api/camps/registration). */
export interface CampRegistrationView {
  camp: string;
  date: string;
  name: string;
  people: number;
  status: CampStatus;
  token: number | null;
}

/** One date of a camp as the staff Camps page lists it (GET /api/admin/camps). */
export interface StaffCampDate {
  date: string;
  /** Called off by the editors (in the data) or by staff. */
  cancelled: boolean;
  capacity: number;
  taken: number;
}

export interface StaffCamp {
  id: string;
  title: string;
  place: string;
  start: string;
  end: string;
  capacity: number;
  dates: StaffCampDate[];
  /** The last 365 days and the weeks ahead. */
  counts: CampCounts;
}
