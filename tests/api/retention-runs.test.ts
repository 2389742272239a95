// Retention (what the Privacy Policy promises: src/lib/retention.ts) against every store adapter (1 of 2): the
// service's runs. Records are created at chosen times through the store's own clock; the run's "now" is fixed
// with setDeps() (tests/helpers/retention-suite.ts).
//
// The edge, decided: a record is kept for its whole period. Received exactly 12 months (8 years) before
// the run: kept, deleted by the next run; a millisecond earlier: deleted. A visit exactly 3 years before
// today's date in India: kept; a day earlier: deleted.

import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../src/server/errors';
import { RetentionError } from '../../src/server/services/retention';
import type { Store } from '../../src/server/store/port';
import { allAdapters, searchOf } from '../helpers/stores';
import { appointment, PHONE, retentionSuite } from '../helpers/retention-suite';

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`retention on ${harness.label}`, () => {
    const suite = retentionSuite(harness);
    const { booking, callback, contact, edges, ids, receivedAt, run, useStore } = suite;

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
      expect(await suite.store.records.get('callbacks', past.callback.id)).toBeNull();
      expect(await suite.store.records.get('contacts', past.contact.id)).toBeNull();
      expect(await suite.store.records.get('donations', past.donation.id)).toBeNull();
      expect(await suite.store.records.get('bookings', past.booking.id)).toBeNull();
    });

    it("frees a deleted booking's slot and its place in the phone's index, and nothing else", async () => {
      const { past, kept } = await edges();
      expect(await suite.store.bookings.bookedTimes('2023-11-19')).toEqual(['10:00']);
      await run();
      expect(await suite.store.bookings.bookedTimes('2023-11-19')).toEqual([]);
      expect(await suite.store.bookings.bookedTimes('2023-11-20')).toEqual(['10:00']);
      const phone = await suite.store.bookings.find({ phone: PHONE, fromDate: '2000-01-01' });
      expect(phone.map((r) => r.id).sort()).toEqual(kept.bookings.map((r) => r.id).sort());
      expect(phone.map((r) => r.id)).not.toContain(past.booking.id);
      // The slot can be taken again.
      const again = await suite.store.bookings.reserve({
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
      expect(await suite.store.bookings.bookedTimes('2023-11-19')).toEqual(['10:00']);

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
          await suite.store.records.add(
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
        ...suite.store,
        records: {
          ...suite.store.records,
          createdBefore: (kind, beforeMs, page) =>
            kind === 'bookings'
              ? Promise.reject(new StoreUnavailableError('redis createdBefore failed'))
              : suite.store.records.createdBefore(kind, beforeMs, page),
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
        ...suite.store,
        records: {
          ...suite.store.records,
          delete: (kind, id) =>
            id === old[1]!.id
              ? Promise.reject(new StoreUnavailableError('redis delete failed'))
              : suite.store.records.delete(kind, id),
        },
      };
      useStore(() => Promise.resolve(failing));
      const error = await run().catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'callbacks', report: { counts: { callbacks: 2 } } });
      expect(await ids('callbacks')).toEqual([old[1]!.id]);
    });
  });
}
