// Staff sessions against every store adapter (2 of 3): forged, idle, expired and ended cookies; production
// without secrets -> sign-in disabled, rotated secrets and passwords, deploy previews, a fresh clone's dev password.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import { adminText } from '../../src/i18n/admin';
import type { ApiErrorBody } from '../../src/lib/api';
import { hashPassword } from '../../src/server/services/staff/sign-in/password';
import { SESSION_COOKIE } from '../../src/server/admin/cookies';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import type { SessionAnswer } from '../helpers/answers';
import { call, makeContext } from '../helpers/http';
import { allAdapters } from '../helpers/stores';
import { adminHome, adminSuite, cookieOf, NOW, PASSWORD, SECRET, signIn, withCookie } from '../helpers/admin-suite';

const home = adminHome();
const { devNotices } = home;

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`admin on ${harness.label}`, () => {
    const suite = adminSuite(harness, home);
    const { logs, useDeps } = suite;

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
        suite.clock = new Date(NOW.getTime() + 30 * 60_000 - 1000);
        expect((await call(admin, '/api/admin/contacts', withCookie(idle))).status).toBe(200);
        suite.clock = new Date(NOW.getTime() + 60 * 60_000);
        expect((await call(admin, '/api/admin/contacts', withCookie(idle))).status).toBe(401);
        for (let ms = 20 * 60_000; ms < 8 * 3600_000; ms += 20 * 60_000) {
          suite.clock = new Date(NOW.getTime() + ms);
          expect((await call(admin, '/api/admin/contacts', withCookie(busy))).status).toBe(200);
        }
        suite.clock = new Date(NOW.getTime() + 8 * 3600_000 + 1000);
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

    describe('configuration', () => {
      it('production without the secrets: sign-in disabled (503, clear message), the reason in the log', async () => {
        setDeps({
          config: configFromEnv({ CONTEXT: 'production' }),
          now: () => suite.clock,
          store: () => Promise.resolve(suite.store),
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
          { CONTEXT: 'production', ADMIN_PASSWORD_HASH: home.passwordHash },
          { CONTEXT: 'deploy-preview', SESSION_SECRET: `deploy-preview:${SECRET}` },
          { CONTEXT: 'production', ADMIN_PASSWORD_HASH: 'plaintext-password', SESSION_SECRET: SECRET },
          { CONTEXT: 'production', ADMIN_PASSWORD_HASH: home.passwordHash, SESSION_SECRET: 'short' },
          {
            ADMIN_PASSWORD_HASH: 'scrypt:1024:8:1:c2FsdHNhbHRzYWx0c2FsdA:a2V5a2V5a2V5a2V5a2V5',
            SESSION_SECRET: SECRET,
          },
        ]) {
          setDeps({ config: configFromEnv(env), now: () => suite.clock, store: () => Promise.resolve(suite.store) });
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
          now: () => suite.clock,
          store: () => Promise.resolve(suite.store),
        });
        expect((await call<SessionAnswer>(admin, '/api/admin/session')).json.loginEnabled).toBe(false);
        expect((await call(admin, '/api/admin/login', { body: { password: PASSWORD } })).status).toBe(503);
        // Netlify's local tooling emulates Lambda but says so: the dev sign-in works there.
        setDeps({
          config: configFromEnv({ AWS_LAMBDA_FUNCTION_NAME: 'admin', NETLIFY_DEV: 'true' }),
          now: () => suite.clock,
          store: () => Promise.resolve(suite.store),
        });
        expect((await call<SessionAnswer>(admin, '/api/admin/session')).json.loginEnabled).toBe(true);
      });

      it('a fresh clone (dev, nothing set): a generated password in .data, printed once, that signs in', async () => {
        setDeps({
          config: configFromEnv({ RATE_LIMIT_PER_MINUTE: '0' }),
          now: () => suite.clock,
          store: () => Promise.resolve(suite.store),
        });
        const info = await call(admin, '/api/admin/session');
        expect(info.json).toMatchObject({
          signedIn: false,
          loginEnabled: true,
          devPasswordFile: join(home.devDir, 'dev-admin-password'),
        });
        const password = readFileSync(join(home.devDir, 'dev-admin-password'), 'utf8').trim();
        expect(password).toMatch(/^[a-z0-9]{5}(-[a-z0-9]{5}){3}$/);
        expect(readFileSync(join(home.devDir, 'dev-session-secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
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
