/**
 * A new donor on a phone, in both languages: the pledge form is the first thing on /donation (the bank
 * details and QR code come after it, to pay with the reference the form gives); one plain choice of gift;
 * a name and address written in Tamil get an English-letters suggestion the donor corrects; the button says
 * what it does; the success screen gives the reference and how to pay; the pledge is stored with the
 * English-letters spelling, the declaration and the type and category the one choice stands for.
 */
import { test, expect, collectConsoleErrors } from './fixtures';
import { expectOneRecord, uniqueName } from './helpers/store';
import { LOCALES, WORDS, fill, localizePath, startsWith } from './helpers/words';

// A low-end Android phone (the mobile project's viewport), emulated in this project so the walk runs once.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('a donor on a phone pledges first, then pays with the reference, in English and in Tamil', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  for (const locale of LOCALES) {
    const w = WORDS[locale].forms.donation;
    const words = WORDS[locale].forms;
    await page.goto(localizePath('/donation', locale));
    const section = page.locator('section#donation-form');
    const form = section.locator('form');
    // The form comes before the bank details and the QR code.
    const top = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
    expect(await top('section#donation-form')).toBeLessThan(await top('[data-bank]'));
    expect(await top('section#donation-form')).toBeLessThan(await top('[data-upi-qr]'));
    const submit = form.getByRole('button', { name: w.submit, exact: true });
    await expect(submit).toBeEnabled({ timeout: 20_000 });

    const tamil = locale === 'ta';
    const who = uniqueName(tamil ? 'கவிதா ராமன்' : 'Phone Donor');
    const name = form.getByRole('textbox', { name: startsWith(w.name) });
    await name.fill(who);
    await form.getByRole('radio', { name: words.genders.Female, exact: true }).check();
    const nameLatin = form.getByRole('textbox', { name: startsWith(w.nameLatin) });
    if (tamil) {
      // Suggested from the Tamil, for the donor to correct as on their PAN.
      await expect(nameLatin).toHaveValue(/^Kavita Raman\b/);
      await nameLatin.fill('Kavitha Raman');
    } else {
      await expect(nameLatin).toHaveCount(0);
    }
    await form.getByRole('textbox', { name: startsWith(w.email) }).fill('phone.donor@example.org');
    await form.getByRole('textbox', { name: startsWith(w.phone) }).fill('9876543210');
    const address = form.getByRole('textbox', { name: startsWith(w.address) });
    await address.fill(tamil ? '7, பெரிய தெரு, மதுரை 625001' : '7 Big Street, Madurai 625001');
    await form.getByRole('radio', { name: w.gifts.monthly, exact: true }).check();
    const addressLatin = form.getByRole('textbox', { name: startsWith(w.addressLatin) });
    if (tamil) await expect(addressLatin).toHaveValue('7, Periya Teru, Maturai 625001');
    else await expect(addressLatin).toHaveCount(0);
    await form.getByRole('textbox', { name: startsWith(w.amount) }).fill('1000');
    await form.getByRole('checkbox', { name: w.sources.indian }).check();
    await form.getByRole('combobox', { name: startsWith(w.paymentMode) }).selectOption('UPI');

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/donations') && r.request().method() === 'POST'),
      submit.click(),
    ]);
    expect(response.status()).toBe(200);
    const record = await expectOneRecord('donations', (r) => r.name === who);
    expect(record).toMatchObject({
      lang: locale,
      frequency: 'Monthly',
      category: 'others',
      source: 'indian',
      ...(tamil ? { nameLatin: 'Kavitha Raman', addressLatin: '7, Periya Teru, Maturai 625001' } : {}),
    });
    if (!tamil) expect(record.nameLatin).toBeUndefined();
    const status = form.getByRole('status').filter({ has: page.locator('.status-text') });
    await expect(status.getByRole('heading', { name: w.payNow })).toBeVisible();
    await expect(status).toContainText(`${fill(w.payIntro, { reference: record.reference }).split('.')[0]!}.`);
    await expect(status.getByRole('link', { name: fill(w.payButton, { amount: '1,000' }) })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
