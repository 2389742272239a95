/**
 * axe (every rule it has) on each form in its empty, error and success states: the callback dialog open,
 * /booking, /oldpatient, /contact and /donation. The scan covers the form's section (and, for the dialog,
 * the page-level announcer); whole pages are scanned by quality.spec.ts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, submitAndAnswer } from './fixtures';
import { uniqueName } from './helpers/store';
import { axeViolations } from './helpers/axe';

async function expectNoViolations(page: Page, selectors: string[], state: string) {
  let builder = new AxeBuilder({ page });
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  expect(axeViolations(results), `axe, ${state}`).toEqual([]);
  // The scan really looked at the form (a wrong selector would pass vacuously).
  expect(results.passes.length, `axe checked something, ${state}`).toBeGreaterThan(5);
}

test('callback dialog: empty, error and success', async ({ page }) => {
  await page.goto('/about');
  const opener = page.getByRole('button', { name: 'Request Callback' });
  await opener.click();
  const dialog = page.locator('#callback-dialog');
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await expectNoViolations(page, ['#callback-dialog'], 'empty');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your name');
  await expectNoViolations(page, ['#callback-dialog'], 'errors');
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(uniqueName('Axe Callback'));
  await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill('9876543210');
  expect((await submitAndAnswer(page, submit, '/api/callbacks')).status()).toBe(200);
  await expect(page.locator('#announcer')).toHaveText('✅ Callback request submitted!');
  await expectNoViolations(page, ['#announcer'], 'success, announced');
  await opener.click();
  await expect(dialog.getByRole('status')).toHaveText('✅ Callback request submitted!');
  await expectNoViolations(page, ['#callback-dialog'], 'success, reopened');
});

for (const path of ['/booking', '/oldpatient']) {
  test(`${path}: empty, error and success`, async ({ page, appointments }) => {
    const slot = await appointments.freeSlot();
    await page.goto(path);
    const section = 'section.booking';
    const form = page.locator(`${section} form`);
    const submit = form.locator('button[type="submit"]');
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    await expectNoViolations(page, [section], 'empty');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText("Please enter the patient's name");
    await expectNoViolations(page, [section], 'errors');

    const p = page.getByRole('group', { name: 'Person 1', exact: true });
    await p.getByRole('textbox', { name: /^Name/ }).fill(uniqueName('Axe Patient'));
    await p.getByRole('combobox', { name: /^Gender/ }).selectOption('Male');
    if (path === '/oldpatient') await p.getByRole('textbox', { name: /^Register number/ }).fill('MA25001');
    await p.getByRole('textbox', { name: /^Height/ }).fill('170 cm');
    await p.getByRole('textbox', { name: /^Weight/ }).fill('70 kg');
    await p.getByRole('textbox', { name: /^Occupation/ }).fill('Weaver');
    await p.getByRole('textbox', { name: /^Phone/ }).fill('9876543210');
    await p.getByLabel(/^Appointment date/).fill(slot.date);
    const time = p.getByRole('combobox', { name: /^Time/ });
    await expect(time).toBeEnabled();
    await expect(p.getByText('Checking which times are free…')).toHaveCount(0);
    await time.selectOption(slot.time);
    await submit.click();
    await expect(form.getByRole('status').filter({ hasText: 'Appointment saved' })).toBeVisible();
    await expect(form.locator('.saved li')).toHaveCount(1);
    await expectNoViolations(page, [section], 'success');
  });
}

test('/contact: empty, error and success', async ({ page }) => {
  await page.goto('/contact#contact-form');
  const form = page.locator('#contact-form form');
  const submit = form.getByRole('button', { name: 'Send message' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await expectNoViolations(page, ['#contact-form'], 'empty');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Please enter your name');
  await expectNoViolations(page, ['#contact-form'], 'errors');
  await form.getByRole('textbox', { name: /^Name/ }).fill(uniqueName('Axe Contact'));
  await form.getByRole('textbox', { name: /^Email/ }).fill('axe@example.org');
  await form.getByRole('textbox', { name: /^Message/ }).fill('Checking the form.');
  expect((await submitAndAnswer(page, submit, '/api/contact')).status()).toBe(200);
  await expect(form.getByRole('status')).toContainText('Your message has been sent');
  await expectNoViolations(page, ['#contact-form'], 'success');
});

test('/donation: empty, error and success (with how to pay)', async ({ page }) => {
  await page.goto('/donation#donation-form');
  const form = page.locator('#donation-form form');
  const submit = form.getByRole('button', { name: 'Get my reference and pay' });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  await expectNoViolations(page, ['#donation-form'], 'empty');
  await form.getByRole('textbox', { name: /^Full name/ }).fill(uniqueName('Axe Donor'));
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Please select a gender');
  await expectNoViolations(page, ['#donation-form'], 'errors');
  await form.getByRole('radio', { name: 'Female', exact: true }).check();
  await form.getByRole('textbox', { name: /^Email/ }).fill('axe@example.org');
  await form.getByRole('textbox', { name: /^Mobile number/ }).fill('9876543210');
  await form.getByRole('textbox', { name: /^Postal address/ }).fill('Dindigul');
  await form.getByRole('radio', { name: 'A one-time gift', exact: true }).check();
  await form.getByRole('textbox', { name: /^Amount/ }).fill('1001');
  await form.getByRole('checkbox', { name: 'I am an Indian citizen and give from an Indian bank account' }).check();
  await form.getByRole('combobox', { name: /^Mode of payment/ }).selectOption('Gpay');
  await submit.click();
  await expect(form.getByRole('status').getByRole('heading', { name: 'Pay now' })).toBeVisible();
  await expectNoViolations(page, ['#donation-form'], 'success');
});
