// Staff lists that scale, on BOTH store adapters with 20,000 records of every kind: the dashboard reads a
// page at a time (newest first, a cursor, the total), searches every record on the server, exports page by
// page (full PANs, each page audited), and no answer passes the byte cap. How fast the first page answers
// with 20 and with 20,000 records is measured by `npm run bench` (tests/bench/lists.bench.ts), not here.

import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_BYTES, PAGE_SIZE } from '../../src/server/admin/lists';
import type { ApiErrorBody } from '../../src/lib/api';
import { SUBMISSION_KINDS, type RecordDataByKind, type StoredRecord, type SubmissionKind } from '../../src/lib/records';
import { SLOTS } from '../../src/lib/slots';
import type { ReservationItem, Store } from '../../src/server/store/port';
import { staffSuite } from '../helpers/admin-session';
import type { AuditLines, RecordPage } from '../helpers/answers';
import type { Reply } from '../helpers/http';
import { allAdapters, searchOf } from '../helpers/stores';

const MANY = 20_000;
const START = Date.parse('2026-01-01T00:00:00.000Z');

/** Record `i` of a kind: a made-up person whose name says its number; received `i` seconds after START. */
function seedData(i: number) {
  const name = `Seed ${String(i).padStart(5, '0')}`;
  const mobile = `98${String(i).padStart(8, '0')}`;
  return {
    callbacks: { variant: 'nav', name, phone: mobile } satisfies RecordDataByKind['callbacks'],
    // The newest 1,000 messages are as long as the form allows (6,000 bytes): their pages end at the byte cap.
    contacts: { name, email: `seed${i}@example.org`, message: 'அ'.repeat(i >= MANY - 1000 ? 2000 : 40) },
    donations: {
      name: name,
      gender: 'Female',
      email: `seed${i}@example.org`,
      phone: mobile,
      address: 'Tirunelveli',
      frequency: 'One time',
      amount: 60000,
      pan: 'ABCDE1234F',
      paymentMode: 'UPI',
      reference: `VT-SEED${String(i).padStart(5, '0')}`,
    } satisfies RecordDataByKind['donations'],
  };
}

/** Booking `i`: its own patient in its own slot (19 a day from 2027-01-01). */
function booking(i: number): ReservationItem {
  const date = new Date(Date.UTC(2027, 0, 1 + Math.floor(i / SLOTS.length))).toISOString().slice(0, 10);
  return {
    register: { kind: 'assign', prefix: 'SD27' },
    data: {
      groupId: `seed-${i}`,
      patientType: 'new',
      name: `Seed ${String(i).padStart(5, '0')}`,
      gender: 'Male',
      height: '170',
      weight: '70',
      occupation: 'Farmer',
      phone: `97${String(i).padStart(8, '0')}`,
      visitDate: date,
      visitTime: SLOTS[i % SLOTS.length]!,
      visitDay: 'Friday',
    },
  };
}

async function seed(store: Store, setClock: (ms: number) => void): Promise<void> {
  const BATCH = 250;
  for (let from = 0; from < MANY; from += BATCH) {
    const writes: Promise<unknown>[] = [];
    for (let i = from; i < Math.min(from + BATCH, MANY); i++) {
      const data = seedData(i);
      // The clock is read as each call starts, so every record gets its own second.
      setClock(START + i * 1000);
      writes.push(store.records.add('callbacks', data.callbacks, { search: searchOf('callbacks') }));
      writes.push(store.records.add('contacts', data.contacts, { search: searchOf('contacts') }));
      writes.push(store.records.add('donations', data.donations, { search: searchOf('donations') }));
      writes.push(
        store.bookings.reserve({ year: 2027, items: [booking(i)], search: searchOf('bookings') }).then((result) => {
          if (!result.ok) throw new Error(`seeding booking ${i} failed`);
        }),
      );
    }
    await Promise.all(writes);
  }
}

/** The made-up person's name of a record. */
const nameOf = (r: StoredRecord<SubmissionKind>) => r.name;

/** One page of a kind's records. */
type Page = Reply<RecordPage<SubmissionKind>>;

// The Upstash REST path runs the same adapter as RESP; 80,000 records through the emulator would add only time.
const adapters = allAdapters().filter(({ harness }) => !harness.label.includes('REST'));

for (const { harness, skip } of adapters) {
  describe.skipIf(skip)(`staff lists in pages with ${MANY} records of each kind on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: new Date('2026-11-20T04:30:00.000Z'), store: 'once' });

    beforeAll(async () => {
      const now = suite.clock;
      await seed(suite.store, (ms) => (suite.clock = new Date(ms)));
      suite.clock = now;
    }, 240_000);

    it('the first page: the newest 100, the total, a cursor; within the byte cap', async () => {
      for (const kind of SUBMISSION_KINDS) {
        const res = await suite.get<RecordPage<typeof kind>>(`/api/admin/${kind}`);
        expect(res.status, kind).toBe(200);
        expect(res.json.total, kind).toBe(MANY);
        expect(res.json.data.length, kind).toBeGreaterThan(0);
        expect(res.json.data.length, kind).toBeLessThanOrEqual(PAGE_SIZE);
        expect(nameOf(res.json.data[0]!), kind).toBe(`Seed ${MANY - 1}`);
        expect(res.json.next, kind).toMatch(/^\d+\.[0-9a-f-]{36}$/);
        expect(Buffer.byteLength(JSON.stringify(res.json)), kind).toBeLessThanOrEqual(ANSWER_BYTES);
      }
      const callbacks = (await suite.get<RecordPage<'callbacks'>>('/api/admin/callbacks')).json;
      expect(callbacks.data).toHaveLength(PAGE_SIZE);
    });

    it('"Load more" walks every record once, newest first, and each answer stays under the cap', async () => {
      for (const kind of SUBMISSION_KINDS) {
        const names: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const res: Page = await suite.get<RecordPage<SubmissionKind>>(
            `/api/admin/${kind}${cursor ? `?cursor=${cursor}` : ''}`,
          );
          expect(res.status).toBe(200);
          expect(Buffer.byteLength(JSON.stringify(res.json))).toBeLessThanOrEqual(ANSWER_BYTES);
          names.push(...res.json.data.map(nameOf));
          cursor = res.json.next;
          pages++;
        } while (cursor);
        expect(names, kind).toHaveLength(MANY);
        expect(new Set(names).size, kind).toBe(MANY);
        expect(names.slice(0, 3), kind).toEqual(['Seed 19999', 'Seed 19998', 'Seed 19997']);
        expect(names.at(-1), kind).toBe('Seed 00000');
        // The long contact messages end pages early: more pages than 200.
        if (kind === 'contacts') expect(pages).toBeGreaterThan(MANY / PAGE_SIZE);
        else expect(pages, kind).toBe(MANY / PAGE_SIZE);
      }
    });

    it('a search (a POST: typed words in no URL) looks at every record on the server, not only a loaded page', async () => {
      for (const kind of SUBMISSION_KINDS) {
        const oldest = await suite.post<RecordPage<typeof kind>>(`/api/admin/${kind}`, { q: 'seed 00000' });
        expect(oldest.json.data.map(nameOf), kind).toEqual(['Seed 00000']);
        expect(oldest.json.next, kind).toBeNull();
        expect(oldest.json.total, kind).toBe(MANY);
        const none = await suite.post(`/api/admin/${kind}`, { q: 'nobody-by-this-name' });
        expect(none.json, kind).toEqual({ success: true, data: [], next: null, total: MANY });
      }
      // Many matches: a page of them, and a cursor to the rest of the matches.
      const many = await suite.post<RecordPage<'callbacks'>>('/api/admin/callbacks', { q: 'seed 1' });
      expect(many.json.data).toHaveLength(PAGE_SIZE);
      expect(many.json.data.every((r) => r.name.startsWith('Seed 1'))).toBe(true);
      const next = await suite.post<RecordPage<'callbacks'>>('/api/admin/callbacks', {
        q: 'seed 1',
        cursor: many.json.next,
      });
      expect(next.json.data[0]?.name).toBe(`Seed 1${String(9999 - PAGE_SIZE).padStart(4, '0')}`);
    });

    it('the CSV export comes page by page with full PANs, each page in the audit log', async () => {
      // A second later than the list reads above (audited too, for bookings): the exports are the newest lines.
      suite.clock = new Date(suite.clock.getTime() + 1000);
      let cursor: string | null = null;
      let rows = 0;
      let pages = 0;
      do {
        const res: Reply<RecordPage<'donations'>> = await suite.post<RecordPage<'donations'>>(
          '/api/admin/export/donations',
          cursor ? { cursor } : undefined,
        );
        expect(res.status).toBe(200);
        expect(Buffer.byteLength(JSON.stringify(res.json))).toBeLessThanOrEqual(ANSWER_BYTES);
        expect(res.json.data.every((r) => r.pan === 'ABCDE1234F')).toBe(true);
        rows += res.json.data.length;
        cursor = res.json.next;
        pages++;
      } while (cursor);
      expect(rows).toBe(MANY);
      const log = (await suite.get<AuditLines>(`/api/admin/audit`)).json.data;
      const exports = log.filter((line) => line.action === 'export');
      expect(exports).toHaveLength(pages);
      expect(exports.reduce((n, line) => n + (line.count ?? 0), 0)).toBe(MANY);
    });

    it('a list never carries a full PAN; bad cursors and searches get a clear 400 and no records', async () => {
      const list = await suite.get('/api/admin/donations');
      expect(JSON.stringify(list.json)).not.toContain('ABCDE1234F');
      for (const bad of ['abc', '123', '1.not-a-uuid', `${'9'.repeat(16)}.00000000-0000-4000-8000-000000000000`]) {
        const res = await suite.get<ApiErrorBody>(`/api/admin/callbacks?cursor=${encodeURIComponent(bad)}`);
        expect(res.status, bad).toBe(400);
        expect(res.json.error).toBe('This list has changed shape since it was loaded. Please load it again.');
      }
      const long = await suite.post<ApiErrorBody>('/api/admin/callbacks', { q: 'x'.repeat(101) });
      expect(long.status).toBe(400);
      expect(long.json.error).toBe('Search for at most 100 characters.');
      const notText = await suite.post<ApiErrorBody>('/api/admin/callbacks', { q: ['seed'] });
      expect(notText.status).toBe(400);
      expect(notText.json.error).toContain('"q" (search words)');
      // Typed words never go in a URL (logs, history, Referer keep it): a GET or export with `q` is refused.
      for (const inUrl of [
        suite.get<ApiErrorBody>('/api/admin/callbacks?q=seed'),
        suite.post<ApiErrorBody>('/api/admin/export/donations?q=seed'),
      ]) {
        const res = await inUrl;
        expect(res.status).toBe(400);
        expect(res.json.error).toContain('Search by POST');
      }
    });
  });
}
