// Retention against every store adapter (2 of 2): the scheduled function that runs it daily, what it answers,
// logs and writes to the audit log, and store trouble (503, nothing internal in the answer).

import { describe, expect, it } from 'vitest';
import retention, { config } from '../../netlify/functions/retention';
import { StoreUnavailableError } from '../../src/server/errors';
import type { Store } from '../../src/server/store/port';
import { makeContext } from '../helpers/http';
import { allAdapters } from '../helpers/stores';
import { EMAIL, NAME, PHONE, retentionSuite, scheduledRequest } from '../helpers/retention-suite';

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`retention on ${harness.label}`, () => {
    const suite = retentionSuite(harness);
    const { edges, logs, useStore } = suite;

    describe('the scheduled function', () => {
      it('runs daily and has no path (nothing routes a URL to it)', () => {
        expect(config).toEqual({ schedule: '@daily' });
        expect('path' in config).toBe(false);
      });

      it('deletes, answers with counts and logs counts only', async () => {
        await edges();
        const res = await retention(scheduledRequest(), makeContext());
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.json()).toEqual({
          success: true,
          deleted: { callbacks: 1, contacts: 1, bookings: 1, donations: 1 },
          complete: true,
        });
        const done = logs
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((l) => l.event === 'retention_done');
        expect(done).toMatchObject({
          level: 'info',
          callbacks: 1,
          contacts: 1,
          bookings: 1,
          donations: 1,
          complete: true,
        });
        expect(typeof done?.ms).toBe('number');
        // Staff see it in the audit log: what the schedule deleted, per kind, counts only.
        const audit = await suite.store.audit.list({ limit: 10 });
        expect(
          audit
            .map(({ action, session, kind, count }) => ({ action, session, kind, count }))
            .sort((a, b) => a.kind!.localeCompare(b.kind!)),
        ).toEqual(
          ['bookings', 'callbacks', 'contacts', 'donations'].map((kind) => ({
            action: 'retention',
            session: 'schedule',
            kind,
            count: 1,
          })),
        );
        const all = logs.join('\n');
        for (const secret of [NAME, PHONE, EMAIL, 'Dindigul', 'VT-ABCDEFGH']) expect(all).not.toContain(secret);
      });

      it('store trouble: logged with what was done, answered 503 without internals', async () => {
        await edges();
        const failing: Store = {
          ...suite.store,
          records: {
            ...suite.store.records,
            delete: (kind, id) =>
              kind === 'bookings'
                ? Promise.reject(new StoreUnavailableError('redis delete failed', { cause: new Error('ECONNRESET') }))
                : suite.store.records.delete(kind, id),
          },
        };
        useStore(() => Promise.resolve(failing));
        const res = await retention(scheduledRequest(), makeContext());
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({ success: false, error: 'store unavailable' });
        const failed = logs
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((l) => l.event === 'retention_failed');
        expect(failed).toMatchObject({
          level: 'error',
          stoppedAt: 'bookings',
          callbacks: 1,
          contacts: 1,
          bookings: 0,
          donations: 0,
        });
        expect(String(failed?.reason)).toMatch(/^StoreUnavailableError: redis delete failed/);
      });

      it('a store that cannot be reached at all is a 503 too', async () => {
        useStore(() => Promise.reject(new StoreUnavailableError('could not connect to REDIS_URL')));
        const res = await retention(scheduledRequest(), makeContext());
        expect(res.status).toBe(503);
        const failed = logs
          .map((l) => JSON.parse(l) as Record<string, unknown>)
          .find((l) => l.event === 'retention_failed');
        expect(failed).toMatchObject({
          level: 'error',
          reason: 'StoreUnavailableError: could not connect to REDIS_URL',
        });
      });
    });
  });
}
