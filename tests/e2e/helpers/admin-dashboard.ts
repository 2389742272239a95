/**
 * The staff dashboard (/admin) helpers for tests/e2e/admin-*.spec.ts: a patient `expect`, a signed-in test
 * (`signedIn`: a staff session per test), unique record names, and the dashboard's tables found, loaded and
 * searched.
 *
 * The password: E2E_ADMIN_PASSWORD when the preview runs with an ADMIN_PASSWORD_HASH, else the dev password
 * the server generates on a fresh clone (.data/dev-admin-password, created on the first admin request).
 * Each signed-in test signs in (right passwords are never counted toward the sign-in limits).
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test as base, expect as baseExpect } from '../fixtures';
import { adminPassword, searchTable } from './admin';

// Each table is its own function call: on a busy machine the preview can take a while to answer all four.
export const expect = baseExpect.configure({ timeout: 20_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const unique = (label: string) => `E2E ${label} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * A staff session per test (the first admin, by the shared password): the signed-in tests start with its
 * cookie. Per test, not per worker: exports and PANs want a sign-in or step-up within 5 minutes.
 */
export const signedIn = base.extend<{ adminState: StorageState }>({
  adminState: async ({ browser }, use, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const password = await adminPassword(context.request);
    const res = await context.request.post('/api/admin/login', { data: { password } });
    expect(res.status(), 'staff sign-in for the test').toBe(200);
    await use(await context.storageState());
    await context.close();
  },
  storageState: async ({ adminState }, use) => use(adminState),
});

/** The section of one table, by its heading. */
export function table(page: Page, title: string): Locator {
  return page.locator('section.admin-table').filter({ has: page.locator('h2', { hasText: title }) });
}

const TITLES = ['Callback Requests', 'Booking Requests', 'Contact Messages', 'Donations'];

/** Open the dashboard and wait until every table has loaded, without an error. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/admin');
  await tablesLoaded(page);
}

export async function tablesLoaded(page: Page): Promise<void> {
  await expect(page.getByText('Signed in as staff.')).toBeVisible();
  for (const title of TITLES) {
    const section = table(page, title);
    await expect(section.getByText(/^Loading /)).toHaveCount(0);
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.locator('table, p.admin-note').first()).toBeVisible();
  }
}

export async function search(page: Page, title: string, text: string): Promise<Locator> {
  return searchTable(table(page, title), title, text);
}
