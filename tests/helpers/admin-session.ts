// A staff session for API suites: the suite's store behind the functions (setDeps), a clock the test
// moves, and a signed-in cookie to call /api/admin/* with. One place for what every staff-area suite sets up.

import { afterAll, beforeAll, beforeEach } from 'vitest';
import admin from '../../netlify/functions/admin';
import { hashPassword } from '../../src/server/services/staff/sign-in/password';
import { SESSION_COOKIE } from '../../src/server/admin/cookies';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { newTotp, totpCode } from '../../src/server/services/staff/sign-in/totp';
import type { Role } from '../../src/lib/staff-roles';
import type { Store } from '../../src/server/store/port';
import { call, type CallOptions, type Reply } from './http';

/**
 * The cheapest scrypt hash the server accepts (N = 2^14, the floor; r = 1 instead of 8): tests that make
 * hundreds of wrong guesses check the limits, not the cost, and spend an eighth of the CPU on them.
 */
export const TEST_SCRYPT = { N: 2 ** 14, r: 1, p: 1 };
import type { AdapterHarness } from './stores';

const PASSWORD = 'staff suite password';
const SECRET = 'staff-suite-session-secret-0123456789abcdef';

export interface StaffSuiteOptions {
  /** The clock's time at the start of each test. */
  now: Date;
  /** Settings beyond the sign-in ones (RATE_LIMIT_PER_MINUTE is 0 unless given). */
  env?: Record<string, string>;
  /** 'each' (default): a fresh store per test; 'once': one store for the whole suite (costly data). */
  store?: 'each' | 'once';
}

export interface StaffSuite {
  readonly store: Store;
  /** The time the store and the functions see; tests may move it. */
  clock: Date;
  // Functions, not methods: tests take them off the suite (`const staff = suite.staff`).
  /** `extra` with the staff session cookie. */
  staff: (extra?: CallOptions) => CallOptions;
  /** GET an admin path as staff; T: the answer expected (see call()). */
  get: <T = unknown>(path: string) => Promise<Reply<T>>;
  /** POST to an admin path as staff (with a JSON body when given); T: the answer expected (see call()). */
  post: <T = unknown>(path: string, body?: unknown) => Promise<Reply<T>>;
}

/** Register the hooks of a signed-in staff suite on `harness`; read its fields inside tests only. */
export function staffSuite(harness: AdapterHarness, options: StaffSuiteOptions): StaffSuite {
  let store: Store | null = null;
  let cookie = '';
  let passwordHash = '';
  const suite: StaffSuite = {
    get store() {
      if (!store) throw new Error('the staff suite has no store yet (read it inside a test)');
      return store;
    },
    clock: options.now,
    staff: (extra = {}) => ({ ...extra, headers: { cookie: `${SESSION_COOKIE}=${cookie}`, ...extra.headers } }),
    get: <T>(path: string) => call<T>(admin, path, suite.staff()),
    post: <T>(path: string, body?: unknown) =>
      call<T>(admin, path, suite.staff(body === undefined ? { method: 'POST' } : { body })),
  };

  async function start(): Promise<void> {
    suite.clock = options.now;
    store = await harness.create(() => suite.clock);
    const current = store;
    setDeps({
      config: configFromEnv({
        RATE_LIMIT_PER_MINUTE: '0',
        ...options.env,
        ADMIN_PASSWORD_HASH: passwordHash,
        SESSION_SECRET: SECRET,
      }),
      now: () => suite.clock,
      store: () => Promise.resolve(current),
      sleep: async () => {},
    });
    const res = await call(admin, '/api/admin/login', { body: { password: PASSWORD } });
    const match = /__Host-admin=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
    if (!match) throw new Error(`staff sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
    cookie = match[1]!;
  }

  beforeAll(async () => {
    await harness.setup();
    passwordHash = await hashPassword(PASSWORD, TEST_SCRYPT);
    if (options.store === 'once') await start();
  });
  afterAll(async () => {
    setDeps(null);
    await harness.teardown();
  });
  if (options.store !== 'once') beforeEach(start);
  return suite;
}

/** The password people set with their authenticator app in API tests (hashed cheaply, as the suite's is). */
export const APP_PASSWORD = 'copper kettle under monsoon';

/**
 * An active account of `role` for `email` with an authenticator app (set straight in the store), signed in
 * through the function with its password and code at `now`: the session cookie's value.
 */
export async function signedInWithApp(store: Store, email: string, role: Role, now: Date): Promise<string> {
  const made = await store.accounts.create({ name: `A ${role}`, email, role });
  if (!made.ok) throw new Error(`account not made: ${email}`);
  const { secret } = newTotp('Varma Trust', email);
  await store.credentials.setTotp(made.account.id, secret, await hashPassword(APP_PASSWORD, TEST_SCRYPT));
  const res = await call(admin, '/api/admin/login/totp', {
    body: { email, password: APP_PASSWORD, code: totpCode(secret, now) },
  });
  const match = /__Host-admin=([^;]+)/.exec(res.headers.get('set-cookie') ?? '');
  if (!match) throw new Error(`app sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
  return match[1]!;
}
