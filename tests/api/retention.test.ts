// Retention (what the Privacy Policy promises: src/lib/retention.ts) against every store adapter: the
// service and the scheduled function that runs it daily. Records are created at chosen times through the
// store's own clock; the run's "now" is fixed with setDeps().
//
// The edge, decided: a record is kept for its whole period. Received exactly 12 months (8 years) before
// the run: kept, deleted by the next run; a millisecond earlier: deleted. A visit exactly 3 years before
// today's date in India: kept; a day earlier: deleted.

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import retention, { config } from '../../netlify/functions/retention';
import { getDeps, setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { StoreUnavailableError } from '../../src/server/errors';
import { setLogSink } from '../../src/server/log';
import { applyRetention, RetentionError, type RetentionOptions } from '../../src/server/services/retention';
import type { Store } from '../../src/server/store/port';
import { makeContext } from '../helpers/http';
import { appointmentItem } from '../helpers/reservations';
import { allAdapters, searchOf } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India. Cutoffs: received before 2025-11-20T04:30Z (12 months) and
// 2018-11-20T04:30Z (8 years); visits before 2023-11-20 (3 years).
const NOW = new Date('2026-11-20T04:30:00.000Z');
const PHONE = '9876543210';
const NAME = 'Priyadharshini';
const EMAIL = 'priya@example.org';

const appointment = (date: string, time: string) =>
  appointmentItem(date, time, NAME, { groupId: crypto.randomUUID(), phone: PHONE, email: EMAIL }, 'FP23');

/** What the scheduler sends: a POST whose JSON body names the next run. */
function scheduledRequest(): Request {
  return new Request('https://vt.example/.netlify/functions/retention', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ next_run: '2026-11-21T00:00:00.000Z' }),
  });
}

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`retention on ${harness.label}`, () => {
    let store: Store;
    let clock = NOW;
    let logs: string[] = [];

    function useStore(s: () => Promise<Store>) {
      setDeps({ config: configFromEnv({}), now: () => NOW, store: s });
    }
    const run = (options: RetentionOptions = {}) => applyRetention(getDeps(), options);

    beforeAll(async () => {
      await harness.setup();
    });
    afterAll(async () => {
      setDeps(null);
      await harness.teardown();
    });
    beforeEach(async () => {
      clock = NOW;
      store = await harness.create(() => clock);
      useStore(() => Promise.resolve(store));
      logs = [];
      setLogSink((_level, line) => logs.push(line));
    });
    afterEach(() => {
      setLogSink(null);
    });

    /** Do `fn` with the store's clock at `iso` (when the record is received). */
    async function receivedAt<T>(iso: string, fn: () => Promise<T>): Promise<T> {
      clock = new Date(iso);
      try {
        return await fn();
      } finally {
        clock = NOW;
      }
    }
    const callback = (iso: string) =>
      receivedAt(iso, () =>
        store.records.add(
          'callbacks',
          { variant: 'nav', name: NAME, phone: PHONE, email: EMAIL },
          { search: searchOf('callbacks') },
        ),
      );
    const contact = (iso: string) =>
      receivedAt(iso, () =>
        store.records.add(
          'contacts',
          { name: NAME, email: EMAIL, message: 'Please call me' },
          { search: searchOf('contacts') },
        ),
      );
    const donation = (iso: string) =>
      receivedAt(iso, () =>
        store.records.add(
          'donations',
          {
            reference: 'VT-ABCDEFGH',
            name: NAME,
            gender: 'Female',
            email: EMAIL,
            phone: PHONE,
            address: '12 Temple Street, Dindigul',
            frequency: 'One time',
            amount: 2500,
            pan: '',
            paymentMode: 'UPI',
          },
          { search: searchOf('donations') },
        ),
      );
    async function booking(iso: string, visit: string, time = '10:00') {
      const result = await receivedAt(iso, () =>
        store.bookings.reserve({ year: 2023, items: [appointment(visit, time)], search: searchOf('bookings') }),
      );
      if (!result.ok) throw new Error('expected the slot to be free');
      return result.appointments[0]!;
    }

    /** Around every limit: just past it, exactly at it, just inside it. */
    async function edges() {
      const past = {
        callback: await callback('2025-11-20T04:29:59.999Z'),
        contact: await contact('2025-11-20T04:29:59.999Z'),
        donation: await donation('2018-11-20T04:29:59.999Z'),
        booking: await booking('2023-09-01T05:00:00.000Z', '2023-11-19'),
      };
      const kept = {
        callbacks: [await callback('2025-11-20T04:30:00.000Z'), await callback('2025-11-20T04:30:00.001Z')],
        contacts: [await contact('2025-11-20T04:30:00.000Z'), await contact('2026-11-20T04:00:00.000Z')],
        donations: [await donation('2018-11-20T04:30:00.000Z'), await donation('2019-01-01T00:00:00.000Z')],
        bookings: [
          // Exactly 3 years ago today; an old booking for a visit still within 3 years; a recent one.
          await booking('2023-09-01T05:00:00.000Z', '2023-11-20'),
          await booking('2023-10-15T05:00:00.000Z', '2024-01-10'),
          await booking('2026-11-19T05:00:00.000Z', '2026-12-01'),
        ],
      };
      return { past, kept };
    }

    const ids = async (kind: 'callbacks' | 'contacts' | 'bookings' | 'donations') =>
      (await store.records.list(kind)).map((r) => r.id).sort();

    it('deletes records just past each period and keeps those at or inside it', async () => {
      const { past, kept } = await edges();
      const report = await run();
      expect(report).toMatchObject({
        dryRun: false,
        complete: true,
        counts: { callbacks: 1, contacts: 1, bookings: 1, donations: 1 },
        cutoffs: {
          callbacks: { receivedBefore: '2025-11-20T04:30:00.000Z', visitBefore: null },
          bookings: { receivedBefore: '2023-11-19T18:30:00.000Z', visitBefore: '2023-11-20' },
          donations: { receivedBefore: '2018-11-20T04:30:00.000Z', visitBefore: null },
        },
      });
      for (const kind of ['callbacks', 'contacts', 'donations', 'bookings'] as const) {
        expect(await ids(kind), kind).toEqual(kept[kind].map((r) => r.id).sort());
      }
      expect(await store.records.get('callbacks', past.callback.id)).toBeNull();
      expect(await store.records.get('contacts', past.contact.id)).toBeNull();
      expect(await store.records.get('donations', past.donation.id)).toBeNull();
      expect(await store.records.get('bookings', past.booking.id)).toBeNull();
    });

    it("frees a deleted booking's slot and its place in the phone's index, and nothing else", async () => {
      const { past, kept } = await edges();
      expect(await store.bookings.bookedTimes('2023-11-19')).toEqual(['10:00']);
      await run();
      expect(await store.bookings.bookedTimes('2023-11-19')).toEqual([]);
      expect(await store.bookings.bookedTimes('2023-11-20')).toEqual(['10:00']);
      const phone = await store.bookings.find({ phone: PHONE, fromDate: '2000-01-01' });
      expect(phone.map((r) => r.id).sort()).toEqual(kept.bookings.map((r) => r.id).sort());
      expect(phone.map((r) => r.id)).not.toContain(past.booking.id);
      // The slot can be taken again.
      const again = await store.bookings.reserve({
        year: 2023,
        items: [appointment('2023-11-19', '10:00')],
        search: searchOf('bookings'),
      });
      expect(again.ok).toBe(true);
    });

    it('a dry run deletes nothing and counts what a real run then deletes; a second run deletes nothing', async () => {
      await edges();
      const before = {
        callbacks: await ids('callbacks'),
        contacts: await ids('contacts'),
        bookings: await ids('bookings'),
        donations: await ids('donations'),
      };
      const dry = await run({ dryRun: true });
      expect(dry.dryRun).toBe(true);
      expect(dry.counts).toEqual({ callbacks: 1, contacts: 1, bookings: 1, donations: 1 });
      for (const kind of ['callbacks', 'contacts', 'bookings', 'donations'] as const) {
        expect(await ids(kind), kind).toEqual(before[kind]);
      }
      expect(await store.bookings.bookedTimes('2023-11-19')).toEqual(['10:00']);

      expect((await run()).counts).toEqual(dry.counts);
      const second = await run();
      expect(second.counts).toEqual({ callbacks: 0, contacts: 0, bookings: 0, donations: 0 });
      expect(second.complete).toBe(true);
      expect((await run({ dryRun: true })).counts).toEqual(second.counts);
    });

    it('pages past bookings it keeps: only visits past the period go, whatever the page size', async () => {
      // Received long ago (all candidates), visits alternating past and within the period.
      const visits = ['2023-08-01', '2024-02-01', '2023-08-02', '2024-02-02', '2023-08-03', '2024-02-03', '2023-08-04'];
      const made: Awaited<ReturnType<typeof booking>>[] = [];
      for (const [i, visit] of visits.entries()) {
        made.push(await booking(`2023-07-0${i + 1}T05:00:00.000Z`, visit));
      }
      const keptIds = made.filter((r) => r.visitDate >= '2023-11-20').map((r) => r.id);
      expect((await run({ dryRun: true, pageSize: 2 })).counts.bookings).toBe(4);
      const report = await run({ pageSize: 2 });
      expect(report.counts.bookings).toBe(4);
      expect(await ids('bookings')).toEqual(keptIds.sort());
      expect((await run({ pageSize: 2 })).counts.bookings).toBe(0);
    });

    it('gets through more old records than one page holds', async () => {
      const count = 1_103; // three pages of 500
      await receivedAt('2024-06-01T00:00:00.000Z', async () => {
        for (let i = 0; i < count; i++)
          await store.records.add(
            'contacts',
            { name: 'X', email: 'x@example.org', message: 'm' },
            { search: searchOf('contacts') },
          );
      });
      const kept = await contact('2026-01-01T00:00:00.000Z');
      expect((await run({ dryRun: true })).counts.contacts).toBe(count);
      expect((await run()).counts.contacts).toBe(count);
      expect(await ids('contacts')).toEqual([kept.id]);
    });

    it('stops when its time is up, says so, and the next run carries on', async () => {
      for (let i = 0; i < 5; i++) await callback(`2024-01-0${i + 1}T00:00:00.000Z`);
      await contact('2024-01-01T00:00:00.000Z');
      const first = await run({ budgetMs: 0, pageSize: 2 });
      expect(first.complete).toBe(false);
      expect(first.counts).toEqual({ callbacks: 2, contacts: 0, bookings: 0, donations: 0 });
      const rest = await run({ pageSize: 2 });
      expect(rest.complete).toBe(true);
      expect(rest.counts).toEqual({ callbacks: 3, contacts: 1, bookings: 0, donations: 0 });
    });

    it('store trouble stops the run with what was done before it', async () => {
      await edges();
      const failing: Store = {
        ...store,
        records: {
          ...store.records,
          createdBefore: (kind, beforeMs, page) =>
            kind === 'bookings'
              ? Promise.reject(new StoreUnavailableError('redis createdBefore failed'))
              : store.records.createdBefore(kind, beforeMs, page),
        },
      };
      useStore(() => Promise.resolve(failing));
      const error = await run().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RetentionError);
      expect(error).toMatchObject({ kind: 'bookings', report: { counts: { callbacks: 1, contacts: 1, bookings: 0 } } });
      expect((error as RetentionError).cause).toBeInstanceOf(StoreUnavailableError);
    });

    it('a delete that fails mid-page: the ones deleted beside it are counted, the run stops', async () => {
      const old: Awaited<ReturnType<typeof callback>>[] = [];
      for (let i = 0; i < 3; i++) old.push(await callback(`2024-01-0${i + 1}T00:00:00.000Z`));
      const failing: Store = {
        ...store,
        records: {
          ...store.records,
          delete: (kind, id) =>
            id === old[1]!.id
              ? Promise.reject(new StoreUnavailableError('redis delete failed'))
              : store.records.delete(kind, id),
        },
      };
      useStore(() => Promise.resolve(failing));
      const error = await run().catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'callbacks', report: { counts: { callbacks: 2 } } });
      expect(await ids('callbacks')).toEqual([old[1]!.id]);
    });

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
        const audit = await store.audit.list({ limit: 10 });
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
          ...store,
          records: {
            ...store.records,
            delete: (kind, id) =>
              kind === 'bookings'
                ? Promise.reject(new StoreUnavailableError('redis delete failed', { cause: new Error('ECONNRESET') }))
                : store.records.delete(kind, id),
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
