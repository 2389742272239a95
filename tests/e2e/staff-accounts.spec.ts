/**
 * Staff accounts in a real browser, on the production build: the first admin (the shared password)
 * invites a receptionist, who accepts the link in another browser, adds a passkey with Chromium's virtual
 * authenticator (CDP WebAuthn) and sees only reception's screens, then signs in again with the passkey; a
 * practitioner sets up an authenticator app, signs in with a code, and a recovery code works once; a disabled
 * person is signed out at once. Each sees only what their role may use; an only passkey cannot be removed.
 * axe on every new screen.
 *
 * Passkeys need a real domain: these tests run against http://localhost (an IP address is no WebAuthn RP ID).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { baseURL as configured } from '../../playwright.config';
import { test, expect as baseExpect } from './fixtures';
import { adminPassword } from './helpers/admin';

const expect = baseExpect.configure({ timeout: 20_000 });
const localhost = configured.replace('127.0.0.1', 'localhost');
test.use({ baseURL: localhost });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

async function axe(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.help}`),
    `axe on ${what}`,
  ).toEqual([]);
}

/** A browser of the first admin, signed in with the shared password, on the Accounts page. */
async function adminBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: localhost });
  const password = await adminPassword(context.request);
  expect((await context.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
  const page = await context.newPage();
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();
  return { context, page };
}

/** Invite `email` as `role` from the Accounts page: the link shown once. */
async function invite(page: Page, email: string, role: string): Promise<string> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: 'Send invite' }).click();
  const link = page.getByTestId('invite-link');
  await expect(link).toBeVisible();
  return (await link.textContent())!.trim();
}

/** A fresh browser that opens an invite link and accepts it under `name`. */
async function accept(browser: Browser, link: string, name: string) {
  const context = await browser.newContext({ baseURL: localhost });
  const page = await context.newPage();
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByLabel('Your name, as colleagues know you')).toBeVisible();
  await axe(page, 'the invite page');
  await page.getByLabel('Your name, as colleagues know you').fill(name);
  await page.getByRole('button', { name: 'Accept the invite' }).click();
  await expect(page.getByRole('heading', { name: 'Set up how you sign in' })).toBeVisible();
  return { context, page };
}

const totp = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at });

test('an admin invites a receptionist, who adds a passkey and sees only reception screens', async ({ browser }) => {
  const admin = await adminBrowser(browser);
  await axe(admin.page, 'the accounts page');
  const email = `reception-${unique()}@example.org`;
  const link = await invite(admin.page, email, 'Reception');

  const { context, page } = await accept(browser, link, 'Meena Reception');
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await axe(page, 'setting up sign-in');
  await page.getByLabel('Name for this passkey').fill('Reception laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(page.locator('.admin-code-list li')).toHaveCount(10);
  await axe(page, 'the recovery codes');
  await page.getByRole('button', { name: 'I have kept my recovery codes' }).click();
  await page.getByRole('link', { name: 'Go to the staff area' }).click();

  const nav = page.getByRole('navigation', { name: 'Staff area' });
  await expect(page.getByText('Meena Reception, Reception')).toBeVisible();
  for (const name of ['Inbox', 'Schedule', 'Closures', 'Find a person', 'My sign-in']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Audit log', 'Accounts']) await expect(nav.getByRole('link', { name, exact: true })).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Booking Requests/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Donations/ })).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page.getByText('Your role does not include this page.')).toBeVisible();

  // Their only passkey is their only way in: removing it is refused, and it stays.
  await page.goto('/admin/devices');
  await axe(page, 'My sign-in');
  await page.getByRole('button', { name: 'Remove the passkey Reception laptop' }).click();
  await page.getByRole('button', { name: 'Remove the passkey', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This is your only way to sign in.' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Signed out, the passkey signs in again.
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expect(nav).toBeHidden();
  await axe(page, 'the sign-in choices');
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByText('Meena Reception, Reception')).toBeVisible();
  await context.close();
  await admin.context.close();
});

test('an authenticator app signs in; a recovery code works once; a disabled person is signed out at once', async ({
  browser,
}) => {
  const admin = await adminBrowser(browser);
  const email = `practitioner-${unique()}@example.org`;
  const link = await invite(admin.page, email, 'Practitioner');
  const { context, page } = await accept(browser, link, 'Ravi Practitioner');

  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  // The app comes with a password of the person's own: a common one is refused, the code kept for another go.
  await page.getByLabel('Choose a password to use with the app').fill('password1234');
  await page.getByLabel('The 6-digit code the app shows now').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm the app' }).click();
  await expect(page.getByText('That password is too easy to guess')).toBeVisible();
  const chosen = `lantern ${unique()} tamarind monsoon`;
  await page.getByLabel('Choose a password to use with the app').fill(chosen);
  await page.getByRole('button', { name: 'Confirm the app' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const codes = await page.locator('.admin-code-list code').allTextContents();
  expect(codes).toHaveLength(10);
  await page.getByRole('button', { name: 'I have kept my recovery codes' }).click();

  // Another device: the app's next code (the one used to set it up is spent).
  const other = await browser.newContext({ baseURL: localhost });
  const phone = await other.newPage();
  await phone.goto('/admin/schedule');
  await phone.getByText('Use an authenticator app or a recovery code').click();
  await phone.locator('#admin-totp-email').fill(email);
  // A code alone does not sign in: the password is asked for, and a wrong one refused like a wrong code.
  await phone.getByLabel('Code from your authenticator app').fill(totp(secret, Date.now() + 30_000));
  await phone.getByRole('button', { name: 'Continue with the code' }).click();
  await expect(phone.getByText('Enter your password.')).toBeVisible();
  await phone.getByLabel('Your password (the one you chose with the app)').fill('not the password at all');
  await phone.getByRole('button', { name: 'Continue with the code' }).click();
  await expect(phone.getByText('The email, password or code is not right')).toBeVisible();
  await phone.getByLabel('Your password (the one you chose with the app)').fill(chosen);
  await phone.getByLabel('Code from your authenticator app').fill(totp(secret, Date.now() + 30_000));
  await phone.getByRole('button', { name: 'Continue with the code' }).click();
  await expect(phone.getByText('Ravi Practitioner, Practitioner')).toBeVisible();

  // A recovery code, once.
  await phone.context().clearCookies();
  await phone.goto('/admin/schedule');
  await phone.getByText('Use an authenticator app or a recovery code').click();
  await phone.locator('#admin-recovery-email').fill(email);
  await phone.getByLabel('Recovery code').fill(codes[0]!);
  await phone.getByRole('button', { name: 'Continue with the recovery code' }).click();
  await expect(phone.getByText('9 left')).toBeVisible();
  await phone.context().clearCookies();
  await phone.goto('/admin/schedule');
  await phone.getByText('Use an authenticator app or a recovery code').click();
  await phone.locator('#admin-recovery-email').fill(email);
  await phone.getByLabel('Recovery code').fill(codes[0]!);
  await phone.getByRole('button', { name: 'Continue with the recovery code' }).click();
  await expect(phone.getByText('That recovery code is not right, or was used already.')).toBeVisible();
  await other.close();

  // A practitioner sees what is closed but is not offered closing or reopening (the same table as the server's).
  await page.goto('/admin/closures');
  await expect(page.getByRole('heading', { name: 'Closures' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add closure' })).toHaveCount(0);

  // The admin disables Ravi: his open page is signed out at its next call.
  await page.goto('/admin/schedule');
  await expect(page.getByText('Ravi Practitioner, Practitioner')).toBeVisible();
  await admin.page.reload();
  const row = admin.page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await context.close();
  await admin.context.close();
});
