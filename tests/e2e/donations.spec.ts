/**
 * Donations the trust can account for, as people use it: the donor adds the UPI reference on the
 * success screen; staff find the pledge, mark it received, issue its receipt (section 133) and download the PDF; axe
 * on both new screens in the states they reach. (The mail's private link, statement matching and the
 * receipt counter are API and contract tests.)
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, submitAndAnswer } from './fixtures';
import { adminPassword } from './helpers/admin';
import { proved } from './helpers/proof';
import { expectOneRecord, uniqueName } from './helpers/store';
import { axeViolations } from './helpers/axe';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function expectNoViolations(page: Page, state: string) {
  expect(axeViolations(await new AxeBuilder({ page }).analyze()), `axe, ${state}`).toEqual([]);
}

test('the donor adds the UPI reference on the success screen', async ({ page }) => {
  const who = uniqueName('UTR Donor');
  await page.goto('/donation#donation-form');
  const form = page.locator('#donation-form form');
  await form.getByRole('textbox', { name: /^Full name/ }).fill(who);
  await form.getByRole('radio', { name: 'Female', exact: true }).check();
  await form.getByRole('textbox', { name: /^Email/ }).fill('utr.donor@example.org');
  await form.getByRole('textbox', { name: /^Mobile number/ }).fill('9876543210');
  await form.getByRole('textbox', { name: /^Postal address/ }).fill('12 Temple Street, Dindigul');
  await form.getByRole('radio', { name: 'A one-time gift', exact: true }).check();
  await form.getByRole('textbox', { name: /^Amount/ }).fill('1500');
  await form.getByRole('checkbox', { name: 'I am an Indian citizen and give from an Indian bank account' }).check();
  await form.getByRole('combobox', { name: /^Mode of payment/ }).selectOption('UPI');
  const submit = form.getByRole('button', { name: 'Get my reference and pay' });
  expect((await submitAndAnswer(page, submit, '/api/donations')).status()).toBe(200);

  const entry = form.getByRole('region', { name: 'Paid by UPI? Add the UPI reference' });
  const utr = entry.getByRole('textbox', { name: 'UPI reference (UTR)' });
  const save = entry.getByRole('button', { name: 'Save the UPI reference' });
  await utr.fill('4123 4567');
  await save.click();
  await expect(entry.getByRole('alert')).toHaveText(
    'Please enter the 12-digit UPI reference (UTR) shown in your payment app',
  );
  await expect(utr).toBeFocused();
  await utr.fill('4123 4567 8901');
  expect((await submitAndAnswer(page, save, '/api/donation/utr')).status()).toBe(200);
  await expect(entry.getByRole('status')).toHaveText(
    'Thank you: we have your UPI reference 412345678901 and will match it with your payment.',
  );
  await expect.poll(async () => (await expectOneRecord('donations', (r) => r.name === who)).utr).toBe('412345678901');
  await expectNoViolations(page, 'donation success with the UPI reference saved');
});

const signedIn = test.extend<object, { adminState: StorageState }>({
  adminState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const password = await adminPassword(context.request);
      const res = await context.request.post('/api/admin/login', { data: { password } });
      expect(res.status(), 'staff sign-in for the worker').toBe(200);
      await use(await context.storageState());
      await context.close();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ adminState }, use) => use(adminState),
});

signedIn('staff mark a pledge received, issue its receipt and download it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const who = uniqueName('Receipt Donor');
  const pledged = await request.post('/api/donation', {
    data: await proved(request, {
      uname: who,
      gender: 'Male',
      email: 'receipt.donor@example.org',
      mobno: '9876543210',
      address: '4 North Car Street, Madurai',
      donate: 'One time',
      amount: '2500',
      panno: 'ABCDE1234F',
      modeofpay: 'UPI',
    }),
  });
  expect(pledged.status()).toBe(200);
  const { reference } = (await pledged.json()) as { reference: string };

  await page.goto('/admin/donations');
  await expect(page.getByText('Signed in as staff.')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Reference, name or UTR').fill(reference);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const card = page.getByRole('article', { name: `${who}, ${reference}` });
  await expect(card).toBeVisible({ timeout: 20_000 });

  await card.getByLabel('Bank or UPI reference').fill('NEFT-N3261234');
  const mark = card.getByRole('button', { name: 'Mark received' });
  expect((await submitAndAnswer(page, mark, `/api/admin/donations/${await idOf(who)}/received`)).status()).toBe(200);
  await expect(card.getByText(/^Received ₹2,500.* by Bank transfer, reference NEFT-N3261234$/)).toBeVisible();

  const issue = card.getByRole('button', { name: 'Issue receipt' });
  await issue.click();
  // Money received today (after 1 April 2026): a receipt under section 133 of the Income-tax Act, 2025.
  const number = card.getByText(/^133\/\d{4}-\d{2}\/\d{6}$/);
  await expect(number).toBeVisible({ timeout: 20_000 });
  const text = (await number.textContent())!;
  await expectNoViolations(page, 'a pledge with its receipt');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: `Download ${text} (PDF)` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${text.replace(/\//g, '-')}.pdf`);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
});

async function idOf(name: string): Promise<string> {
  return (await expectOneRecord('donations', (r) => r.name === name)).id;
}
