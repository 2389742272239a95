// The processing sub-port's contract (src/server/store/port/processing.ts), on every adapter: the log reads
// newest first, per subject, and is purged by time (an entry leaves its subject's list too).

import { expect, it } from 'vitest';
import type { ProcessingEntry, Store } from '../../src/server/store/port';
import { contractSuite } from '../helpers/stores';

const T0 = Date.parse('2026-11-20T04:30:00.000Z');
const DAY = 86_400_000;

contractSuite('processing', (harness) => {
  let store: Store;

  it('the processing log: newest first, one subject at a time, purged by time', async () => {
    store = await harness.create(() => new Date(T0));
    const entry = (ms: number, action: string, subject?: string): ProcessingEntry => ({
      atMs: ms,
      action,
      kind: 'bookings',
      count: 1,
      by: 'Asha',
      ...(subject ? { subject } : {}),
    });
    const a = entry(T0 - 400 * DAY, 'collect', 'aaaa');
    const b = entry(T0 - DAY, 'find', 'aaaa');
    const c = entry(T0, 'retention');
    const d = entry(T0 + 1, 'erase', 'bbbb');
    for (const e of [a, b, c, d]) await store.processing.add(e);
    expect(await store.processing.list({ limit: 10 })).toEqual([d, c, b, a]);
    expect(await store.processing.list({ limit: 10, subject: 'aaaa' })).toEqual([b, a]);
    expect(await store.processing.list({ limit: 2, beforeMs: T0 })).toEqual([b, a]);
    expect(await store.processing.purge(T0 - 366 * DAY, 100)).toBe(1);
    expect(await store.processing.list({ limit: 10 })).toEqual([d, c, b]);
    expect(await store.processing.list({ limit: 10, subject: 'aaaa' })).toEqual([b]);
  });
});
