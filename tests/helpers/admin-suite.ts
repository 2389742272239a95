// The admin endpoints' suites (tests/api/admin-sign-in, admin-sessions and admin-records), each file run against
// every store adapter: a handlers suite (./handlers-suite: its own stores, a fresh one per test, a clock the test
// moves, the test's log lines) with the sign-in settings, the session cookie, and a folder of the file's own for
// the dev credentials.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import admin from '../../netlify/functions/admin';
import lists from '../../netlify/functions/lists';
import { setDevCredentialsHome } from '../../src/server/config/dev-credentials';
import { hashPassword } from '../../src/server/services/staff/sign-in/password';
import { SESSION_COOKIE } from '../../src/server/admin/cookies';
import { call, type CallOptions, type Handler } from './http';
import { TEST_SCRYPT } from './admin-session';
import { handlersSuite, type HandlersSuite } from './handlers-suite';
import type { AdapterHarness } from './stores';
import { donationBody, personBody } from './bodies';

// Friday 2026-11-20, 10:00 in India, as for the public endpoints.
export { NOW } from './handlers-suite';
export const PASSWORD = 'correct horse battery staple';
export const SECRET = 'test-session-secret-0123456789-abcdefghijklmnop';
export const LISTS = ['callbacks', 'bookings', 'contacts', 'donations'] as const;
export const LEGACY: [Handler, string][] = [
  [lists, '/api/callbacks'],
  [lists, '/api/contact'],
  [lists, '/api/donation'],
  [lists, '/api/booking'],
];

export const person = personBody;
export const donationOk = { ...donationBody, uname: 'ரவி குமார்', amount: '60000', panno: 'ABCDE1234F' };

/** The cookie's value from a Set-Cookie header. */
export function cookieOf(res: { headers: Headers }): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(header);
  if (!match) throw new Error(`no session cookie in ${JSON.stringify(header)}`);
  return match[1]!;
}

export const withCookie = (token: string, extra: CallOptions = {}): CallOptions => ({
  ...extra,
  headers: { cookie: `other=1; ${SESSION_COOKIE}=${token}`, ...extra.headers },
});

/** Sign in with the staff password (from `ip` when given): the session cookie's value. */
export async function signIn(ip?: string): Promise<string> {
  const res = await call(admin, '/api/admin/login', { body: { password: PASSWORD }, ...(ip ? { ip } : {}) });
  expect(res.status).toBe(200);
  return cookieOf(res);
}

export interface AdminHome {
  /** PASSWORD's hash (set before the file's tests). */
  readonly passwordHash: string;
  /** The folder the dev credentials are kept in for the file. */
  readonly devDir: string;
  /** What the dev credentials printed to the developer (one array for the whole file). */
  readonly devNotices: string[];
}

/** Register a file's hooks (at its top level): PASSWORD's hash, and a temp folder for the dev credentials. */
export function adminHome(): AdminHome {
  const home = { passwordHash: '', devDir: '', devNotices: [] as string[] };
  beforeAll(async () => {
    home.passwordHash = await hashPassword(PASSWORD, TEST_SCRYPT);
    home.devDir = mkdtempSync(join(tmpdir(), 'vt-admin-dev-'));
    setDevCredentialsHome({ dir: home.devDir, notice: (text) => home.devNotices.push(text) });
  });
  afterAll(() => {
    setDevCredentialsHome(null);
    rmSync(home.devDir, { recursive: true, force: true });
  });
  return home;
}

/**
 * Register the hooks of an admin suite on `harness` (call it inside the adapter's describe): a handlers suite
 * whose useDeps(env) gives the sign-in settings (PASSWORD's hash, SECRET, no rate limit) with `env` over them.
 */
export function adminSuite(harness: AdapterHarness, home: AdminHome): HandlersSuite {
  return handlersSuite(harness, {
    settings: (env = {}) => ({
      RATE_LIMIT_PER_MINUTE: '0',
      ADMIN_PASSWORD_HASH: home.passwordHash,
      SESSION_SECRET: SECRET,
      ...env,
    }),
    sleep: () => Promise.resolve(),
  });
}
