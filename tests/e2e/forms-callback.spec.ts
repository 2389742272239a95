/**
 * The callback form in the header's <dialog>: keyboard use, every rule with its message, the happy path
 * through to the store, the refusal / network / outage paths (input kept), the honeypot, and lazy loading.
 * The rules and the happy path run once per language (the dialog on /about and on /ta/about), with that
 * language's words read from the dictionaries.
 */
import type { Page } from '@playwright/test';
import { test, expect, submitAndAnswer } from './fixtures';
import { expectOneRecord, findRecords, uniqueName } from './helpers/store';
import { LOCALES, WORDS, containing, endsWith, localizePath, startsWith, type Locale } from './helpers/words';

const STORE_DOWN =
  'We could not reach our records just now. Nothing was lost on your side: please try again in a minute, or call us.';

/** The header's callback button on a page in a language. */
const opener = (page: Page, locale: Locale = 'en') =>
  page.getByRole('button', { name: WORDS[locale].shell.header.requestCallback, exact: true });

async function openDialog(page: Page, path = '/about', locale: Locale = 'en') {
  await page.goto(localizePath(path, locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await opener(page, locale).click();
  const dialog = page.getByRole('dialog', { name: WORDS[locale].forms.callback.title });
  await expect(dialog).toBeVisible();
  // The form wakes on the first touch inside it (opening the dialog focuses its close button, outside it);
  // what is typed or pressed before it is awake is kept (first-touch.spec.ts).
  const all = fields(page, locale);
  return { opener: opener(page, locale), dialog, ...all };
}

function fields(page: Page, locale: Locale = 'en') {
  const w = WORDS[locale].forms.callback;
  const dialog = page.getByRole('dialog', { name: w.title });
  return {
    name: dialog.getByRole('textbox', { name: startsWith(w.name) }),
    mobile: dialog.getByRole('textbox', { name: startsWith(w.phone) }),
    email: dialog.getByRole('textbox', { name: startsWith(w.email) }),
    comment: dialog.getByRole('textbox', { name: startsWith(w.comment) }),
    submit: dialog.getByRole('button', { name: w.submit, exact: true }),
    alert: dialog.getByRole('alert'),
  };
}

test('opens from the header button with the keyboard; focus moves in, Escape closes, focus returns', async ({
  page,
}) => {
  await page.goto('/about');
  const opener = page.getByRole('button', { name: 'Request Callback' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Request a Callback' });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => document.getElementById('callback-dialog')?.contains(document.activeElement) ?? false),
    )
    .toBe(true);
  const { name, submit } = fields(page);
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  // Tab reaches the first field (after the close button) and typing works there.
  for (let i = 0; i < 4 && !(await name.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Keyboard Kumar');
  await expect(name).toHaveValue('Keyboard Kumar');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Space opens it again; the × button closes it, and focus is back on the opener.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('no form code is loaded before the form is first touched, not even when the dialog opens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  });
  await page.goto('/about');
  const island = page.locator('#callback-dialog astro-island');
  const componentUrl = await island.getAttribute('component-url');
  expect(componentUrl).toMatch(/^\/_astro\/CallbackForm\.[\w-]+\.js$/);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await page.getByRole('button', { name: 'Request Callback' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts).toEqual([]);
  await page.getByRole('dialog').getByRole('textbox', { name: /^Name/ }).focus();
  await expect(island).not.toHaveAttribute('ssr', '', { timeout: 20_000 });
  expect(scripts).toContain(componentUrl);
});

for (const locale of LOCALES) {
  const m = WORDS[locale].messages;

  test.describe(`in ${locale} (${localizePath('/about', locale)})`, () => {
    test('every rule shows its message beside the field, in the alert, with focus on the field to fix', async ({
      page,
    }) => {
      const { name, mobile, email, submit, alert } = await openDialog(page, '/about', locale);

      await submit.click();
      await expect(alert).toHaveText(m['name.required']);
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(endsWith(m['name.required']));
      await expect(mobile).toHaveAttribute('aria-invalid', 'true');
      await expect(mobile).toHaveAccessibleDescription(containing(m['mobile.required']));
      // Email is optional in the header form.
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');

      // Errors clear as they are fixed.
      const who = `Lakshmi ${locale}`;
      await name.fill(who);
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');
      await submit.click();
      await expect(alert).toHaveText(m['mobile.required']);
      await expect(mobile).toBeFocused();

      for (const bad of ['12345', '98765432101', 'abcdefghij', '0000-00000']) {
        await mobile.fill(bad);
        await submit.click();
        await expect(alert, bad).toHaveText(m['mobile.invalid']);
        await expect(mobile).toHaveAccessibleDescription(containing(m['mobile.invalid']));
        await expect(mobile).toBeFocused();
      }

      await mobile.fill('9876543210');
      await email.fill('lakshmi@');
      await submit.click();
      await expect(alert).toHaveText(m['email.invalid']);
      await expect(email).toBeFocused();
      await expect(email).toHaveAccessibleDescription(endsWith(m['email.invalid']));
      await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
      // Nothing typed was lost on the way.
      await expect(name).toHaveValue(who);
      await expect(mobile).toHaveValue('9876543210');
    });

    test('happy path: announced, dialog closed, form cleared on reopen, record stored with the page’s lang @mobile', async ({
      page,
    }) => {
      const who = uniqueName(`Callback Happy ${locale}`);
      const { opener, dialog, name, mobile, email, comment, submit } = await openDialog(page, '/about', locale);
      await name.fill(who);
      await mobile.fill('98765-43210');
      await email.fill('happy@example.org');
      await comment.fill('Knee pain, please call after 5.');
      await submit.click();
      await expect(dialog).toBeHidden();
      // The page's announcer says so, in the page's language.
      const announcer = page.locator('#announcer');
      await expect(announcer).toHaveText(m['ui.callback.success']);
      await expect(announcer).toHaveAttribute('role', 'status');
      await expect(opener).toBeFocused();

      const record = await expectOneRecord('callbacks', (r) => r.name === who);
      expect(record).toMatchObject({
        lang: locale,
        variant: 'nav',
        name: who,
        phone: '9876543210',
        email: 'happy@example.org',
        comment: 'Knee pain, please call after 5.',
      });
      expect(Date.now() - Date.parse(record.createdAt)).toBeLessThan(5 * 60_000);

      await opener.click();
      await expect(dialog).toBeVisible();
      for (const field of [name, mobile, email, comment]) await expect(field).toHaveValue('');
      // A reload does not bring the sent form back as a draft either.
      await page.reload();
      await opener.click();
      await expect(submit).toBeEnabled({ timeout: 20_000 });
      await expect(name).toHaveValue('');
    });
  });
}

test('the home page’s own modal (email required) sends through the same form', async ({ page }) => {
  const who = uniqueName('Callback Home');
  await page.goto('/');
  const notice = page.locator('#event-popover');
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Close' }).click();
  const opener = page.locator('main [data-open-dialog="callback-dialog-home"]').first();
  await opener.click();
  const home = page.locator('#callback-dialog-home');
  await expect(home).toBeVisible();
  const submit = home.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await home.getByRole('textbox', { name: /^Name/ }).fill(who);
  await home.getByRole('textbox', { name: /^Mobile number/ }).fill('9123456780');
  await submit.click();
  await expect(home.getByRole('alert')).toHaveText('Please enter your email');
  await home.getByRole('textbox', { name: /^Email/ }).fill('home@example.org');
  expect((await submitAndAnswer(page, submit, '/api/callbacks')).status()).toBe(200);
  await expect(home).toBeHidden();
  await expect(page.locator('#announcer')).toHaveText('✅ Callback request submitted!');
  await expect(opener).toBeFocused();
  const record = await expectOneRecord('callbacks', (r) => r.name === who);
  expect(record).toMatchObject({ variant: 'home', phone: '9123456780', email: 'home@example.org' });
});

test('server refusal: "❌ Something went wrong. Try again." and the input is kept', async ({ page }) => {
  const { dialog, name, mobile, email, comment, submit, alert } = await openDialog(page);
  await page.route('**/api/callbacks', (route) =>
    route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong on our side.' } }),
  );
  await name.fill('Refused Raman');
  await mobile.fill('9876543210');
  await email.fill('raman@example.org');
  await comment.fill('Hello');
  await submit.click();
  await expect(alert).toHaveText('❌ Something went wrong. Try again.');
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Refused Raman');
  await expect(mobile).toHaveValue('9876543210');
  await expect(email).toHaveValue('raman@example.org');
  await expect(comment).toHaveValue('Hello');
  await expect(submit).toBeEnabled();
});

test('network failure: the network message and the input is kept', async ({ page }) => {
  const { dialog, name, mobile, submit, alert } = await openDialog(page);
  await page.route('**/api/callbacks', (route) => route.abort('internetdisconnected'));
  await name.fill('Offline Oviya');
  await mobile.fill('9876543210');
  await submit.click();
  await expect(alert).toHaveText('⚠️ Server error. Please try later.');
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Offline Oviya');
  await expect(mobile).toHaveValue('9876543210');
});

test('store outage (503): the server’s message is shown and the input is kept', async ({ page }) => {
  const { name, mobile, submit, alert } = await openDialog(page);
  await page.route('**/api/callbacks', (route) =>
    route.fulfill({ status: 503, json: { success: false, error: STORE_DOWN } }),
  );
  await name.fill('Outage Oppilan');
  await mobile.fill('9876543210');
  await submit.click();
  await expect(alert).toHaveText(STORE_DOWN);
  await expect(name).toHaveValue('Outage Oppilan');
  await expect(mobile).toHaveValue('9876543210');
});

test('honeypot: a filled hidden field is sent, answered 200, and nothing is stored', async ({ page }) => {
  const who = uniqueName('Callback Bot');
  const { name, mobile, submit } = await openDialog(page);
  const trap = page.locator('#callback-dialog-form-website');
  await expect(trap).toBeHidden();
  await expect(trap).toHaveAttribute('tabindex', '-1');
  await page.evaluate(() => {
    (document.getElementById('callback-dialog-form-website') as HTMLInputElement).value = 'http://spam.example';
  });
  await name.fill(who);
  await mobile.fill('9876543210');
  const [request, response] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/callbacks') && r.method() === 'POST'),
    page.waitForResponse((r) => r.url().endsWith('/api/callbacks')),
    submit.click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ website: 'http://spam.example', name: who });
  expect(response.status()).toBe(200);
  await expect(page.locator('#announcer')).toHaveText('✅ Callback request submitted!');
  expect(await findRecords('callbacks', (r) => r.name === who)).toEqual([]);
});

test('a person’s own submission sends the honeypot empty', async ({ page }) => {
  const who = uniqueName('Callback Person');
  const { name, mobile, submit } = await openDialog(page);
  await name.fill(who);
  await mobile.fill('9876543210');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/callbacks') && r.method() === 'POST'),
    submit.click(),
  ]);
  // The page's language travels with every submission (staff see it in the dashboard), and the form's proof
  // of work (a base64 payload) with every write.
  expect(request.postDataJSON()).toEqual({
    website: '',
    lang: 'en',
    name: who,
    phone: '9876543210',
    variant: 'nav',
    altcha: expect.stringMatching(/^[A-Za-z0-9+/]{100,}={0,2}$/),
  });
  await expectOneRecord('callbacks', (r) => r.name === who);
});
