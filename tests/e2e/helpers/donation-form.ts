/**
 * The donation pledge form's helpers for tests/e2e/forms-donation.spec.ts: the trust's payment settings, the form
 * opened in a language with its fields found by their labels, a valid pledge filled in, and the values kept.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, listenForReady } from '../fixtures';
import { WORDS, localizePath, startsWith, type Locale } from './words';

/** The trust's payment settings, as the build read them. */
export const site = JSON.parse(readFileSync(new URL('../../../src/data/site.json', import.meta.url), 'utf8')) as {
  upi: { id: string; payeeName: string };
  bank: { accountName: string; accountNumber: string; ifsc: string; bankName: string; branch: string };
};

export const STORE_DOWN =
  'We could not reach our records just now. Nothing was lost on your side: please try again in a minute, or call us.';
export const NETWORK = 'We could not reach the server. Please check your connection and try again, or call us.';

/** The form in a language, its fields found by their labels in that language. */
export async function openForm(page: Page, locale: Locale = 'en') {
  const words = WORDS[locale].forms;
  const w = words.donation;
  // The original site used window.alert: any native dialog now is a failure.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected native dialog: ${dialog.message()}`);
  });
  await page.goto(localizePath('/donation#donation-form', locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const form = page.locator('#donation-form form');
  await form.scrollIntoViewIfNeeded();
  const submit = form.getByRole('button', { name: w.submit, exact: true });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  return {
    form,
    submit,
    alert: form.getByRole('alert'),
    name: form.getByRole('textbox', { name: startsWith(w.name) }),
    gender: form.getByRole('group', { name: startsWith(w.gender) }),
    male: form.getByRole('radio', { name: words.genders.Male, exact: true }),
    female: form.getByRole('radio', { name: words.genders.Female, exact: true }),
    email: form.getByRole('textbox', { name: startsWith(w.email) }),
    phone: form.getByRole('textbox', { name: startsWith(w.phone) }),
    address: form.getByRole('textbox', { name: startsWith(w.address) }),
    gift: form.getByRole('group', { name: startsWith(w.gift) }),
    once: form.getByRole('radio', { name: w.gifts.once, exact: true }),
    monthly: form.getByRole('radio', { name: w.gifts.monthly, exact: true }),
    source: form.getByRole('checkbox', { name: w.sources.indian }),
    amount: form.getByRole('textbox', { name: startsWith(w.amount) }),
    pan: form.getByRole('textbox', { name: startsWith(w.pan) }),
    mode: form.getByRole('combobox', { name: startsWith(w.paymentMode) }),
    message: form.getByRole('textbox', { name: startsWith(w.message) }),
  };
}
export type DonationForm = Awaited<ReturnType<typeof openForm>>;

export const values = (select: Locator) =>
  select.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));

/** Fill a form just opened (still asleep): the name wakes it, the choices are made once it is live. */
export async function fillValid(f: DonationForm, who: string, amount = '2500') {
  const ready = await listenForReady(f.form);
  await f.name.fill(who);
  await ready();
  await f.female.check();
  await f.email.fill('giver@example.org');
  await f.phone.fill('9876543210');
  await f.address.fill('12 Temple Street, Dindigul');
  await f.once.check();
  await f.amount.fill(amount);
  await f.source.check();
  await f.mode.selectOption('UPI');
  await f.message.fill('For the free clinic');
}

export async function expectKept(f: DonationForm, who: string, amount = '2500') {
  await expect(f.name).toHaveValue(who);
  await expect(f.female).toBeChecked();
  await expect(f.email).toHaveValue('giver@example.org');
  await expect(f.phone).toHaveValue('9876543210');
  await expect(f.address).toHaveValue('12 Temple Street, Dindigul');
  await expect(f.once).toBeChecked();
  await expect(f.amount).toHaveValue(amount);
  await expect(f.source).toBeChecked();
  await expect(f.mode).toHaveValue('UPI');
  await expect(f.message).toHaveValue('For the free clinic');
}
