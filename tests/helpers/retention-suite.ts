// The retention suites (tests/api/retention-runs and retention-schedule), each file run against every store
// adapter: records created at chosen times through the store's own clock, the run's "now" fixed with setDeps().
// Each file's suites start their own stores (a temp SQLite file, their own redis-server), a fresh one per test.
//
// Friday 2026-11-20, 10:00 in India. Cutoffs: received before 2025-11-20T04:30Z (12 months) and
// 2018-11-20T04:30Z (8 years); visits before 2023-11-20 (3 years).

import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { getDeps, setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { setLogSink } from '../../src/server/log';
import { applyRetention, type RetentionOptions } from '../../src/server/services/retention';
import type { Store } from '../../src/server/store/port';
import { appointmentItem } from './reservations';
import { searchOf, type AdapterHarness } from './stores';

export const NOW = new Date('2026-11-20T04:30:00.000Z');
export const PHONE = '9876543210';
export const NAME = 'Priyadharshini';
export const EMAIL = 'priya@example.org';

export const appointment = (date: string, time: string) =>
  appointmentItem(date, time, NAME, { groupId: crypto.randomUUID(), phone: PHONE, email: EMAIL }, 'FP23');

/** What the scheduler sends: a POST whose JSON body names the next run. */
export function scheduledRequest(): Request {
  return new Request('https://vt.example/.netlify/functions/retention', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ next_run: '2026-11-21T00:00:00.000Z' }),
  });
}

/** Register the hooks of a retention suite on `harness` (call it inside the adapter's describe). */
export function retentionSuite(harness: AdapterHarness) {
  let store: Store | null = null;
  let clock = NOW;
  const logs: string[] = [];
  const current = (): Store => {
    if (!store) throw new Error('the retention suite has no store yet (read it inside a test)');
    return store;
  };

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
    useStore(() => Promise.resolve(current()));
    logs.length = 0;
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
      current().records.add(
        'callbacks',
        { variant: 'nav', name: NAME, phone: PHONE, email: EMAIL },
        { search: searchOf('callbacks') },
      ),
    );
  const contact = (iso: string) =>
    receivedAt(iso, () =>
      current().records.add(
        'contacts',
        { name: NAME, email: EMAIL, message: 'Please call me' },
        { search: searchOf('contacts') },
      ),
    );
  const donation = (iso: string) =>
    receivedAt(iso, () =>
      current().records.add(
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
      current().bookings.reserve({ year: 2023, items: [appointment(visit, time)], search: searchOf('bookings') }),
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
    (await current().records.list(kind)).map((r) => r.id).sort();

  return {
    /** The test's fresh store (read it inside a test). */
    get store() {
      return current();
    },
    /** The log lines of the current test (one array, emptied before each test). */
    logs,
    useStore,
    run,
    receivedAt,
    callback,
    contact,
    donation,
    booking,
    edges,
    ids,
  };
}
