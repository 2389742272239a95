// Staff sign-in as an attacker drives it, over the admin function, on BOTH store adapters: limits no stranger
// can turn against staff (a refusal counts only where it was refused; a browser that signed in before keeps
// its own allowance), a code alone never signs in (and the guessing arithmetic that bounds a guesser), wrong
// codes mail the owner once, passkey options counted per network, the receipt PDF behind a step-up.
// Before: ~101 bogus passkey attempts from one address every 15 minutes made the right password, code and
// step-up answer 429 from every other network; an email and a code made a whole sign-in.

import { describe, expect, it } from 'vitest';
import admin from '../../netlify/functions/admin';
import { DEVICE_COOKIE } from '../../src/server/admin/cookies';
import { SIGN_IN_LIMITS } from '../../src/server/services/staff/sign-in/limits';
import type { Mail } from '../../src/server/notify/mail/layout';
import { deliverDue } from '../../src/server/notify/sender';
import type { Transport } from '../../src/server/notify/transport';
import { getDeps } from '../../src/server/deps';
import { WRONG_BEFORE_ALERT } from '../../src/server/services/staff/sign-in/alert';
import { totpCode, TOTP_PERIOD_SECONDS } from '../../src/server/services/staff/sign-in/totp';
import { TOTP_PASSWORD_MIN, totpPasswordProblem } from '../../src/server/services/staff/sign-in/totp-password';
import { APP_PASSWORD, signedInWithApp, staffSuite } from '../helpers/admin-session';
import { call, ORIGIN } from '../helpers/http';
import { softAuthenticator } from '../helpers/soft-authenticator';
import { allAdapters } from '../helpers/stores';
import { cookieValue, net48, withCookies } from '../helpers/staff-browser';

const NOW = new Date('2026-11-20T04:30:00.000Z');
const PASSWORD = 'staff suite password';
const SESSION = '__Host-admin';

describe('the guessing arithmetic (README, src/server/services/staff/sign-in/totp-password.ts)', () => {
  const perYear = SIGN_IN_LIMITS.perAccount * ((365 * 24 * 60 * 60_000) / SIGN_IN_LIMITS.windowMs);
  const perAttempt = 3 / 10 ** 6; // a step either side of now: 3 codes of 10^6 valid at once
  it('a code alone: ~65% a year for a guesser from any number of networks (why a code alone never signs in)', () => {
    expect(perYear).toBe(350_400);
    expect(1 - (1 - perAttempt) ** perYear).toBeCloseTo(0.65, 2);
  });
  it('a code with the person’s password: at most 1.05 x P(likeliest password) a year, under 1 in 10,000', () => {
    // Every attempt spent on the likeliest password p (the best a guesser can do; wrong parts look alike).
    const likeliest = 1e-5; // no password passing the rules is chosen by 1 person in 100,000
    const bound = perYear * perAttempt * likeliest;
    expect(bound).toBeLessThan(1e-4);
    expect(bound).toBeCloseTo(1.05e-5, 7);
    // The rules that make it so.
    expect(totpPasswordProblem('a'.repeat(TOTP_PASSWORD_MIN - 1), 'x@example.org')).toMatch(/12 characters/);
    for (const common of [
      'password12345',
      'qwertyuiop123',
      '123456789012',
      'abababababab',
      'meena.k.2026!',
      'Varma Trust 2026',
    ])
      expect(totpPasswordProblem(common, 'meena.k@example.org') ?? '', common).toMatch(/too easy/);
    expect(totpPasswordProblem(APP_PASSWORD, 'meena@example.org')).toBeNull();
  });
});

for (const { harness, skip } of allAdapters()) {
  // The 200-network drill on the embedded store and a real Redis; the REST client runs the same commands.
  const drill = harness.label.includes('REST') ? it.skip : it;
  describe.skipIf(skip)(`sign-in attacks on ${harness.label}`, () => {
    const suite = staffSuite(harness, { now: NOW });

    /** Meena (reception) with an authenticator app and a passkey; her browser's cookies after signing in. */
    async function meena() {
      const made = await suite.post<{ link: string }>('/api/admin/accounts/invite', {
        email: 'meena@example.org',
        role: 'reception',
      });
      const token = made.json.link.split('#')[1]!;
      const accepted = await call(admin, '/api/admin/invite', { body: { token, name: 'Meena' } });
      const invite = { [SESSION]: cookieValue(accepted, SESSION) };
      const start = await call<{ ceremony: string; secret: string }>(
        admin,
        '/api/admin/me/totp/start',
        withCookies(invite, { method: 'POST' }),
      );
      const { ceremony, secret } = start.json;
      const done = await call(
        admin,
        '/api/admin/me/totp',
        withCookies(invite, { body: { ceremony, password: APP_PASSWORD, code: totpCode(secret, suite.clock) } }),
      );
      expect(done.status).toBe(200);
      const browser = { [SESSION]: cookieValue(done, SESSION), [DEVICE_COOKIE]: cookieValue(done, DEVICE_COOKIE) };
      const device = softAuthenticator(new URL(ORIGIN).hostname);
      const options = await call<{ ceremony: string; options: never }>(
        admin,
        '/api/admin/me/passkeys/options',
        withCookies(browser, { method: 'POST' }),
      );
      const added = await call(
        admin,
        '/api/admin/me/passkeys',
        withCookies(browser, {
          body: {
            ceremony: options.json.ceremony,
            credential: device.register(options.json.options, ORIGIN),
            name: 'Phone',
          },
        }),
      );
      expect(added.status).toBe(200);
      return { secret, browser, device };
    }
    const nextCode = (secret: string, steps: number) =>
      totpCode(secret, new Date(suite.clock.getTime() + steps * TOTP_PERIOD_SECONDS * 1000));

    drill(
      'one network’s bogus passkeys, then 200 networks filling every ceiling: staff still sign in and step up',
      async () => {
        const { secret, browser, device } = await meena();
        // The first admin's browser signs in with the password once: it is trusted from now on.
        const firstBrowser = await call(admin, '/api/admin/login', { body: { password: PASSWORD }, ip: '192.0.2.10' });
        const firstDevice = { [DEVICE_COOKIE]: cookieValue(firstBrowser, DEVICE_COOKIE) };

        // Cheap checks first: cross-site, or not even the shape of a sign-in: refused, counted nowhere.
        for (let i = 0; i < SIGN_IN_LIMITS.perNetwork + 2; i++) {
          const bogus = { body: { ceremony: 'x', credential: { id: 'y' } }, ip: '198.51.100.1' };
          expect(
            (await call(admin, '/api/admin/login/passkey', { ...bogus, headers: { origin: 'https://evil.example' } }))
              .status,
          ).toBe(403);
          expect(
            (await call(admin, '/api/admin/login/passkey', { body: { ceremony: 'x' }, ip: '198.51.100.1' })).status,
          ).toBe(400);
          expect(
            (
              await call(admin, '/api/admin/login/totp', {
                body: { email: 'meena@example.org', code: '1' },
                ip: '198.51.100.1',
              })
            ).status,
          ).toBe(400);
        }
        // One address, 101 bogus passkey sign-ins: past its own 10 it is refused, and only it.
        const statuses: number[] = [];
        for (let i = 0; i < 101; i++) {
          statuses.push(
            (
              await call(admin, '/api/admin/login/passkey', {
                body: { ceremony: `c${i}`, credential: { id: 'y' } },
                ip: '198.51.100.1',
              })
            ).status,
          );
        }
        expect(statuses.filter((s) => s === 400)).toHaveLength(SIGN_IN_LIMITS.perNetwork);
        expect(statuses.filter((s) => s === 429)).toHaveLength(101 - SIGN_IN_LIMITS.perNetwork);

        // 200 networks (IPv6 /48s), one attempt each: wrong codes for Meena until her account's window is full,
        // then recovery codes for made-up emails past the all-networks ceiling.
        const answers = new Map<number, number>();
        for (let i = 0; i < 200; i++) {
          const ip = net48(i);
          const res =
            i < 2
              ? await call(admin, '/api/admin/login/totp', {
                  body: { email: 'meena@example.org', password: `guess ${i} of many`, code: '000000' },
                  ip,
                })
              : await call(admin, '/api/admin/login/recovery', {
                  // Her account's window is one for every code (cheap to check here: no scrypt).
                  body: {
                    email: i < SIGN_IN_LIMITS.perAccount + 2 ? 'meena@example.org' : `n${i}@example.org`,
                    code: 'AAAAA-CCCCC',
                  },
                  ip,
                });
          answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
        }
        // Checked (400) until the ceilings: 10 for Meena's account, 100 over all networks; the rest refused.
        expect(Object.fromEntries(answers)).toEqual({ 400: SIGN_IN_LIMITS.overall, 429: 200 - SIGN_IN_LIMITS.overall });
        // A new browser on a network never seen: refused (that is what the ceilings are for).
        const stranger = { ip: '203.0.113.200' };
        const refused = await call(admin, '/api/admin/login/totp', {
          ...stranger,
          body: { email: 'meena@example.org', password: APP_PASSWORD, code: nextCode(secret, 1) },
        });
        expect(refused.status).toBe(429);
        expect(
          await call(admin, '/api/admin/login', { ...stranger, body: { password: PASSWORD } }).then((r) => r.status),
        ).toBe(429);

        // Meena's own browser, on yet another network: her password and code sign in.
        const home = '203.0.113.201';
        const again = await call(
          admin,
          '/api/admin/login/totp',
          withCookies(
            { [DEVICE_COOKIE]: browser[DEVICE_COOKIE] },
            { ip: home, body: { email: 'meena@example.org', password: APP_PASSWORD, code: nextCode(secret, 1) } },
          ),
        );
        expect(again.status).toBe(200);
        // Her passkey from any network (a passkey cannot be guessed: no ceiling but the network's own).
        const begin = await call<{ ceremony: string; options: never }>(admin, '/api/admin/login/passkey/options', {
          body: {},
          ip: '203.0.113.202',
        });
        const byPasskey = await call(admin, '/api/admin/login/passkey', {
          ip: '203.0.113.202',
          body: { ceremony: begin.json.ceremony, credential: device.signIn(begin.json.options, ORIGIN) },
        });
        expect(byPasskey.status).toBe(200);
        // Her step-up, in the session she has (counted for her account only, which no stranger can reach).
        suite.clock = new Date(NOW.getTime() + 6 * 60_000);
        const session = { [SESSION]: cookieValue(again, SESSION) };
        const up = await call(
          admin,
          '/api/admin/step-up',
          withCookies(session, { ip: home, body: { method: 'totp', code: totpCode(secret, suite.clock) } }),
        );
        expect(up.status).toBe(200);
        // The first admin's trusted browser: the shared password signs in.
        const admin2 = await call(
          admin,
          '/api/admin/login',
          withCookies(firstDevice, { ip: '203.0.113.203', body: { password: PASSWORD } }),
        );
        expect(admin2.status).toBe(200);
        // A trusted browser of ANOTHER account is no pass for Meena's: counted like a stranger.
        const borrowed = await call(
          admin,
          '/api/admin/login/totp',
          withCookies(firstDevice, {
            ip: '203.0.113.204',
            body: { email: 'meena@example.org', password: 'not hers at all', code: '123456' },
          }),
        );
        expect(borrowed.status).toBe(429);
        // A trusted browser's own allowance is spent by its own wrong attempts only.
        const mine = withCookies(
          { [DEVICE_COOKIE]: browser[DEVICE_COOKIE] },
          { ip: home, body: { email: 'meena@example.org', code: 'AAAAA-CCCCC' } },
        );
        for (let i = 0; i < SIGN_IN_LIMITS.perDevice; i++)
          expect((await call(admin, '/api/admin/login/recovery', mine)).status).toBe(400);
        expect((await call(admin, '/api/admin/login/recovery', mine)).status).toBe(429);
      },
      120_000,
    );

    it('wrong codes mail the owner once a day, through the outbox, with nothing the guesser typed', async () => {
      await signedInWithApp(suite.store, 'meena@example.org', 'reception', suite.clock);
      for (let i = 0; i < WRONG_BEFORE_ALERT + 3; i++) {
        const res = await call(admin, '/api/admin/login/totp', {
          body: { email: 'meena@example.org', password: `Evil text https://evil.example ${i}`, code: '000000' },
          ip: `198.51.100.${i + 1}`,
        });
        expect(res.status).toBe(400);
      }
      const mails: Mail[] = [];
      const transport: Transport = {
        name: 'smtp',
        send: (m) => {
          mails.push(m);
          return Promise.resolve();
        },
      };
      await deliverDue(getDeps(), { limit: 50, budgetMs: 60_000, transport });
      const warnings = mails.filter((m) => m.subject.includes('Wrong sign-in attempts'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.to).toEqual(['meena@example.org']);
      expect(`${warnings[0]!.text}${warnings[0]!.html}`).not.toContain('evil');
      // More wrong codes the same day: no second mail.
      await call(admin, '/api/admin/login/totp', {
        body: { email: 'meena@example.org', password: 'again wrong one', code: '000000' },
        ip: '198.51.100.99',
      });
      mails.length = 0;
      await deliverDue(getDeps(), { limit: 50, budgetMs: 60_000, transport });
      expect(mails.filter((m) => m.subject.includes('Wrong sign-in attempts'))).toHaveLength(0);
    });

    it('passkey sign-in options are counted per network; the receipt PDF needs a step-up', async () => {
      for (let i = 0; i < SIGN_IN_LIMITS.options; i++) {
        expect((await call(admin, '/api/admin/login/passkey/options', { body: {}, ip: '198.51.100.7' })).status).toBe(
          200,
        );
      }
      expect((await call(admin, '/api/admin/login/passkey/options', { body: {}, ip: '198.51.100.7' })).status).toBe(
        429,
      );
      expect((await call(admin, '/api/admin/login/passkey/options', { body: {}, ip: '198.51.100.8' })).status).toBe(
        200,
      );

      const pdf = `/api/admin/receipts/${crypto.randomUUID()}/pdf`;
      expect((await suite.post(pdf)).status).toBe(404); // fresh: through to the handler (no such receipt)
      suite.clock = new Date(NOW.getTime() + 6 * 60_000);
      const stale = await suite.post(pdf);
      expect(stale.status).toBe(403);
      expect(stale.json).toMatchObject({ stepUp: true });
    });
  });
}
