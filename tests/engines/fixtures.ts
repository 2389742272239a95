/**
 * The engine tests' fixtures. Playwright runs them (its runner, its `request` to the server, its reports)
 * but never its own browser: `driver` drives Firefox ESR or WebKit (./firefox.ts, ./webkit.ts) through
 * ./driver.ts.
 *
 *   engine       which engine a group of tests uses (`test.use({ engine })`)
 *   browsers     the engines' browsers of the worker: each started once, when a test first needs it, and
 *                closed when the worker ends
 *   driver       a fresh page in it for each test; a screenshot goes into the report when the test fails
 *   appointments the test's own date and free slots, cleared when it ends (tests/e2e/helpers/slots.ts)
 */
import { writeFile } from 'node:fs/promises';
import { test as base, expect } from '@playwright/test';
import { Appointments } from '../e2e/helpers/slots';
import type { Driver } from './driver';
import { findFirefox, findWebKit, type EngineBrowser, type EngineName } from './engines';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

async function launch(engine: EngineName): Promise<EngineBrowser> {
  const programs = engine === 'firefox' ? findFirefox() : findWebKit();
  // The tests of a missing engine are skipped before they ask for it (see the spec); this is a misuse.
  if (typeof programs === 'string') throw new Error(programs);
  return 'firefox' in programs ? launchFirefox(programs.firefox) : launchWebKit(programs);
}

/** The engines' browsers of one worker: each started when a test first asks for it, all closed at the end. */
class WorkerBrowsers {
  readonly #started = new Map<EngineName, Promise<EngineBrowser>>();
  readonly #worker: number;

  constructor(worker: number) {
    this.#worker = worker;
  }

  get(engine: EngineName): Promise<EngineBrowser> {
    let browser = this.#started.get(engine);
    if (!browser) {
      browser = launch(engine).then((started) => {
        console.log(`[worker ${this.#worker}] ${engine}: ${started.version}`);
        return started;
      });
      this.#started.set(engine, browser);
    }
    return browser;
  }

  async closeAll() {
    for (const browser of this.#started.values()) await (await browser.catch(() => null))?.close();
  }
}

export const test = base.extend<
  { engine: EngineName; driver: Driver; appointments: Appointments },
  { browsers: WorkerBrowsers }
>({
  // Set per group of tests: `test.use({ engine })`.
  engine: ['firefox', { option: true }],
  browsers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern
    async ({}, use, workerInfo) => {
      const browsers = new WorkerBrowsers(workerInfo.workerIndex);
      try {
        await use(browsers);
      } finally {
        await browsers.closeAll();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  driver: async ({ engine, browsers, baseURL }, use, testInfo) => {
    // Starting a browser is the worker's business: the time it takes is not the first test's.
    const asked = Date.now();
    testInfo.setTimeout(testInfo.timeout + 60_000);
    const browser = await browsers.get(engine);
    testInfo.setTimeout(testInfo.timeout - 60_000 + (Date.now() - asked));
    const driver = await browser.newDriver(baseURL!);
    try {
      await use(driver);
      if (testInfo.status !== testInfo.expectedStatus) {
        // What the page showed when the test failed: a screenshot and its text, beside the test's report.
        const shot = await driver.screenshot().catch(() => null);
        if (shot) {
          await writeFile(testInfo.outputPath('screenshot.png'), shot);
          await testInfo.attach('screenshot', {
            path: testInfo.outputPath('screenshot.png'),
            contentType: 'image/png',
          });
        }
        const page = await driver
          .evaluate(() => {
            const shown = (el: Element) => el.getClientRects().length > 0;
            const controls = [...document.querySelectorAll('input, select, textarea, button')]
              .filter(shown)
              .map((el) => {
                const c = el as HTMLInputElement;
                const what =
                  el instanceof HTMLButtonElement
                    ? `button "${c.innerText.trim()}"`
                    : `${el.tagName.toLowerCase()}#${c.id}`;
                return `${what}${el instanceof HTMLButtonElement ? '' : ` = "${c.value}"`}${c.disabled ? ' (disabled)' : ''}`;
              });
            return `${location.href}\n\n${document.body.innerText}\n\nControls:\n${controls.join('\n')}`;
          })
          .catch((error: unknown) => `(the page could not be read: ${String(error)})`);
        const errors = await driver.pageErrors().catch(() => []);
        await writeFile(testInfo.outputPath('page.txt'), `${page}\n\npage errors: ${JSON.stringify(errors)}\n`);
        await testInfo.attach('page', { path: testInfo.outputPath('page.txt'), contentType: 'text/plain' });
      }
    } finally {
      await driver.close();
    }
  },
  appointments: async ({ request }, use, testInfo) => {
    const appointments = new Appointments(request, testInfo);
    await use(appointments);
    await appointments.clear();
  },
});

export { expect };
