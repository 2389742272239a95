import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, headlessPath } from './scripts/lib/chromium.mjs';
import { whatsappPreviewEnv } from './tests/e2e/helpers/phone-env';

/**
 * Browser tests run against the production build served like Netlify serves it (`npm run preview`:
 * dist/ + functions + _redirects + headers). The build is made once by `npm test` (or by hand) first;
 * set E2E_BUILD=1 to have Playwright build before serving.
 */
const port = Number(process.env.E2E_PORT ?? 8890);
export const baseURL = process.env.BASE_URL ?? `http://127.0.0.1:${port}`;
// Without REDIS_URL the preview uses the embedded store: give every run a fresh database file, shared by the
// server and the tests' own store reads (workers inherit this process's environment).
process.env.EMBEDDED_DB_PATH ??= `.data/e2e-${Date.now()}.sqlite`;

export default defineConfig({
  testDir: 'tests',
  testMatch: /(e2e|faults|cms)\/.*\.spec\.ts$/,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Every core, with CI or without: tests own their data (dates, slots, names), so they run side by side.
  workers: Number(process.env.E2E_WORKERS) || availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  // A test that passed only on its retry fails the run: the retry is there for its trace, not to hide a flake.
  failOnFlakyTests: true,
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
      ? [['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE }] as ['json', { outputFile: string }]]
      : []),
  ],
  use: {
    baseURL,
    // A trace (DOM snapshots and a screencast of every step) costs every test a fifth of its time: only the retry of
    // a failed test records one, for reading after the run.
    trace: 'on-first-retry',
    launchOptions: { executablePath: headlessPath, args: chromiumFlags },
  },
  projects: [
    {
      name: 'desktop',
      testDir: 'tests/e2e',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 } },
    },
    {
      name: 'mobile',
      // A low-end Android phone's viewport, in Chromium (the only browser this machine has).
      testDir: 'tests/e2e',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 } },
      grep: /@mobile/,
    },
    {
      // The outage drill: its own redis-server and preview server (see tests/faults/outage.spec.ts).
      name: 'faults',
      testDir: 'tests/faults',
      // Its own folder: the browser run's traces and error pages stay for reading after `npm test`.
      outputDir: 'test-results/faults',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 } },
    },
    {
      // The content editors' CMS over its local backend and a dev server of its own (tests/cms/editor.spec.ts).
      name: 'cms',
      testDir: 'tests/cms',
      outputDir: 'test-results/cms',
      // Decap's bundle through a cold dev server, beside the outage drill: what the CMS shows next can take
      // longer than a built page's 7 s on a busy machine (each wait is still for a state).
      expect: { timeout: 20_000 },
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 850 } },
    },
    {
      // The patient's paths in Firefox ESR and WebKit (tests/engines): the tests drive those browsers
      // themselves (puppeteer-core, WebDriver) in a 1366×850 window, never Playwright's Chromium.
      name: 'engines',
      testDir: 'tests/engines',
      testMatch: /\.spec\.ts$/,
      outputDir: 'test-results/engines',
    },
  ],
  // The outage drill (project 'faults') runs its own servers; E2E_NO_WEBSERVER keeps a second preview of the
  // same checkout from running beside it (previews share .netlify/functions-serve).
  webServer:
    process.env.BASE_URL || process.env.E2E_NO_WEBSERVER
      ? undefined
      : {
          command: `${process.env.E2E_BUILD ? 'npm run build && ' : ''}node scripts/preview.mjs`,
          url: `${baseURL}/api/health`,
          // The preview inherits the store settings (REDIS_URL in `npm test`, else the embedded store). The
          // rate limit stays on, set high enough that parallel tests from one IP never meet it.
          env: {
            ...(process.env as Record<string, string>),
            PORT: String(port),
            RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '600',
            // Every browser test books from 127.0.0.1, many with the same sample phone number: the booking
            // limits (tested against both stores in tests/api/booking-limits.test.ts) are off here.
            BOOKING_LIMIT_PHONE_PER_DAY: process.env.BOOKING_LIMIT_PHONE_PER_DAY ?? '0',
            BOOKING_LIMIT_PHONE_AHEAD: process.env.BOOKING_LIMIT_PHONE_AHEAD ?? '0',
            BOOKING_LIMIT_NETWORK_PER_DAY: process.env.BOOKING_LIMIT_NETWORK_PER_DAY ?? '0',
            // So do the mail caps (tests/api/mail-caps.test.ts): a whole run's tests mail the one staff
            // address far past a clinic day's ceiling, and share sample patients' addresses.
            MAIL_CAP_PER_RECIPIENT: process.env.MAIL_CAP_PER_RECIPIENT ?? '0',
            MAIL_CAP_STAFF_INSTANT: process.env.MAIL_CAP_STAFF_INSTANT ?? '0',
            // WhatsApp goes to a fake Cloud API that tests/e2e/phone.spec.ts runs beside the preview (a booking
            // that opts in while no fake listens only waits in the outbox, retried like any failed message).
            ...whatsappPreviewEnv(port),
          },
          reuseExistingServer: !process.env.CI,
          timeout: 180_000,
        },
});
