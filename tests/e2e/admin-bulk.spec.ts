// Staff clear a prankster's bookings in one action, in a real browser on the production build: a whole
// booking group, or every booking ahead of one phone number. The confirmation says how many slots it frees
// and lists them; after it, the rows are gone and the slots can be booked again. Each test books with a phone
// number of its own, on its own date (the `appointments` fixture).

import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { collectConsoleErrors, expect as baseExpect, test } from './fixtures';
import { adminPassword, searchTable } from './helpers/admin';
import { apiPerson, type FreeSlot } from './helpers/slots';
import { proved } from './helpers/proof';

// The dashboard loads four tables, each its own function call: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });
// Every wait here is for a function's answer.
const expect = baseExpect.configure({ timeout: 20_000 });

const ownPhone = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
const unique = (label: string) => `E2E ${label} ${Math.random().toString(36).slice(2, 8)}`;

async function book(request: APIRequestContext, people: ReturnType<typeof apiPerson>[]): Promise<void> {
  const res = await request.post('/api/appointments', { data: await proved(request, { patientType: 'new', people }) });
  expect(res.status(), await res.text()).toBe(200);
}

async function openBookings(page: Page, search: string) {
  const password = await adminPassword(page.request);
  expect((await page.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
  await page.goto('/admin');
  const section = page
    .locator('section.admin-table')
    .filter({ has: page.getByRole('heading', { name: /^Booking Requests/ }) });
  await searchTable(section, 'Booking Requests', search);
  return section;
}

async function booked(request: APIRequestContext, slots: FreeSlot[]): Promise<string[]> {
  const res = await request.get(`/api/appointments/booked?date=${slots[0]!.date}`);
  const times = ((await res.json()) as { booked: string[] }).booked;
  return slots.map((s) => s.time).filter((t) => times.includes(t));
}

test('remove a whole booking group: the dialog says 3 slots, lists them, and frees them', async ({
  page,
  request,
  appointments,
}) => {
  const errors = collectConsoleErrors(page);
  const slots = await appointments.freeSlots(4);
  const group = unique('Group');
  const phone = ownPhone();
  await book(
    request,
    slots.slice(0, 3).map((slot, i) => apiPerson(slot, `${group} ${i + 1}`, { phone })),
  );
  // Someone else on the same date stays.
  const other = unique('Other');
  await book(request, [apiPerson(slots[3]!, other, { phone: ownPhone() })]);

  const section = await openBookings(page, group);
  const rows = section.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  const button = rows.first().getByRole('button', { name: /^Remove group: every booking made together with / });

  // Cancel changes nothing; focus returns to the button.
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Remove this booking group?' });
  await expect(dialog).toContainText('This removes 3 bookings and frees 3 appointment slots');
  await expect(dialog.locator('li')).toHaveCount(3);
  for (const slot of slots.slice(0, 3)) await expect(dialog).toContainText(slot.label);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(await booked(request, slots)).toHaveLength(4);

  await button.click();
  await dialog.getByRole('button', { name: 'Remove 3' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Removed 3 bookings; 3 slots are free again.' })).toHaveCount(
    1,
  );
  await expect.poll(() => booked(request, slots)).toEqual([slots[3]!.time]);

  // Still gone after a reload; the other patient is still there.
  await page.reload();
  const again = page
    .locator('section.admin-table')
    .filter({ has: page.getByRole('heading', { name: /^Booking Requests/ }) });
  await expect(await searchTable(again, 'Booking Requests', group)).toHaveCount(0);
  await expect(await searchTable(again, 'Booking Requests', other)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('remove every booking ahead for one phone number, made in separate requests', async ({
  page,
  request,
  appointments,
}) => {
  const slots = await appointments.freeSlots(2);
  const phone = ownPhone();
  const name = unique('Prank');
  await book(request, [apiPerson(slots[0]!, `${name} A`, { phone })]);
  await book(request, [apiPerson(slots[1]!, `${name} B`, { phone })]);

  const section = await openBookings(page, phone);
  const rows = section.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await rows
    .first()
    .getByRole('button', { name: /^Remove all ahead: every booking from today on with the phone number/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `Remove every booking ahead for ${phone}?` });
  await expect(dialog).toContainText('This removes 2 bookings and frees 2 appointment slots');
  await dialog.getByRole('button', { name: 'Remove 2' }).click();
  await expect(rows).toHaveCount(0);
  await expect.poll(() => booked(request, slots)).toEqual([]);
});
