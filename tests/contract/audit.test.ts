// The audit sub-port's contract (src/server/store/port/audit.ts AuditLog), run against every adapter: lines come
// back newest first, a page at a time, and lines older than what is kept are dropped when one is added.

import { expect, it } from 'vitest';
import type { AuditEntry, Store } from '../../src/server/store/port';
import { contractSuite } from '../helpers/stores';

const T0 = Date.parse('2026-11-20T04:30:00.000Z');
const DAY = 86_400_000;
const YEAR = 366 * DAY;

const line = (ms: number, action: string, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  at: new Date(ms).toISOString(),
  action,
  session: 'abcd1234',
  ...extra,
});

contractSuite('audit', (harness) => {
  let store: Store;

  it('lists lines newest first, as written, `limit` at a time before a time', async () => {
    store = await harness.create(() => new Date(T0));
    const lines = [
      line(T0, 'export', { kind: 'donations', count: 3 }),
      line(T0 + 1000, 'pan.show', { kind: 'donations', recordId: '00000000-0000-4000-8000-000000000001' }),
      line(T0 + 2000, 'person.find', { count: 2 }),
      line(T0 + 3000, 'retention', { session: 'schedule', kind: 'callbacks', count: 1 }),
    ];
    for (const l of lines) await store.audit.add(l, YEAR);
    const newestFirst = [...lines].reverse();
    expect(await store.audit.list({ limit: 10 })).toEqual(newestFirst);
    expect(await store.audit.list({ limit: 2 })).toEqual(newestFirst.slice(0, 2));
    // The next page: lines received before the last one shown.
    expect(await store.audit.list({ limit: 2, beforeMs: T0 + 2000 })).toEqual(newestFirst.slice(2, 4));
    expect(await store.audit.list({ limit: 10, beforeMs: T0 })).toEqual([]);
  });

  it('adding a line drops the lines older than it keeps', async () => {
    store = await harness.create(() => new Date(T0));
    const old = line(T0 - 2 * YEAR, 'delete', { kind: 'contacts' });
    const kept = line(T0 - YEAR + DAY, 'delete', { kind: 'callbacks' });
    await store.audit.add(old, 3 * YEAR);
    await store.audit.add(kept, 3 * YEAR);
    expect(await store.audit.list({ limit: 10 })).toEqual([kept, old]);
    const now = line(T0, 'export', { count: 1 });
    await store.audit.add(now, YEAR);
    expect(await store.audit.list({ limit: 10 })).toEqual([now, kept]);
  });
});
