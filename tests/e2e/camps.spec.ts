// Free camps in the browser: a Tamil visitor on a phone goes from the home page to the camps page,
// registers for a date and gets a token (or a place on the waiting list) and their private link; staff
// open that date's list, mark who came and print it (print CSS: the list only). Axe on every new screen.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import campsTa from '../../src/i18n/ta/camps.json' with { type: 'json' };
import { adminCampsEn as staffWords } from '../../src/i18n/admin-camps';
import { test, expect } from './fixtures';
import { adminPassword } from './helpers/admin';
import { proved } from './helpers/proof';
import { uniqueName } from './helpers/store';
import { axeViolations } from './helpers/axe';

async function expectAccessible(page: Page, where: string) {
  expect(axeViolations(await new AxeBuilder({ page }).include('main').analyze()), `axe, ${where}`).toEqual([]);
}

const phoneOf = () => `9${String(Date.now()).slice(-9)}`;

test('@mobile a Tamil visitor goes from the home page to a camp token and their private link', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'mobile', 'the walk is about a phone: once, in the mobile project');
  const name = uniqueName('முகாம் நபர்');
  await page.goto('/ta');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: campsTa.page.title.replace('மருத்துவ ', '') })
    .click();
  await expect(page).toHaveURL(/\/ta\/camps$/);
  await expect(page.getByRole('heading', { level: 1, name: campsTa.page.title })).toBeVisible();
  await expectAccessible(page, '/ta/camps');

  // "Register for this date" chooses the date in the form once it wakes.
  const first = page.getByRole('link', { name: campsTa.page.register }).first();
  const wanted = await first.getAttribute('data-register');
  await first.click();
  const form = page.locator('form#camp');
  await form.getByLabel(campsTa.form.name).fill(name);
  await expect(form.getByLabel(campsTa.form.date)).toHaveValue(wanted!);
  await form.getByLabel(campsTa.form.phone).fill(phoneOf());
  await form.getByLabel(campsTa.form.village).fill('வடபழனி');
  await form.getByLabel(campsTa.form.people).selectOption('2');
  await form.getByRole('button', { name: campsTa.form.submit }).click();

  const result = form.locator('[data-camp-result]');
  await expect(result).toBeVisible();
  const registered = (await result.getAttribute('data-camp-result')) === 'registered';
  if (registered) await expect(result.locator('.camp-token-number')).toHaveText(/^\d+$/);
  else await expect(result).toContainText(campsTa.form.waiting);
  await expectAccessible(page, '/ta/camps (registered)');

  // The private link opens the registration in Tamil, with the same token.
  const token = registered ? await result.locator('.camp-token-number').textContent() : null;
  await result.getByRole('link', { name: campsTa.form.cancelLink }).click();
  await expect(page).toHaveURL(/\/ta\/camps\/registration#/);
  await expect(page.getByText(name)).toBeVisible();
  if (token) await expect(page.locator('.camp-token-number')).toHaveText(token);
  await expect(page.getByRole('button', { name: campsTa.manage.cancel })).toBeVisible();
  await expectAccessible(page, '/ta/camps/registration');
});

test("staff open a date's list, mark who came and print it", async ({ page }) => {
  const name = uniqueName('Camp Visitor');
  const shown = await (await page.request.get('/camps')).text();
  const slot = /data-register="([a-z0-9-]+)\/(\d{4}-\d{2}-\d{2})"/.exec(shown)!;
  const [camp, date] = [slot[1]!, slot[2]!];
  const body = { camp, date, name, phone: phoneOf(), village: 'Saligramam', people: 3, channel: 'sms' };
  const res = await page.request.post('/api/camps/register', { data: await proved(page.request, body) });
  expect(res.status()).toBe(200);

  const password = await adminPassword(page.request);
  expect((await page.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
  await page.goto('/admin/camps');
  const row = page.locator(`tr[data-camp-date="${camp}/${date}"]`);
  await row.getByRole('button', { name: staffWords.open }).click();
  const person = page.locator('tr', { hasText: name });
  await expect(person).toContainText('Saligramam');
  await expectAccessible(page, '/admin/camps (day)');
  const came = person.getByRole('checkbox');
  if (await came.isEnabled()) {
    // Ticked once the server has it (the box follows the stored registration, not the click).
    await came.click();
    await expect(came).toBeChecked();
  }

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: staffWords.print })).toBeHidden();
  await expect(page.getByRole('button', { name: staffWords.back })).toBeHidden();
  await expect(person).toBeVisible();
  await expect(person.getByRole('link')).toBeHidden(); // the phone column stays on screen only
  await expect(page.locator('.staff-header')).toBeHidden();
});
