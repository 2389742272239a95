// The messaging sub-port's contract (src/server/store/port/messaging.ts) on every adapter: deliveries
// recorded and moved on (never back), listed newest first and per phone, forgotten after a while; STOP
// and opting in again; a group's changed phone choice; and the outbox's 'wait' that does not count a try.

import { expect, it } from 'vitest';
import type { Delivery } from '../../src/server/store/port/messaging';
import type { Store } from '../../src/server/store/port';
import { contractSuite, CONTRACT_NOW, freshStore } from '../helpers/stores';

const T0 = new Date(CONTRACT_NOW).getTime();

const delivery = (providerId: string, phoneKey: string, atMs: number, extra: Partial<Delivery> = {}): Delivery => ({
  channel: 'whatsapp',
  providerId,
  messageId: `whatsapp:patient:g-${providerId}`,
  type: 'patient',
  kind: 'bookings',
  ref: `g-${providerId}`,
  part: `visit-${providerId}`,
  phone: '98******10',
  phoneKey,
  status: 'sent',
  sentMs: atMs,
  updatedMs: atMs,
  ...extra,
});

contractSuite('messaging', (harness) => {
  let store: Store;
  const fresh = freshStore(
    harness,
    (s) => (store = s),
    () => new Date(T0),
  );

  it('records deliveries and moves them on, never back; lists them newest first and per phone', async () => {
    await fresh();
    await store.messaging.saveDelivery(delivery('wamid.A', 'phone-1', T0, { smsFallback: true }));
    await store.messaging.saveDelivery(delivery('wamid.B', 'phone-2', T0 + 1000));
    await store.messaging.saveDelivery(delivery('req-C', 'phone-1', T0 + 2000, { channel: 'sms' }));
    expect((await store.messaging.deliveries(10)).map((d) => d.providerId)).toEqual(['req-C', 'wamid.B', 'wamid.A']);
    expect((await store.messaging.deliveries(10, 'phone-1')).map((d) => d.providerId)).toEqual(['req-C', 'wamid.A']);
    expect(await store.messaging.deliveries(1)).toHaveLength(1);

    const read = await store.messaging.updateDelivery('whatsapp', 'wamid.A', 'read', T0 + 3000);
    expect(read).toMatchObject({ providerId: 'wamid.A', status: 'read', updatedMs: T0 + 3000, smsFallback: true });
    // A late 'delivered' is old news; an unknown id or the wrong channel is nothing.
    expect(await store.messaging.updateDelivery('whatsapp', 'wamid.A', 'delivered', T0 + 4000)).toBeNull();
    expect(await store.messaging.updateDelivery('sms', 'wamid.A', 'failed', T0 + 4000)).toBeNull();
    expect(await store.messaging.updateDelivery('whatsapp', 'nope', 'failed', T0 + 4000)).toBeNull();
    const failed = await store.messaging.updateDelivery(
      'whatsapp',
      'wamid.B',
      'failed',
      T0 + 5000,
      '131026 Undeliverable',
    );
    expect(failed).toMatchObject({ status: 'failed', error: '131026 Undeliverable', part: 'visit-wamid.B' });
    expect(await store.messaging.updateDelivery('whatsapp', 'wamid.B', 'failed', T0 + 6000)).toBeNull();
    expect((await store.messaging.deliveries(10)).map((d) => [d.providerId, d.status])).toEqual([
      ['wamid.B', 'failed'],
      ['wamid.A', 'read'],
      ['req-C', 'sent'],
    ]);

    expect(await store.messaging.purge(T0 + 3500, 10)).toBe(2);
    expect((await store.messaging.deliveries(10)).map((d) => d.providerId)).toEqual(['wamid.B']);
    expect(await store.messaging.deliveries(10, 'phone-1')).toEqual([]);
  });

  it('STOP holds per channel and phone until the person opts in again; a changed choice is kept', async () => {
    await fresh();
    expect(await store.messaging.optedOut('whatsapp', 'phone-1')).toBe(false);
    await store.messaging.optOut('whatsapp', 'phone-1', T0);
    await store.messaging.optOut('whatsapp', 'phone-1', T0 + 1);
    expect(await store.messaging.optedOut('whatsapp', 'phone-1')).toBe(true);
    expect(await store.messaging.optedOut('sms', 'phone-1')).toBe(false);
    expect(await store.messaging.optedOut('whatsapp', 'phone-2')).toBe(false);
    await store.messaging.optIn('whatsapp', 'phone-1');
    expect(await store.messaging.optedOut('whatsapp', 'phone-1')).toBe(false);

    expect(await store.messaging.choice('group-1')).toBeNull();
    await store.messaging.setChoice('group-1', { channel: 'sms', phone: '9876543210' });
    expect(await store.messaging.choice('group-1')).toEqual({ channel: 'sms', phone: '9876543210' });
    await store.messaging.setChoice('group-1', 'none');
    expect(await store.messaging.choice('group-1')).toBe('none');
  });

  it("the outbox's wait: due again later with its reason, the try not counted", async () => {
    await fresh();
    const message = {
      id: 'whatsapp:patient:g-1',
      type: 'patient' as const,
      kind: 'bookings' as const,
      ref: 'g-1',
      createdMs: T0,
      channel: 'whatsapp' as const,
    };
    expect(await store.outbox.enqueue(message, T0)).toBe(true);
    const [taken] = await store.outbox.claim(T0, 60_000, 10);
    expect(taken).toEqual({ ...message, attempt: 1 });
    await store.outbox.settle(message.id, { outcome: 'wait', atMs: T0 + 60_000, error: 'whatsapp is off' });
    expect(await store.outbox.claim(T0 + 1000, 60_000, 10)).toEqual([]);
    expect(await store.outbox.troubled(10)).toEqual([
      { ...message, status: 'pending', attempts: 0, error: 'whatsapp is off', atMs: T0 + 60_000 },
    ]);
    expect(await store.outbox.claim(T0 + 60_000, 60_000, 10)).toEqual([{ ...message, attempt: 1 }]);
  });
});
