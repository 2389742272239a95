// The people lookups.test.ts and search-and-lookups.test.ts look up: a few records of every kind sharing
// phone numbers and emails (in different cases), a booking group of two, and as many other people as a test
// wants.

import { expect } from 'vitest';
import { SUBMISSION_KINDS, type StoredRecord, type SubmissionKind } from '../../src/lib/records';
import { SLOTS } from '../../src/lib/slots';
import { addDays } from '../../src/lib/time';
import type { PersonQuery, Store } from '../../src/server/store/port';
import { byVisit, isPersons } from '../../src/server/store/shared';
import { appointmentItem } from '../helpers/reservations';
import { searchOf, type AdapterHarness } from '../helpers/stores';

/** Commands that read a whole hash, set or keyspace: a lookup never issues them. */
export const WHOLE_KIND_COMMANDS = ['hvals', 'hgetall', 'hkeys', 'hscan', 'sscan', 'zscan', 'scan', 'keys'];

/** What the tests look up: the people below in other cases, and nobody. */
export const QUERIES: PersonQuery[] = [
  { phone: '9000000001' },
  { phone: '9000000002' },
  { email: 'anu@example.org' },
  { email: 'ANU@EXAMPLE.ORG' },
  { email: 'bala@example.org' },
  { phone: '9999999999' },
  { email: 'nobody@example.org' },
];

const donation = (name: string, phone: string, email: string) => ({
  reference: 'VT-LOOKUP01',
  name,
  gender: 'Female' as const,
  email,
  phone,
  address: 'Dindigul',
  frequency: 'One time' as const,
  amount: 500,
  paymentMode: 'UPI' as const,
});

/** Anu and Bala in every kind but bookings; with `others`, that many other people per kind instead. */
export async function addPeople(store: Store, others = 0): Promise<void> {
  if (others > 0) return addOthers(store, others);
  const callback = { search: searchOf('callbacks') };
  await store.records.add(
    'callbacks',
    { variant: 'nav', name: 'Anu', phone: '9000000001', email: 'Anu@Example.org' },
    callback,
  );
  await store.records.add('callbacks', { variant: 'home', name: 'Anu', phone: '9000000001' }, callback);
  await store.records.add(
    'callbacks',
    { variant: 'nav', name: 'Bala', phone: '9000000002', email: 'anu@example.org' },
    callback,
  );
  const contact = { search: searchOf('contacts') };
  await store.records.add('contacts', { name: 'Anu', email: 'ANU@example.org', message: 'Hello' }, contact);
  await store.records.add('contacts', { name: 'Bala', email: 'bala@example.org', message: 'Hi' }, contact);
  const pledge = { search: searchOf('donations') };
  await store.records.add('donations', donation('Anu', '9000000001', 'anu@example.org'), pledge);
  await store.records.add('donations', donation('Bala', '9000000002', 'Bala@Example.org'), pledge);
}

/** A group of two: Anu (with her email) and Bala on 2026-12-03; the appointments by time. */
export async function bookGroup(store: Store, groupId: string): Promise<StoredRecord<'bookings'>[]> {
  const result = await store.bookings.reserve({
    year: 2026,
    items: [
      appointmentItem('2026-12-03', '09:00', 'Anu', { groupId, phone: '9000000001', email: 'Anu@example.org' }),
      appointmentItem('2026-12-03', '09:30', 'Bala', { groupId, phone: '9000000002' }),
    ],
    search: searchOf('bookings'),
  });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.appointments.sort(byVisit);
}

/** `n` other people per kind (their bookings from 2027-01-01 on, four to a group). */
async function addOthers(store: Store, n: number): Promise<void> {
  const phone = (i: number) => `8${String(i).padStart(9, '0')}`;
  const email = (i: number) => `other${i}@example.org`;
  for (let i = 0; i < n; i++) {
    await store.records.add(
      'callbacks',
      { variant: 'nav', name: `Other ${i}`, phone: phone(i), email: email(i) },
      { search: searchOf('callbacks') },
    );
    await store.records.add(
      'contacts',
      { name: `Other ${i}`, email: email(i), message: 'Hi' },
      { search: searchOf('contacts') },
    );
    await store.records.add('donations', donation(`Other ${i}`, phone(i), email(i)), {
      search: searchOf('donations'),
    });
  }
  for (let i = 0; i < n; i += 4) {
    const items = Array.from({ length: Math.min(4, n - i) }, (_, j) => {
      const slot = i + j;
      const date = addDays('2027-01-01', Math.floor(slot / SLOTS.length));
      return appointmentItem(date, SLOTS[slot % SLOTS.length]!, `Other ${slot}`, {
        groupId: `g-other-${i}`,
        phone: phone(slot),
        email: email(slot),
      });
    });
    const result = await store.bookings.reserve({ year: 2027, items, search: searchOf('bookings') });
    if (!result.ok) throw new Error(JSON.stringify(result));
  }
}

/** What findPerson answered before it was indexed: the kind's records that are the person's, newest first. */
export async function expected<K extends SubmissionKind>(store: Store, kind: K, query: PersonQuery) {
  return (await store.records.list(kind)).filter((r) =>
    isPersons(r as unknown as Record<string, unknown>, kind, query),
  );
}

/** Every query of QUERIES, every kind: findPerson equals the whole-kind answer. */
export async function expectSamePeople(store: Store): Promise<void> {
  for (const query of QUERIES) {
    for (const kind of SUBMISSION_KINDS) {
      const found: StoredRecord<SubmissionKind>[] = await store.records.findPerson(kind, query);
      expect(found, `${kind} ${JSON.stringify(query)}`).toEqual(await expected(store, kind, query));
    }
  }
}

/** The group's appointments as picked from all bookings. */
export async function groupOf(store: Store, groupId: string) {
  return (await store.records.list('bookings')).filter((b) => b.groupId === groupId).sort(byVisit);
}

/** What one call costs the Redis behind `harness`: commands by name, and HTTP requests (Upstash REST). */
export async function cost(harness: AdapterHarness, call: () => Promise<unknown>) {
  const redis = harness.redis!;
  await redis.resetCalls();
  const before = redis.requests?.() ?? 0;
  await call();
  const requests = (redis.requests?.() ?? 0) - before;
  const calls = await redis.calls();
  // Not the store's: our own INFO and CONFIG RESETSTAT ('config|resetstat' on Redis 7).
  for (const name of calls.keys()) if (/^(config|info)\b/.test(name)) calls.delete(name);
  return { calls: Object.fromEntries(calls), requests };
}
