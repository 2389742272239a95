// The outbox's contract (src/server/store/port/outbox.ts) on every adapter: messages are written with
// their submission or not at all, one per id, taken by one sender at a time, retried, given up, tried again
// by staff, and forgotten once delivered.

import { expect, it } from 'vitest';
import type { OutboxMessage } from '../../src/server/store/port/outbox';
import type { Store } from '../../src/server/store/port';
import { appointmentItem } from '../helpers/reservations';
import { contractSuite, searchOf } from '../helpers/stores';

const T0 = Date.parse('2026-11-20T04:30:00.000Z');
const MIN = 60_000;

const visit = (time: string, name: string, groupId: string, date = '2026-12-03') =>
  appointmentItem(date, time, name, { groupId }, 'FP26');

const ids = (messages: { id: string }[]) => messages.map((m) => m.id).sort();

contractSuite('outbox', (harness) => {
  let store: Store;
  const fresh = async () => (store = await harness.create(() => new Date(T0)));

  it('writes a submission and its messages together; each message once, due when asked', async () => {
    await fresh();
    const record = await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'Lakshmi', phone: '9876501234' },
      { search: searchOf('callbacks'), notices: [{ type: 'staff', dueMs: T0 }] },
    );
    expect(await store.outbox.counts()).toEqual({ pending: 1, failed: 0 });
    // Nothing is due before its time; a reservation's messages are about its group.
    const booked = await store.bookings.reserve({
      year: 2026,
      items: [visit('10:00', 'Meena', 'group-a'), visit('10:30', 'Ravi', 'group-a')],
      notices: [
        { type: 'staff', dueMs: T0 },
        { type: 'patient', dueMs: T0 },
        { type: 'reminder', dueMs: T0 + 60 * MIN, ref: 'group-a/2026-12-03' },
      ],
      search: searchOf('bookings'),
    });
    expect(booked.ok).toBe(true);
    const taken = await store.outbox.claim(T0, 5 * MIN, 10);
    expect(ids(taken)).toEqual(['patient:group-a', `staff:${record.id}`, 'staff:group-a']);
    const staff = taken.find((m) => m.id === `staff:${record.id}`)!;
    expect(staff).toEqual({
      id: `staff:${record.id}`,
      type: 'staff',
      kind: 'callbacks',
      ref: record.id,
      createdMs: T0,
      attempt: 1,
    });
    expect(taken.find((m) => m.id === 'staff:group-a')).toMatchObject({ kind: 'bookings', ref: 'group-a' });
    // Taken messages are nobody else's until their lease ends.
    expect(await store.outbox.claim(T0 + MIN, 5 * MIN, 10)).toEqual([]);
    const later = await store.outbox.claim(T0 + 61 * MIN, 5 * MIN, 10);
    expect(ids(later)).toEqual([
      'patient:group-a',
      'reminder:group-a/2026-12-03',
      `staff:${record.id}`,
      'staff:group-a',
    ]);
    expect(later.find((m) => m.id === 'reminder:group-a/2026-12-03')!.attempt).toBe(1);
    expect(later.find((m) => m.id === 'staff:group-a')!.attempt).toBe(2);

    // The same message again is not a second message.
    const digest: OutboxMessage = {
      id: 'digest:2026-11-20',
      type: 'digest',
      kind: null,
      ref: '2026-11-20',
      createdMs: T0,
    };
    expect(await store.outbox.enqueue(digest, T0)).toBe(true);
    expect(await store.outbox.enqueue(digest, T0)).toBe(false);
    expect(await store.outbox.counts()).toEqual({ pending: 5, failed: 0 });
  });

  it('a refused booking leaves no message behind', async () => {
    await fresh();
    expect(
      (
        await store.bookings.reserve({
          year: 2026,
          items: [visit('11:00', 'Asha', 'g1')],
          search: searchOf('bookings'),
        })
      ).ok,
    ).toBe(true);
    const refused = await store.bookings.reserve({
      year: 2026,
      items: [visit('11:30', 'Babu', 'g2'), visit('11:00', 'Chitra', 'g2')],
      notices: [{ type: 'staff', dueMs: T0 }],
      search: searchOf('bookings'),
    });
    expect(refused).toEqual({ ok: false, conflictIndex: 1 });
    expect(await store.outbox.claim(T0, MIN, 10)).toEqual([]);
    expect(await store.outbox.counts()).toEqual({ pending: 0, failed: 0 });
  });

  it('sent, retried, given up, tried again by staff, dropped and purged', async () => {
    await fresh();
    const a = await store.records.add(
      'contacts',
      { name: 'A', email: 'a@example.org', message: 'hello' },
      { search: searchOf('contacts'), notices: [{ type: 'staff', dueMs: T0 }] },
    );
    const b = await store.records.add('donations', sampleDonation(), {
      search: searchOf('donations'),
      notices: [
        { type: 'staff', dueMs: T0 },
        { type: 'donor', dueMs: T0 },
      ],
    });
    const c = await store.records.add(
      'callbacks',
      { variant: 'nav', name: 'C', phone: '9876501234' },
      { search: searchOf('callbacks'), notices: [{ type: 'staff', dueMs: T0 }] },
    );
    expect((await store.outbox.claim(T0, MIN, 10)).length).toBe(4);
    await store.outbox.settle(`staff:${a.id}`, { outcome: 'sent', atMs: T0 + 1 });
    await store.outbox.settle(`staff:${b.id}`, { outcome: 'retry', atMs: T0 + 10 * MIN, error: 'SMTP 421 busy' });
    await store.outbox.settle(`donor:${b.id}`, { outcome: 'failed', atMs: T0 + 2, error: '550 no such user' });
    await store.outbox.settle(`staff:${c.id}`, { outcome: 'drop' });
    expect(await store.outbox.counts()).toEqual({ pending: 1, failed: 1 });

    const troubled = await store.outbox.troubled(10);
    expect(troubled.map((m) => [m.id, m.status, m.attempts, m.error, m.atMs])).toEqual([
      [`donor:${b.id}`, 'failed', 1, '550 no such user', T0 + 2],
      [`staff:${b.id}`, 'pending', 1, 'SMTP 421 busy', T0 + 10 * MIN],
    ]);
    // The retry waits for its time.
    expect(await store.outbox.claim(T0 + 9 * MIN, MIN, 10)).toEqual([]);
    const again = await store.outbox.claim(T0 + 10 * MIN, MIN, 10);
    expect(again.map((m) => [m.id, m.attempt])).toEqual([[`staff:${b.id}`, 2]]);
    await store.outbox.settle(`staff:${b.id}`, { outcome: 'sent', atMs: T0 + 11 * MIN });

    // Staff try the given-up one again: due now, with fresh tries.
    expect(await store.outbox.retryNow(`staff:${a.id}`, T0)).toBe(false);
    expect(await store.outbox.retryNow(`donor:${b.id}`, T0 + 20 * MIN)).toBe(true);
    expect(await store.outbox.counts()).toEqual({ pending: 1, failed: 0 });
    const retried = await store.outbox.claim(T0 + 20 * MIN, MIN, 10);
    expect(retried.map((m) => [m.id, m.attempt])).toEqual([[`donor:${b.id}`, 1]]);
    await store.outbox.settle(`donor:${b.id}`, { outcome: 'sent', atMs: T0 + 21 * MIN });
    expect(await store.outbox.troubled(10)).toEqual([]);

    // Delivered messages are forgotten after a while, a page at a time, and never come back.
    expect(await store.outbox.purgeSent(T0 + 15 * MIN, 10)).toBe(2);
    expect(await store.outbox.purgeSent(T0 + 60 * MIN, 10)).toBe(1);
    expect(await store.outbox.counts()).toEqual({ pending: 0, failed: 0 });
    expect(await store.outbox.claim(T0 + 99 * MIN, MIN, 10)).toEqual([]);
  });

  it('forgets given-up messages after their retention; pending ones stay', async () => {
    await fresh();
    const add = (name: string) =>
      store.records.add(
        'callbacks',
        { variant: 'nav', name, phone: '9876501234' },
        { search: searchOf('callbacks'), notices: [{ type: 'staff', dueMs: T0 }] },
      );
    const [old, recent, waiting] = [await add('Old'), await add('Recent'), await add('Waiting')];
    expect((await store.outbox.claim(T0, MIN, 10)).length).toBe(3);
    await store.outbox.settle(`staff:${old.id}`, { outcome: 'failed', atMs: T0 + 1, error: '550 no such user' });
    await store.outbox.settle(`staff:${recent.id}`, { outcome: 'failed', atMs: T0 + 50 * MIN, error: '550' });
    await store.outbox.settle(`staff:${waiting.id}`, { outcome: 'retry', atMs: T0 + 5 * MIN, error: '421 busy' });
    expect(await store.outbox.purgeFailed(T0 + 10 * MIN, 10)).toBe(1);
    expect((await store.outbox.troubled(10)).map((m) => m.id).sort()).toEqual(
      [`staff:${recent.id}`, `staff:${waiting.id}`].sort(),
    );
    expect(await store.outbox.retryNow(`staff:${old.id}`, T0 + 11 * MIN)).toBe(false);
    expect(await store.outbox.counts()).toEqual({ pending: 1, failed: 1 });
    expect(await store.outbox.purgeFailed(T0 + 99 * MIN, 10)).toBe(1);
    expect(await store.outbox.counts()).toEqual({ pending: 1, failed: 0 });
  });
});

function sampleDonation() {
  return {
    reference: 'VT-TEST0001',
    name: 'Donor',
    gender: 'Female',
    email: 'donor@example.org',
    phone: '9876501234',
    address: 'Dindigul',
    frequency: 'One time',
    amount: 500,
    paymentMode: 'UPI',
  } as const;
}
