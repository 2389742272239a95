// Personal data in the staff area, on BOTH store adapters: lists never carry a full PAN; Show PAN and the CSV
// export ask the server and are audited; Find a person finds every record of a phone number or email,
// gives their copy and erases exactly what staff confirmed (freeing slots); the audit log lists it all,
// newest first, and drops lines older than 8 years.

import { describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import lists from '../../netlify/functions/lists';
import { AUDIT_KEEP_MS } from '../../src/server/services/staff/act';
import { staffSuite } from '../helpers/admin-session';
import type { AuditLines, DataAnswer, PersonRecords, RecordPage } from '../helpers/answers';
import { anyString } from '../helpers/matchers';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const PHONE = '9845012345';
const EMAIL = 'Meena.R@example.org';

const donationBody = (overrides: Record<string, unknown> = {}) => ({
  uname: 'Meena R',
  gender: 'Female',
  email: EMAIL,
  mobno: PHONE,
  address: '4 North Car Street, Madurai',
  donate: 'One time',
  amount: '75000',
  panno: 'ABCDE1234F',
  modeofpay: 'UPI',
  ...overrides,
});

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`staff and personal data on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW });
    const staff = suite.staff;
    const post = suite.post;
    const auditActions = async () =>
      (await call<AuditLines>(admin, '/api/admin/audit', staff())).json.data.map((l) => l.action);

    it('lists carry masked PANs; Show PAN and the export give the full one, each written to the audit log', async () => {
      expect((await call(donation, '/api/donation', { body: donationBody() })).status).toBe(200);
      const list = await call<RecordPage<'donations'>>(admin, '/api/admin/donations', staff());
      const [record] = list.json.data;
      expect(record?.pan).toBe('ABCDE••••F');
      expect(JSON.stringify(list.json)).not.toContain('ABCDE1234F');
      expect(JSON.stringify((await call(lists, '/api/donation', staff())).json)).not.toContain('ABCDE1234F');

      const shown = await post(`/api/admin/donations/${record!.id}/pan`);
      expect(shown.json).toEqual({ success: true, pan: 'ABCDE1234F' });
      suite.clock = new Date(NOW.getTime() + 60_000);
      const exported = await post<RecordPage<'donations'>>('/api/admin/export/donations');
      expect(exported.json.data[0]?.pan).toBe('ABCDE1234F');

      const log = (await call<AuditLines>(admin, '/api/admin/audit', staff())).json.data;
      expect(log).toEqual([
        {
          at: suite.clock.toISOString(),
          action: 'export',
          kind: 'donations',
          count: 1,
          session: anyString(),
          by: 'First admin',
          byId: anyString(),
        },
        {
          at: NOW.toISOString(),
          action: 'pan.show',
          kind: 'donations',
          recordId: record!.id,
          session: anyString(),
          by: 'First admin',
          byId: anyString(),
        },
      ]);
      expect(JSON.stringify(log)).not.toMatch(/ABCDE|Meena|9845/);
    });

    it('Show PAN and the export: staff only, same-site only, 404 for what does not exist', async () => {
      expect((await call(donation, '/api/donation', { body: donationBody() })).status).toBe(200);
      const [record] = await suite.store.records.list('donations');
      const path = `/api/admin/donations/${record!.id}/pan`;
      expect((await call(admin, path, { method: 'POST' })).status).toBe(401);
      expect(
        (await call(admin, path, staff({ method: 'POST', headers: { origin: 'https://evil.example' } }))).status,
      ).toBe(403);
      expect((await post('/api/admin/donations/00000000-0000-4000-8000-000000000000/pan')).status).toBe(404);
      expect((await call(admin, '/api/admin/export/donations', { method: 'POST' })).status).toBe(401);
      expect((await post('/api/admin/export/secrets')).status).toBe(404);
      expect(await auditActions()).toEqual([]);
    });

    it('Find a person: every kind by phone or email; their copy; erasure of what was confirmed, slots freed', async () => {
      await call(callbacks, '/api/callbacks', { body: { name: 'Meena', mobile: PHONE } });
      await call(callbacks, '/api/callbacks', {
        body: { name: 'Someone', mobile: '9000000009', email: 'meena.r@EXAMPLE.org' },
      });
      await call(contact, '/api/contact', { body: { name: 'Meena', email: EMAIL, message: 'Please call me' } });
      await call(donation, '/api/donation', { body: donationBody() });
      const booked = await call(appointments, '/api/appointments', {
        body: {
          people: [
            {
              name: 'Meena R',
              gender: 'Female',
              height: '150',
              weight: '50',
              occupation: 'Teacher',
              phone: PHONE,
              visitDate: '2026-12-01',
              visitTime: '10:00',
            },
          ],
        },
      });
      expect(booked.status).toBe(200);
      // A stranger's records stay out of it.
      await call(callbacks, '/api/callbacks', { body: { name: 'Other', mobile: '9111111111' } });

      // Each staff step a minute after the last, so the audit log's order is theirs.
      const tick = () => (suite.clock = new Date(suite.clock.getTime() + 60_000));
      const byPhone = await post<DataAnswer<PersonRecords>>('/api/admin/person', { phone: '+91 98450 12345' });
      tick();
      expect(byPhone.status).toBe(200);
      const counts = (data: PersonRecords) => Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v.length]));
      expect(counts(byPhone.json.data)).toEqual({ callbacks: 1, contacts: 0, bookings: 1, donations: 1 });
      expect(byPhone.json.data.donations[0]?.pan).toBe('ABCDE••••F');
      const byEmail = await post<DataAnswer<PersonRecords>>('/api/admin/person', { email: 'meena.r@example.ORG' });
      expect(counts(byEmail.json.data)).toEqual({ callbacks: 1, contacts: 1, bookings: 0, donations: 1 });
      tick();

      const copy = await post<DataAnswer<PersonRecords>>('/api/admin/person/export', { phone: PHONE });
      expect(copy.json.data.donations[0]?.pan).toBe('ABCDE1234F');
      expect(copy.json.data.bookings[0]?.name).toBe('Meena R');
      tick();

      const ids = Object.fromEntries(Object.entries(byPhone.json.data).map(([k, v]) => [k, v.map((r) => r.id)]));
      const erased = await post('/api/admin/person/erase', { ids });
      tick();
      expect(erased.json).toEqual({ success: true, removed: { callbacks: 1, contacts: 0, bookings: 1, donations: 1 } });
      expect(await suite.store.bookings.bookedTimes('2026-12-01')).toEqual([]);
      const after = await post<DataAnswer<PersonRecords>>('/api/admin/person', { phone: PHONE });
      expect(counts(after.json.data)).toEqual({
        callbacks: 0,
        contacts: 0,
        bookings: 0,
        donations: 0,
      });
      expect((await suite.store.records.list('callbacks')).map((r) => r.name).sort()).toEqual(['Other', 'Someone']);
      expect(await suite.store.records.list('contacts')).toHaveLength(1);
      const actions = await auditActions();
      expect(actions.slice(0, 1)).toEqual(['person.find']);
      expect(actions.slice(1, 5)).toEqual(Array(4).fill('person.erase'));
      expect(actions.slice(5)).toEqual(['person.export', 'person.find', 'person.find']);
    });

    it('Find a person refuses what is neither a phone nor an email, strangers and other sites', async () => {
      for (const query of [{}, { phone: '123' }, { email: 'nobody' }, { name: 'Meena' }, { phone: 9845012345 }]) {
        expect((await post('/api/admin/person', query)).status, JSON.stringify(query)).toBe(400);
      }
      expect((await call(admin, '/api/admin/person', { body: { phone: PHONE } })).status).toBe(401);
      // A phone number or an address never rides in a URL (logs, history, Referer): the GET is gone.
      const byUrl = await call(admin, `/api/admin/person?phone=${PHONE}`, staff());
      expect(byUrl.status).toBe(405);
      expect(byUrl.headers.get('allow')).toBe('POST');
      const crossFind = await call(
        admin,
        '/api/admin/person',
        staff({ body: { phone: PHONE }, headers: { origin: 'https://evil.example' } }),
      );
      expect(crossFind.status).toBe(403);
      expect((await post('/api/admin/person/erase', { ids: { secrets: ['x'] } })).status).toBe(400);
      expect((await post('/api/admin/person/erase', { ids: [] })).status).toBe(400);
      const cross = await call(
        admin,
        '/api/admin/person/export',
        staff({ body: { phone: PHONE }, headers: { origin: 'https://evil.example' } }),
      );
      expect(cross.status).toBe(403);
    });

    it('the audit log: newest first, 100 a page, and lines older than 8 years are dropped', async () => {
      const session = 'test0001';
      for (let i = 0; i < 130; i++) {
        await suite.store.audit.add(
          { at: new Date(NOW.getTime() + i * 1000).toISOString(), action: 'delete', session, recordId: `r${i}` },
          AUDIT_KEEP_MS,
        );
      }
      const first = (await call<AuditLines>(admin, '/api/admin/audit', staff())).json.data;
      expect(first).toHaveLength(100);
      expect(first[0]!.recordId).toBe('r129');
      const before = Date.parse(first.at(-1)!.at);
      const older = (await call<AuditLines>(admin, `/api/admin/audit?before=${before}`, staff())).json.data;
      expect(older.map((l) => l.recordId)).toEqual(Array.from({ length: 30 }, (_, i) => `r${29 - i}`));
      // Eight years and a day later, a new line drops every old one.
      const later = new Date(NOW.getTime() + AUDIT_KEEP_MS + 86_400_000).toISOString();
      await suite.store.audit.add({ at: later, action: 'export', session, count: 0 }, AUDIT_KEEP_MS);
      expect(await suite.store.audit.list({ limit: 1000 })).toEqual([
        { at: later, action: 'export', session, count: 0 },
      ]);
    });
  });
}
