// The breaches sub-port's contract (src/server/store/port/breaches.ts), on every adapter: a breach is kept
// as recorded and listed newest first; the Board's steps are kept; notices are queued once per message id
// and counted with it; the affected records are those received within the window, a page at a time.

import { expect, it } from 'vitest';
import type { Breach } from '../../src/lib/breaches';
import type { Store } from '../../src/server/store/port';
import type { QueuedMessage } from '../../src/server/store/port/requests';
import { contractSuite, searchOf } from '../helpers/stores';

const T0 = Date.parse('2026-11-20T04:30:00.000Z');
const both = (en: string) => ({ en, ta: `${en} (ta)` });

const breach = (n: number, recordedMs: number): Breach => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Lost laptop ${n}`,
  foundMs: recordedMs - 3_600_000,
  kinds: ['callbacks', 'bookings'],
  fromMs: T0 - 86_400_000,
  toMs: T0,
  notice: {
    happened: both('A laptop was lost'),
    consequences: both('Names'),
    measures: both('Wiped'),
    advice: both('None'),
  },
  recordedMs,
  recordedBy: 'Asha',
  board: {},
  notified: 0,
});

const message = (id: string): QueuedMessage => ({
  message: { id: `breach:${id}`, type: 'breach', kind: null, ref: id, createdMs: T0 },
  dueMs: T0,
});

contractSuite('breaches', (harness) => {
  let store: Store;

  it('keeps a breach as recorded, newest first; the Board steps; notices once per id, counted', async () => {
    store = await harness.create(() => new Date(T0));
    const first = breach(1, T0);
    const second = breach(2, T0 + 1000);
    await store.breaches.add(first);
    await store.breaches.add(second);
    expect(await store.breaches.get(first.id)).toEqual(first);
    expect(await store.breaches.list(10)).toEqual([second, first]);
    expect(await store.breaches.get(breach(3, T0).id)).toBeNull();

    const step = { atMs: T0 + 60_000, text: 'Told the Board by its portal.', by: 'Asha' };
    expect(await store.breaches.board(first.id, 'first', step)).toEqual({ ...first, board: { first: step } });
    const report = { atMs: T0 + 3_600_000, text: 'Full report.', by: 'Ravi' };
    expect((await store.breaches.board(first.id, 'report', report))?.board).toEqual({ first: step, report });

    const sent = await store.breaches.notify(first.id, [message('a'), message('b')], T0 + 5000);
    expect(sent).toMatchObject({ notified: 2, notifiedMs: T0 + 5000 });
    expect((await store.breaches.notify(first.id, [message('b'), message('c')], T0 + 6000))?.notified).toBe(3);
    expect((await store.outbox.claim(T0, 60_000, 10)).map((m) => m.id).sort()).toEqual([
      'breach:a',
      'breach:b',
      'breach:c',
    ]);
    expect(await store.breaches.notify(breach(4, T0).id, [message('d')], T0)).toBeNull();
  });

  it('finds the records received within the window, both ends included, a page at a time', async () => {
    let clock = T0 - 2000;
    store = await harness.create(() => new Date(clock));
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const r = await store.records.add(
        'callbacks',
        { name: `P${i}`, mobile: `98450000${10 + i}`, email: '', comment: '', lang: 'en' } as never,
        { search: searchOf('callbacks') },
      );
      ids.push(r.id);
      clock += 1000; // received at T0-2000, T0-1000, T0, T0+1000, T0+2000
    }
    const between = await store.breaches.receivedBetween('callbacks', T0 - 1000, T0 + 1000, { limit: 10, offset: 0 });
    expect(between.map((r) => r.id)).toEqual(ids.slice(1, 4));
    const page = await store.breaches.receivedBetween('callbacks', T0 - 1000, T0 + 1000, { limit: 2, offset: 2 });
    expect(page.map((r) => r.id)).toEqual([ids[3]]);
    expect(await store.breaches.receivedBetween('bookings', T0 - 1000, T0 + 1000, { limit: 10, offset: 0 })).toEqual(
      [],
    );
  });
});
