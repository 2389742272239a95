// The public endpoints' suites (tests/api/handlers-*.test.ts), each file run against every store adapter:
// the store behind the functions (setDeps), a clock the test moves, the log lines of the test, and post().
// Each file's suites start their own stores (a temp SQLite file, their own redis-server), a fresh one per test.
// The admin suites (./admin-suite) are handlers suites with the sign-in settings.

import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { setDeps } from '../../src/server/deps';
import { configFromEnv } from '../../src/server/config/app-config';
import { setLogSink } from '../../src/server/log';
import type { Store } from '../../src/server/store/port';
import { call, type CallOptions, type Handler } from './http';
import type { AdapterHarness } from './stores';
import { donationBody, legacyPersonBody, personBody } from './bodies';

// Friday 2026-11-20, 10:00 in India.
export const NOW = new Date('2026-11-20T04:30:00.000Z');

export const person = personBody;
export const legacyPerson = legacyPersonBody;
export const donationOk = donationBody;

export interface HandlersSuite {
  /** The test's fresh store (read it inside a test). */
  readonly store: Store;
  /** The time the store and the functions see; tests may move it. */
  clock: Date;
  /** The log lines of the current test (one array, emptied before each test). */
  readonly logs: string[];
  /** The functions' settings from `env` (see HandlersSuiteOptions), and the store they use. */
  useDeps: (env?: Record<string, string>, storeOverride?: () => Promise<Store>) => void;
}

export interface HandlersSuiteOptions {
  /** The settings useDeps(env) gives the functions: by default `env`, or RATE_LIMIT_PER_MINUTE 0 without one. */
  settings?: (env?: Record<string, string>) => Record<string, string>;
  /** The functions' sleep (the real one unless given). */
  sleep?: (ms: number) => Promise<void>;
}

/** Register the hooks of a handlers suite on `harness` (call it inside the adapter's describe). */
export function handlersSuite(harness: AdapterHarness, options: HandlersSuiteOptions = {}): HandlersSuite {
  const { settings = (env = { RATE_LIMIT_PER_MINUTE: '0' }) => env, sleep } = options;
  let store: Store | null = null;
  const suite: HandlersSuite = {
    get store() {
      if (!store) throw new Error('the suite has no store yet (read it inside a test)');
      return store;
    },
    clock: NOW,
    logs: [],
    useDeps: (env, storeOverride) => {
      setDeps({
        config: configFromEnv(settings(env)),
        now: () => suite.clock,
        store: storeOverride ?? (() => Promise.resolve(suite.store)),
        ...(sleep ? { sleep } : {}),
      });
    },
  };

  beforeAll(async () => {
    await harness.setup();
  });
  afterAll(async () => {
    setDeps(null);
    setLogSink(null);
    await harness.teardown();
  });
  beforeEach(async () => {
    suite.clock = NOW;
    store = await harness.create(() => suite.clock);
    suite.useDeps();
    suite.logs.length = 0;
    setLogSink((_level, line) => suite.logs.push(line));
  });
  afterEach(() => {
    setLogSink(null);
  });
  return suite;
}

/** POST `body` (every answer is JSON, never cached); T: the answer expected (see call()). */
export async function post<T = unknown>(handler: Handler, path: string, body: unknown, extra: CallOptions = {}) {
  const res = await call<T>(handler, path, { body, ...extra });
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return res;
}
