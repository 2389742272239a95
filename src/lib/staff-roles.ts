// Staff accounts' roles and what each may do: ONE table, read by the server (every admin route
// declares the permission it needs: src/server/admin/permissions.ts) and by the staff pages (they hide what
// the role lacks). Browser-safe, types and data only.

import type { SubmissionKind } from './records';

/** Who a person is in the clinic. */
export const ROLES = ['reception', 'practitioner', 'accounts', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** An account that is disabled cannot sign in, and its sessions end when it is disabled. */
export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Everything a staff route can ask of a person. */
export const PERMISSIONS = [
  /** Callbacks and messages: read them, delete them, find what a phone number sent. */
  'inbox',
  /** The bookings list and a day's schedule (health data: every read is audited). */
  'schedule',
  /** Remove bookings (one, or a group's). */
  'bookings',
  /** Mark what became of a visit (came, no-show, cancelled). */
  'visits',
  /** Close days or slots, and reopen them. */
  'closures',
  /** Find a person's records across kinds (to call a patient back). */
  'people',
  /** Export or erase everything about one person (step-up). */
  'people.manage',
  /** Donations: read the list, confirm a gift, remove one. */
  'donations',
  /** Show a donor's full PAN (step-up, audited). */
  'donations.pan',
  /** Export a kind of records (step-up, audited): donations for accounts, any kind for admin. */
  'export.donations',
  'export.all',
  /** Messages the outbox could not send, and sending them again. */
  'outbox',
  /** Invite, disable, re-enable, change a role, sign a person out everywhere (step-up). */
  'accounts',
  /** Read the audit log. */
  'audit',
  /** The queue of people's rights requests (see, correct, erase, withdraw, nominate): read and answer. */
  'requests',
  /** Record a data breach, notify the people affected, keep the Board's notice and report (step-up). */
  'breaches',
  /** Free camps: each date's registrations (the day's list), mark who came, cancel one or call a date off. */
  'camps',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each role may do. Admin may do everything; the others only what their work needs. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  reception: ['inbox', 'schedule', 'bookings', 'visits', 'closures', 'people', 'requests', 'camps'],
  practitioner: ['schedule', 'visits'],
  accounts: ['donations', 'donations.pan', 'export.donations'],
  admin: PERMISSIONS,
};

/** May a person with `role` do `permission`? */
export function may(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const isRole = (value: unknown): value is Role => typeof value === 'string' && ROLES.some((r) => r === value);

export const isAccountStatus = (value: unknown): value is AccountStatus =>
  typeof value === 'string' && ACCOUNT_STATUSES.some((s) => s === value);

/** What reading (and finding) records of a kind needs: its list, its search, the legacy list paths. */
export const LIST_NEEDS: Readonly<Record<SubmissionKind, Permission>> = {
  callbacks: 'inbox',
  contacts: 'inbox',
  bookings: 'schedule',
  donations: 'donations',
};

/** What removing a record of a kind needs (a booking frees a slot: reception's call). */
export const REMOVE_NEEDS: Readonly<Record<SubmissionKind, Permission>> = { ...LIST_NEEDS, bookings: 'bookings' };

/** What exporting a kind needs (full PANs: donations for accounts, any kind for admin). */
export const EXPORT_NEEDS: Readonly<Record<SubmissionKind, Permission>> = {
  callbacks: 'export.all',
  contacts: 'export.all',
  bookings: 'export.all',
  donations: 'export.donations',
};

/** The staff pages (src/pages/admin/), in the navigation's order. */
export const STAFF_PAGES = {
  inbox: '/admin',
  schedule: '/admin/schedule',
  closures: '/admin/closures',
  people: '/admin/people',
  requests: '/admin/requests',
  breaches: '/admin/breaches',
  donations: '/admin/donations',
  camps: '/admin/camps',
  audit: '/admin/audit',
  accounts: '/admin/accounts',
  devices: '/admin/devices',
} as const;
export type StaffPage = keyof typeof STAFF_PAGES;

/**
 * The permissions any one of which makes a staff page of use (none: everyone signed in, My sign-in): the
 * navigation hides the other links and the page itself says it is not the person's.
 */
export const PAGE_NEEDS: Readonly<Record<StaffPage, readonly Permission[]>> = {
  inbox: ['inbox', 'schedule', 'donations', 'outbox'],
  schedule: ['schedule'],
  closures: ['schedule'],
  people: ['people'],
  requests: ['requests'],
  breaches: ['breaches'],
  donations: ['donations'],
  camps: ['camps'],
  audit: ['audit'],
  accounts: ['accounts'],
  devices: [],
};
