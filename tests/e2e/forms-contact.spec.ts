/**
 * The contact form (/contact): its three rules with their messages, success (cleared, stored), and every
 * failure shown to the visitor (not only logged) with the input kept.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectOneRecord, findRecords, uniqueName } from './helpers/store';

const STORE_DOWN =
  'We could not reach our records just now. Nothing was lost on your side: please try again in a minute, or call us.';
const NETWORK = 'We could not reach the server. Please check your connection and try again, or call us.';
const INTERNAL = 'Something went wrong on our side. Please try again, or call us.';

async function openForm(page: Page) {
  await page.goto('/contact#contact-form');
  const form = page.locator('#contact-form form');
  await form.scrollIntoViewIfNeeded();
  const submit = form.getByRole('button', { name: 'Send message' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  return {
    form,
    submit,
    name: form.getByRole('textbox', { name: /^Name/ }),
    email: form.getByRole('textbox', { name: /^Email/ }),
    message: form.getByRole('textbox', { name: /^Message/ }),
    alert: form.getByRole('alert'),
  };
}

test('the page has the form with the phone numbers beside it', async ({ page }) => {
  await page.goto('/contact');
  const section = page.locator('section#contact-form');
  await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(section.locator('form')).toHaveCount(1);
  await expect(section.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(section.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});

test('name, email and message are required, and the email format is checked', async ({ page }) => {
  const { submit, name, email, message, alert } = await openForm(page);
  await submit.click();
  await expect(alert).toHaveText('Please enter your name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(/Please enter your name$/);
  await expect(email).toHaveAccessibleDescription(/Please enter your email$/);
  await expect(message).toHaveAccessibleDescription(/Please enter your message$/);
  for (const field of [name, email, message]) await expect(field).toHaveAttribute('aria-invalid', 'true');

  await name.fill('Selvi');
  await submit.click();
  await expect(alert).toHaveText('Please enter your email');
  await expect(email).toBeFocused();
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  for (const bad of ['selvi', 'selvi@', 'selvi@example', 'selvi example@x.org']) {
    await email.fill(bad);
    await submit.click();
    await expect(alert, bad).toHaveText('Please enter a valid email address');
    await expect(email).toBeFocused();
  }
  await email.fill('selvi@example.org');
  await message.fill('   ');
  await submit.click();
  await expect(alert).toHaveText('Please enter your message');
  await expect(message).toBeFocused();
  await expect(name).toHaveValue('Selvi');
  await expect(email).toHaveValue('selvi@example.org');
});

test('success: thanked, the form cleared, the message stored @mobile', async ({ page }) => {
  const who = uniqueName('Contact Happy');
  const { form, submit, name, email, message } = await openForm(page);
  await name.fill(who);
  await email.fill('happy@example.org');
  await message.fill('  When is the clinic open on Sundays?  ');
  await submit.click();
  const status = form.getByRole('status');
  await expect(status).toHaveText('✅ Thank you. Your message has been sent; we will reply by email.');
  await expect(status).toBeFocused();
  for (const field of [name, email, message]) await expect(field).toHaveValue('');
  const record = await expectOneRecord('contacts', (r) => r.name === who);
  expect(record).toMatchObject({ email: 'happy@example.org', message: 'When is the clinic open on Sundays?' });
});

test('a server failure is shown (not only logged) and the input is kept', async ({ page }) => {
  const who = uniqueName('Contact Refused');
  const { submit, name, email, message, alert } = await openForm(page);
  // A crashed function answers with no JSON at all.
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' }),
  );
  await name.fill(who);
  await email.fill('refused@example.org');
  await message.fill('Hello');
  await submit.click();
  await expect(alert).toHaveText(INTERNAL);
  await expect(alert).toBeFocused();
  await expect(name).toHaveValue(who);
  await expect(email).toHaveValue('refused@example.org');
  await expect(message).toHaveValue('Hello');
});

test('store outage (503) and network failure are shown and the input is kept', async ({ page }) => {
  const { submit, name, email, message, alert } = await openForm(page);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 503, json: { success: false, error: STORE_DOWN } }),
  );
  await name.fill('Outage Oviya');
  await email.fill('oviya@example.org');
  await message.fill('Are you open?');
  await submit.click();
  await expect(alert).toHaveText(STORE_DOWN);
  await page.unroute('**/api/contact');
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  await submit.click();
  await expect(alert).toHaveText(NETWORK);
  await expect(name).toHaveValue('Outage Oviya');
  await expect(email).toHaveValue('oviya@example.org');
  await expect(message).toHaveValue('Are you open?');
});

test('honeypot: filled by a bot, answered 200, nothing stored', async ({ page }) => {
  const who = uniqueName('Contact Bot');
  const { submit, name, email, message } = await openForm(page);
  await page.evaluate(() => {
    (document.querySelector('#contact-form input[name="website"]') as HTMLInputElement).value = 'buy now';
  });
  await name.fill(who);
  await email.fill('bot@example.org');
  await message.fill('spam');
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST'),
    page.waitForResponse((r) => r.url().endsWith('/api/contact')),
    submit.click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ website: 'buy now', name: who });
  expect(response.status()).toBe(200);
  expect(await findRecords('contacts', (r) => r.name === who)).toEqual([]);
});
