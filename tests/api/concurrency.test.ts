// Bookings that cannot collide, on BOTH adapters: 200 simultaneous requests for one slot -> exactly one
// succeeds; 200 for different slots -> 200 distinct register numbers; a group whose last slot is taken
// stores nothing. Requests go through the real handler, spread over several store connections (like
// several function instances). The embedded store is also raced by separate OS processes.

import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appointments from '../../netlify/functions/appointments';
import type { BookingResponse } from '../../src/lib/api';
import { SLOTS } from '../../src/lib/slots';
import { addDays } from '../../src/lib/time';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import type { Store } from '../../src/server/store/port';
import { call, refusal } from '../helpers/http';
import { allAdapters, embeddedHarness } from '../helpers/stores';

const run = promisify(execFile);
// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');

function person(name: string, date: string, time: string, gender = 'Female') {
  return {
    name,
    gender,
    height: '160',
    weight: '55',
    occupation: 'Farmer',
    phone: '9876543210',
    visitDate: date,
    visitTime: time,
  };
}

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`concurrent bookings on ${harness.label}`, () => {
    let stores: Store[] = [];

    beforeAll(async () => {
      await harness.setup();
    });
    afterAll(async () => {
      setDeps(null);
      await harness.teardown();
    });

    // One client and one phone make all of these requests: the booking limits are off unless a test asks.
    const unlimited = {
      BOOKING_LIMIT_PHONE_PER_DAY: '0',
      BOOKING_LIMIT_PHONE_AHEAD: '0',
      BOOKING_LIMIT_NETWORK_PER_DAY: '0',
    };

    async function useInstances(count: number, limits: Record<string, string> = unlimited) {
      const first = await harness.create(() => NOW);
      stores = [first];
      for (let i = 1; i < count; i++) stores.push(await harness.sibling(() => NOW));
      let next = 0;
      setDeps({
        config: configFromEnv({ RATE_LIMIT_PER_MINUTE: '0', ...limits }),
        now: () => NOW,
        store: () => Promise.resolve(stores[next++ % stores.length]!),
      });
    }

    /** Book `people`: a BookingResponse when it goes through (read a refusal with refusal()). */
    const book = (people: unknown[]) => call<BookingResponse>(appointments, '/api/appointments', { body: { people } });

    it('200 simultaneous bookings of one slot: exactly 1 succeeds, 199 get 409', async () => {
      await useInstances(4);
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => book([person(`Patient${i}`, '2026-12-01', '10:30')])),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(199);
      const winner = results.find((r) => r.status === 200)!;
      expect(winner.json.registerNumbers).toEqual(['FP26001']);
      for (const loser of results.filter((r) => r.status === 409)) {
        expect(refusal(loser).error).toMatch(
          /^The 10:30 AM slot on 2026-12-01 chosen for Patient\d+ was just booked by someone else\./,
        );
      }
      expect(await stores[0]!.records.list('bookings')).toHaveLength(1);
      expect(await stores[1]!.bookings.bookedTimes('2026-12-01')).toEqual(['10:30']);
    });

    it('200 simultaneous bookings of different slots: 200 distinct register numbers 001..200', async () => {
      await useInstances(4);
      const requests = Array.from({ length: 200 }, (_, i) => {
        const date = addDays('2026-11-21', Math.floor(i / SLOTS.length));
        const time = SLOTS[i % SLOTS.length]!;
        return book([person(i % 2 ? `Kumar${i}` : `Priya${i}`, date, time, i % 2 ? 'Male' : 'Female')]);
      });
      const results = await Promise.all(requests);
      expect(results.map((r) => r.status)).toEqual(Array(200).fill(200));
      const numbers = results.map((r) => r.json.registerNumbers[0] as string);
      expect(new Set(numbers).size).toBe(200);
      const sequences = numbers.map((n) => Number(n.slice(4))).sort((a, b) => a - b);
      expect(sequences).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
      expect(await stores[2]!.records.list('bookings')).toHaveLength(200);
    });

    it('200 simultaneous bookings by one phone and one network: the limits hold exactly (4 on a date, 20 a day)', async () => {
      // Past a limit a booking is held for staff, never refused (no 429 telling about others).
      await useInstances(4, {});
      const oneDay = await Promise.all(
        SLOTS.map((time, i) => book([{ ...person(`Prank${i}`, '2026-12-07', time), phone: '9111111111' }])),
      );
      expect(oneDay.filter((r) => r.status === 200)).toHaveLength(SLOTS.length);
      const day = await stores[1]!.bookings.onDates('2026-12-07');
      expect(day).toHaveLength(SLOTS.length);
      expect(day.filter((b) => !b.held)).toHaveLength(4);
      // Made-up phone numbers, each for one slot, all at once: 20 slots a day from one network, held ones
      // counted too (they hold slots): 19 already used, so one more is not held and the rest are.
      const spread = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          book([
            {
              ...person(`Fake${i}`, addDays('2026-12-08', Math.floor(i / SLOTS.length)), SLOTS[i % SLOTS.length]!),
              phone: `93${String(i).padStart(8, '0')}`,
            },
          ]),
        ),
      );
      expect(spread.filter((r) => r.status === 200)).toHaveLength(200);
      const fakes = (await stores[2]!.records.list('bookings')).filter((b) => b.name.startsWith('Fake'));
      expect(fakes.filter((b) => !b.held)).toHaveLength(1);
      expect(fakes.filter((b) => b.held === 'network')).toHaveLength(199);
    });

    it('a group booking whose last slot is taken stores nothing, even while racing', async () => {
      await useInstances(2);
      expect((await book([person('Holder', '2026-12-04', '16:00')])).status).toBe(200);
      const group = [
        person('Anu', '2026-12-04', '15:00'),
        person('Bala', '2026-12-04', '15:30', 'Male'),
        person('Chitra', '2026-12-05', '09:00'),
        person('Devi', '2026-12-04', '16:00'),
      ];
      const results = await Promise.all(Array.from({ length: 20 }, () => book(group)));
      for (const r of results) {
        expect(r.status).toBe(409);
        expect(refusal(r).error).toBe(
          'The 4:00 PM slot on 2026-12-04 chosen for Devi was just booked by someone else. Please pick another time.',
        );
      }
      expect(await stores[0]!.bookings.bookedTimes('2026-12-04')).toEqual(['16:00']);
      expect(await stores[1]!.bookings.bookedTimes('2026-12-05')).toEqual([]);
      expect(await stores[0]!.records.list('bookings')).toHaveLength(1);
      // No register number was used up by the refused groups.
      expect((await book([person('Next', '2026-12-06', '09:00')])).json.registerNumbers).toEqual(['FN26002']);
    });
  });
}

describe('embedded store raced by separate processes', () => {
  const harness = embeddedHarness();
  beforeAll(() => harness.setup());
  afterAll(() => harness.teardown());

  it('4 processes x 25 attempts on one slot of one SQLite file: exactly 1 reservation', async () => {
    const store = await harness.create();
    const dbPath = harness.path();
    const script = fileURLToPath(new URL('../helpers/sqlite-contender.ts', import.meta.url));
    const startAt = String(Date.now() + 1500);
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', script, dbPath, '25', '2026-12-01', '10:00'], {
          env: { ...process.env, START_AT: startAt },
          timeout: 30_000,
        }),
      ),
    );
    const results = outputs.map(
      (o) => JSON.parse(o.stdout) as { ok: number; conflicts: number; registerNumbers: string[] },
    );
    expect(results.reduce((n, r) => n + r.ok, 0)).toBe(1);
    expect(results.reduce((n, r) => n + r.conflicts, 0)).toBe(99);
    expect(results.flatMap((r) => r.registerNumbers)).toEqual(['FP26001']);
    expect(await store.bookings.bookedTimes('2026-12-01')).toEqual(['10:00']);
    expect(await store.records.list('bookings')).toHaveLength(1);
  }, 60_000);
});
