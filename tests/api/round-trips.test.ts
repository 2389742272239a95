// One store round trip per public submission, on the production path: the @upstash/redis HTTP client
// against the local Upstash REST emulator, counting the HTTP requests each submission makes. The rate
// limit's count, the record, its messages (and for a booking the slots, the phone's limits and the network's
// daily count) go in one script. Rate limiting and notifications are on, as in production.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appointmentbooking from '../../netlify/functions/appointmentbooking';
import appointments from '../../netlify/functions/appointments';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { setLogSink } from '../../src/server/log';
import { donationBody, legacyPersonBody, personBody } from '../helpers/bodies';
import { call, type Handler } from '../helpers/http';
import { countedUpstashStore, redisAvailable, type CountedUpstashStore } from '../helpers/stores';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');

describe.skipIf(!redisAvailable())('store round trips per request (Upstash REST)', () => {
  let upstash: CountedUpstashStore | undefined;

  beforeAll(async () => {
    upstash = await countedUpstashStore(() => NOW);
    const store = upstash.store;
    setLogSink(() => {});
    setDeps({
      config: configFromEnv({
        RATE_LIMIT_PER_MINUTE: '100',
        NOTIFY_TO: 'staff@example.org',
        NOTIFY_INSTANT: 'on',
        BOOKING_LIMIT_NETWORK_PER_DAY: '40',
      }),
      now: () => NOW,
      store: () => Promise.resolve(store),
    });
  });
  afterAll(async () => {
    setDeps(null);
    setLogSink(null);
    await upstash?.stop();
  });

  /** The HTTP requests to Upstash one call makes, and its status. */
  async function roundTrips(handler: Handler, path: string, body: unknown) {
    const before = upstash!.requests();
    const res = await call(handler, path, { body, ip: '203.0.113.60' });
    return { status: res.status, trips: upstash!.requests() - before };
  }

  let slot = 0;
  const nextPerson = () => {
    const n = slot++;
    return personBody({
      visitDate: `2026-12-${String(1 + Math.floor(n / 10)).padStart(2, '0')}`,
      visitTime: ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'][n % 10],
      phone: `98765${String(10000 + n)}`,
    });
  };

  const nextLegacyPerson = () => {
    const { visitDate, visitTime, phone } = nextPerson();
    return legacyPersonBody({ pappointmentDate: visitDate, pappointmentTime: visitTime, pphone: phone });
  };

  const submissions: [string, Handler, string, () => unknown][] = [
    ['a callback', callbacks, '/api/callbacks', () => ({ name: 'Round Trip', mobile: '9876543210' })],
    ['a contact message', contact, '/api/contact', () => ({ name: 'R', email: 'r@example.org', message: 'Hello' })],
    ['a donation pledge', donation, '/api/donation', () => donationBody],
    ['a booking of two', appointments, '/api/appointments', () => ({ people: [nextPerson(), nextPerson()] })],
    ['a legacy booking', appointmentbooking, '/api/appointmentbooking.php', () => ({ people: [nextLegacyPerson()] })],
  ];

  for (const [what, handler, path, body] of submissions) {
    it(`${what}: one request, rate limit and messages included`, async () => {
      // The first use of a script loads it into Redis (EVALSHA, then EVAL): once per Redis, not per request.
      expect((await roundTrips(handler, path, body())).status).toBe(200);
      expect(await roundTrips(handler, path, body())).toEqual({ status: 200, trips: 1 });
    });
  }

  it('a refusal is one request too: a taken slot (409), an invalid body (400)', async () => {
    const taken = nextPerson();
    expect((await roundTrips(appointments, '/api/appointments', { people: [taken] })).status).toBe(200);
    expect(await roundTrips(appointments, '/api/appointments', { people: [taken] })).toEqual({ status: 409, trips: 1 });
    // An invalid body is counted alone (its script's first use loads it).
    const invalid = { name: 'R', email: 'nope', message: 'Hi' };
    expect((await roundTrips(contact, '/api/contact', invalid)).status).toBe(400);
    expect(await roundTrips(contact, '/api/contact', invalid)).toEqual({ status: 400, trips: 1 });
  });
});
