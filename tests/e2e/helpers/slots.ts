/**
 * Free appointment slots for browser tests: a date 20–85 days ahead (India time) and a slot, checked free
 * with GET /api/appointments/booked. Tests running at the same time never meet: each parallel worker draws
 * its dates from its own share of the window (by its parallel index), and a worker never hands out the same
 * date+slot twice. Reruns against a kept store are covered by the free check.
 */
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { SLOTS, slotLabel, type Slot } from '../../../src/lib/slots';
import { addDays, indiaToday, weekdayOf, type Weekday } from '../../../src/lib/time';

export interface FreeSlot {
  date: string;
  time: Slot;
  /** '1:30 PM' */
  label: string;
  weekday: Weekday;
}

const FIRST_OFFSET = 20;
const LAST_OFFSET = 85;
/** Shares of the date window: workers with different parallel indexes (mod SHARES) use disjoint dates. */
const SHARES = 11;
const handedOut = new Set<string>();

async function bookedOn(request: APIRequestContext, date: string): Promise<Set<string>> {
  const res = await request.get(`/api/appointments/booked?date=${date}`);
  if (!res.ok()) throw new Error(`booked times for ${date}: HTTP ${res.status()}`);
  const body = (await res.json()) as { booked: string[] };
  return new Set(body.booked);
}

function shareDates(testInfo: TestInfo): string[] {
  const today = indiaToday();
  const share = testInfo.parallelIndex % SHARES;
  const dates: string[] = [];
  for (let offset = FIRST_OFFSET; offset <= LAST_OFFSET; offset++) {
    if (offset % SHARES === share) dates.push(addDays(today, offset));
  }
  return dates;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** `count` distinct free slots on one date (default 1), none handed out before by this worker. */
export async function freeSlotsOnOneDate(
  request: APIRequestContext,
  testInfo: TestInfo,
  count = 1,
): Promise<FreeSlot[]> {
  const dates = shareDates(testInfo);
  for (let attempt = 0; attempt < 40; attempt++) {
    const date = pick(dates);
    const booked = await bookedOn(request, date);
    const free = SLOTS.filter((s) => !booked.has(s) && !handedOut.has(`${date} ${s}`));
    if (free.length < count) continue;
    const chosen: Slot[] = [];
    while (chosen.length < count) {
      const slot = pick(free.filter((s) => !chosen.includes(s)));
      chosen.push(slot);
    }
    return chosen.map((time) => {
      handedOut.add(`${date} ${time}`);
      return { date, time, label: slotLabel(time), weekday: weekdayOf(date) };
    });
  }
  throw new Error('no free slot found in this worker’s share of the booking window');
}

export async function freeSlot(request: APIRequestContext, testInfo: TestInfo): Promise<FreeSlot> {
  return (await freeSlotsOnOneDate(request, testInfo, 1))[0]!;
}

/** A person the booking API accepts (24-hour time), for booking a slot through the API first. */
export function apiPerson(slot: FreeSlot, name: string, overrides: Record<string, string> = {}) {
  return {
    pname: name,
    pgender: 'Female',
    pheight: '160 cm',
    pweight: '55 kg',
    pwork: 'Teacher',
    pphone: '9876543210',
    pappointmentDate: slot.date,
    pappointmentTime: slot.time,
    ...overrides,
  };
}

/** Book `slot` for someone else through the real API (as another visitor would), and check it worked. */
export async function bookThroughApi(request: APIRequestContext, slot: FreeSlot, name: string): Promise<void> {
  const res = await request.post('/api/appointments', {
    data: { patientType: 'new', people: [apiPerson(slot, name)] },
  });
  if (res.status() !== 200)
    throw new Error(`booking ${slot.date} ${slot.time}: HTTP ${res.status()} ${await res.text()}`);
}
