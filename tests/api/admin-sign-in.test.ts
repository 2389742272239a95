// Staff sign-in with the shared password against every store adapter (1 of 3): 401 without a session, the
// cookie's flags, wrong password -> 401 -> 429 (per network, IPv6 per /48, a hard ceiling over all networks
// but the clinic's), fail closed when the store is down, sign-out.

import { describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import { adminText } from '../../src/i18n/admin';
import type { ApiErrorBody } from '../../src/lib/api';
import { SIGN_IN_LIMITS } from '../../src/server/services/staff/sign-in/limits';
import { FIRST_ADMIN_NAME } from '../../src/server/services/staff/sign-in/sessions';
import { StoreUnavailableError } from '../../src/server/errors';
import type { Store } from '../../src/server/store/port';
import type { SessionAnswer } from '../helpers/answers';
import { call, type CallOptions, type Handler } from '../helpers/http';
import { allAdapters, searchOf } from '../helpers/stores';
import {
  adminHome,
  adminSuite,
  cookieOf,
  LEGACY,
  LISTS,
  NOW,
  PASSWORD,
  signIn,
  withCookie,
} from '../helpers/admin-suite';

const home = adminHome();

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`admin on ${harness.label}`, () => {
    const suite = adminSuite(harness, home);
    const { logs, useDeps } = suite;

    describe('without a session', () => {
      it('every admin endpoint answers 401, no data, no-store', async () => {
        await suite.store.records.add(
          'callbacks',
          { variant: 'nav', name: 'Secret Name', phone: '9876543210' },
          { search: searchOf('callbacks') },
        );
        const [saved] = await suite.store.records.list('callbacks');
        const attempts: [Handler, string, CallOptions][] = [
          ...LISTS.map((kind): [Handler, string, CallOptions] => [admin, `/api/admin/${kind}`, {}]),
          ...LEGACY.map(([h, path]): [Handler, string, CallOptions] => [h, path, {}]),
          [admin, `/api/admin/callbacks/${saved!.id}`, { method: 'DELETE' }],
        ];
        for (const [handler, path, options] of attempts) {
          const res = await call(handler, path, options);
          expect(res.status, path).toBe(401);
          expect(res.json, path).toEqual({ success: false, error: 'Sign in required' });
          expect(res.headers.get('cache-control'), path).toBe('no-store');
          expect(res.headers.get('set-cookie'), path).toBeNull();
        }
        expect(await suite.store.records.list('callbacks')).toHaveLength(1);
      });

      it('GET /api/admin/session says signed out (200, so the page can show the form)', async () => {
        const res = await call(admin, '/api/admin/session');
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.json).toEqual({ success: true, signedIn: false, loginEnabled: true, passwordSignIn: true });
      });

      it('logout without a session is harmless: 200 and the cookie cleared', async () => {
        const res = await call(admin, '/api/admin/logout', { method: 'POST' });
        expect(res.status).toBe(200);
        expect(res.headers.get('set-cookie')).toMatch(/^__Host-admin=; .*Max-Age=0/);
      });

      it('405 with Allow on a wrong method, 404 on an unknown admin path', async () => {
        const get = await call(admin, '/api/admin/login');
        expect(get.status).toBe(405);
        expect(get.headers.get('allow')).toBe('POST');
        expect((await call(admin, '/api/admin/callbacks', { method: 'PUT', body: {} })).status).toBe(405);
        expect((await call(admin, '/api/admin/nothing/here/at-all')).status).toBe(404);
      });
    });

    describe('sign-in', () => {
      it('the right password signs in the first admin: the __Host- cookie with every flag, a session in the store', async () => {
        const res = await call(admin, '/api/admin/login', { body: { password: PASSWORD } });
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ success: true });
        expect(res.headers.get('cache-control')).toBe('no-store');
        const [cookie, device] = res.headers.getSetCookie();
        // The second cookie marks this browser as one that signed in before (its own allowance of attempts).
        expect(device).toMatch(
          /^__Host-admin-device=[\w.-]+; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=\d+$/,
        );
        const [pair, ...attributes] = cookie!.split('; ');
        expect(pair).toMatch(/^__Host-admin=[\w-]{43}$/);
        expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=28800', 'Path=/', 'SameSite=Strict', 'Secure']);
        expect(cookie).not.toMatch(/Domain=/i);

        const token = cookieOf(res);
        const [first] = await suite.store.accounts.list();
        // Its email is the deploy's own (from the secret), never one written in the source.
        expect(first!.email).toMatch(/^first-admin-[0-9a-f]{16}@staff\.invalid$/);
        expect(first).toMatchObject({
          name: FIRST_ADMIN_NAME,
          role: 'admin',
          status: 'active',
          lastSeenAt: NOW.toISOString(),
        });
        const [session] = await suite.store.staffSessions.list(first!.id);
        expect(session).toMatchObject({ method: 'password', createdAt: NOW.toISOString() });
        // The store holds no cookie: its id is a keyed hash of it.
        expect(session!.id).not.toContain(token);

        const info = await call<SessionAnswer>(admin, '/api/admin/session', withCookie(token));
        expect(info.json).toMatchObject({
          signedIn: true,
          loginEnabled: true,
          passwordSignIn: true,
          method: 'password',
          account: { id: first!.id, role: 'admin' },
          factors: { passkeys: 0, totp: false, recoveryCodesLeft: 0 },
        });
        expect(info.json.permissions).toContain('accounts');
        for (const kind of LISTS) {
          const list = await call(admin, `/api/admin/${kind}`, withCookie(token));
          expect(list.status).toBe(200);
          expect(list.json).toEqual({ success: true, data: [], next: null, total: 0 });
          expect(list.headers.get('cache-control')).toBe('no-store');
        }
        // A second sign-in is the same account, another session (another device).
        await signIn();
        expect(await suite.store.accounts.list()).toHaveLength(1);
        expect(await suite.store.staffSessions.list(first!.id)).toHaveLength(2);
        expect(logs.join('\n')).not.toContain(PASSWORD);
      });

      it('wrong password -> 401; past the per-network limit -> 429 with Retry-After, even for the right password', async () => {
        for (let i = 0; i < SIGN_IN_LIMITS.perNetwork; i++) {
          const res = await call(admin, '/api/admin/login', { body: { password: `guess-${i}` } });
          expect(res.status).toBe(401);
          expect(res.json).toEqual({ success: false, error: adminText.api.wrongPassword });
          expect(res.headers.get('set-cookie')).toBeNull();
        }
        const limited = await call<ApiErrorBody>(admin, '/api/admin/login', { body: { password: PASSWORD } });
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(limited.json.error).toMatch(/Too many sign-in attempts/);
        expect(limited.headers.get('set-cookie')).toBeNull();
        // Another network is not affected; the next window is fresh (and RATE_LIMIT_PER_MINUTE=0 did not turn it off).
        expect(
          (await call(admin, '/api/admin/login', { body: { password: PASSWORD }, ip: '198.51.100.9' })).status,
        ).toBe(200);
        suite.clock = new Date(NOW.getTime() + SIGN_IN_LIMITS.windowMs);
        expect((await call(admin, '/api/admin/login', { body: { password: PASSWORD } })).status).toBe(200);
      });

      it('an IPv6 guesser is one network per /48, whichever /64s it picks in it', async () => {
        for (let i = 0; i < SIGN_IN_LIMITS.perNetwork; i++) {
          const ip = `2001:db8:7:${(i + 1).toString(16)}::${i + 1}`;
          expect((await call(admin, '/api/admin/login', { body: { password: `guess-${i}` }, ip })).status).toBe(401);
        }
        const same = await call(admin, '/api/admin/login', { body: { password: 'x' }, ip: '2001:db8:7:ffff::1' });
        expect(same.status).toBe(429);
        const next = await call(admin, '/api/admin/login', { body: { password: PASSWORD }, ip: '2001:db8:8::1' });
        expect(next.status).toBe(200);
      });

      it('only wrong passwords count: empty or malformed attempts and right passwords never lock anyone out', async () => {
        for (let i = 0; i < 3 * SIGN_IN_LIMITS.perNetwork; i++) {
          expect((await call(admin, '/api/admin/login', { body: { password: '' } })).status).toBe(400);
          expect((await call(admin, '/api/admin/login', { body: {} })).status).toBe(400);
          expect(
            (
              await call(admin, '/api/admin/login', {
                raw: '{"password":',
                headers: { 'content-type': 'application/json' },
              })
            ).status,
          ).toBe(400);
          expect((await call(admin, '/api/admin/login', { body: { password: PASSWORD } })).status).toBe(200);
        }
        // Nine wrong guesses after all that: still below the limit, and the right password signs in.
        for (let i = 0; i < SIGN_IN_LIMITS.perNetwork - 1; i++) {
          expect((await call(admin, '/api/admin/login', { body: { password: `guess-${i}` } })).status).toBe(401);
        }
        expect((await call(admin, '/api/admin/login', { body: { password: PASSWORD } })).status).toBe(200);
      });

      // 100 scrypt checks in a row: seconds on an idle machine, many more on a busy one. The limit only
      // catches a hang, it is no speed requirement.
      const GUESSES_TIMEOUT_MS = 240_000;
      it(
        'a hard ceiling over all networks: past it every network gets 429, but the clinic network is let through',
        async () => {
          useDeps({ STAFF_NETWORKS: '203.0.113.0/24, 2001:db8:c1::/48' });
          for (let i = 0; i < SIGN_IN_LIMITS.overall; i++) {
            const ip = `192.0.2.${1 + (i % 20)}`;
            const res = await call(admin, '/api/admin/login', { body: { password: `guess-${i}` }, ip });
            expect(res.status, `attempt ${i}`).toBe(401);
          }
          const outside = await call(admin, '/api/admin/login', { body: { password: PASSWORD }, ip: '198.51.100.77' });
          expect(outside.status).toBe(429);
          expect(Number(outside.headers.get('retry-after'))).toBeGreaterThan(0);
          // The clinic's own networks, IPv4 and IPv6, still sign in.
          for (const ip of ['203.0.113.50', '2001:db8:c1:5::9']) {
            const staff = await call(admin, '/api/admin/login', { body: { password: PASSWORD }, ip });
            expect(staff.status, ip).toBe(200);
            expect(cookieOf(staff)).toBeTruthy();
          }
          // A code from outside is refused the same way (every factor counts toward one ceiling).
          const totp = await call(admin, '/api/admin/login/totp', {
            body: { email: 'someone@example.org', password: 'a guess at it', code: '123456' },
            ip: '198.51.100.78',
          });
          expect(totp.status).toBe(429);
        },
        GUESSES_TIMEOUT_MS,
      );

      it('400 without a password, 415 not JSON, 403 cross-site', async () => {
        expect((await call(admin, '/api/admin/login', { body: {} })).status).toBe(400);
        expect((await call(admin, '/api/admin/login', { body: { password: 42 } })).status).toBe(400);
        expect(
          (await call(admin, '/api/admin/login', { raw: 'password=x', headers: { 'content-type': 'text/plain' } }))
            .status,
        ).toBe(415);
        const cross = await call(admin, '/api/admin/login', {
          body: { password: PASSWORD },
          headers: { origin: 'https://evil.example' },
        });
        expect(cross.status).toBe(403);
        expect(cross.headers.get('set-cookie')).toBeNull();
      });

      it('fails CLOSED: a store that cannot count attempts means no sign-in (503)', async () => {
        const broken = {
          ...suite.store,
          limits: {
            ...suite.store.limits,
            hit: () => Promise.reject(new StoreUnavailableError('redis hitRateLimit failed: ECONNREFUSED')),
          },
        } as Store;
        useDeps({}, () => Promise.resolve(broken));
        const res = await call(admin, '/api/admin/login', { body: { password: PASSWORD } });
        expect(res.status).toBe(503);
        expect(res.headers.get('set-cookie')).toBeNull();
        expect(JSON.stringify(res.json)).not.toMatch(/ECONN|redis/i);
      });

      it('a store outage during the session check is a 503, never data', async () => {
        const token = await signIn();
        const broken = {
          ...suite.store,
          staffSessions: {
            ...suite.store.staffSessions,
            use: () => Promise.reject(new StoreUnavailableError('down')),
          },
        } as Store;
        useDeps({}, () => Promise.resolve(broken));
        const res = await call(admin, '/api/admin/callbacks', withCookie(token));
        expect(res.status).toBe(503);
        expect(res.json).not.toHaveProperty('data');
      });

      it('once an admin ends the shared password, it signs in no more (403, nothing counted)', async () => {
        await signIn();
        await suite.store.accounts.endPasswordSignIn();
        const res = await call<ApiErrorBody>(admin, '/api/admin/login', { body: { password: PASSWORD } });
        expect(res.status).toBe(403);
        expect(res.json.error).toBe(adminText.signIn.passwordOff);
        expect(res.headers.get('set-cookie')).toBeNull();
        expect((await call<SessionAnswer>(admin, '/api/admin/session')).json.passwordSignIn).toBe(false);
      });
    });
  });
}
