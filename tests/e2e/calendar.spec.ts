/**
 * The clinic's calendar as people use it: staff run the day from the Schedule (mark a patient
 * arrived, print the day), close times from Closures (visitors then see them closed, in both languages,
 * and the server refuses them), and a patient cancels or moves their own visit from the private link.
 * Each test works on its own date (the `appointments` fixture), which it clears afterwards, closures too.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, submitAndAnswer, test } from './fixtures';
import { adminPassword, openSection } from './helpers/admin';
import { apiPerson } from './helpers/slots';
import { WORDS, fill, localizePath, startsWith, type Locale } from './helpers/words';
import { slotLabel } from '../../src/lib/slots';
import { proved } from './helpers/proof';

async function signIn(page: Page) {
  const password = await adminPassword(page.request);
  expect((await page.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
  await page.goto('/admin');
}

async function axe(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.length}`),
    `axe on ${where}`,
  ).toEqual([]);
}

test('the schedule: the day in order, a patient marked arrived, a clean print of the day', async ({
  page,
  appointments,
}) => {
  const errors = collectConsoleErrors(page);
  const slot = await appointments.freeSlot();
  const name = `E2E Schedule ${Math.random().toString(36).slice(2, 7)}`;
  const made = await page.request.post('/api/appointments', {
    data: await proved(page.request, {
      patientType: 'new',
      people: [apiPerson(slot, name, { phone: '9811100011', purpose: 'Knee pain' })],
    }),
  });
  expect(made.status()).toBe(200);
  const id = ((await made.json()) as { appointments: { id: string }[] }).appointments[0]!.id;

  await signIn(page);
  await openSection(page, 'Schedule');
  // The table shows the day once the server has answered for it (slow under a full run).
  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/admin/schedule?date=${slot.date}`));
  await page.getByLabel('Date', { exact: true }).fill(slot.date);
  expect((await answered).status()).toBe(200);
  const table = page.getByRole('region', { name: /Schedule for/ });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Knee pain');
  await expect(row.getByRole('link', { name: '9811100011' })).toHaveAttribute('href', 'tel:+919811100011');
  await expect(table.getByRole('row')).toHaveCount(20); // the header and 19 slots
  await axe(page, 'the schedule');

  await submitAndAnswer(
    page,
    row.getByRole('button', { name: `Mark ${name} arrived` }),
    `/api/admin/bookings/${id}/status`,
  );
  await expect(row.getByRole('cell', { name: 'Arrived', exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} (${slotLabel(slot.time)}) marked arrived.` }),
  ).toHaveCount(1);

  // Print: the table, no buttons or navigation.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Staff area' })).toBeHidden();
  await expect(row.getByRole('button', { name: `Mark ${name} arrived` })).toBeHidden();
  await expect(row).toContainText(name);
  await page.emulateMedia({ media: 'screen' });
  expect(errors).toEqual([]);
});

for (const locale of ['en', 'ta'] as const satisfies readonly Locale[]) {
  test(`closures as a visitor sees them (${locale}): closed times say why, a closed day says so, the server refuses`, async ({
    page,
    appointments,
  }) => {
    const [open, shut] = await appointments.freeSlots(2);
    const date = open!.date;
    await signIn(page);
    await openSection(page, 'Closures');
    const form = page.getByRole('region', { name: 'Closures' });
    await form.getByLabel('First date').fill(date);
    await form.getByLabel('Reason').fill('Staff training');
    await form.getByRole('checkbox', { name: slotLabel(shut!.time), exact: true }).check();
    await submitAndAnswer(page, form.getByRole('button', { name: 'Add closure' }), '/api/admin/closures');
    await expect(form.getByRole('heading', { name: /^Patients booked in / })).toBeVisible();
    await axe(page, 'closures');

    // A visitor on the booking form.
    const words = WORDS[locale].forms.appointment;
    await page.goto(localizePath('/booking', locale));
    const group = page.getByRole('group', { name: fill(words.person, { n: 1 }), exact: true });
    const submit = page.locator('form.form button[type="submit"]').first();
    await expect(submit).toBeEnabled({ timeout: 20_000 });
    await group.getByRole('textbox', { name: startsWith(words.visitDate) }).fill(date);
    const time = group.getByRole('combobox', { name: startsWith(words.visitTime) });
    await expect(time).toBeEnabled();
    const closedOption = time.locator(`option[value="${shut!.time}"]`);
    await expect(closedOption).toBeDisabled();
    await expect(closedOption).toContainText(fill(words.closed, { reason: 'Staff training' }));
    await expect(time.locator(`option[value="${open!.time}"]`)).toBeEnabled();

    // The server has the last word: a closed time is refused with the reason.
    const refused = await page.request.post('/api/appointments', {
      headers: { 'accept-language': locale },
      data: await proved(page.request, { patientType: 'new', people: [apiPerson(shut!, 'Too Late')] }),
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toContain('Staff training');
  });
}

test('a patient moves and then cancels their visit from the private link', async ({ page, appointments }) => {
  const errors = collectConsoleErrors(page);
  const [first, second] = await appointments.freeSlots(2);
  const name = `E2E Manage ${Math.random().toString(36).slice(2, 7)}`;
  const made = await page.request.post('/api/appointments', {
    data: await proved(page.request, { patientType: 'new', people: [apiPerson(first!, name)] }),
  });
  const token = ((await made.json()) as { appointments: { manage: string }[] }).appointments[0]!.manage;
  expect(token).toBeTruthy();

  await page.goto(`/appointment/manage#${token}`);
  await expect(page.getByText(name)).toBeVisible({ timeout: 20_000 });
  await axe(page, 'the manage page');
  await page.getByLabel('New date').fill(second!.date);
  await page.getByLabel('New time').selectOption(second!.time);
  await submitAndAnswer(
    page,
    page.getByRole('button', { name: 'Move my appointment' }),
    '/api/appointments/manage/move',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Your appointment is now on' })).toBeVisible();
  await expect(page.getByText(slotLabel(second!.time), { exact: false }).first()).toBeVisible();
  const booked = async () =>
    ((await (await page.request.get(`/api/appointments/booked?date=${first!.date}`)).json()) as { booked: string[] })
      .booked;
  expect(await booked()).toEqual([second!.time]);

  await page.getByRole('button', { name: 'Cancel my appointment' }).click();
  await submitAndAnswer(page, page.getByRole('button', { name: 'Yes, cancel it' }), '/api/appointments/manage/cancel');
  await expect(page.getByText('Your appointment is cancelled and the time is free for someone else.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  expect(await booked()).toEqual([]);
  expect(errors).toEqual([]);
});

test('the manage page without a link, and with a wrong one, says what to do (Tamil too)', async ({ page }) => {
  await page.goto('/ta/appointment/manage');
  await expect(page.getByText(WORDS.ta.forms.manage.noLink)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.goto('/appointment/manage#not-a-real-link');
  await expect(page.getByRole('alert')).toContainText('This link does not open a booking');
});
