// Staff sign-in and the admin endpoints, with real Request objects, against BOTH store adapters (and the
// Upstash REST path): 401 without a session, the cookie's flags, wrong password -> 401 -> 429 (per network,
// IPv6 per /48, a hard ceiling over all networks but the clinic's), forged / idle / expired / ended cookies, cross-site refusals, delete frees the slot, the legacy list shapes, fail
// closed when the store is down, and production without secrets -> sign-in disabled.

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import appointments from '../../netlify/functions/appointments';
import lists from '../../netlify/functions/lists';
import callbacks from '../../netlify/functions/callbacks';
import contact from '../../netlify/functions/contact';
import donation from '../../netlify/functions/donation';
import { adminText } from '../../src/i18n/admin';
import type { ApiErrorBody, BookedTimesResponse } from '../../src/lib/api';
import { setDevCredentialsHome } from '../../src/server/config/dev-credentials';
import { SIGN_IN_LIMITS } from '../../src/server/services/staff/sign-in/limits';
import { FIRST_ADMIN_NAME } from '../../src/server/services/staff/sign-in/sessions';
import { hashPassword } from '../../src/server/services/staff/sign-in/password';
import { SESSION_COOKIE } from '../../src/server/admin/cookies';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { StoreUnavailableError } from '../../src/server/errors';
import { setLogSink } from '../../src/server/log';
import type { Store } from '../../src/server/store/port';
import type { RecordPage, SessionAnswer } from '../helpers/answers';
import { anyString } from '../helpers/matchers';
import { call, makeContext, type CallOptions, type Handler } from '../helpers/http';
import { TEST_SCRYPT } from '../helpers/admin-session';
import { allAdapters, searchOf } from '../helpers/stores';
import { donationBody, personBody } from '../helpers/bodies';

// Friday 2026-11-20, 10:00 in India.
const NOW = new Date('2026-11-20T04:30:00.000Z');
const PASSWORD = 'correct horse battery staple';
const SECRET = 'test-session-secret-0123456789-abcdefghijklmnop';
const LISTS = ['callbacks', 'bookings', 'contacts', 'donations'] as const;
const LEGACY: [Handler, string][] = [
  [lists, '/api/callbacks'],
  [lists, '/api/contact'],
  [lists, '/api/donation'],
  [lists, '/api/booking'],
];

const person = personBody;
const donationOk = { ...donationBody, uname: 'ரவி குமார்', amount: '60000', panno: 'ABCDE1234F' };

/** The cookie's value from a Set-Cookie header. */
function cookieOf(res: { headers: Headers }): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(header);
  if (!match) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return match[1]!;
}

const withCookie = (token: string, extra: CallOptions = {}): CallOptions => ({
  ...extra,
  headers: { cookie: `other=1; ${SESSION_COOKIE}=${token}`, ...extra.headers },
});

let passwordHash = '';
let devDir = '';
const devNotices: string[] = [];

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD, TEST_SCRYPT);
  devDir = mkdtempSync(join(tmpdir(), 'vt-admin-dev-'));
  setDevCredentialsHome({ dir: devDir, notice: (text) => devNotices.push(text) });
});
afterAll(() => {
  setDevCredentialsHome(null);
  rmSync(devDir, { recursive: true, force: true });
});

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`admin on ${harness.label}`, () => {
    let store: Store;
    let clock = NOW;
    let logs: string[] = [];

    function useDeps(env: Record<string, string> = {}, storeOverride?: () => Promise<Store>) {
      setDeps({
        config: configFromEnv({
          RATE_LIMIT_PER_MINUTE: '0',
          ADMIN_PASSWORD_HASH: passwordHash,
          SESSION_SECRET: SECRET,
          ...env,
        }),
        now: () => clock,
        store: storeOverride ?? (() => Promise.resolve(store)),
        sleep: () => Promise.resolve(),
      });
    }

    async function signIn(ip?: string): Promise<string> {
      const res = await call(admin, '/api/admin/login', { body: { password: PASSWORD }, ...(ip ? { ip } : {}) });
      expect(res.status).toBe(200);
      return cookieOf(res);
    }

    beforeAll(async () => {
      await harness.setup();
    });
    afterAll(async () => {
      setDeps(null);
      setLogSink(null);
      await harness.teardown();
    });
    beforeEach(async () => {
      clock = NOW;
      store = await harness.create(() => clock);
      useDeps();
      logs = [];
      setLogSink((_level, line) => logs.push(line));
    });
    afterEach(() => {
      setLogSink(null);
    });

    describe('without a session', () => {
      it('every admin endpoint answers 401, no data, no-store', async () => {
        await store.records.add(
          'callbacks',
          { variant: 'nav', name: 'Secret Name', phone: '9876543210' },
          { search: searchOf('callbacks') },
        );
        const [saved] = await store.records.list('callbacks');
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
        expect(await store.records.list('callbacks')).toHaveLength(1);
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
        const [first] = await store.accounts.list();
        // Its email is the deploy's own (from the secret), never one written in the source.
        expect(first!.email).toMatch(/^first-admin-[0-9a-f]{16}@staff\.invalid$/);
        expect(first).toMatchObject({
          name: FIRST_ADMIN_NAME,
          role: 'admin',
          status: 'active',
          lastSeenAt: NOW.toISOString(),
        });
        const [session] = await store.staffSessions.list(first!.id);
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
        expect(await store.accounts.list()).toHaveLength(1);
        expect(await store.staffSessions.list(first!.id)).toHaveLength(2);
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
        clock = new Date(NOW.getTime() + SIGN_IN_LIMITS.windowMs);
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
          ...store,
          limits: {
            ...store.limits,
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
          ...store,
          staffSessions: {
            ...store.staffSessions,
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
        await store.accounts.endPasswordSignIn();
        const res = await call<ApiErrorBody>(admin, '/api/admin/login', { body: { password: PASSWORD } });
        expect(res.status).toBe(403);
        expect(res.json.error).toBe(adminText.signIn.passwordOff);
        expect(res.headers.get('set-cookie')).toBeNull();
        expect((await call<SessionAnswer>(admin, '/api/admin/session')).json.passwordSignIn).toBe(false);
      });
    });

    describe('forged, expired and revoked sessions', () => {
      it('a made-up, altered or foreign cookie is no session: 401', async () => {
        const real = await signIn();
        const altered = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
        useDeps({ SESSION_SECRET: `${SECRET}-another` });
        const foreign = await signIn();
        useDeps();
        const forged = [Buffer.alloc(32, 7).toString('base64url'), altered, foreign, 'not-a-token', `${real}x`];
        for (const token of forged) {
          expect((await call(admin, '/api/admin/donations', withCookie(token))).status).toBe(401);
          expect((await call<SessionAnswer>(admin, '/api/admin/session', withCookie(token))).json.signedIn).toBe(false);
        }
        expect((await call(admin, '/api/admin/donations', withCookie(real))).status).toBe(200);
      });

      it('ends 30 minutes after its last use, and 8 hours after it began however busy', async () => {
        const idle = await signIn();
        const busy = await signIn();
        clock = new Date(NOW.getTime() + 30 * 60_000 - 1000);
        expect((await call(admin, '/api/admin/contacts', withCookie(idle))).status).toBe(200);
        clock = new Date(NOW.getTime() + 60 * 60_000);
        expect((await call(admin, '/api/admin/contacts', withCookie(idle))).status).toBe(401);
        for (let ms = 20 * 60_000; ms < 8 * 3600_000; ms += 20 * 60_000) {
          clock = new Date(NOW.getTime() + ms);
          expect((await call(admin, '/api/admin/contacts', withCookie(busy))).status).toBe(200);
        }
        clock = new Date(NOW.getTime() + 8 * 3600_000 + 1000);
        expect((await call(admin, '/api/admin/contacts', withCookie(busy))).status).toBe(401);
      });

      it('sign-out clears the cookie and ends the session: the old cookie no longer works', async () => {
        const token = await signIn();
        const other = await signIn();
        const res = await call(admin, '/api/admin/logout', withCookie(token, { method: 'POST' }));
        expect(res.status).toBe(200);
        expect(res.headers.get('set-cookie')).toBe(
          '__Host-admin=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0',
        );
        expect((await call(admin, '/api/admin/callbacks', withCookie(token))).status).toBe(401);
        expect((await call<SessionAnswer>(admin, '/api/admin/session', withCookie(token))).json.signedIn).toBe(false);
        // Another device's session is its own.
        expect((await call(admin, '/api/admin/callbacks', withCookie(other))).status).toBe(200);
      });

      it('sign-out from another site is refused (403) and ends nothing', async () => {
        const token = await signIn();
        const res = await call(
          admin,
          '/api/admin/logout',
          withCookie(token, { method: 'POST', headers: { origin: 'https://evil.example' } }),
        );
        expect(res.status).toBe(403);
        expect((await call(admin, '/api/admin/callbacks', withCookie(token))).status).toBe(200);
      });
    });

    describe('records', () => {
      it('lists every kind newest first, as stored', async () => {
        const token = await signIn();
        await call(callbacks, '/api/callbacks', { body: { name: 'First', mobile: '9876543210' } });
        clock = new Date(NOW.getTime() + 60_000);
        await call(callbacks, '/api/callbacks', { body: { name: 'Second', mobile: '9876543211', comment: '=1+1' } });
        const res = await call<RecordPage<'callbacks'>>(admin, '/api/admin/callbacks', withCookie(token));
        expect(res.json.data.map((r) => r.name)).toEqual(['Second', 'First']);
        expect(res.json.data[0]).toMatchObject({
          id: anyString(),
          createdAt: anyString(),
          comment: '=1+1',
        });
      });

      it('delete really deletes; a booking delete frees its slot (book, delete, book the same slot again)', async () => {
        const token = await signIn();
        const first = await call(appointments, '/api/appointments', { body: { people: [person()] } });
        expect(first.status).toBe(200);
        expect(
          (await call(appointments, '/api/appointments', { body: { people: [person({ name: 'Second' })] } })).status,
        ).toBe(409);

        const list = await call<RecordPage<'bookings'>>(admin, '/api/admin/bookings', withCookie(token));
        expect(list.json.data).toHaveLength(1);
        const id = list.json.data[0]!.id;
        const del = await call(admin, `/api/admin/bookings/${id}`, withCookie(token, { method: 'DELETE' }));
        expect(del.status).toBe(200);
        expect(del.json).toEqual({ success: true });
        expect(del.headers.get('cache-control')).toBe('no-store');
        expect((await call<RecordPage<'bookings'>>(admin, '/api/admin/bookings', withCookie(token))).json.data).toEqual(
          [],
        );
        const booked = await call<BookedTimesResponse>(appointments, '/api/appointments/booked?date=2026-12-01');
        expect(booked.json.booked).toEqual([]);

        const again = await call(appointments, '/api/appointments', {
          body: { people: [person({ name: 'Second' })] },
        });
        expect(again.status).toBe(200);
        // Deleting twice, an unknown id, an unknown kind: 404.
        expect((await call(admin, `/api/admin/bookings/${id}`, withCookie(token, { method: 'DELETE' }))).status).toBe(
          404,
        );
        expect(
          (await call(admin, `/api/admin/callbacks/${crypto.randomUUID()}`, withCookie(token, { method: 'DELETE' })))
            .status,
        ).toBe(404);
        expect((await call(admin, `/api/admin/users/${id}`, withCookie(token, { method: 'DELETE' }))).status).toBe(404);
        expect(
          (await call(admin, '/api/admin/bookings/not-a-uuid', withCookie(token, { method: 'DELETE' }))).status,
        ).toBe(404);
      });

      it('deletes each kind', async () => {
        const token = await signIn();
        await call(callbacks, '/api/callbacks', { body: { name: 'A', mobile: '9876543210' } });
        await call(contact, '/api/contact', { body: { name: 'B', email: 'b@example.org', message: 'hi' } });
        await call(donation, '/api/donation', { body: donationOk });
        for (const kind of ['callbacks', 'contacts', 'donations'] as const) {
          const [record] = await store.records.list(kind);
          const res = await call(admin, `/api/admin/${kind}/${record!.id}`, withCookie(token, { method: 'DELETE' }));
          expect(res.status, kind).toBe(200);
          expect(await store.records.list(kind), kind).toEqual([]);
        }
      });

      it('a cross-site delete is refused (403) and deletes nothing, even with a valid session', async () => {
        const token = await signIn();
        await call(callbacks, '/api/callbacks', { body: { name: 'Keep', mobile: '9876543210' } });
        const [record] = await store.records.list('callbacks');
        const path = `/api/admin/callbacks/${record!.id}`;
        const evil = await call(
          admin,
          path,
          withCookie(token, { method: 'DELETE', headers: { origin: 'https://evil.example' } }),
        );
        expect(evil.status).toBe(403);
        const fetchSite = await call(
          admin,
          path,
          withCookie(token, { method: 'DELETE', noOrigin: true, headers: { 'sec-fetch-site': 'cross-site' } }),
        );
        expect(fetchSite.status).toBe(403);
        expect(await store.records.list('callbacks')).toHaveLength(1);
      });
    });

    describe('legacy list paths', () => {
      it("answer the original site's shapes to a signed-in session", async () => {
        const token = await signIn();
        await call(callbacks, '/api/callbacks', { body: { name: 'Arun', mobile: '9876543210', comment: 'Knee' } });
        await call(contact, '/api/contact', { body: { name: 'Meena', email: 'meena@example.org', message: 'Hello' } });
        await call(donation, '/api/donation', { body: donationOk });
        await call(appointments, '/api/appointments', { body: { people: [person()] } });

        const cb = await call(lists, '/api/callbacks', withCookie(token));
        expect(cb.status).toBe(200);
        expect(cb.headers.get('cache-control')).toBe('no-store');
        expect(cb.json).toEqual({
          success: true,
          data: [
            {
              _id: anyString(),
              name: 'Arun',
              mobile: '9876543210',
              email: '',
              comment: 'Knee',
              createdAt: NOW.toISOString(),
            },
          ],
        });
        const ct = await call(lists, '/api/contact', withCookie(token));
        expect(ct.json).toEqual({
          success: true,
          data: [
            {
              _id: anyString(),
              name: 'Meena',
              email: 'meena@example.org',
              message: 'Hello',
              createdAt: NOW.toISOString(),
            },
          ],
        });
        const dn = await call(lists, '/api/donation', withCookie(token));
        expect(dn.json).toEqual({
          success: true,
          data: [
            {
              _id: anyString(),
              uname: 'ரவி குமார்',
              gender: 'Male',
              email: 'ravi@example.org',
              mobno: '9876543210',
              address: '12 Temple Street, Dindigul',
              donate: 'One time',
              amount: 60000,
              panno: 'ABCDE••••F', // lists never carry the full PAN (POST ./pan shows one, audited)
              modeofpay: 'UPI',
              message: 'For the free camp',
              createdAt: NOW.toISOString(),
            },
          ],
        });
        const bk = await call(lists, '/api/booking', withCookie(token));
        expect(bk.json).toEqual([
          {
            _id: anyString(),
            name: 'Priya',
            age: 34,
            gender: 'Female',
            phone: '9876543210',
            email: 'priya@example.org',
            location: 'Dindigul, Tamil Nadu',
            purpose: 'Back pain',
          },
        ]);
      });
    });

    describe('configuration', () => {
      it('production without the secrets: sign-in disabled (503, clear message), the reason in the log', async () => {
        setDeps({
          config: configFromEnv({ CONTEXT: 'production' }),
          now: () => clock,
          store: () => Promise.resolve(store),
        });
        const res = await call<ApiErrorBody>(admin, '/api/admin/login', { body: { password: PASSWORD } });
        expect(res.status).toBe(503);
        expect(res.json).toEqual({ success: false, error: adminText.api.loginDisabled });
        expect(res.json.error).toMatch(/^Sign-in is not configured/);
        expect(res.headers.get('set-cookie')).toBeNull();
        const session = await call(admin, '/api/admin/session');
        expect(session.json).toEqual({
          success: true,
          signedIn: false,
          loginEnabled: false,
          passwordSignIn: false,
          notice: adminText.api.loginDisabled,
        });
        expect(logs.join('\n')).toMatch(
          /admin_login_disabled.*ADMIN_PASSWORD_HASH and SESSION_SECRET not set in the 'production' context/,
        );
        expect(devNotices.join('\n')).not.toMatch(/production/);
      });

      it('production with only one secret, a malformed hash or a short secret: disabled too', async () => {
        for (const env of [
          { CONTEXT: 'production', ADMIN_PASSWORD_HASH: passwordHash },
          { CONTEXT: 'deploy-preview', SESSION_SECRET: `deploy-preview:${SECRET}` },
          { CONTEXT: 'production', ADMIN_PASSWORD_HASH: 'plaintext-password', SESSION_SECRET: SECRET },
          { CONTEXT: 'production', ADMIN_PASSWORD_HASH: passwordHash, SESSION_SECRET: 'short' },
          {
            ADMIN_PASSWORD_HASH: 'scrypt:1024:8:1:c2FsdHNhbHRzYWx0c2FsdA:a2V5a2V5a2V5a2V5a2V5',
            SESSION_SECRET: SECRET,
          },
        ]) {
          setDeps({ config: configFromEnv(env), now: () => clock, store: () => Promise.resolve(store) });
          const res = await call(admin, '/api/admin/login', { body: { password: PASSWORD } });
          expect(res.status, JSON.stringify(env)).toBe(503);
        }
      });

      it('production with both secrets works', async () => {
        useDeps({ CONTEXT: 'production' });
        const token = await signIn();
        expect((await call(admin, '/api/admin/bookings', withCookie(token))).status).toBe(200);
      });

      it('a session signed under one secret is worthless under another (rotating SESSION_SECRET signs everyone out)', async () => {
        const token = await signIn();
        useDeps({ SESSION_SECRET: `${SECRET}-rotated` });
        expect((await call(admin, '/api/admin/bookings', withCookie(token))).status).toBe(401);
      });

      it('changing the staff password signs every session out', async () => {
        const token = await signIn();
        expect((await call(admin, '/api/admin/bookings', withCookie(token))).status).toBe(200);
        useDeps({ ADMIN_PASSWORD_HASH: await hashPassword('a new password for the new year') });
        expect((await call(admin, '/api/admin/bookings', withCookie(token))).status).toBe(401);
        expect((await call<SessionAnswer>(admin, '/api/admin/session', withCookie(token))).json.signedIn).toBe(false);
      });

      it("a deploy preview's session is refused by production, even with the same secret underneath", async () => {
        // The preview's own value, as Netlify's per-context variable gives it (README, "Deploy contexts").
        useDeps({ CONTEXT: 'deploy-preview', SESSION_SECRET: `deploy-preview:${SECRET}` });
        const preview = await signIn();
        expect((await call(admin, '/api/admin/bookings', withCookie(preview))).status).toBe(200);
        useDeps({ CONTEXT: 'production' });
        expect((await call(admin, '/api/admin/bookings', withCookie(preview))).status).toBe(401);
        expect((await call(admin, '/api/admin/bookings', withCookie(await signIn()))).status).toBe(200);
        // A request cannot pick its context: Netlify's per-request deploy context is not read.
        const spoofed = await admin(
          new Request('https://vt.example/api/admin/bookings', { headers: { cookie: `${SESSION_COOKIE}=${preview}` } }),
          makeContext('203.0.113.7', 'deploy-preview'),
        );
        expect(spoofed.status).toBe(401);
      });

      it('never the dev password inside a deployed function, even if its context looked like dev', async () => {
        setDeps({
          config: configFromEnv({ AWS_LAMBDA_FUNCTION_NAME: 'site-admin' }),
          now: () => clock,
          store: () => Promise.resolve(store),
        });
        expect((await call<SessionAnswer>(admin, '/api/admin/session')).json.loginEnabled).toBe(false);
        expect((await call(admin, '/api/admin/login', { body: { password: PASSWORD } })).status).toBe(503);
        // Netlify's local tooling emulates Lambda but says so: the dev sign-in works there.
        setDeps({
          config: configFromEnv({ AWS_LAMBDA_FUNCTION_NAME: 'admin', NETLIFY_DEV: 'true' }),
          now: () => clock,
          store: () => Promise.resolve(store),
        });
        expect((await call<SessionAnswer>(admin, '/api/admin/session')).json.loginEnabled).toBe(true);
      });

      it('a fresh clone (dev, nothing set): a generated password in .data, printed once, that signs in', async () => {
        setDeps({
          config: configFromEnv({ RATE_LIMIT_PER_MINUTE: '0' }),
          now: () => clock,
          store: () => Promise.resolve(store),
        });
        const info = await call(admin, '/api/admin/session');
        expect(info.json).toMatchObject({
          signedIn: false,
          loginEnabled: true,
          devPasswordFile: join(devDir, 'dev-admin-password'),
        });
        const password = readFileSync(join(devDir, 'dev-admin-password'), 'utf8').trim();
        expect(password).toMatch(/^[a-z0-9]{5}(-[a-z0-9]{5}){3}$/);
        expect(readFileSync(join(devDir, 'dev-session-secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
        expect(devNotices.join('\n')).toContain(password);
        expect((await call(admin, '/api/admin/login', { body: { password: 'wrong' } })).status).toBe(401);
        const res = await call(admin, '/api/admin/login', { body: { password } });
        expect(res.status).toBe(200);
        expect((await call(admin, '/api/admin/callbacks', withCookie(cookieOf(res)))).status).toBe(200);
        // The password is printed to the developer, never put in the structured logs.
        expect(logs.join('\n')).not.toContain(password);
      });
    });
  });
}
