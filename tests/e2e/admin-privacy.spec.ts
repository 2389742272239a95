// A person's request, handled in a real browser on the production build: staff find every record of a phone
// number, download the person's copy (full PAN included), erase it all after a confirmation that counts the
// records and the slot it frees, and see each step in the audit log. Lists show masked PANs; Show PAN asks
// the server and is logged too. The test's records use a phone number and date of its own.

import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect as baseExpect, test } from './fixtures';
import { adminPassword, openSection, searchTable } from './helpers/admin';
import { apiPerson } from './helpers/slots';
import { proved } from './helpers/proof';

// The Inbox loads five sections, each its own function call: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

async function signIn(page: Page) {
  const password = await adminPassword(page.request);
  expect((await page.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
  await page.goto('/admin');
}

test('find a person by phone, download their copy, erase everything; the audit log shows each step', async ({
  page,
  request,
  appointments,
}) => {
  const errors = collectConsoleErrors(page);
  const digits = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  const name = `E2E Person ${Math.random().toString(36).slice(2, 8)}`;
  const pan = `ABCDE${String(randomInt(1000, 10_000))}F`;
  expect(
    (await request.post('/api/callbacks', { data: await proved(request, { name, mobile: digits }) })).status(),
  ).toBe(200);
  const donation = await request.post('/api/donation', {
    data: await proved(request, {
      uname: name,
      gender: 'Female',
      email: 'person@example.org',
      mobno: digits,
      address: '4 North Car Street, Madurai',
      donate: 'One time',
      amount: '75000',
      panno: pan,
      modeofpay: 'UPI',
    }),
  });
  expect(donation.status()).toBe(200);
  const slot = await appointments.freeSlot();
  const booked = await request.post('/api/appointments', {
    data: await proved(request, { patientType: 'new', people: [apiPerson(slot, name, { phone: digits })] }),
  });
  expect(booked.status()).toBe(200);

  await signIn(page);
  await openSection(page, 'Find a person');
  const section = page.getByRole('region', { name: 'Find a person' });
  await section.getByLabel('Phone number or email').fill(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
  await section.getByRole('button', { name: 'Find' }).click();
  await expect(section.getByRole('heading', { name: /^3 records of / })).toBeVisible();
  for (const kind of ['Callback requests (1)', 'Bookings (1)', 'Donations (1)']) {
    await expect(section.getByRole('heading', { name: kind })).toBeVisible();
  }

  // Their copy: every record, the full PAN included.
  const [copy] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download their copy (JSON)' }).click(),
  ]);
  expect(copy.suggestedFilename()).toMatch(/^person-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync(await copy.path(), 'utf8')) as Record<string, { pan?: string }[]>;
  expect(data.donations![0]!.pan).toBe(pan);
  expect(data.bookings).toHaveLength(1);

  // Erase, after a confirmation that counts.
  await section.getByRole('button', { name: 'Erase all 3 records' }).click();
  const dialog = page.getByRole('dialog', { name: /^Erase every record of / });
  await expect(dialog).toContainText('This erases 3 records for good. Their appointment slot becomes free for others.');
  await dialog.getByRole('button', { name: 'Erase 3' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Erased 3 records of / })).toHaveCount(1);
  const free = await request.get(`/api/appointments/booked?date=${slot.date}`);
  expect(((await free.json()) as { booked: string[] }).booked).not.toContain(slot.time);

  // Nothing left; the audit log says what staff did (counts, never the person).
  await section.getByRole('button', { name: 'Find' }).click();
  await expect(section.getByRole('heading', { name: /^No records of / })).toBeVisible();
  // (Other tests write to the same log meanwhile: look for this test's lines, not at positions.)
  await openSection(page, 'Audit log');
  const audit = page.getByRole('region', { name: 'Audit log', exact: true });
  const log = audit.locator('tbody tr');
  for (const kind of ['callbacks', 'bookings', 'donations']) {
    await expect(
      log
        .filter({ hasText: 'Erased a person’s records' })
        .filter({ hasText: `${kind} × 1` })
        .first(),
    ).toBeVisible();
  }
  await expect(log.filter({ hasText: 'Downloaded a person’s copy' }).first()).toBeVisible();
  await expect(log.filter({ hasText: 'Found a person' }).first()).toBeVisible();
  await expect(audit).not.toContainText(digits);
  expect(errors).toEqual([]);
});

test('Show PAN asks the server and is written to the audit log; the list never held the full PAN', async ({
  page,
  request,
}) => {
  const name = `E2E Donor ${Math.random().toString(36).slice(2, 8)}`;
  const pan = `FGHIJ${String(randomInt(1000, 10_000))}K`;
  const res = await request.post('/api/donation', {
    data: await proved(request, {
      uname: name,
      gender: 'Male',
      email: 'donor@example.org',
      mobno: '9876543210',
      address: '1 Main Road, Dindigul',
      donate: 'One time',
      amount: '60000',
      panno: pan,
      modeofpay: 'UPI',
    }),
  });
  expect(res.status()).toBe(200);
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/admin/donations'));
  await signIn(page);
  expect(await (await listed).text()).not.toContain(pan);

  const table = page.locator('section.admin-table').filter({ has: page.getByRole('heading', { name: /^Donations/ }) });
  const row = await searchTable(table, 'Donations', name);
  await expect(row.locator('.pan')).toHaveText(`${pan.slice(0, 5)}••••${pan.slice(9)}`);
  await row.getByRole('button', { name: `Show PAN of ${name}` }).click();
  await expect(row.locator('.pan')).toHaveText(pan);
  await openSection(page, 'Audit log');
  const audit = page.getByRole('region', { name: 'Audit log', exact: true });
  await expect(audit.locator('tbody tr').filter({ hasText: 'Showed a full PAN' }).first()).toBeVisible();
});
