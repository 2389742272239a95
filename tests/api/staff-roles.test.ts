// Every admin route with every role, over HTTP: a person of each role signs in with an
// authenticator app and calls every path and method of the admin function (each kind of a `:kind` route);
// the guard answers 403 exactly where the permission table (src/server/admin/permissions.ts) says the role
// may not, and lets everything else through to its handler (whatever that answers to an empty body).
// Embedded store only: the guard is the same code on every adapter, and the adapters' own contract is
// tested elsewhere.

import { describe, expect, it } from 'vitest';
import admin, { adminRoutes } from '../../netlify/functions/admin';
import { SUBMISSION_KINDS } from '../../src/lib/records';
import { ROLES, type Role } from '../../src/lib/staff-roles';
import { allowed } from '../../src/server/admin/permissions';
import { SESSION_COOKIE } from '../../src/server/admin/cookies';
import type { Method } from '../../src/server/http/endpoint';
import { signedInWithApp, staffSuite } from '../helpers/admin-session';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

const NOW = new Date('2026-11-20T04:30:00.000Z');
/** A call that ends the caller's own session: walked last. */
const LAST = new Set(['POST /api/admin/logout']);

const embedded = allAdapters().find((a) => a.harness.name === 'embedded')!;

describe(`every admin route with every role (${embedded.harness.label})`, () => {
  // The walk's empty bodies are wrong sign-in attempts too: the test's address is the clinic's, never limited.
  const suite = staffSuite(embedded.harness, { now: NOW, env: { STAFF_NETWORKS: '203.0.113.0/24' } });

  const calls = Object.entries(adminRoutes).flatMap(([route, handlers]) =>
    (Object.keys(handlers) as Method[]).flatMap((method) =>
      (route.includes(':kind') ? SUBMISSION_KINDS.map((k) => ({ kind: k })) : [{}]).map((p: { kind?: string }) => ({
        route,
        method,
        params: p,
        path: route
          .replace(':kind', p.kind ?? '')
          .replace(':id', crypto.randomUUID())
          .replace(':hash', 'f'.repeat(64)),
      })),
    ),
  );

  it.each(ROLES)('%s: 403 exactly where the table says no', async (role: Role) => {
    const cookie = await signedInWithApp(suite.store, `${role}@example.org`, role, NOW);
    const last = (c: (typeof calls)[number]) => LAST.has(`${c.method} ${c.route}`);
    const ordered = [...calls.filter((c) => !last(c)), ...calls.filter(last)];
    const wrong: string[] = [];
    for (const c of ordered) {
      const res = await call(admin, c.path, {
        method: c.method,
        ...(c.method === 'GET' || c.method === 'DELETE' ? {} : { body: {} }),
        headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
      });
      const forbidden = res.status === 403 && !(res.json as { stepUp?: boolean }).stepUp;
      const may = allowed(role, c.route, c.method, c.params);
      if (forbidden === may || res.status === 401) wrong.push(`${c.method} ${c.path}: ${res.status} (may: ${may})`);
    }
    expect(wrong).toEqual([]);
  });
});
