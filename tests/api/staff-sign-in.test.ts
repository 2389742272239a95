// Staff sign-in with accounts through the admin function, on BOTH store adapters: an invited
// person's first session may only add a factor; a first factor (authenticator app or passkey) comes with ten
// recovery codes and a full session; TOTP, passkey and recovery-code sign-in; each WebAuthn challenge is used
// once; a step-up within 5 minutes before exports and account changes; one's own devices and passkeys (never
// the last way in); a disabled person is signed out at once; the shared password ends only for an admin who
// can sign in without it.

import { describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import type { AccountAnswer, FactorAdded, InviteMade, SessionAnswer } from '../../src/lib/staff-api';
import type { DeviceSession, MeAnswer } from '../../src/lib/staff-api';
import { totpCode } from '../../src/server/services/staff/sign-in/totp';
import { staffSuite } from '../helpers/admin-session';
import { call, ORIGIN, refusal } from '../helpers/http';
import { softAuthenticator } from '../helpers/soft-authenticator';
import { allAdapters } from '../helpers/stores';
import { as, cookieOf, type Ceremony } from '../helpers/staff-browser';

const NOW = new Date('2026-11-20T04:30:00.000Z');
/** The password each person chooses with their authenticator app in these tests. */
const APP_PASSWORD = 'copper kettle under monsoon';
const MINUTE = 60_000;

for (const { harness, skip } of allAdapters()) {
  describe.skipIf(skip)(`staff sign-in on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW });

    /** An admin invites `email` as `role`; the person accepts: their invite-only session's cookie. */
    async function invited(email: string, role: string, name = 'Meena') {
      const made = await suite.post<InviteMade>('/api/admin/accounts/invite', { email, role });
      expect(made.status).toBe(200);
      const token = made.json.link.split('#')[1]!;
      const accepted = await call<AccountAnswer>(admin, '/api/admin/invite', { body: { token, name } });
      expect(accepted.status).toBe(200);
      return { cookie: cookieOf(accepted), account: accepted.json.account };
    }

    /** Set up an authenticator app in a session: its secret, the recovery codes and the cookie after it. */
    async function withTotp(cookie: string) {
      const start = await as(cookie).post<{ ceremony: string; secret: string; uri: string }>(
        '/api/admin/me/totp/start',
      );
      expect(start.status).toBe(200);
      expect(start.json.uri).toMatch(/^otpauth:\/\/totp\//);
      const wrong = await as(cookie).post('/api/admin/me/totp', {
        ceremony: start.json.ceremony,
        code: '000000',
        password: APP_PASSWORD,
      });
      expect(wrong.status).toBe(400);
      const code = totpCode(start.json.secret, suite.clock);
      // Without a password of the person's own, or with a common one: refused, the set-up still open.
      for (const password of [undefined, 'short one', 'password12345', 'qwertyuiopas']) {
        const refused = await as(cookie).post('/api/admin/me/totp', { ceremony: start.json.ceremony, code, password });
        expect(refused.status, String(password)).toBe(400);
        expect(refusal(refused).fields).toHaveProperty('password');
      }
      const done = await as(cookie).post<FactorAdded>('/api/admin/me/totp', {
        ceremony: start.json.ceremony,
        code,
        password: APP_PASSWORD,
      });
      expect(done.status).toBe(200);
      const next = done.headers.get('set-cookie') ? cookieOf(done) : cookie;
      return { secret: start.json.secret, codes: done.json.recoveryCodes ?? [], cookie: next };
    }

    const totpSignIn = (email: string, code: string, ip?: string, password = APP_PASSWORD) =>
      call(admin, '/api/admin/login/totp', { body: { email, password, code }, ...(ip ? { ip } : {}) });

    it('an invited receptionist adds an authenticator app, signs in with it and reaches reception only', async () => {
      const { cookie, account } = await invited('meena@example.org', 'reception');
      // Before a factor: only their own sign-in.
      expect((await as(cookie).get('/api/admin/bookings')).status).toBe(403);
      const info = await as(cookie).get<SessionAnswer>('/api/admin/session');
      expect(info.json).toMatchObject({ signedIn: true, method: 'invite', permissions: [] });

      const { secret, codes, cookie: full } = await withTotp(cookie);
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      expect(full).not.toBe(cookie);
      // The invite's session ended with it; the new one is a full reception session.
      expect((await as(cookie).get('/api/admin/session')).json).toMatchObject({ signedIn: false });
      expect((await as(full).get('/api/admin/bookings')).status).toBe(200);
      expect((await as(full).get('/api/admin/donations')).status).toBe(403);
      expect((await as(full).get('/api/admin/accounts')).status).toBe(403);
      expect((await as(full).get<MeAnswer>('/api/admin/me')).json).toMatchObject({ totp: true, recoveryCodesLeft: 10 });

      // Later, from another device: the app's next code signs in; the same code again does not.
      suite.clock = new Date(NOW.getTime() + 2 * MINUTE);
      const code = totpCode(secret, suite.clock);
      // The code with a wrong password, or none: refused like a wrong code, and the code is not spent.
      const noPassword = await call(admin, '/api/admin/login/totp', { body: { email: 'meena@example.org', code } });
      expect(noPassword.status).toBe(400);
      const wrongPassword = await totpSignIn('meena@example.org', code, undefined, 'copper kettle under monsoons');
      expect(wrongPassword.status).toBe(400);
      const signedIn = await totpSignIn('MEENA@example.org', code);
      expect(signedIn.status).toBe(200);
      const again = await totpSignIn('meena@example.org', code);
      expect(again.status).toBe(400);
      // A wrong code and an unknown email look the same.
      expect(refusal(await totpSignIn('nobody@example.org', '123456')).error).toBe(refusal(again).error);
      expect(refusal(wrongPassword).error).toBe(refusal(again).error);
      const devices = await as(cookieOf(signedIn)).get<{ sessions: DeviceSession[] }>('/api/admin/me/sessions');
      expect(devices.json.sessions.map((s) => s.method).sort()).toEqual(['totp', 'totp']);
      expect(devices.json.sessions.filter((s) => s.current)).toHaveLength(1);
      expect(account.role).toBe('reception');
    });

    it('a recovery code signs in once; a disabled person is signed out at once and cannot sign in', async () => {
      const { account, cookie } = await invited('ravi@example.org', 'practitioner', 'Ravi');
      const { codes, cookie: full } = await withTotp(cookie);
      const used = await call<{ recoveryCodesLeft: number }>(admin, '/api/admin/login/recovery', {
        body: { email: 'ravi@example.org', code: codes[3]!.toLowerCase() },
      });
      expect(used.status).toBe(200);
      expect(used.json.recoveryCodesLeft).toBe(9);
      const twice = await call(admin, '/api/admin/login/recovery', {
        body: { email: 'ravi@example.org', code: codes[3] },
      });
      expect(twice.status).toBe(400);
      const recovered = cookieOf(used);
      expect((await as(recovered).get('/api/admin/schedule')).status).toBe(200);

      // The admin's change needs a step-up: the suite's password session began at NOW; 6 minutes on it is stale.
      suite.clock = new Date(NOW.getTime() + 6 * MINUTE);
      const stale = await suite.post(`/api/admin/accounts/${account.id}`, { status: 'disabled' });
      expect(stale.status).toBe(403);
      expect(stale.json).toMatchObject({ stepUp: true });
      expect((await as(full).get('/api/admin/schedule')).status).toBe(200);
      const stepped = await suite.post('/api/admin/step-up', { method: 'password', password: 'staff suite password' });
      expect(stepped.status).toBe(200);
      expect((await suite.post(`/api/admin/accounts/${account.id}`, { status: 'disabled' })).status).toBe(200);
      // Every session of theirs is over at once, and no factor signs them in.
      expect((await as(full).get('/api/admin/schedule')).status).toBe(401);
      expect((await as(recovered).get('/api/admin/schedule')).status).toBe(401);
      const refused = await call(admin, '/api/admin/login/recovery', {
        body: { email: 'ravi@example.org', code: codes[4] },
      });
      expect(refused.status).toBe(400);
    });

    it('passkeys: enrol, sign in, a challenge is used once, a step-up with the passkey', async () => {
      const { cookie } = await invited('priya@example.org', 'accounts', 'Priya');
      const device = softAuthenticator(new URL(ORIGIN).hostname);
      const options = await as(cookie).post<Ceremony>('/api/admin/me/passkeys/options');
      expect(options.status).toBe(200);
      const credential = device.register(options.json.options, ORIGIN);
      const added = await as(cookie).post<FactorAdded>('/api/admin/me/passkeys', {
        ceremony: options.json.ceremony,
        credential,
        name: 'Priya phone',
      });
      expect(added.status).toBe(200);
      expect(added.json.passkey).toMatchObject({ name: 'Priya phone', lastUsedAt: null });
      expect(added.json.recoveryCodes).toHaveLength(10);
      // The same ceremony again: gone.
      const replay = await as(cookieOf(added)).post('/api/admin/me/passkeys', {
        ceremony: options.json.ceremony,
        credential,
        name: 'Again',
      });
      expect(replay.status).toBe(400);

      const begin = await call<Ceremony>(admin, '/api/admin/login/passkey/options', { body: {} });
      const answer = device.signIn(begin.json.options, ORIGIN);
      const signedIn = await call(admin, '/api/admin/login/passkey', {
        body: { ceremony: begin.json.ceremony, credential: answer },
      });
      expect(signedIn.status).toBe(200);
      const again = await call(admin, '/api/admin/login/passkey', {
        body: { ceremony: begin.json.ceremony, credential: device.signIn(begin.json.options, ORIGIN) },
      });
      expect(again.status).toBe(400);
      const mine = as(cookieOf(signedIn));
      expect((await mine.get('/api/admin/donations')).status).toBe(200);
      expect((await mine.get('/api/admin/bookings')).status).toBe(403);

      suite.clock = new Date(NOW.getTime() + 6 * MINUTE);
      const stale = await mine.post('/api/admin/export/donations');
      expect(stale.status).toBe(403);
      expect(stale.json).toMatchObject({ stepUp: true });
      // A password step-up is only the shared password's own session's.
      expect(
        (await mine.post('/api/admin/step-up', { method: 'password', password: 'staff suite password' })).status,
      ).toBe(400);
      const up = await mine.post<Ceremony>('/api/admin/step-up/options');
      const proof = device.signIn(up.json.options, ORIGIN);
      expect(
        (await mine.post('/api/admin/step-up', { method: 'passkey', ceremony: up.json.ceremony, credential: proof }))
          .status,
      ).toBe(200);
      expect((await mine.post('/api/admin/export/donations')).status).toBe(200);
      // The export was audited, naming the person.
      const [line] = await suite.store.audit.list({ limit: 1 });
      expect(line).toMatchObject({ action: 'export', kind: 'donations', by: 'Priya' });
    });

    it('a person removes one of their passkeys after a step-up, never their last way in', async () => {
      const { cookie } = await invited('anil@example.org', 'reception', 'Anil');
      const device = softAuthenticator(new URL(ORIGIN).hostname);
      const options = await as(cookie).post<Ceremony>('/api/admin/me/passkeys/options');
      const credential = device.register(options.json.options, ORIGIN);
      const added = await as(cookie).post<FactorAdded>('/api/admin/me/passkeys', {
        ceremony: options.json.ceremony,
        credential,
        name: 'Anil phone',
      });
      const mine = as(cookieOf(added));
      const path = `/api/admin/me/passkeys/${encodeURIComponent(added.json.passkey!.id)}`;
      // Their only way in: refused, kept.
      const last = await mine.del(path);
      expect(last.status).toBe(409);
      expect(refusal(last).error).toContain('only way to sign in');
      // Someone else's passkey is not theirs to remove (the admin's session is fresh now).
      expect((await call(admin, path, suite.staff({ method: 'DELETE' }))).status).toBe(404);
      const { secret } = await withTotp(cookieOf(added));
      // Later, the session's proof is stale: a step-up first.
      suite.clock = new Date(NOW.getTime() + 6 * MINUTE);
      const stale = await mine.del(path);
      expect(stale.status).toBe(403);
      expect(stale.json).toMatchObject({ stepUp: true });
      const code = totpCode(secret, suite.clock);
      expect((await mine.post('/api/admin/step-up', { method: 'totp', code })).status).toBe(200);
      expect((await mine.del(path)).status).toBe(200);
      expect((await mine.get<MeAnswer>('/api/admin/me')).json).toMatchObject({ passkeys: [], totp: true });
      expect((await mine.del(path)).status).toBe(404);
      const lines = await suite.store.audit.list({ limit: 5 });
      expect(lines.find((l) => l.action === 'account.passkeyRemoved')).toMatchObject({ by: 'Anil' });
      // The removed passkey signs in no more.
      const begin = await call<Ceremony>(admin, '/api/admin/login/passkey/options', { body: {} });
      const answer = device.signIn(begin.json.options, ORIGIN);
      const refused = await call(admin, '/api/admin/login/passkey', {
        body: { ceremony: begin.json.ceremony, credential: answer },
      });
      expect(refused.status).toBe(400);
    });

    it('own devices: the list, and signing one out', async () => {
      const { cookie } = await invited('kala@example.org', 'reception', 'Kala');
      const { secret, cookie: first } = await withTotp(cookie);
      suite.clock = new Date(NOW.getTime() + MINUTE);
      const second = cookieOf(await totpSignIn('kala@example.org', totpCode(secret, suite.clock)));
      const list = await as(first).get<{ sessions: DeviceSession[] }>('/api/admin/me/sessions');
      expect(list.json.sessions).toHaveLength(2);
      const other = list.json.sessions.find((s) => !s.current)!;
      expect((await as(first).post(`/api/admin/me/sessions/${other.id}/sign-out`)).status).toBe(200);
      expect((await as(second).get('/api/admin/bookings')).status).toBe(401);
      expect((await as(first).post(`/api/admin/me/sessions/${other.id}/sign-out`)).status).toBe(404);
      expect((await as(first).get('/api/admin/bookings')).status).toBe(200);
    });

    it('the shared password ends only for an admin who can sign in without it', async () => {
      const refused = await suite.post('/api/admin/accounts/password/end');
      expect(refused.status).toBe(409);
      // The first admin adds an authenticator app in their password session, then ends the password.
      const { cookie, secret } = await withTotp(cookieFromSuite());
      expect(cookie).toBe(cookieFromSuite());
      // Another browser signed in with the password, and one with the app.
      const other = cookieOf(await call(admin, '/api/admin/login', { body: { password: 'staff suite password' } }));
      suite.clock = new Date(NOW.getTime() + MINUTE);
      const me = await suite.get<MeAnswer>('/api/admin/me');
      const byApp = await totpSignIn(me.json.account.email, totpCode(secret, suite.clock));
      expect(byApp.status).toBe(200);
      expect((await suite.post('/api/admin/accounts/password/end')).status).toBe(200);
      expect((await call(admin, '/api/admin/login', { body: { password: 'staff suite password' } })).status).toBe(403);
      // Every session the password began is over at once, the one that ended it too; the app's goes on.
      expect((await suite.get('/api/admin/accounts')).status).toBe(401);
      expect((await as(other).get('/api/admin/accounts')).status).toBe(401);
      expect((await as(cookieOf(byApp)).get('/api/admin/accounts')).status).toBe(200);
      const lines = await suite.store.audit.list({ limit: 5 });
      expect(lines.find((l) => l.action === 'account.passwordEnded')).toMatchObject({ by: 'First admin', count: 2 });
    });

    function cookieFromSuite(): string {
      const header = suite.staff().headers?.cookie ?? '';
      return header.split('=')[1] ?? '';
    }
  });
}
