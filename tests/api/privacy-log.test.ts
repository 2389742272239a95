// The processing log (DPDP Rules, Rule 8(3)) on every store: Find a person, their copy and erasure are
// logged under a hash of the phone or email (never the number itself), the log outlives the erasure, and
// the daily retention deletes its entries a year on, with rights requests never proven by a code.

import { describe, expect, it } from 'vitest';
import callbacks from '../../netlify/functions/callbacks';
import retention from '../../netlify/functions/retention';
import { staffSuite } from '../helpers/admin-session';
import { call, makeContext } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const DAY = 86_400_000;
const PHONE = '9845077777';

const scheduled = () =>
  retention(
    new Request('https://vt.example/.netlify/functions/retention', { method: 'POST', body: '{}' }),
    makeContext(),
  );

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`processing log on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW });

    it('find, copy and erase are logged by a hash; erasure keeps the log; a year on retention deletes it', async () => {
      const body = { name: 'Muthu', mobile: PHONE, comment: 'Back pain' };
      expect((await call(callbacks, '/api/callbacks', { body })).status).toBe(200);
      const found = await suite.post<{ data: { callbacks: { id: string }[] } }>('/api/admin/person', { phone: PHONE });
      const ids = found.json.data.callbacks.map((r) => r.id);
      expect(ids).toHaveLength(1);
      suite.clock = new Date(NOW.getTime() + 1000);
      expect((await suite.post('/api/admin/person/export', { phone: PHONE })).status).toBe(200);
      suite.clock = new Date(NOW.getTime() + 2000);
      const erased = await suite.post('/api/admin/person/erase', { ids: { callbacks: ids }, person: { phone: PHONE } });
      expect(erased.status).toBe(200);
      expect(await suite.store.records.get('callbacks', ids[0]!)).toBeNull();

      const log = await suite.store.processing.list({ limit: 10 });
      expect(log.map((e) => [e.action, e.count, e.by])).toEqual([
        ['erase', 1, 'First admin'],
        ['export', 1, 'First admin'],
        ['find', 1, 'First admin'],
      ]);
      const subject = log[0]!.subject;
      expect(subject).toMatch(/^[0-9a-f]{32}$/);
      expect(log.every((e) => e.subject === subject)).toBe(true);
      expect(JSON.stringify(log)).not.toContain(PHONE);
      expect(await suite.store.processing.list({ limit: 10, subject })).toHaveLength(3);

      // An unverified request waits a day at most.
      await suite.store.requests.create(
        {
          id: crypto.randomUUID(),
          type: 'access',
          name: 'Nobody',
          contact: { email: 'nobody@example.org' },
          details: '',
          lang: 'en',
          via: 'code',
          status: 'unverified',
          createdMs: NOW.getTime(),
          dueMs: 0,
          code: { hash: 'h', sealed: 's', expiresMs: NOW.getTime() + 60_000 },
        },
        [],
      );

      suite.clock = new Date(NOW.getTime() + 300 * DAY);
      expect((await scheduled()).status).toBe(200);
      expect(await suite.store.processing.list({ limit: 10 })).toHaveLength(3);
      expect(await suite.store.requests.purge(0, 0, 1)).toBe(0); // the run above took the stale request

      suite.clock = new Date(NOW.getTime() + 367 * DAY);
      expect((await scheduled()).status).toBe(200);
      expect(await suite.store.processing.list({ limit: 10 })).toEqual([]);
      expect(await suite.store.processing.list({ limit: 10, subject })).toEqual([]);
    });
  });
}
