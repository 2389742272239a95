import { test as base, expect, type Locator, type Page, type Response } from '@playwright/test';
import { Appointments } from './helpers/slots';

/**
 * Every browser test imports `test` from here. By default the welcome splash is marked as already seen for
 * the session (as it is for a visitor after their first page), so it never covers what a test clicks.
 * Tests of the splash itself opt in with `test.use({ splash: true })`.
 *
 * `appointments`: the test's own appointment date and free slots on it, cleared when the test ends (see
 * helpers/slots.ts). Every test that books or looks at free times takes its slots from here.
 */
export const test = base.extend<{ splash: boolean; appointments: Appointments }>({
  splash: [false, { option: true }],
  appointments: async ({ request }, use, testInfo) => {
    const appointments = new Appointments(request, testInfo);
    await use(appointments);
    await appointments.clear();
  },
  page: async ({ page, splash }, use) => {
    if (!splash) {
      await page.addInitScript(() => {
        try {
          window.sessionStorage.setItem('splash-seen', '1');
        } catch {
          /* opaque origins (about:blank) have no storage */
        }
      });
    }
    await use(page);
  },
});

export { expect };

/**
 * Click `button` and wait for the server's answer to the POST it sends to `path`: what the page shows next
 * depends on that answer, and a local server under a full test run can take several seconds to give it.
 */
export async function submitAndAnswer(page: Page, button: Locator, path: string): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST'),
    button.click(),
  ]);
  return response;
}

/** Fail the test on any console error or CSP violation the page reports. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Wake the client:interaction island `control` is in as a visitor's first touch does (focus inside it), and
 * wait until Astro has handed it to React (its <astro-island> drops the `ssr` attribute). Only for what is
 * there once awake (dates from today's clock, slots); typing and pressing need no wake: they wake it.
 */
/**
 * Listen for `form`'s ready signal (island-ready, sent once React has the form and its first effect has run,
 * src/islands/forms/useForm.ts) before whatever wakes it, and return the wait for it. The listener goes in
 * first: a form served fast can wake and signal before a listener added alongside the wake arrives.
 *
 *   const ready = await listenForReady(form);
 *   await name.fill('Meena'); // wakes it
 *   await ready();
 */
export async function listenForReady(form: Locator): Promise<() => Promise<void>> {
  await form.evaluate((el) => {
    (el as HTMLElement & { ready?: Promise<void> }).ready = new Promise<void>((resolve) =>
      el.addEventListener('island-ready', () => resolve(), { once: true }),
    );
  });
  return () => form.evaluate((el) => (el as HTMLElement & { ready?: Promise<void> }).ready);
}

export async function wake(control: Locator) {
  await control.focus();
  await expect(control.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', '', { timeout: 20_000 });
}
