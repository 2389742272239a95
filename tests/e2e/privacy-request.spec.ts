// A person's rights request in the running site: they ask on /privacy/request, the one-time code reaches
// their mailbox (without SMTP_URL the preview writes each message to .data/outbox as an .eml file), they
// type it and are told who answers by when; staff see the request in /admin/requests, answer it, and the
// answer reaches the person naming the privacy contact. The page and the code step pass axe. A patient asks
// from their booking's private link too, with no code: the link proves who they are.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { collectConsoleErrors, expect as baseExpect, submitAndAnswer, test } from './fixtures';
import { adminPassword } from './helpers/admin';
import { proved } from './helpers/proof';
import { apiPerson } from './helpers/slots';
import { uniqueName } from './helpers/store';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const OUTBOX = '.data/outbox';
/** The privacy contact's name as English pages show it (src/data/site.json). */
const CONTACT = (
  JSON.parse(readFileSync('src/data/site.json', 'utf8')) as { privacy: { contact: { name: { en: string } } } }
).privacy.contact.name.en;

async function mailsTo(address: string): Promise<ParsedMail[]> {
  if (!existsSync(OUTBOX)) return [];
  const files = readdirSync(OUTBOX).filter((f) => f.endsWith('.eml'));
  const mails = await Promise.all(files.map((f) => simpleParser(readFileSync(join(OUTBOX, f)))));
  return mails.filter((m) => JSON.stringify(m.to ?? '').includes(address));
}

/** A staff member signs in and finds the request in the queue by its heading: it shows when it is due. */
async function queued(page: Page, heading: string) {
  const password = await adminPassword(page.request);
  expect((await page.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
  await page.goto('/admin/requests');
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: heading }) });
  await expect(item).toContainText('Due ');
  return item;
}

test('ask with a one-time code from the mailbox; staff see it in the queue and answer it', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Rights');
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@example.org`;

  await page.goto('/privacy/request');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data: see, correct or erase it');
  await page.getByRole('radio', { name: 'Show me the data you hold about me' }).check();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email or mobile number you used with us').fill(email);
  const asked = await submitAndAnswer(
    page,
    page.getByRole('button', { name: 'Send me a code' }),
    '/api/privacy/request',
  );
  expect(asked.status()).toBe(200);
  await expect(page.getByRole('status').first()).toContainText(`We have sent a 6-digit code to ${email}`);

  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  const [codeMail] = await mailsTo(email);
  const code = /\b(\d{6})\b/.exec(codeMail!.subject ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const codeField = page.getByLabel('The 6-digit code we sent you');
  await codeField.fill(code);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const verified = await submitAndAnswer(
    page,
    page.getByRole('button', { name: 'Confirm my request' }),
    '/api/privacy/verify',
  );
  expect(verified.status()).toBe(200);
  await expect(page.getByText(`Your request is with ${CONTACT}, who will answer by`)).toBeVisible();

  const item = await queued(page, `See their data: ${name}`);
  await expect(item).toContainText(email);
  await item.getByLabel('Answer to send').fill('We hold no records of yours other than this request.');
  await item.getByRole('button', { name: 'Send answer' }).click();
  await expect(item).toHaveCount(0); // answered: it leaves the queue
  await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  const answer = (await mailsTo(email)).find((m) => m !== codeMail && m.subject !== codeMail!.subject);
  expect(answer?.text).toContain(`This answer is from ${CONTACT}`);
  expect(errors).toEqual([]);
});

test("from a booking's private link: no code, the answer names who answers by when; staff see it queued", async ({
  page,
  appointments,
}) => {
  const errors = collectConsoleErrors(page);
  const name = uniqueName('Link Rights');
  const [slot] = await appointments.freeSlots(1);
  const made = await page.request.post('/api/appointments', {
    data: await proved(page.request, { patientType: 'new', people: [apiPerson(slot!, name)] }),
  });
  expect(made.status()).toBe(200);
  const token = ((await made.json()) as { appointments: { manage: string }[] }).appointments[0]!.manage;

  await page.goto(`/appointment/manage#${token}`);
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your personal data in this booking' })).toBeVisible();
  await page.getByLabel('What would you like us to do?').selectOption({ label: 'Erase my data' });
  await page.getByLabel('Details (optional)').fill('Please erase my booking details after the visit.');
  const sent = await submitAndAnswer(
    page,
    page.getByRole('button', { name: 'Send the request' }),
    '/api/appointments/manage/privacy',
  );
  expect(sent.status()).toBe(200);
  await expect(page.getByText(`Your request is with ${CONTACT}, who will answer by`)).toBeVisible();

  const item = await queued(page, `Erase their data: ${name}`);
  await expect(item).toContainText('Please erase my booking details after the visit.');
  expect(errors).toEqual([]);
});
