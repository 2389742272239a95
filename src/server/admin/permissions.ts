// What every staff route needs, beside the roles' table (src/lib/staff-roles.ts ROLE_PERMISSIONS):
// each path and method of the admin function's route table (netlify/functions/admin.ts) has one entry here,
// and a unit test (tests/unit/permissions.test.ts) holds the two tables to each other and walks every route
// with every role. A route missing here is refused to everyone (allowed() is false), never open.

import { SUBMISSION_KINDS, type SubmissionKind, isSubmissionKind } from '../../lib/records';
import { EXPORT_NEEDS, LIST_NEEDS, may, REMOVE_NEEDS, type Permission, type Role } from '../../lib/staff-roles';
import type { Method } from '../http/endpoint';

/**
 * What a route needs: 'anyone' (sign-in, sign-out, the session probe, an invite link: no account yet), 'self'
 * (any signed-in person, about their own sign-in: their passkeys, authenticator app, devices; a person who
 * has just accepted an invite too), one permission, or one per kind of record when the route's `:kind` names it.
 */
export type Need = 'anyone' | 'self' | Permission | { byKind: Readonly<Record<SubmissionKind, Permission>> };

/** What needs a step-up (a passkey or TOTP proven within STEP_UP_MS) before a change: exports, erasure, PANs, accounts. */
export const STEP_UP_PERMISSIONS: readonly Permission[] = [
  'people.manage',
  'donations.pan',
  'export.donations',
  'export.all',
  'accounts',
  'breaches',
];
export { STEP_UP_MS } from '../services/staff/sign-in/sessions';

/**
 * Routes that need a step-up beside the permissions above: the receipt PDF prints the donor's full PAN or
 * ID number, like Show PAN.
 */
export const STEP_UP_ROUTES: ReadonlySet<string> = new Set(['/api/admin/receipts/:id/pdf']);

/** Does this call need a fresh step-up? (Reads of the accounts list do not; changes and reveals do.) */
export const needsStepUp = (need: 'anyone' | 'self' | Permission, method: Method, route = ''): boolean =>
  method !== 'GET' &&
  need !== 'anyone' &&
  need !== 'self' &&
  (STEP_UP_PERMISSIONS.includes(need) || STEP_UP_ROUTES.has(route));

const lists = Object.fromEntries(
  SUBMISSION_KINDS.map((kind) => [`/api/admin/${kind}`, { GET: LIST_NEEDS[kind], POST: LIST_NEEDS[kind] }]),
);

export const ROUTE_NEEDS: Readonly<Record<string, Partial<Record<Method, Need>>>> = {
  '/api/admin/login': { POST: 'anyone' },
  '/api/admin/login/passkey/options': { POST: 'anyone' },
  '/api/admin/login/passkey': { POST: 'anyone' },
  '/api/admin/login/totp': { POST: 'anyone' },
  '/api/admin/login/recovery': { POST: 'anyone' },
  '/api/admin/logout': { POST: 'anyone' },
  '/api/admin/session': { GET: 'anyone' },
  '/api/admin/step-up/options': { POST: 'self' },
  '/api/admin/step-up': { POST: 'self' },
  '/api/admin/me': { GET: 'self' },
  '/api/admin/me/passkeys/options': { POST: 'self' },
  '/api/admin/me/passkeys': { POST: 'self' },
  '/api/admin/me/passkeys/:id': { DELETE: 'self' },
  '/api/admin/me/totp/start': { POST: 'self' },
  '/api/admin/me/totp': { POST: 'self' },
  '/api/admin/me/recovery-codes': { POST: 'self' },
  '/api/admin/me/sessions': { GET: 'self' },
  '/api/admin/me/sessions/:id/sign-out': { POST: 'self' },
  ...lists,
  // A phone's or a group's bookings, with names, ages and reasons: for removing them (reception's call).
  '/api/admin/bookings/related': { POST: 'bookings' },
  '/api/admin/bookings/remove': { POST: 'bookings' },
  '/api/admin/audit': { GET: 'audit' },
  '/api/admin/outbox': { GET: 'outbox' },
  '/api/admin/outbox/retry': { POST: 'outbox' },
  '/api/admin/closures': { GET: 'schedule', POST: 'closures' },
  '/api/admin/closures/:id': { DELETE: 'closures' },
  '/api/admin/schedule': { GET: 'schedule' },
  '/api/admin/bookings/:id/status': { POST: 'visits' },
  // Confirm or release a booking held past a limit: reception's call, like removing one.
  '/api/admin/bookings/:id/held': { POST: 'bookings' },
  '/api/admin/requests': { GET: 'requests' },
  '/api/admin/requests/:id/answer': { POST: 'requests' },
  '/api/admin/breaches': { GET: 'breaches', POST: 'breaches' },
  '/api/admin/breaches/:id/preview': { POST: 'breaches' },
  '/api/admin/breaches/:id/notify': { POST: 'breaches' },
  '/api/admin/breaches/:id/board': { POST: 'breaches' },
  '/api/admin/person': { POST: 'people' },
  '/api/admin/person/export': { POST: 'people.manage' },
  '/api/admin/person/erase': { POST: 'people.manage' },
  '/api/admin/donations/:id/pan': { POST: 'donations.pan' },
  // Donations accounted for: the accounts role's work. The receipt PDF is the donor's own
  // document (audited, and after a step-up: it shows the full PAN); Form 10BD's CSV carries every donor's full ID, like an export (step-up).
  '/api/admin/donations/:id/receipts': { GET: 'donations' },
  '/api/admin/donations/:id/received': { POST: 'donations' },
  '/api/admin/donations/:id/latin': { POST: 'donations' },
  '/api/admin/donations/:id/receipt': { POST: 'donations' },
  '/api/admin/receipts/:id/cancel': { POST: 'donations' },
  '/api/admin/receipts/:id/pdf': { POST: 'donations' },
  '/api/admin/statement': { POST: 'donations' },
  '/api/admin/form10bd/:fy': { POST: 'export.donations' },
  '/api/admin/form10bd/:fy/filed': { POST: 'donations' },
  '/api/admin/form10bd/:fy/10be': { POST: 'donations' },
  '/api/admin/accounts': { GET: 'accounts' },
  '/api/admin/accounts/invite': { POST: 'accounts' },
  '/api/admin/accounts/invites/:hash': { DELETE: 'accounts' },
  '/api/admin/accounts/:id/sign-out': { POST: 'accounts' },
  '/api/admin/accounts/:id': { POST: 'accounts' },
  '/api/admin/accounts/password/end': { POST: 'accounts' },
  // The invite link: opened and accepted by someone who has no account yet.
  '/api/admin/invite': { POST: 'anyone' },
  '/api/admin/invite/open': { POST: 'anyone' },
  // Free camps: reception's (and admin's) day lists; every read of a day's list is audited.
  '/api/admin/camps': { GET: 'camps' },
  '/api/admin/camps/day': { POST: 'camps' },
  '/api/admin/camps/day/cancel': { POST: 'camps' },
  '/api/admin/camps/registrations/:id/came': { POST: 'camps' },
  '/api/admin/camps/registrations/:id/cancel': { POST: 'camps' },
  '/api/admin/export/:kind': { POST: { byKind: EXPORT_NEEDS } },
  '/api/admin/:kind/:id': { DELETE: { byKind: REMOVE_NEEDS } },
};

/**
 * The permission a call needs (`route`: the route table's key it matched, `params`: its `:name` values), or
 * 'anyone'; null when this table does not know the route, or the `:kind` is not a kind (refused).
 */
export function needOf(
  route: string,
  method: Method,
  params: Readonly<Record<string, string>>,
): 'anyone' | 'self' | Permission | null {
  const need = ROUTE_NEEDS[route]?.[method];
  if (need === undefined) return null;
  if (typeof need === 'string') return need;
  const kind = params['kind'];
  return isSubmissionKind(kind) ? need.byKind[kind] : null;
}

/** May a person with `role` make this call? False for a route this table does not know. */
export function allowed(
  role: Role,
  route: string,
  method: Method,
  params: Readonly<Record<string, string>> = {},
): boolean {
  const need = needOf(route, method, params);
  if (need === null) return false;
  return need === 'anyone' || need === 'self' || may(role, need);
}
