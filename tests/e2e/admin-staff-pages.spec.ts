/**
 * The staff area's pages, signed in: the staff navigation leads to each page and marks it, a session ending on a
 * page signs in to the same page, and axe finds nothing on the pages, the dashboard and its delete dialog.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, collectConsoleErrors } from './fixtures';
import { adminPassword } from './helpers/admin';
import { expect, openDashboard, search, signedIn, unique } from './helpers/admin-dashboard';
import { axeViolations } from './helpers/axe';
import { proved } from './helpers/proof';

// Few sign-ins per run (they are rate-limited): the file's tests share a worker.
base.describe.configure({ mode: 'default', timeout: 120_000 });

signedIn.describe('signed in', () => {
  signedIn.use({ timezoneId: 'America/Los_Angeles' });

  signedIn(
    'the staff pages: the navigation leads to each, marking it; a session ending on a page signs in to the same page @mobile',
    async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const pages: Array<[link: string, path: string, heading: string | RegExp]> = [
        ['Schedule', '/admin/schedule', /^Schedule for /],
        ['Closures', '/admin/closures', 'Closures'],
        ['Find a person', '/admin/people', 'Find a person'],
        ['Rights requests', '/admin/requests', 'Rights requests'],
        ['Breaches', '/admin/breaches', 'Data breaches'],
        ['Camps', '/admin/camps', 'Free camps'],
        ['Donations', '/admin/donations', 'Pledges and receipts'],
        ['Audit log', '/admin/audit', 'Audit log'],
        // The first admin's role may use every page: accounts, and everyone's own sign-in.
        ['Accounts', '/admin/accounts', 'Staff accounts'],
        ['My sign-in', '/admin/devices', 'Where you are signed in'],
        ['Inbox', '/admin', /^Callback Requests/],
      ];
      await openDashboard(page);
      const nav = page.getByRole('navigation', { name: 'Staff area' });
      await expect(nav.getByRole('link')).toHaveCount(pages.length);
      for (const [link, path, heading] of pages) {
        await nav.getByRole('link', { name: link, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
        await expect(nav.locator('[aria-current]')).toHaveCount(1);
        await expect(page.getByText('Signed in as staff.')).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        if (path === '/admin') continue; // the Inbox has its own axe test (below)
        expect(axeViolations(await new AxeBuilder({ page }).analyze()), `axe on ${path}`).toEqual([]);
      }
      // The dashboard's old address of a part goes on to the part's page.
      await page.goto('/admin?view=closures');
      await expect(page).toHaveURL(/\/admin\/closures$/);

      // The session ends while a day is shown on the schedule: the next call brings the sign-in form instead
      // of the schedule; signing in shows the schedule again, on the same day, with that call's answer.
      await page.goto('/admin/schedule');
      const date = page.getByLabel('Date', { exact: true });
      const day = '2031-03-14';
      const first = page.waitForResponse((r) => r.url().endsWith(`/api/admin/schedule?date=${day}`));
      await date.fill(day);
      expect((await first).status()).toBe(200);
      const heading = page.getByRole('heading', { level: 2, name: /^Schedule for .*2031/ });
      const table = page.getByRole('region', { name: /^Schedule for .*2031 \(scrolls sideways\)$/ });
      await expect(heading).toBeVisible();
      await expect(table).toBeVisible();
      await page.context().clearCookies();
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
      await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      await expect(heading).toBeHidden();
      const signIn = await new AxeBuilder({ page }).analyze();
      expect(
        signIn.violations.map((v) => `${v.id}: ${v.help}`),
        'axe on the sign-in form over the page',
      ).toEqual([]);
      await page.getByLabel('Password', { exact: true }).fill(await adminPassword(request));
      const again = page.waitForResponse((r) => r.url().endsWith(`/api/admin/schedule?date=${day}`));
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect((await again).status()).toBe(200);
      await expect(page.getByText('Signed in as staff.')).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/schedule$/);
      await expect(date).toHaveValue(day);
      await expect(heading).toBeVisible();
      await expect(table).toBeVisible();
      expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    },
  );

  signedIn(
    'axe finds nothing on the dashboard, nor with the delete dialog open; tables scroll in a labelled region @mobile',
    async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const donor = unique('Axe donor');
      await request.post('/api/donation', {
        data: await proved(request, {
          uname: donor,
          gender: 'Female',
          email: 'axe@example.org',
          mobno: '9876543210',
          address: 'Dindigul',
          donate: 'Monthly',
          amount: '60001',
          panno: 'ABCDE1234F',
          modeofpay: 'Gpay',
          message: '',
        }),
      });
      await openDashboard(page);
      expect(axeViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);

      const region = page.getByRole('region', { name: 'Donations (scrolls sideways)' });
      await expect(region).toHaveAttribute('tabindex', '0');
      const rows = await search(page, 'Donations', donor);
      await expect(rows).toHaveCount(1);
      if (page.viewportSize()!.width < 500) {
        expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await rows.getByRole('button', { name: `Delete the donation from ${donor}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(axeViolations(await new AxeBuilder({ page }).analyze())).toEqual([]);
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect(errors).toEqual([]);
    },
  );
});
