// Evaluates the India-time rules at fixed instants and prints the answers as JSON. Run by
// tests/unit/lib-time-tz.test.ts in child processes with different TZ values: the answers must not change.

import { validateBooking } from '../../src/lib/validate';
import {
  indiaMinutesNow,
  indiaToday,
  indiaYear,
  isSlotPast,
  isWithinBookingWindow,
  weekdayOf,
} from '../../src/lib/time';
import { bookingSchema } from '../../src/lib/schemas/appointment';
import { configFromEnv } from '../../src/server/config/app-config';
import { bookAppointments } from '../../src/server/services/booking';
import { createEmbeddedStore } from '../../src/server/store/embedded';

const instants = [
  '2026-11-20T18:29:00Z', // 23:59 IST, Friday 20 Nov
  '2026-11-20T18:31:00Z', // 00:01 IST, Saturday 21 Nov
  '2026-12-31T18:30:00Z', // 00:00 IST, 1 Jan 2027 (year turns for register numbers)
  '2026-03-08T10:30:00Z', // US daylight-saving switch day
];

const person = (date: string, time: string) => ({
  name: 'Priya',
  gender: 'Female',
  height: '160',
  weight: '55',
  occupation: 'Teacher',
  phone: '9876543210',
  visitDate: date,
  visitTime: time,
});

const out: Record<string, unknown> = {
  tz: process.env.TZ,
  localHours: instants.map((i) => new Date(i).getHours()),
  resolvedTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
};

for (const iso of instants) {
  const now = new Date(iso);
  const today = indiaToday(now);
  const store = createEmbeddedStore({ path: ':memory:', now: () => now });
  const deps = {
    config: configFromEnv({}),
    now: () => now,
    store: () => Promise.resolve(store),
    storeName: () => 'embedded' as const,
    sleep: async () => {},
  };
  const booking = async (date: string, time: string) => {
    try {
      // The schema (no clock) then the service (the server's clock decides).
      const r = await bookAppointments(deps, bookingSchema.parse({ people: [person(date, time)] }));
      return {
        ok: true,
        regno: r.registerNumbers[0],
        day: r.appointments[0]!.visitDay,
        registeredOn: r.appointments[0]!.registeredOn,
      };
    } catch (error) {
      return { ok: false, error: (error as Error & { publicMessage?: string }).publicMessage };
    }
  };
  out[iso] = {
    today,
    year: indiaYear(now),
    minutes: indiaMinutesNow(now),
    weekday: weekdayOf(today),
    lastSlotTodayPast: isSlotPast(today, '18:00', now),
    firstSlotTomorrowPast: isSlotPast('2026-11-21', '09:00', now),
    in90: isWithinBookingWindow('2027-02-18', now),
    validateToday18: validateBooking({ people: [person(today, '18:00')] }, { now }).success,
    validateNov20: validateBooking({ people: [person('2026-11-20', '18:00')] }, { now }).success,
    bookNov20at18: await booking('2026-11-20', '18:00'),
    bookNov21at9: await booking('2026-11-21', '09:00'),
    bookJan1at9: await booking('2027-01-01', '09:00'),
  };
  await store.close();
}

process.stdout.write(JSON.stringify(out));
