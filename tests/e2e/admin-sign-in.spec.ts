/**
 * Staff sign-in at /admin in a real browser, on the production build: a wrong password then the right one,
 * sign out (data gone, session revoked), the messages for a rate limit and for a site without sign-in, and axe
 * on the sign-in form.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, collectConsoleErrors } from './fixtures';
import { adminPassword } from './helpers/admin';
import { expect, search, tablesLoaded, unique } from './helpers/admin-dashboard';
import { proved } from './helpers/proof';

// Few sign-ins per run (they are rate-limited): the file's tests share a worker.
base.describe.configure({ mode: 'default', timeout: 120_000 });

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
