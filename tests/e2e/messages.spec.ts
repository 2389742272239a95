// Messages in the running site (the production build served like Netlify serves it): a booking with an
// email is mailed (without SMTP_URL the preview, like `npm run dev`, writes each message to .data/outbox as
// an .eml file, with the answer), and a message that could not be delivered shows in /admin, where staff
// try it again.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { collectConsoleErrors, expect as baseExpect, test } from './fixtures';
import { adminPassword } from './helpers/admin';
import { apiPerson } from './helpers/slots';
import { serverStore, uniqueName } from './helpers/store';
import { searchText } from '../../src/lib/record-tables';
import { proved } from './helpers/proof';

// The dashboard loads each part with its own function call: slow on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const OUTBOX = '.data/outbox';

/** Every .eml the preview wrote whose subject or text mentions `word`, parsed. */
async function mailsAbout(word: string): Promise<ParsedMail[]> {
  if (!existsSync(OUTBOX)) return [];
  const files = readdirSync(OUTBOX).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(join(OUTBOX, f)))));
  return mails.filter((m) => `${m.subject}\n${m.text}\n${JSON.stringify(m.to ?? '')}`.includes(word));
}

/** The mails sent to `address`. */
async function mailsTo(address: string): Promise<ParsedMail[]> {
  return (await mailsAbout(address)).filter((m) => JSON.stringify(m.to ?? '').includes(address));
}

test('a booking is mailed to staff and to the patient', async ({ request, appointments }) => {
  const [slot] = await appointments.freeSlots(1);
  const name = uniqueName('Mailed');
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.org`;
  const res = await request.post('/api/appointments', {
    data: await proved(request, { patientType: 'new', people: [apiPerson(slot!, name, { email })] }),
  });
  expect(res.status()).toBe(200);
  const [regno] = ((await res.json()) as { registerNumbers: string[] }).registerNumbers;
  // Two messages: the staff mail (subject "Booking: <name>, ...") and the confirmation to the patient's
  // address, each with the register number (the test's unique name and address find them; register numbers
  // repeat across runs). The patient's mail names no one (the address is nobody's verified one).
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 20_000 }).toBe(1);
  const [patient] = await mailsTo(email);
  const [staff] = await mailsAbout(name);
  for (const mail of [patient, staff]) expect(mail?.text).toContain(regno);
  expect(patient?.text).not.toContain(name);
  expect(staff?.subject).toMatch(new RegExp(`^Booking: ${name},`));
  expect(patient?.attachments.map((a) => a.contentType)).toEqual(['text/calendar']);
});

test('a message that could not be delivered shows in /admin; Try again sends it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Undelivered');
  const store = await serverStore();
  const record = await store.records.add(
    'callbacks',
    { variant: 'nav', name, phone: '9876504444' },
    { search: (r) => searchText('callbacks', r) },
  );
  const id = `staff:${record.id}`;
  // As if every try had failed: queued, taken and given up.
  const now = Date.now();
  await store.outbox.enqueue(
    { id, type: 'staff', kind: 'callbacks', ref: record.id, createdMs: now },
    now + 86_400_000,
  );
  await store.outbox.settle(id, { outcome: 'failed', atMs: now, error: `550 mailbox unavailable (${name})` });

  const password = await adminPassword(page.request);
  expect((await page.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
  // The staff mail's link to the record: the dashboard opens with that table searched.
  await page.goto(`/admin?table=callbacks&q=${encodeURIComponent(name)}`);
  const callbacks = page
    .locator('section.admin-table')
    .filter({ has: page.getByRole('heading', { name: /^Callback Requests/ }) });
  await expect(callbacks.getByLabel('Search Callback Requests')).toHaveValue(name);
  await expect(callbacks.getByRole('status')).toHaveText(`1 found for “${name}”`);
  await expect(callbacks.locator('tbody tr')).toHaveCount(1);
  const panel = page
    .locator('section.admin-table')
    .filter({ has: page.getByRole('heading', { name: 'Messages not delivered' }) });
  const row = panel.locator('tr').filter({ hasText: `550 mailbox unavailable (${name})` });
  await expect(row).toContainText('To staff: callback request');
  await expect(row).toContainText('Given up at');
  await row.getByRole('button', { name: 'Try again: To staff: callback request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Queued again: To staff: callback request.' })).toHaveCount(
    1,
  );
  // Sent right after the answer (the preview writes it to .data/outbox): gone from the list.
  await expect
    .poll(async () => (await mailsAbout(name)).map((m) => m.subject), { timeout: 20_000 })
    .toContain(`Callback: ${name}, 98765 04444`);
  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect(row).toHaveCount(0);
  expect(errors).toEqual([]);
});
