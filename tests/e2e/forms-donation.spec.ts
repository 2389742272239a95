/**
 * The donation pledge (/donation): the original site's ten checks in its order with the exact messages, each in
 * the form's alert with focus on the field to fix (never window.alert); PAN upper-cased; success with every
 * field reset and how to pay now (UPI link and QR, bank details); failures shown with the values kept.
 *
 * The checks and the pledge run once per language (/donation and /ta/donation), with that language's words
 * read from the dictionaries; the failure paths run on the English page.
 */
import type { Locator } from '@playwright/test';
import { test, expect, collectConsoleErrors, submitAndAnswer } from './fixtures';
import { NETWORK, STORE_DOWN, expectKept, fillValid, openForm, site, values } from './helpers/donation-form';
import { expectOneRecord, uniqueName } from './helpers/store';
import { LOCALES, WORDS, endsWith, fill, localizePath } from './helpers/words';
import { DONATION_REFERENCE_PATTERN } from '../../src/lib/schemas/donation';

for (const locale of LOCALES) {
  const w = WORDS[locale].forms.donation;
  const m = WORDS[locale].messages;

  test(`in ${locale} (${localizePath('/donation', locale)}): the ten checks in order, each in the alert with focus on the field; then success, stored with the English values and the page's lang, and how to pay`, async ({
    page,
  }) => {
    // Fourteen submits, one per check, and the pledge: more than the default 30 s on a busy machine.
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    const who = uniqueName(`Donor Ravi ${locale}`);
    const f = await openForm(page, locale);
    // One plain choice of gift, read in the page's language; the server stores the English type it stands for.
    await expect(f.gift.getByRole('radio')).toHaveCount(4);
    await expect(f.mode.locator('option')).toHaveText([w.modePlaceholder, ...Object.values(w.modes)]);
    expect(await values(f.mode)).toEqual(['', ...Object.keys(w.modes)]);

    // Fill the form one step at a time, as in the API test: each submit must name the next check.
    const steps: Array<[string, () => Promise<unknown>, keyof typeof m, Locator]> = [
      ['nothing', async () => {}, 'donation.name.required', f.name],
      ['name', () => f.name.fill(who), 'donation.gender.required', f.male],
      ['gender', () => f.male.check(), 'donation.email.required', f.email],
      ['email', () => f.email.fill('ravi@example.org'), 'donation.mobile.required', f.phone],
      ['mobile', () => f.phone.fill('9876543210'), 'donation.address.required', f.address],
      ['address', () => f.address.fill('Dindigul'), 'donation.type.required', f.once],
      ['type', () => f.monthly.check(), 'donation.amount.invalid', f.amount],
      ['amount 0', () => f.amount.fill('0'), 'donation.amount.invalid', f.amount],
      ['amount -5', () => f.amount.fill('-5'), 'donation.amount.invalid', f.amount],
      ['amount 60000', () => f.amount.fill('60000'), 'donation.pan.required', f.pan],
      ['bad PAN', () => f.pan.pressSequentially('abcd1234'), 'donation.pan.invalid', f.pan],
      [
        'good PAN',
        async () => {
          await expect(f.pan).toHaveValue('ABCD1234');
          await f.pan.fill('');
          await f.pan.pressSequentially('abcde1234f');
        },
        'donation.source.required',
        f.source,
      ],
      ['declaration', () => f.source.check(), 'donation.mode.required', f.mode],
    ];
    for (const [step, change, key, field] of steps) {
      await change();
      await f.submit.click();
      await expect(f.alert, `after ${step}`).toHaveText(m[key]);
      await expect(field, `after ${step}`).toBeFocused();
      // The radios' group carries the error state; every other field carries its own.
      const flagged = field === f.male ? f.gender : field === f.once ? f.gift : field;
      await expect(flagged, `after ${step}`).toHaveAttribute('aria-invalid', 'true');
      await expect(flagged, `after ${step}`).toHaveAccessibleDescription(endsWith(m[key]));
    }
    // The PAN typed in lower case reads upper case.
    await expect(f.pan).toHaveValue('ABCDE1234F');
    await f.mode.selectOption({ label: w.modes['Credit-card / Debit-card'] });
    await f.message.fill('In memory of my father');

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/donations') && r.request().method() === 'POST'),
      f.submit.click(),
    ]);
    expect(response.status()).toBe(200);
    // The page told the server its language, and the server answered in it.
    expect(response.request().headers()['accept-language']).toBe(locale);
    expect((await response.json()) as { message: string }).toMatchObject({ message: m['donation.saved'] });
    // The form's answer (the UPI reference entry inside it has a status of its own).
    const status = f.form.getByRole('status').filter({ has: f.form.page().locator('.status-text') });
    await expect(status.locator('.status-text')).toHaveText(m['ui.donation.success']);

    // Every field is reset; no gift is chosen and the declaration is to be given again.
    for (const field of [f.name, f.email, f.phone, f.address, f.amount, f.pan, f.message])
      await expect(field).toHaveValue('');
    await expect(f.male).not.toBeChecked();
    await expect(f.female).not.toBeChecked();
    for (const radio of await f.gift.getByRole('radio').all()) await expect(radio).not.toBeChecked();
    await expect(f.source).not.toBeChecked();
    await expect(f.mode).toHaveValue('');

    // Stored with the English option values, and the page's language.
    const record = await expectOneRecord('donations', (r) => r.name === who);
    expect(record).toMatchObject({
      lang: locale,
      name: who,
      gender: 'Male',
      email: 'ravi@example.org',
      phone: '9876543210',
      address: 'Dindigul',
      frequency: 'Monthly',
      category: 'others',
      source: 'indian',
      amount: 60000,
      pan: 'ABCDE1234F',
      paymentMode: 'Credit-card / Debit-card',
      message: 'In memory of my father',
    });
    // How to pay now: the reference, the UPI link with payee, amount and reference, its QR code, the bank.
    const reference = record.reference;
    expect(reference).toMatch(DONATION_REFERENCE_PATTERN);
    await expect(status.getByRole('heading', { name: w.payNow })).toBeVisible();
    // The first sentence of the introduction names the reference ("Your reference is VT-….").
    await expect(status).toContainText(`${fill(w.payIntro, { reference }).split('.')[0]!}.`);
    const pay = status.getByRole('link', { name: fill(w.payButton, { amount: '60,000' }) });
    const href = (await pay.getAttribute('href'))!;
    expect(href.startsWith('upi://pay?')).toBe(true);
    const params = new URL(href.replace('upi://pay', 'https://upi.invalid/pay')).searchParams;
    expect(params.get('pa')).toBe(site.upi.id);
    expect(params.get('pn')).toBe(site.upi.payeeName);
    expect(params.get('am')).toBe('60000.00');
    expect(params.get('cu')).toBe('INR');
    expect(params.get('tr')).toBe(reference);
    const qr = status.getByRole('img', { name: fill(w.qrAlt, { amount: '60,000', reference }) });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const bank = status.locator('dl.bank');
    for (const value of [
      site.bank.accountName,
      site.bank.accountNumber,
      site.bank.ifsc,
      site.bank.bankName,
      reference,
    ]) {
      await expect(bank).toContainText(value);
    }
    expect(errors).toEqual([]);
  });
}

test('our extra checks: email and mobile format, PAN not needed at exactly 50000 @mobile', async ({ page }) => {
  const who = uniqueName('Donor Extra');
  const f = await openForm(page);
  await fillValid(f, who);
  await f.email.fill('giver');
  await f.submit.click();
  await expect(f.alert).toHaveText('Please enter a valid email address');
  await expect(f.email).toBeFocused();
  await f.email.fill('giver@example.org');
  await f.phone.fill('12345');
  await f.submit.click();
  await expect(f.alert).toHaveText('Please enter a valid 10-digit mobile number');
  await expect(f.phone).toBeFocused();
  await f.phone.fill('9876543210');
  await f.amount.fill('50000');
  expect((await submitAndAnswer(page, f.submit, '/api/donations')).status()).toBe(200);
  await expect(f.form.getByRole('status').locator('.status-text')).toHaveText('✅ Donation submitted successfully!');
  const record = await expectOneRecord('donations', (r) => r.name === who);
  expect(record.amount).toBe(50000);
  expect(record.pan).toBeUndefined();
  await expect(f.form.getByRole('link', { name: 'Pay ₹50,000 with a UPI app' })).toHaveAttribute(
    'href',
    /[?&]am=50000\.00(&|$)/,
  );
});

test('server failure: "❌ Failed to submit donation" and the values are kept', async ({ page }) => {
  const who = uniqueName('Donor Refused');
  const f = await openForm(page);
  await page.route('**/api/donations', (route) =>
    route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong on our side.' } }),
  );
  await fillValid(f, who);
  await f.submit.click();
  await expect(f.alert).toHaveText('❌ Failed to submit donation');
  await expectKept(f, who);
  // A success answer without `success: true` is a failure too.
  await page.unroute('**/api/donations');
  await page.route('**/api/donations', (route) => route.fulfill({ status: 200, json: { ok: true } }));
  await f.submit.click();
  await expect(f.alert).toHaveText('❌ Failed to submit donation');
  await expectKept(f, who);
});

test('network error and store outage (503) are shown and the values kept', async ({ page }) => {
  const who = uniqueName('Donor Offline');
  const f = await openForm(page);
  await fillValid(f, who);
  await page.route('**/api/donations', (route) => route.abort('internetdisconnected'));
  await f.submit.click();
  await expect(f.alert).toHaveText(NETWORK);
  await expectKept(f, who);
  await page.unroute('**/api/donations');
  await page.route('**/api/donations', (route) =>
    route.fulfill({ status: 503, json: { success: false, error: STORE_DOWN } }),
  );
  await f.submit.click();
  await expect(f.alert).toHaveText(STORE_DOWN);
  await expectKept(f, who);
});

test('the submit button shows progress and cannot send twice', async ({ page }) => {
  const who = uniqueName('Donor Twice');
  const f = await openForm(page);
  await fillValid(f, who);
  let posts = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/donations', async (route) => {
    posts += 1;
    await held;
    await route.fallback();
  });
  await f.submit.click();
  await expect(f.form.locator('button[type="submit"]')).toHaveText('Sending…');
  await expect(f.form.locator('button[type="submit"]')).toBeDisabled();
  await f.form.evaluate((form: HTMLFormElement) => form.requestSubmit());
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/donations');
  release();
  expect((await answered).status()).toBe(200);
  await expect(f.form.getByRole('status').locator('.status-text')).toHaveText('✅ Donation submitted successfully!');
  expect(posts).toBe(1);
  await expectOneRecord('donations', (r) => r.name === who);
});
