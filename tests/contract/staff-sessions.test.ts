// The staff sessions sub-port's contract (src/server/store/port/staff-sessions.ts StaffSessions), on every adapter:
// a session is gone 30 minutes after its last use and 8 hours after it began, whatever reads it; an account
// lists and ends its own sessions only, at once on every instance.

import { expect, it } from 'vitest';
import type { Store } from '../../src/server/store/port';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../src/server/store/port';
import { contractSuite, CONTRACT_NOW, freshStore } from '../helpers/stores';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const T0 = Date.parse(CONTRACT_NOW);
const MINUTE = 60_000;

contractSuite('staffSessions', (harness) => {
  let store: Store;
  let clock = new Date(T0);
  const now = () => clock;
  const at = (ms: number) => (clock = new Date(ms));
  const fresh = async () => {
    at(T0);
    return freshStore(harness, (s) => (store = s), now)();
  };
  const begin = (id: string, accountId = A, device = 'Firefox on Windows') =>
    store.staffSessions.create({ id, accountId, device, method: 'passkey' });

  it('a session is used (its last use moves on) and is seen by every instance', async () => {
    await fresh();
    const other = await harness.sibling(now);
    const made = await begin('s1');
    expect(made).toEqual({
      id: 's1',
      accountId: A,
      device: 'Firefox on Windows',
      method: 'passkey',
      createdAt: CONTRACT_NOW,
      lastSeenAt: CONTRACT_NOW,
      verifiedAt: CONTRACT_NOW,
    });
    at(T0 + 10 * MINUTE);
    expect(await other.staffSessions.use('s1')).toEqual({ ...made, lastSeenAt: clock.toISOString() });
    expect(await store.staffSessions.use('unknown')).toBeNull();
  });

  it('a step-up moves verifiedAt on; a plain use leaves it; a stepped-up session still ends when idle', async () => {
    await fresh();
    const other = await harness.sibling(now);
    await store.staffSessions.create({ id: 'p1', accountId: A, device: 'Laptop', method: 'password' });
    at(T0 + 20 * MINUTE);
    const stepped = await store.staffSessions.use('p1', true);
    expect(stepped).toMatchObject({ method: 'password', verifiedAt: clock.toISOString() });
    at(T0 + 25 * MINUTE);
    expect(await other.staffSessions.use('p1')).toMatchObject({
      lastSeenAt: clock.toISOString(),
      verifiedAt: new Date(T0 + 20 * MINUTE).toISOString(),
    });
    at(T0 + 25 * MINUTE + SESSION_IDLE_MS);
    expect(await store.staffSessions.use('p1', true)).toBeNull();
  });

  it('ends 30 minutes after its last use', async () => {
    await fresh();
    await begin('idle');
    at(T0 + SESSION_IDLE_MS - 1);
    expect(await store.staffSessions.use('idle')).not.toBeNull();
    at(T0 + 2 * SESSION_IDLE_MS - 2);
    expect(await store.staffSessions.use('idle')).not.toBeNull();
    at(T0 + 3 * SESSION_IDLE_MS - 2);
    expect(await store.staffSessions.use('idle')).toBeNull();
    // Gone, not only refused: a clock that went back would not bring it back.
    at(T0);
    expect(await store.staffSessions.use('idle')).toBeNull();
    expect(await store.staffSessions.list(A)).toEqual([]);
  });

  it('ends 8 hours after it began, however often it is used', async () => {
    await fresh();
    await begin('busy');
    for (let ms = T0; ms < T0 + SESSION_ABSOLUTE_MS; ms += 20 * MINUTE) {
      at(ms);
      expect(await store.staffSessions.use('busy')).not.toBeNull();
    }
    at(T0 + SESSION_ABSOLUTE_MS);
    expect(await store.staffSessions.use('busy')).toBeNull();
  });

  it("lists an account's live sessions, newest first; ends one, or all but the one asking", async () => {
    await fresh();
    const other = await harness.sibling(now);
    await begin('a1', A, 'Phone');
    at(T0 + MINUTE);
    const a2 = await begin('a2', A, 'Laptop');
    at(T0 + 2 * MINUTE);
    const a3 = await begin('a3', A, 'Tablet');
    const b1 = await begin('b1', B);
    at(T0 + SESSION_IDLE_MS + 30_000);
    // a1 was never used again: it is idle now; a2 and a3 are live.
    expect(await store.staffSessions.list(A)).toEqual([a3, a2]);
    expect(await store.staffSessions.list(B)).toEqual([b1]);

    expect(await store.staffSessions.revoke(B, 'a2')).toBe(false);
    expect(await store.staffSessions.revoke(A, 'a2')).toBe(true);
    expect(await other.staffSessions.use('a2')).toBeNull();
    expect(await store.staffSessions.revoke(A, 'a2')).toBe(false);

    await begin('a4', A);
    await begin('a5', A);
    expect(await store.staffSessions.revokeAll(A, 'a5')).toBe(2);
    expect((await store.staffSessions.list(A)).map((s) => s.id)).toEqual(['a5']);
    expect(await other.staffSessions.use('a3')).toBeNull();
    expect(await store.staffSessions.revokeAll(A)).toBe(1);
    expect(await store.staffSessions.list(A)).toEqual([]);
    expect(await store.staffSessions.use('b1')).not.toBeNull();
  });
});
