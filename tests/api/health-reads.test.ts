// Every read of health data is audited, on BOTH store adapters: the test walks EVERY route of the admin
// function (and the original site's booking list) as an admin, with a booking in the store whose name is
// unique, and wherever an answer carries that booking's fields, the audit log must have gained a line that
// names the person and says how many records (or which one). Before: a phone's related bookings (names,
// ages, reasons) and the patients a new closure shuts out were answered without a trace.

import { describe, expect, it } from 'vitest';
import admin, { adminRoutes } from '../../netlify/functions/admin';
import lists from '../../netlify/functions/lists';
import { SUBMISSION_KINDS } from '../../src/lib/records';
import type { AuditEntry } from '../../src/server/store/port';
import { signedInWithApp, staffSuite } from '../helpers/admin-session';
import { call, type CallOptions, type Handler } from '../helpers/http';
import { bookOne } from '../helpers/reservations';
import { allAdapters } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const NAME = 'Zephyrine Health-Read';
const PHONE = '9812345670';
const DATE = '2026-11-24';

/** Routes that change only one's own sign-in or end the session the walk runs in (no booking fields). */
const SESSION_ENDERS = new Set(['POST /api/admin/logout', 'POST /api/admin/accounts/password/end']);

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`health-data reads on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW });

    it('every route that answers a booking writes an audit line (who, what, how many)', async () => {
      const visit = await bookOne(suite.store, DATE, '10:30', NAME, PHONE);
      const own = await suite.get<{ account: { id: string } }>('/api/admin/me');
      const params: Record<string, string> = {
        kind: 'bookings',
        id: visit.id,
        hash: 'a'.repeat(64),
        fy: '2026-27',
      };
      const bodies: Record<string, unknown> = {
        'POST /api/admin/bookings/related': { phone: PHONE },
        'POST /api/admin/bookings': { q: NAME },
        'POST /api/admin/export/:kind': {},
        'POST /api/admin/person': { phone: PHONE },
        'POST /api/admin/person/export': { phone: PHONE },
        'POST /api/admin/closures': { from: DATE, slots: ['10:30'], reason: 'Audit walk' },
        'POST /api/admin/bookings/:id/status': { status: 'arrived' },
        'POST /api/admin/bookings/:id/held': { decision: 'confirm' },
        'POST /api/admin/person/erase': { ids: { bookings: [visit.id] } },
      };
      // Removals last: what they remove cannot be read after them.
      const last = (route: string) => (route.includes('erase') || route.includes('remove') ? 1 : 0);
      const calls = Object.entries(adminRoutes)
        .flatMap(([route, methods]) => Object.keys(methods).map((method) => ({ route, method })))
        .filter(({ route, method }) => !SESSION_ENDERS.has(`${method} ${route}`))
        .sort(
          (a, b) => last(a.route) - last(b.route) || (a.method === 'DELETE' ? 1 : 0) - (b.method === 'DELETE' ? 1 : 0),
        );
      const walked: string[] = [];
      const answered: string[] = [];

      async function walk(handler: Handler, label: string, path: string, options: CallOptions) {
        const before = await suite.store.audit.list({ limit: 500 });
        const reply = await call(handler, path, suite.staff(options));
        walked.push(label);
        const text = typeof reply.json === 'string' ? reply.json : JSON.stringify(reply.json ?? '');
        if (!text.includes(NAME) && !text.includes(visit.registerNumber)) return;
        answered.push(label);
        const after = await suite.store.audit.list({ limit: 500 });
        const added: AuditEntry[] = after.slice(0, after.length - before.length);
        expect(added.length, `${label} answered a booking without an audit line`).toBeGreaterThan(0);
        expect(
          added.some((l) => l.byId === own.json.account.id && (l.count !== undefined || l.recordId)),
          label,
        ).toBe(true);
      }

      await walk(lists, 'GET /api/booking', '/api/booking', {});
      for (const { route, method } of calls) {
        const label = `${method} ${route}`;
        const path = route.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'));
        const query = route === '/api/admin/schedule' ? `?date=${DATE}` : '';
        const body = bodies[label];
        const options: CallOptions =
          method === 'GET' ? {} : body === undefined ? { method: method } : { method: method, body };
        if (route.includes(':kind') && route !== '/api/admin/:kind/:id') {
          for (const kind of SUBMISSION_KINDS) {
            const byKind = route.replace(':kind', kind);
            await walk(
              admin,
              `${method} ${byKind}`,
              byKind.replace(/:(\w+)/g, (_, n: string) => params[n] ?? 'x'),
              options,
            );
          }
        } else {
          await walk(admin, label, path + query, options);
        }
      }

      // The walk reached every route, and these answer booking fields (each audited above).
      expect(walked.length).toBeGreaterThan(Object.keys(adminRoutes).length);
      expect(answered).toEqual(
        expect.arrayContaining([
          'GET /api/admin/bookings',
          'POST /api/admin/bookings',
          'POST /api/admin/bookings/related',
          'POST /api/admin/closures',
          'GET /api/admin/schedule',
          'POST /api/admin/person',
          'POST /api/admin/person/export',
          'POST /api/admin/export/bookings',
          'POST /api/admin/bookings/:id/status',
          'GET /api/booking',
        ]),
      );
      const lines = await suite.store.audit.list({ limit: 500 });
      expect(lines.find((l) => l.action === 'bookings.related')).toMatchObject({ kind: 'bookings', count: 1 });
      expect(lines.find((l) => l.action === 'closure.affected')).toMatchObject({ kind: 'bookings', count: 1 });
    });

    it('a practitioner may not read a phone’s related bookings (Find a person is refused to them too)', async () => {
      await bookOne(suite.store, DATE, '11:00', NAME, PHONE);
      const cookie = await signedInWithApp(suite.store, 'vaidya@example.org', 'practitioner', NOW);
      // The day's schedule is theirs to read (audited); a phone's other bookings are not.
      const day = await call(admin, `/api/admin/schedule?date=${DATE}`, {
        headers: { cookie: `__Host-admin=${cookie}` },
      });
      expect(day.status).toBe(200);
      const related = await call(admin, '/api/admin/bookings/related', {
        body: { phone: PHONE },
        headers: { cookie: `__Host-admin=${cookie}` },
      });
      expect(related.status).toBe(403);
    });
  });
}
