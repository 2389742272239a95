// Booking limits, attacked the way a prankster would, through the appointment handlers with real Request
// objects, against BOTH store adapters: one phone number may hold 4 appointments on a date and 8 from today
// on; one client network (IPv4 address, IPv6 /64) may book 20 slots a day. Past a limit nothing is refused:
// the booking is stored *held* for staff to confirm or release, and the visitor's answer and
// mail are the same as anyone's, so a stranger booking with someone's phone learns nothing about them.
// Before (main): 429 "The phone number … already has as many appointments…" told a prober the victim had
// visits that day, and 429 past the network's share lost the calendar to ~87 networks.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import appointmentbooking from '../../netlify/functions/appointmentbooking';
import appointments from '../../netlify/functions/appointments';
import type { BookingResponse } from '../../src/lib/api';
import { addDays } from '../../src/lib/time';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { mailSettings, render } from '../../src/server/notify/render';
import type { Store } from '../../src/server/store/port';
import { call } from '../helpers/http';
import { allAdapters } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const SLOTS = ['09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00'];

function person(date: string, time: string, phone = '9123456780', name = 'Made Up', extra: object = {}) {
  return {
    name,
    gender: 'Female',
    age: '30',
    height: '160',
    weight: '55',
    occupation: 'None',
    phone,
    visitDate: date,
    visitTime: time,
    ...extra,
  };
}

/** The same person in the original site's names (POST /api/appointmentbooking.php). */
function legacyPerson(date: string, time: string, phone: string) {
  return {
    pname: 'Made Up',
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
    const env = { RATE_LIMIT_PER_MINUTE: '0', SESSION_SECRET: 'booking-limits-secret-0123456789abcdefgh' };

    function useDeps(more: Record<string, string> = {}) {
      setDeps({
        config: configFromEnv({ ...env, ...more }),
        now: () => clock,
        store: () => Promise.resolve(store),
        sleep: async () => {},
      });
    }
    const book = (people: unknown[], ip = '203.0.113.7', body: object = {}) =>
      call<BookingResponse>(appointments, '/api/appointments', { body: { people, ...body }, ip });
    const heldOf = async (date: string) =>
      (await store.bookings.onDates(date)).map((b) => [b.visitTime, b.held ?? null]);

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

    it('one phone: past 4 on a date or 8 from today on, the booking is accepted and held, never refused', async () => {
      const day1 = '2026-12-01';
      const family = await book(SLOTS.slice(0, 4).map((t, i) => person(day1, t, undefined, `Family ${i}`)));
      expect(family.status).toBe(200);
      // A fifth on that date: before, 429; now 200 and held for staff.
      const fifth = await book([person(day1, SLOTS[5]!, undefined, 'Another Name')]);
      expect(fifth.status).toBe(200);
      expect(fifth.json.appointments).toHaveLength(1);
      expect(await heldOf(day1)).toEqual([...SLOTS.slice(0, 4).map((t) => [t, null]), [SLOTS[5], 'phone']]);
      // Three more on other dates: 8 in all; the ninth is held too.
      for (let i = 0; i < 3; i++) expect((await book([person(addDays(day1, i + 1), '10:00')])).status).toBe(200);
      expect((await book([person('2026-12-20', '10:00')])).status).toBe(200);
      expect(await heldOf('2026-12-20')).toEqual([['10:00', 'phone']]);
      // Another phone is another person.
      expect((await book([person('2026-12-21', '10:00', '9123456781')])).status).toBe(200);
      expect(await heldOf('2026-12-21')).toEqual([['10:00', null]]);
    });

    it('no oracle: the answer and the mail are the same whether the victim has visits that day or not', async () => {
      const date = '2026-12-02';
      const victim = '9000011111';
      // The prober's request: the victim's phone, the prober's own address (to read the mail).
      const probe = () =>
        book(
          [person(date, '14:00', victim, 'Probe', { registerNumber: 'FP26123', email: 'prober@example.org' })],
          undefined,
          {
            patientType: 'old',
          },
        );
      const seen = async () => {
        const res = await probe();
        const [made] = res.json.appointments;
        const booking = await store.records.get('bookings', made!.id);
        const [mail] = await render(
          {
            id: `patient:${booking!.groupId}`,
            type: 'patient',
            kind: 'bookings',
            ref: booking!.groupId,
            createdMs: 0,
            attempt: 1,
          },
          store,
          mailSettings(configFromEnv(env)),
          clock,
        );
        const mask = (text: string) =>
          text
            .replaceAll(made!.id, 'ID')
            .replaceAll(made!.manage ?? '-', 'TOKEN')
            .replaceAll(booking!.groupId, 'GROUP');
        return {
          held: booking!.held ?? null,
          status: res.status,
          headers: [...res.headers.keys()].sort(),
          body: mask(JSON.stringify(res.json)),
          mail: mask(`${mail!.subject}\n${mail!.text}`),
        };
      };
      const clean = await seen();
      // Another world: the victim already has four visits on that date.
      store = await harness.create(() => clock);
      expect(
        (
          await book(
            SLOTS.slice(0, 4).map((t, i) => person(date, t, victim, `Victim ${i}`)),
            '198.51.100.9',
          )
        ).status,
      ).toBe(200);
      const withVictim = await seen();
      expect([clean.held, withVictim.held]).toEqual([null, 'phone']);
      expect({ ...withVictim, held: null }).toEqual(clean);
    });

    it('past visits no longer count, and a booking staff delete frees its place', async () => {
      for (let i = 0; i < 8; i++) expect((await book([person(addDays('2026-11-23', i), '10:00')])).status).toBe(200);
      expect((await book([person('2026-12-10', '10:00')])).status).toBe(200);
      expect(await heldOf('2026-12-10')).toEqual([['10:00', 'phone']]);
      // Staff delete the held one and one of the eight: there is room for one again, not held.
      for (const date of ['2026-12-10', '2026-11-30']) {
        const [gone] = await store.bookings.onDates(date);
        expect(await store.records.delete('bookings', gone!.id)).toBe(true);
      }
      expect((await book([person('2026-12-10', '10:00')])).status).toBe(200);
      expect(await heldOf('2026-12-10')).toEqual([['10:00', null]]);
      // Six days later (Thursday 26th), the visits of the 23rd, 24th and 25th are past: 5 ahead (26th to
      // 29th, 10th), room for 3.
      clock = new Date(NOW.getTime() + 6 * 86_400_000);
      const four = SLOTS.slice(1, 5).map((t) => person('2026-12-11', t));
      expect((await book(four)).status).toBe(200);
      expect((await heldOf('2026-12-11')).map(([, held]) => held)).toEqual([null, null, null, 'phone']);
    });

    it("one network: past 20 slots a day its bookings are held, not refused; other networks' are not", async () => {
      for (let r = 0; r < 10; r++) {
        const phone = `95000000${String(r).padStart(2, '0')}`;
        const res = await book(SLOTS.slice(0, 4).map((t) => person(addDays('2026-12-01', r), t, phone)));
        expect(res.status).toBe(200);
      }
      const all = await store.records.list('bookings');
      expect(all).toHaveLength(40);
      expect(all.filter((b) => b.held === 'network')).toHaveLength(20);
      expect(all.filter((b) => !b.held)).toHaveLength(20);
      // Another network is not affected.
      expect((await book([person('2026-12-30', '10:00', '9600000001')], '198.51.100.4')).status).toBe(200);
      expect(await heldOf('2026-12-30')).toEqual([['10:00', null]]);
      // An IPv6 household: any address in its /64 is the same network.
      for (let i = 0; i < 5; i++) {
        const ip = `2001:db8:aa:bb::${i + 1}`;
        expect(
          (
            await book(
              SLOTS.slice(0, 4).map((t) => person(addDays('2027-01-04', i), t, `97000000${i}0`)),
              ip,
            )
          ).status,
        ).toBe(200);
      }
      expect((await book([person('2027-01-20', '10:00', '9700000099')], '2001:db8:aa:bb:1::9')).status).toBe(200);
      expect(await heldOf('2027-01-20')).toEqual([['10:00', 'network']]);
      expect((await book([person('2027-01-21', '10:00', '9700000099')], '2001:db8:aa:cc::1')).status).toBe(200);
      expect(await heldOf('2027-01-21')).toEqual([['10:00', null]]);
      // The next day in India, the first network books again, not held.
      clock = new Date(NOW.getTime() + 86_400_000);
      expect((await book([person('2027-01-22', '10:00', '9600000002')])).status).toBe(200);
      expect(await heldOf('2027-01-22')).toEqual([['10:00', null]]);
    });

    it('a taken slot uses up nothing of the network share', async () => {
      useDeps({ BOOKING_LIMIT_NETWORK_PER_DAY: '4' });
      expect((await book([person('2026-12-01', '10:00', '9400000001')], '198.51.100.50')).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await book([person('2026-12-01', '10:00', '9400000002')])).status).toBe(409);
      expect((await book(SLOTS.slice(0, 4).map((t) => person('2026-12-02', t, '9400000003')))).status).toBe(200);
      expect((await heldOf('2026-12-02')).every(([, held]) => held === null)).toBe(true);
    });

    it('the legacy endpoint holds the same way', async () => {
      const date = '2026-12-03';
      const legacy = (people: unknown[]) =>
        call(appointmentbooking, '/api/appointmentbooking.php', { body: { people }, ip: '198.51.100.77' });
      expect((await legacy(SLOTS.slice(0, 4).map((t) => legacyPerson(date, t, '9300000001')))).status).toBe(200);
      expect((await legacy([legacyPerson(date, '12:00', '9300000001')])).status).toBe(200);
      expect(await heldOf(date)).toContainEqual(['12:00', 'phone']);
    });

    it('0 turns each limit off', async () => {
      useDeps({ BOOKING_LIMIT_PHONE_PER_DAY: '0', BOOKING_LIMIT_PHONE_AHEAD: '0', BOOKING_LIMIT_NETWORK_PER_DAY: '0' });
      for (let d = 0; d < 8; d++) {
        const date = addDays('2026-12-01', d);
        expect((await book(SLOTS.slice(0, 4).map((t) => person(date, t)))).status).toBe(200);
      }
      const all = await store.records.list('bookings');
      expect(all).toHaveLength(32);
      expect(all.some((b) => b.held)).toBe(false);
    });
  });
}
