// Booking limits, attacked the way a prankster would, through the appointment handlers with real Request
// objects, against BOTH store adapters: one phone number may hold 4 appointments on a date and 8 from today
// on; one client network (IPv4 address, IPv6 /64) may book 20 slots a day. Past a limit: 429, a message in
// the visitor's language that gives the clinic's number, and nothing stored. Families booking together
// never meet them.

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import appointmentbooking from '../../netlify/functions/appointmentbooking';
import appointments from '../../netlify/functions/appointments';
import { formatPhone, site } from '../../src/lib/site';
import { addDays } from '../../src/lib/time';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/env';
import type { Store } from '../../src/server/store/port';
import { call, refusal } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const CLINIC = formatPhone(site.phones[0]!.number);
const SLOTS = ['09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00'];
const ta = JSON.parse(readFileSync('src/i18n/ta/messages.json', 'utf8')) as Record<string, string>;

function person(date: string, time: string, phone = '9123456780', name = 'Made Up') {
  return {
    pname: name,
    pgender: 'Female',
    page: '30',
    pheight: '160',
    pweight: '55',
    pwork: 'None',
    pphone: phone,
    pappointmentDate: date,
    pappointmentTime: time,
  };
}

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`booking limits on ${harness.label}`, () => {
    let store: Store;
    let clock = NOW;

    function useDeps(env: Record<string, string> = {}) {
      setDeps({
        config: configFromEnv({ RATE_LIMIT_PER_MINUTE: '0', ...env }),
        now: () => clock,
        store: () => Promise.resolve(store),
        sleep: async () => {},
      });
    }
    const book = (people: unknown[], ip = '203.0.113.7', headers: Record<string, string> = {}) =>
      call(appointments, '/api/appointments', { body: { people }, ip, headers });

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
      useDeps();
    });

    it('one phone: 4 on a date, 8 from today on; past either, 429 with the clinic number and nothing stored', async () => {
      const day1 = '2026-12-01';
      // A family of four on one date, with one phone: fine.
      const family = await book(SLOTS.slice(0, 4).map((t, i) => person(day1, t, undefined, `Family ${i}`)));
      expect(family.status).toBe(200);
      // A fifth on that date: refused, whatever name it gives.
      const fifth = await book([person(day1, SLOTS[5]!, undefined, 'Another Name')]);
      expect(fifth.status).toBe(429);
      const limit = refusal(fifth);
      expect(limit.error).toContain(CLINIC);
      expect(limit.error).toContain('91234 56780');
      expect(limit.fields).toEqual({ 'people.0.pphone': limit.error });
      expect(await store.bookings.bookedTimes(day1)).toEqual(SLOTS.slice(0, 4));
      // Four more on other dates: 8 in all.
      for (let i = 0; i < 4; i++) expect((await book([person(addDays(day1, i + 1), '10:00')])).status).toBe(200);
      const ninth = await book([person('2026-12-20', '10:00')]);
      expect(ninth.status).toBe(429);
      expect(await store.bookings.bookedTimes('2026-12-20')).toEqual([]);
      expect(await store.records.list('bookings')).toHaveLength(8);
      // Another phone is another person.
      expect((await book([person('2026-12-20', '10:00', '9123456781')])).status).toBe(200);
    });

    it('a request that would pass the limit stores none of its people', async () => {
      const date = '2026-12-02';
      expect((await book(SLOTS.slice(0, 3).map((t) => person(date, t)))).status).toBe(200);
      const res = await book([person(date, SLOTS[3]!, '9000011111'), person(date, SLOTS[4]!), person(date, SLOTS[5]!)]);
      expect(res.status).toBe(429);
      const limit = refusal(res);
      expect(limit.fields).toEqual({ 'people.2.pphone': limit.error });
      expect(await store.bookings.bookedTimes(date)).toEqual(SLOTS.slice(0, 3));
    });

    it('past visits no longer count, and a booking staff delete frees its place', async () => {
      for (let i = 0; i < 8; i++) expect((await book([person(addDays('2026-11-23', i), '10:00')])).status).toBe(200);
      expect((await book([person('2026-12-10', '10:00')])).status).toBe(429);
      // Staff delete one: there is room again.
      const [latest] = await store.records.list('bookings');
      expect(await store.records.delete('bookings', latest!.id)).toBe(true);
      expect((await book([person('2026-12-10', '10:00')])).status).toBe(200);
      // Six days later (Thursday 26th), the visits of the 23rd, 24th and 25th are past.
      clock = new Date(NOW.getTime() + 6 * 86_400_000);
      expect(
        (
          await book([
            person('2026-12-11', '10:00'),
            person('2026-12-11', '10:30'),
            person('2026-12-11', '11:00'),
            person('2026-12-11', '11:30'),
          ])
        ).status,
      ).toBe(429);
      expect((await book([person('2026-12-11', '10:00'), person('2026-12-11', '10:30')])).status).toBe(200);
    });

    it('one network: 20 slots a day, made-up phones or not; the next day is fresh; IPv6 counted per /64', async () => {
      // The old attack: a new phone number per request, 4 people each, from one address.
      let stored = 0;
      for (let r = 0; r < 10; r++) {
        const phone = `95000000${String(r).padStart(2, '0')}`;
        const date = addDays('2026-12-01', r);
        const res = await book(SLOTS.slice(0, 4).map((t) => person(date, t, phone)));
        if (res.status === 200) stored += 4;
        else {
          expect(res.status).toBe(429);
          expect(refusal(res).error).toContain(CLINIC);
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(stored).toBe(20);
      expect(await store.records.list('bookings')).toHaveLength(20);
      // Another network is not affected.
      expect((await book([person('2026-12-30', '10:00', '9600000001')], '198.51.100.4')).status).toBe(200);
      // An IPv6 household: any address in its /64 is the same network.
      for (let i = 0; i < 5; i++) {
        const res = await book(
          SLOTS.slice(0, 4).map((t) => person(addDays('2027-01-04', i), t, `97000000${i}0`)),
          `2001:db8:aa:bb::${i + 1}`,
        );
        expect(res.status).toBe(200);
      }
      expect((await book([person('2027-01-20', '10:00', '9700000099')], '2001:db8:aa:bb:1::9')).status).toBe(429);
      expect((await book([person('2027-01-20', '10:00', '9700000099')], '2001:db8:aa:cc::1')).status).toBe(200);
      // The next day in India, the first network books again.
      clock = new Date(NOW.getTime() + 86_400_000);
      expect((await book([person('2027-01-21', '10:00', '9600000002')])).status).toBe(200);
    });

    it('refused bookings use up nothing: a taken slot or a phone past its limit gives its count back', async () => {
      useDeps({ BOOKING_LIMIT_NETWORK_PER_DAY: '4' });
      expect((await book([person('2026-12-01', '10:00', '9400000001')], '198.51.100.50')).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        // The same slot again: 409 each time, and the network's count stays at 1.
        expect((await book([person('2026-12-01', '10:00', '9400000002')])).status).toBe(409);
      }
      expect((await book(SLOTS.slice(0, 4).map((t) => person('2026-12-02', t, '9400000003')))).status).toBe(200);
    });

    it('the legacy endpoint meets the same limits', async () => {
      const date = '2026-12-03';
      const legacy = (people: unknown[]) =>
        call(appointmentbooking, '/api/appointmentbooking.php', { body: { people }, ip: '198.51.100.77' });
      expect((await legacy(SLOTS.slice(0, 4).map((t) => person(date, t, '9300000001')))).status).toBe(200);
      expect((await legacy([person(date, '12:00', '9300000001')])).status).toBe(429);
    });

    it('answers in Tamil on a Tamil page', async () => {
      const date = '2026-12-04';
      expect((await book(SLOTS.slice(0, 4).map((t) => person(date, t, '9200000001')))).status).toBe(200);
      const res = await book([person(date, '12:00', '9200000001')], undefined, { 'accept-language': 'ta' });
      expect(res.status).toBe(429);
      const expected = ta['booking.limit.phone']!.replace('{phone}', '92000 00001')
        .replace('{perDay}', '4')
        .replace('{ahead}', '8')
        .replace('{clinic}', CLINIC);
      expect(refusal(res).error).toBe(expected);
    });

    it('0 turns each limit off', async () => {
      useDeps({ BOOKING_LIMIT_PHONE_PER_DAY: '0', BOOKING_LIMIT_PHONE_AHEAD: '0', BOOKING_LIMIT_NETWORK_PER_DAY: '0' });
      for (let d = 0; d < 8; d++) {
        const date = addDays('2026-12-01', d);
        expect((await book(SLOTS.slice(0, 4).map((t) => person(date, t)))).status).toBe(200);
      }
      expect(await store.records.list('bookings')).toHaveLength(32);
    });
  });
}
