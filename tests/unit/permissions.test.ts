// Roles against routes: every path and method of the admin function's route table has exactly
// one entry in the permission table (src/server/admin/permissions.ts), and every role is walked over every
// route (each kind of a `:kind` route) against what the issue says each role may do, written out here
// separately from the table.

import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../netlify/functions/admin';
import { SUBMISSION_KINDS, type SubmissionKind } from '../../src/lib/records';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, may, type Role } from '../../src/lib/staff-roles';
import { allowed, needOf, needsStepUp, ROUTE_NEEDS } from '../../src/server/admin/permissions';
import type { Method } from '../../src/server/http/endpoint';

interface Call {
  route: string;
  method: Method;
  kind?: SubmissionKind;
}

/** Every call the route table serves: each route and method, and each kind of a `:kind` route. */
const calls: Call[] = Object.entries(adminRoutes).flatMap(([route, handlers]) =>
  (Object.keys(handlers) as Method[]).flatMap((method) =>
    route.includes(':kind') ? SUBMISSION_KINDS.map((kind) => ({ route, method, kind })) : [{ route, method }],
  ),
);

const label = ({ route, method, kind }: Call) => `${method} ${kind ? route.replace(':kind', kind) : route}`;

/** What the issue says, call by call (admin: everything). */
const SIGN_IN = [
  'POST /api/admin/login',
  'POST /api/admin/login/passkey/options',
  'POST /api/admin/login/passkey',
  'POST /api/admin/login/totp',
  'POST /api/admin/login/recovery',
  'POST /api/admin/logout',
  'GET /api/admin/session',
  'POST /api/admin/invite',
  'POST /api/admin/invite/open',
  // One's own sign-in and devices.
  'POST /api/admin/step-up/options',
  'POST /api/admin/step-up',
  'GET /api/admin/me',
  'POST /api/admin/me/passkeys/options',
  'POST /api/admin/me/passkeys',
  'DELETE /api/admin/me/passkeys/:id',
  'POST /api/admin/me/totp/start',
  'POST /api/admin/me/totp',
  'POST /api/admin/me/recovery-codes',
  'GET /api/admin/me/sessions',
  'POST /api/admin/me/sessions/:id/sign-out',
];
const EXPECTED: Record<Exclude<Role, 'admin'>, string[]> = {
  reception: [
    ...SIGN_IN,
    'GET /api/admin/callbacks',
    'GET /api/admin/contacts',
    'GET /api/admin/bookings',
    // A search is a POST (typed words in no URL).
    'POST /api/admin/callbacks',
    'POST /api/admin/contacts',
    'POST /api/admin/bookings',
    'DELETE /api/admin/callbacks/:id',
    'DELETE /api/admin/contacts/:id',
    'DELETE /api/admin/bookings/:id',
    'POST /api/admin/bookings/related',
    'POST /api/admin/bookings/remove',
    'GET /api/admin/closures',
    'POST /api/admin/closures',
    'DELETE /api/admin/closures/:id',
    'GET /api/admin/schedule',
    'POST /api/admin/bookings/:id/status',
    'POST /api/admin/bookings/:id/held',
    'POST /api/admin/person',
    // People's rights requests: the queue and its answers (erasure itself stays admin's, with a step-up).
    'GET /api/admin/requests',
    'POST /api/admin/requests/:id/answer',
    // Free camps: the day's lists at the registration desk.
    'GET /api/admin/camps',
    'POST /api/admin/camps/day',
    'POST /api/admin/camps/day/cancel',
    'POST /api/admin/camps/registrations/:id/came',
    'POST /api/admin/camps/registrations/:id/cancel',
  ],
  practitioner: [
    ...SIGN_IN,
    'GET /api/admin/bookings',
    'POST /api/admin/bookings',
    'GET /api/admin/closures',
    'GET /api/admin/schedule',
    'POST /api/admin/bookings/:id/status',
  ],
  accounts: [
    ...SIGN_IN,
    'GET /api/admin/donations',
    'POST /api/admin/donations',
    'DELETE /api/admin/donations/:id',
    'POST /api/admin/donations/:id/pan',
    'POST /api/admin/export/donations',
    // Donations accounted for: confirm money, receipts, the bank statement, Form 10BD.
    'GET /api/admin/donations/:id/receipts',
    'POST /api/admin/donations/:id/received',
    // The English-letters spelling the statement reports.
    'POST /api/admin/donations/:id/latin',
    'POST /api/admin/donations/:id/receipt',
    'POST /api/admin/receipts/:id/cancel',
    'POST /api/admin/receipts/:id/pdf',
    'POST /api/admin/statement',
    'POST /api/admin/form10bd/:fy',
    'POST /api/admin/form10bd/:fy/filed',
    'POST /api/admin/form10bd/:fy/10be',
  ],
};

describe('staff permissions', () => {
  it('every route and method of the admin function has one need, and the table names no other', () => {
    const served = Object.entries(adminRoutes).flatMap(([route, h]) => Object.keys(h).map((m) => `${m} ${route}`));
    const table = Object.entries(ROUTE_NEEDS).flatMap(([route, h]) => Object.keys(h).map((m) => `${m} ${route}`));
    expect(table.sort()).toEqual(served.sort());
    for (const call of calls)
      expect(needOf(call.route, call.method, { kind: call.kind ?? '' }), label(call)).not.toBeNull();
  });

  it.each(ROLES)('%s may make exactly the calls the issue gives the role', (role) => {
    const granted = calls.filter((c) => allowed(role, c.route, c.method, c.kind ? { kind: c.kind } : {})).map(label);
    expect(granted.sort()).toEqual(role === 'admin' ? calls.map(label).sort() : [...EXPECTED[role]].sort());
  });

  it('practitioners never reach donations, and only admin reads the audit log or manages people', () => {
    const roles = (test: (role: Role) => boolean) => ROLES.filter(test);
    expect(roles((r) => ROLE_PERMISSIONS[r].some((p) => p.startsWith('donations')))).toEqual(['accounts', 'admin']);
    expect(roles((r) => may(r, 'audit'))).toEqual(['admin']);
    expect(roles((r) => may(r, 'accounts'))).toEqual(['admin']);
    expect(ROLE_PERMISSIONS.admin).toEqual(PERMISSIONS);
  });

  it("a step-up guards exports, erasure, PAN reveal (receipt PDFs too) and account changes, not reads or one's own sign-in", () => {
    const stepped = calls
      .filter((c) => {
        const need = needOf(c.route, c.method, c.kind ? { kind: c.kind } : {});
        return need !== null && needsStepUp(need, c.method, c.route);
      })
      .map(label);
    expect(stepped.sort()).toEqual(
      [
        'POST /api/admin/person/export',
        'POST /api/admin/person/erase',
        'POST /api/admin/donations/:id/pan',
        // The receipt PDF prints the full PAN or ID.
        'POST /api/admin/receipts/:id/pdf',
        // Form 10BD's CSV carries every donor's full ID.
        'POST /api/admin/form10bd/:fy',
        'POST /api/admin/accounts/invite',
        'DELETE /api/admin/accounts/invites/:hash',
        'POST /api/admin/accounts/:id/sign-out',
        'POST /api/admin/accounts/:id',
        'POST /api/admin/accounts/password/end',
        // A data breach: recording one, its preview (it lists how many are affected), sending, the Board.
        'POST /api/admin/breaches',
        'POST /api/admin/breaches/:id/preview',
        'POST /api/admin/breaches/:id/notify',
        'POST /api/admin/breaches/:id/board',
        ...SUBMISSION_KINDS.map((kind) => `POST /api/admin/export/${kind}`),
      ].sort(),
    );
  });

  it('refuses what it does not know: another route, a method, a kind that is none', () => {
    for (const role of ROLES) {
      expect(allowed(role, '/api/admin/unknown', 'GET')).toBe(false);
      expect(allowed(role, '/api/admin/audit', 'DELETE')).toBe(false);
      expect(allowed(role, '/api/admin/:kind/:id', 'DELETE', { kind: 'audit' })).toBe(false);
      expect(allowed(role, '/api/admin/export/:kind', 'POST')).toBe(false);
    }
  });
});
