// The Redis adapter's staff sessions (../port/staff-sessions StaffSessions): one HASH of sessions (JSON with
// createdMs and lastMs, for the scripts' clock checks), a ZSET by last use (idle ones are forgotten on the
// way) and a ZSET per account. Every read is a script that checks the idle and absolute limits by the
// store's clock, so a session past either is gone in the same step.

import type { StaffSessions } from '../port';
import { newSession, storedSession } from '../staff-shared';
import type { RedisContext } from './keys';
import { bindScripts } from './lua/script';
import { SESSION_CREATE } from './lua/staff-sessions/create';
import { SESSION_LIST } from './lua/staff-sessions/list';
import { SESSION_REVOKE } from './lua/staff-sessions/revoke';
import { SESSION_USE } from './lua/staff-sessions/use';

export function redisStaffSessions({ redis, k, guard, now }: RedisContext): StaffSessions {
  const scripts = bindScripts(redis, {
    create: SESSION_CREATE,
    use: SESSION_USE,
    list: SESSION_LIST,
    revoke: SESSION_REVOKE,
  });
  const { sessions, sessionsIdle: idle, accountSessions } = k.staff;
  const ofAccount = (accountId: string) => ({ sessions, idle, ofAccount: accountSessions(accountId) });

  return {
    create: (fields) =>
      guard('staffSessions.create', async () => {
        const at = now();
        const session = newSession(fields, at);
        const json = JSON.stringify({ ...session, createdMs: at.getTime(), lastMs: at.getTime() });
        await scripts.create(ofAccount(session.accountId), { now: at.getTime(), id: session.id, json });
        return session;
      }),

    use: (id, verified) =>
      guard('staffSessions.use', async () => {
        const at = now();
        const args = { now: at.getTime(), id, at: at.toISOString(), verified: verified === true };
        return storedSession(await scripts.use({ sessions, idle }, args));
      }),

    list: (accountId) =>
      guard('staffSessions.list', async () =>
        (await scripts.list(ofAccount(accountId), { now: now().getTime() }))
          .map(storedSession)
          .filter((s) => s !== null),
      ),

    revoke: (accountId, id) =>
      guard('staffSessions.revoke', async () => {
        return (await scripts.revoke(ofAccount(accountId), { now: now().getTime(), end: 'one', id })) === 1;
      }),

    revokeAll: (accountId, keep) =>
      guard('staffSessions.revokeAll', () =>
        scripts.revoke(ofAccount(accountId), { now: now().getTime(), end: 'all', keep: keep ?? '' }),
      ),
  };
}
