// The sessions sub-port's contract (src/server/store/port.ts Sessions: revoked staff sessions), run against
// every adapter: a revocation is seen at once, by every connection, and names one session only.

import { expect, it } from 'vitest';
import type { Store } from '../../src/server/store/port';
import { contractSuite } from '../helpers/stores';

const T0 = Date.parse('2026-11-20T04:30:00.000Z');
const HOUR = 3_600_000;

contractSuite('sessions', (harness) => {
  let store: Store;
  const now = () => new Date(T0);

  it('a revoked session is refused at once, on every connection; other sessions are not', async () => {
    store = await harness.create(now);
    const other = await harness.sibling(now);
    expect(await store.sessions.isRevoked('jti-a')).toBe(false);
    await store.sessions.revoke('jti-a', T0 + 8 * HOUR);
    expect(await store.sessions.isRevoked('jti-a')).toBe(true);
    expect(await other.sessions.isRevoked('jti-a')).toBe(true);
    expect(await store.sessions.isRevoked('jti-b')).toBe(false);
  });

  it('revoking twice (two sign-outs of one session) keeps it revoked', async () => {
    store = await harness.create(now);
    await store.sessions.revoke('jti-c', T0 + 8 * HOUR);
    await store.sessions.revoke('jti-c', T0 + HOUR);
    expect(await store.sessions.isRevoked('jti-c')).toBe(true);
  });
});
