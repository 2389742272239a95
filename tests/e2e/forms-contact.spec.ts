/**
 * The contact form (/contact): its three rules with their messages, success (cleared, stored), and every
 * failure shown to the visitor (not only logged) with the input kept. The page, the rules and success run
 * once per language (/contact and /ta/contact), with that language's words read from the dictionaries.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectOneRecord, findRecords, uniqueName } from './helpers/store';
import { LOCALES, WORDS, endsWith, localizePath, startsWith, type Locale } from './helpers/words';

const STORE_DOWN =
  'We could not reach our records just now. Nothing was lost on your side: please try again in a minute, or call us.';
const NETWORK = 'We could not reach the server. Please check your connection and try again, or call us.';
const INTERNAL = 'Something went wrong on our side. Please try again, or call us.';

async function openForm(page: Page, locale: Locale = 'en') {
  const w = WORDS[locale].forms.contact;
  await page.goto(localizePath('/contact#contact-form', locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const form = page.locator('#contact-form form');
  await form.scrollIntoViewIfNeeded();
  const submit = form.getByRole('button', { name: w.submit, exact: true });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  return {
    form,
    submit,
    name: form.getByRole('textbox', { name: startsWith(w.name) }),
    email: form.getByRole('textbox', { name: startsWith(w.email) }),
    message: form.getByRole('textbox', { name: startsWith(w.message) }),
    alert: form.getByRole('alert'),
  };
}

for (const locale of LOCALES) {
  const forms = WORDS[locale].forms;
  const m = WORDS[locale].messages;

  test.describe(`in ${locale} (${localizePath('/contact', locale)})`, () => {
    test('the page has the form with the phone numbers beside it', async ({ page }) => {
      await page.goto(localizePath('/contact', locale));
      const section = page.locator('section#contact-form');
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(section.locator('form')).toHaveCount(1);
      await expect(section.locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(section.getByRole('link', { name: forms.privacyLink })).toHaveAttribute(
        'href',
        localizePath('/privacy', locale),
      );
    });

    test('name, email and message are required, and the email format is checked', async ({ page }) => {
      const { submit, name, email, message, alert } = await openForm(page, locale);
      await submit.click();
      await expect(alert).toHaveText(m['name.required']);
      await expect(name).toBeFocused();
      await expect(name).toHaveAccessibleDescription(endsWith(m['name.required']));
      await expect(email).toHaveAccessibleDescription(endsWith(m['email.required']));
      await expect(message).toHaveAccessibleDescription(endsWith(m['message.required']));
      for (const field of [name, email, message]) await expect(field).toHaveAttribute('aria-invalid', 'true');

      const who = `Selvi ${locale}`;
      await name.fill(who);
      await submit.click();
      await expect(alert).toHaveText(m['email.required']);
      await expect(email).toBeFocused();
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');

      for (const bad of ['selvi', 'selvi@', 'selvi@example', 'selvi example@x.org']) {
        await email.fill(bad);
        await submit.click();
        await expect(alert, bad).toHaveText(m['email.invalid']);
        await expect(email).toBeFocused();
      }
      await email.fill('selvi@example.org');
      await message.fill('   ');
      await submit.click();
      await expect(alert).toHaveText(m['message.required']);
      await expect(message).toBeFocused();
      await expect(name).toHaveValue(who);
      await expect(email).toHaveValue('selvi@example.org');
    });

    test('success: thanked, the form cleared, the message stored with the page’s lang @mobile', async ({ page }) => {
      const who = uniqueName(`Contact Happy ${locale}`);
      const { form, submit, name, email, message } = await openForm(page, locale);
      await name.fill(who);
      await email.fill('happy@example.org');
      await message.fill('  When is the clinic open on Sundays?  ');
      await submit.click();
      const status = form.getByRole('status');
      await expect(status).toHaveText(forms.contact.success);
      await expect(status).toBeFocused();
      for (const field of [name, email, message]) await expect(field).toHaveValue('');
      const record = await expectOneRecord('contacts', (r) => r.name === who);
      expect(record).toMatchObject({
        lang: locale,
        email: 'happy@example.org',
        message: 'When is the clinic open on Sundays?',
      });
    });
  });
}

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
