/**
 * /admin in a real browser, on the production build: sign in, records submitted through the public API,
 * search, PAN masked then revealed, CSV export, delete (gone after a reload; a booking's slot freed), one
 * failing table leaving the other three working, sign out, axe on the login form and the dashboard.
 *
 * The password: E2E_ADMIN_PASSWORD when the preview runs with an ADMIN_PASSWORD_HASH, else the dev password
 * the server generates on a fresh clone (.data/dev-admin-password, created on the first admin request).
 * Each signed-in test signs in (right passwords are never counted toward the sign-in limits).
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test as base, expect as baseExpect, collectConsoleErrors } from './fixtures';
import { bookThroughApi } from './helpers/slots';
import { adminPassword, searchTable } from './helpers/admin';
import { proved } from './helpers/proof';
import { axeViolations } from './helpers/axe';

// Each table is its own function call: on a busy machine the preview can take a while to answer all four.
const expect = baseExpect.configure({ timeout: 20_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const unique = (label: string) => `E2E ${label} ${Math.random().toString(36).slice(2, 8)}`;

/**
 * A staff session per test (the first admin, by the shared password): the signed-in tests start with its
 * cookie. Per test, not per worker: exports and PANs want a sign-in or step-up within 5 minutes.
 */
const signedIn = base.extend<{ adminState: StorageState }>({
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

// Few sign-ins per run (they are rate-limited): the file's tests share a worker.
base.describe.configure({ mode: 'default', timeout: 120_000 });

/** The section of one table, by its heading. */
function table(page: Page, title: string): Locator {
  return page.locator('section.admin-table').filter({ has: page.locator('h2', { hasText: title }) });
}

const TITLES = ['Callback Requests', 'Booking Requests', 'Contact Messages', 'Donations'];

/** Open the dashboard and wait until every table has loaded, without an error. */
async function openDashboard(page: Page): Promise<void> {
  await page.goto('/admin');
  await tablesLoaded(page);
}

async function tablesLoaded(page: Page): Promise<void> {
  await expect(page.getByText('Signed in as staff.')).toBeVisible();
  for (const title of TITLES) {
    const section = table(page, title);
    await expect(section.getByText(/^Loading /)).toHaveCount(0);
    await expect(section.getByRole('alert')).toHaveCount(0);
    await expect(section.locator('table, p.admin-note').first()).toBeVisible();
  }
}

async function search(page: Page, title: string, text: string): Promise<Locator> {
  return searchTable(table(page, title), title, text);
}

base(
  'sign in (wrong password, then the right one), then sign out: data gone, session revoked',
  async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const password = await adminPassword(request);
    const who = unique('Caller');
    expect(
      (
        await request.post('/api/callbacks', { data: await proved(request, { name: who, mobile: '9876543210' }) })
      ).status(),
    ).toBe(200);

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    const field = page.getByLabel('Password', { exact: true });

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Please enter the password.')).toBeVisible();

    await field.fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That password is not right.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    await field.fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Signed in as staff.')).toBeFocused();
    await tablesLoaded(page);
    await expect(await search(page, 'Callback Requests', who)).toHaveCount(1);
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === '__Host-admin');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await expect(page.getByText('You are signed out.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(page.locator('section.admin-table')).toHaveCount(0);
    await expect(page.getByText(who)).toHaveCount(0);
    expect((await page.context().cookies()).filter((c) => c.name === '__Host-admin')).toEqual([]);

    // Reloading stays signed out; the old cookie, put back, is refused (revoked on the server).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await page.context().addCookies([cookie!]);
    expect((await page.request.get('/api/admin/callbacks')).status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    // The browser reports the refused wrong password (401) on the console; nothing else may appear there.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
  },
);

base('the sign-in form explains a rate limit and a site without sign-in configured', async ({ page }) => {
  await page.route('**/api/admin/login', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '90' },
      contentType: 'application/json',
      body: JSON.stringify({ success: false, error: 'Too many sign-in attempts.' }),
    }),
  );
  await page.goto('/admin');
  await page.getByLabel('Password', { exact: true }).fill('anything');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Please wait 2 minutes and try again.');

  await page.route('**/api/admin/session', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        success: true,
        signedIn: false,
        loginEnabled: false,
        notice:
          'Sign-in is not configured on this site yet. The site administrator must set ADMIN_PASSWORD_HASH and SESSION_SECRET.',
      }),
    }),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(/^Sign-in is not configured/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
});

base('axe finds nothing on the sign-in form @mobile', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/admin');
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect(errors).toEqual([]);
});

signedIn.describe('signed in', () => {
  signedIn.use({ timezoneId: 'America/Los_Angeles' });

  signedIn('records from the public API: newest first, India time, search', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const token = unique('Record');
    const [first, second] = [`${token} First`, `${token} Second`];
    for (const name of [first, second]) {
      const res = await request.post('/api/callbacks', {
        data: await proved(request, { name, mobile: '9876543210', email: 'e2e@example.org' }),
      });
      expect(res.status()).toBe(200);
    }
    const contact = await request.post('/api/contact', {
      data: await proved(request, { name: token, email: 'c@example.org', message: 'Hello from e2e' }),
    });
    expect(contact.status()).toBe(200);

    await openDashboard(page);
    // Newest first, dates in India time although this browser lives in Los Angeles.
    const callbacks = await search(page, 'Callback Requests', token);
    await expect(callbacks).toHaveCount(2);
    await expect(callbacks.nth(0)).toContainText(second);
    await expect(callbacks.nth(1)).toContainText(first);
    const stored = (await (await page.request.post('/api/admin/callbacks', { data: { q: token } })).json()) as {
      data: { name: string; createdAt: string }[];
    };
    const createdAt = stored.data.find((r) => r.name === second)!.createdAt;
    const ist = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }).format(new Date(createdAt));
    // Name, mobile, email, comment, language (English: sent from an English page), date.
    await expect(callbacks.nth(0).locator('td').nth(4)).toHaveText('English');
    await expect(callbacks.nth(0).locator('td').nth(5)).toHaveText(ist);
    // The search ran on the server over every callback; the heading still counts them all.
    await expect(table(page, 'Callback Requests').getByRole('status')).toHaveText(`2 found for “${token}”`);
    await expect(table(page, 'Callback Requests').locator('h2')).toHaveText(/^Callback Requests \(\d+\)$/);

    await expect(await search(page, 'Contact Messages', token)).toHaveCount(1);
    await expect(await search(page, 'Contact Messages', `${token} nothing`)).toHaveCount(0);
    await expect(table(page, 'Contact Messages').getByText(`Nothing matches “${token} nothing”.`)).toBeVisible();
    expect(errors).toEqual([]);
  });

  signedIn(
    'PAN masked then revealed per row; CSV export with a BOM, quoting, the full PAN and no formulas',
    async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const token = unique('Csv');
      const donor = `${token} ரவி`;
      const donation = await request.post('/api/donation', {
        data: await proved(request, {
          uname: donor,
          gender: 'Male',
          email: 'donor@example.org',
          mobno: '9876543210',
          address: '12, Temple Street, Dindigul',
          donate: 'One time',
          amount: '60000',
          panno: 'ABCDE1234F',
          modeofpay: 'UPI',
          message: 'For the "free camp"',
        }),
      });
      expect(donation.status()).toBe(200);
      const caller = `${token} Caller`;
      const callback = await request.post('/api/callbacks', {
        data: await proved(request, { name: caller, mobile: '9876543210', email: 'e2e@example.org', comment: '=1+1' }),
      });
      expect(callback.status()).toBe(200);

      await openDashboard(page);
      const donations = await search(page, 'Donations', token);
      await expect(donations).toHaveCount(1);
      const pan = donations.locator('.pan');
      await expect(pan).toHaveText('ABCDE••••F');
      const reveal = donations.getByRole('button', { name: `Show PAN of ${donor}` });
      await expect(reveal).toHaveAttribute('aria-pressed', 'false');
      await reveal.click();
      await expect(reveal).toHaveAttribute('aria-pressed', 'true');
      await expect(pan).toHaveText('ABCDE1234F');
      await reveal.click();
      await expect(pan).toHaveText('ABCDE••••F');
      await expect(donations).toContainText('₹60,000');

      // CSV of the rows shown: BOM, header, the full PAN, quoting.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        table(page, 'Donations').getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = readFileSync(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe(
        'Name,Gender,Email,Mobile,Address,Name and address in English letters,Type,Amount (INR),Donation type (statement),ID,PAN or ID number,Money from (declared),Mode of payment,UTR (from donor),Received,Message,Reference,Messages by,Language,Date (IST)',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(
        new RegExp(
          `^${donor},Male,donor@example\\.org,9876543210,"12, Temple Street, Dindigul",,One time,60000,Others,PAN,ABCDE1234F,Not declared \\(sent without the form\\),UPI,,,"For the ""free camp""",VT-[0-9A-Z]+,,English,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`,
        ),
      );
      expect(lines[2]).toBe('');

      await search(page, 'Callback Requests', caller);
      const [callbackCsv] = await Promise.all([
        page.waitForEvent('download'),
        table(page, 'Callback Requests').getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const callbackLines = readFileSync(await callbackCsv.path(), 'utf8').split('\r\n');
      expect(callbackLines[0]).toBe('\uFEFFName,Mobile,Email,Comment,Language,Date (IST)');
      expect(callbackLines[1]).toMatch(new RegExp(`^${caller},9876543210,e2e@example\\.org,'=1\\+1,`));
      expect(callbackLines).toHaveLength(3);
      expect(errors).toEqual([]);
    },
  );

  signedIn(
    'delete after a confirmation: gone at once and after a reload; a booking delete frees its slot',
    async ({ page, request, appointments }) => {
      const errors = collectConsoleErrors(page);
      const name = unique('Delete');
      expect(
        (
          await request.post('/api/callbacks', { data: await proved(request, { name, mobile: '9876543210' }) })
        ).status(),
      ).toBe(200);
      const slot = await appointments.freeSlot();
      const patient = unique('Patient');
      await bookThroughApi(request, slot, patient);

      await openDashboard(page);
      const rows = await search(page, 'Callback Requests', name);
      await expect(rows).toHaveCount(1);
      const del = rows.getByRole('button', { name: `Delete the callback request from ${name}` });

      // Cancel keeps it.
      await del.click();
      const dialog = page.getByRole('dialog', { name: 'Delete this record?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`Delete the callback request from ${name}? This cannot be undone.`);
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(1);
      // Escape keeps it too.
      await del.click();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(1);

      await del.click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(0);
      await expect(table(page, 'Callback Requests').getByRole('heading')).toBeFocused();

      // The booking: its slot is taken, then free again after the delete.
      const booked = async () =>
        ((await (await request.get(`/api/appointments/booked?date=${slot.date}`)).json()) as { booked: string[] })
          .booked;
      expect(await booked()).toContain(slot.time);
      const bookingRows = await search(page, 'Booking Requests', patient);
      await expect(bookingRows).toHaveCount(1);
      await expect(bookingRows).toContainText(slot.label);
      await expect(bookingRows).toContainText(slot.weekday);
      await bookingRows.getByRole('button', { name: `Delete the booking of ${patient}` }).click();
      await expect(dialog).toContainText('The appointment slot becomes free for others.');
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(bookingRows).toHaveCount(0);
      expect(await booked()).not.toContain(slot.time);
      await bookThroughApi(request, slot, `${patient} again`);

      await openDashboard(page); // a reload
      await expect(await search(page, 'Callback Requests', name)).toHaveCount(0);
      await expect(await search(page, 'Booking Requests', patient)).toHaveCount(1); // the new booking only
      await expect(table(page, 'Booking Requests').locator('tbody tr')).toContainText(`${patient} again`);
      expect(errors).toEqual([]);
    },
  );

  signedIn(
    'one table failing shows its error with a Retry; the other three keep working',
    async ({ page, request }) => {
      const name = unique('Still here');
      expect(
        (
          await request.post('/api/callbacks', { data: await proved(request, { name, mobile: '9876543210' }) })
        ).status(),
      ).toBe(200);
      await page.route('**/api/admin/donations', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'down' }),
        }),
      );
      await page.goto('/admin');
      const failing = table(page, 'Donations');
      await expect(failing.getByRole('alert')).toContainText('Could not load Donations.');
      const retry = failing.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();
      for (const title of ['Callback Requests', 'Booking Requests', 'Contact Messages']) {
        const section = table(page, title);
        await expect(section.getByText(/^Loading /)).toHaveCount(0);
        await expect(section.getByRole('alert')).toHaveCount(0);
        await expect(section.locator('table, p.admin-note').first()).toBeVisible();
      }
      await expect(await search(page, 'Callback Requests', name)).toHaveCount(1);

      await page.unroute('**/api/admin/donations');
      await retry.click();
      await expect(failing.getByRole('alert')).toHaveCount(0);
      await expect(failing.locator('table, p.admin-note').first()).toBeVisible();
    },
  );

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
