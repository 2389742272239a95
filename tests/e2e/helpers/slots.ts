/**
 * Appointment dates for browser tests. Every test that books, or looks at which times of a date are free,
 * works on a date of its own, through the `appointments` fixture (tests/e2e/fixtures.ts):
 *
 *   - Workers running at the same time never share a date: the worker with parallel index k of n uses only
 *     the dates whose day number (days since 1970-01-01) is ≡ k (mod n), so the shares stay apart even when
 *     India's date changes during a run. Dates run from 2 to 89 days ahead (India time), inside the 90-day
 *     booking window; the booking rules allow any day.
 *   - A worker runs one test at a time. A test takes the first date of its worker's share on which nothing is
 *     booked at all (asked of the server: GET /api/appointments/booked), so whatever it sees on that date is
 *     what it did itself.
 *   - When the test ends (passed, failed or timed out), the fixture deletes every booking on that date
 *     through the server's own store, so the next test of the worker, or a retry, finds it empty again.
 */
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { SLOTS, slotLabel, type Slot } from '../../../src/lib/slots';
import { addDays, daysBetween, indiaToday, weekdayOf, type Weekday } from '../../../src/lib/time';
import { findRecords, serverStore } from './store';
import { proved } from './proof';

export interface FreeSlot {
  date: string;
  time: Slot;
  /** '1:30 PM' */
  label: string;
  weekday: Weekday;
}

const FIRST_OFFSET = 2;
const LAST_OFFSET = 89;

/** The dates of this worker's share, nearest first. No two workers running at once share one. */
export function workerDates(testInfo: Pick<TestInfo, 'parallelIndex' | 'config'>, today = indiaToday()): string[] {
  const workers = Math.max(1, testInfo.config.workers);
  const dates: string[] = [];
  for (let offset = FIRST_OFFSET; offset <= LAST_OFFSET; offset++) {
    const date = addDays(today, offset);
    if (daysBetween('1970-01-01', date) % workers === testInfo.parallelIndex % workers) dates.push(date);
  }
  return dates;
}

async function bookedOn(request: APIRequestContext, date: string): Promise<string[]> {
  const res = await request.get(`/api/appointments/booked?date=${date}`);
  if (!res.ok()) throw new Error(`booked times for ${date}: HTTP ${res.status()}`);
  // A closed time is as good as booked: no test may book it.
  const answer = (await res.json()) as { booked: string[]; closed?: { time: string }[] };
  return [...answer.booked, ...(answer.closed ?? []).map((c) => c.time)];
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** One test's appointment date and the slots it has handed out on it. */
export class Appointments {
  readonly #request: APIRequestContext;
  readonly #testInfo: TestInfo;
  #date: Promise<string> | null = null;
  readonly #handedOut = new Set<Slot>();

  constructor(request: APIRequestContext, testInfo: TestInfo) {
    this.#request = request;
    this.#testInfo = testInfo;
  }

  /** This test's date: nothing was booked on it when the test took it, and no other test books on it. */
  date(): Promise<string> {
    this.#date ??= this.#claim();
    return this.#date;
  }

  async #claim(): Promise<string> {
    for (const date of workerDates(this.#testInfo)) {
      if ((await bookedOn(this.#request, date)).length === 0) return date;
    }
    throw new Error(
      'every date of this worker’s share holds bookings: the store keeps data of earlier runs that no test cleared',
    );
  }

  /** `count` distinct free slots on this test's date (default 1), none handed out before. */
  async freeSlots(count = 1): Promise<FreeSlot[]> {
    // Taking the date just now saw nothing booked on it: no need to ask again.
    const taking = this.#date === null;
    const date = await this.date();
    const booked = new Set(taking ? [] : await bookedOn(this.#request, date));
    const free = SLOTS.filter((s) => !booked.has(s) && !this.#handedOut.has(s));
    if (free.length < count) throw new Error(`only ${free.length} free slots left on ${date}, ${count} wanted`);
    const chosen: Slot[] = [];
    while (chosen.length < count) chosen.push(pick(free.filter((s) => !chosen.includes(s))));
    for (const time of chosen) this.#handedOut.add(time);
    return chosen.map((time) => ({ date, time, label: slotLabel(time), weekday: weekdayOf(date) }));
  }

  async freeSlot(): Promise<FreeSlot> {
    return (await this.freeSlots(1))[0]!;
  }

  /**
   * After the test: delete every booking on its date (a booking's delete frees its slot) and every closure
   * that covers it (tests close only their own date).
   */
  async clear(): Promise<void> {
    if (!this.#date) return;
    const date = await this.#date.catch(() => null);
    if (!date) return;
    const store = await serverStore();
    for (const record of await findRecords('bookings', (r) => r.visitDate === date)) {
      await store.records.delete('bookings', record.id);
    }
    for (const closure of await store.calendar.closures()) {
      if (closure.from <= date && date <= closure.to) await store.calendar.deleteClosure(closure.id);
    }
  }
}

/** A person the booking API accepts (24-hour time), for booking a slot through the API first. */
export function apiPerson(slot: FreeSlot, name: string, overrides: Record<string, string> = {}) {
  return {
    name,
    gender: 'Female',
    height: '160 cm',
    weight: '55 kg',
    occupation: 'Teacher',
    phone: '9876543210',
    visitDate: slot.date,
    visitTime: slot.time,
    ...overrides,
  };
}

/** Book `slot` for someone else through the real API (as another visitor would), and check it worked. */
export async function bookThroughApi(request: APIRequestContext, slot: FreeSlot, name: string): Promise<void> {
  const res = await request.post('/api/appointments', {
    data: await proved(request, { patientType: 'new', people: [apiPerson(slot, name)] }),
  });
  if (res.status() !== 200)
    throw new Error(`booking ${slot.date} ${slot.time}: HTTP ${res.status()} ${await res.text()}`);
}
