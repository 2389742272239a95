// The patient path of phone messages in the running site: a patient with no email books from the Tamil page
// on their phone, opts in to WhatsApp, and the (fake) WhatsApp Cloud API receives the Tamil confirmation,
// whose private link opens the booking. A donor who picks WhatsApp on the pledge form gets the
// acknowledgement with the reference the success screen shows, and the pledge keeps the choice. A person
// asking about their data from a mobile number gets the one-time code as WhatsApp's authentication
// template (with its copy-code button) and confirms the request with it. The fake listens where playwright.config.ts points the preview
// (tests/e2e/helpers/phone-env.ts); the rules (fallback, STOP, closures, caps) are API tests
// (tests/api/phone-messages.test.ts, phone-staff.test.ts).

import { expect, listenForReady, submitAndAnswer, test, wake } from './fixtures';
import { E2E_WHATSAPP, whatsappPort } from './helpers/phone-env';
import { expectOneRecord, uniqueName } from './helpers/store';
import { dayText, slotText, startsWith, WORDS } from './helpers/words';
import phoneEn from '../../src/i18n/en/phone.json' with { type: 'json' };
import phoneTa from '../../src/i18n/ta/phone.json' with { type: 'json' };
import { answer, close, listen, Received } from '../helpers/fake-phone-server';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';

type SiteData = { privacy: { contact: { name: { ta: string } } } };

/**
 * The fake Cloud API, light: Node's loader (which runs browser tests) cannot load the API tests' fake
 * (tests/helpers/fake-whatsapp.ts reads the dictionaries through src/i18n): the same checks of the
 * documented template message, on the Tamil templates' JSON.
 */
interface Sent {
  to: string;
  name: string;
  code: string;
  params: string[];
}
const wa = { sent: new Received<Sent>(), refused: [] as string[], server: null as Server | null };
// One fake on one port: this file's tests run one after another in one worker.
test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  const started = await listen(
    (req, body, res) => {
      const b = body as {
        messaging_product?: string;
        to?: string;
        type?: string;
        template?: {
          name?: string;
          language?: { code?: string };
          components?: {
            type?: string;
            sub_type?: string;
            index?: string;
            parameters?: { type?: string; text?: string }[];
          }[];
        };
      };
      const params = b.template?.components?.[0]?.parameters ?? [];
      // An authentication template (the one-time code) carries its copy-code button with the same code.
      const copyCode = b.template?.name === phoneTa.whatsapp.privacy_code.name;
      const button = b.template?.components?.[1];
      const buttonOk = copyCode
        ? button?.type === 'button' &&
          button.sub_type === 'url' &&
          button.index === '0' &&
          button.parameters?.[0]?.text === params[0]?.text
        : b.template?.components?.length === 1;
      const ok =
        buttonOk &&
        req.headers.authorization === `Bearer ${E2E_WHATSAPP.token}` &&
        req.url === `/v23.0/${E2E_WHATSAPP.phoneNumberId}/messages` &&
        b.messaging_product === 'whatsapp' &&
        b.type === 'template' &&
        /^91\d{10}$/.test(b.to ?? '') &&
        b.template?.components?.[0]?.type === 'body' &&
        params.every((p) => p.type === 'text' && typeof p.text === 'string' && p.text !== '');
      if (!ok) {
        wa.refused.push(JSON.stringify(body));
        return answer(res, 400, { error: { message: 'not a template message', code: 100 } });
      }
      wa.sent.add({
        to: b.to!,
        name: b.template!.name!,
        code: b.template!.language!.code!,
        params: params.map((p) => p.text!),
      });
      answer(res, 200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: b.to, wa_id: b.to }],
        messages: [{ id: `wamid.${Date.now()}` }],
      });
    },
    whatsappPort(Number(process.env.E2E_PORT ?? 8890)),
  );
  wa.server = started.server;
});
test.afterAll(() => (wa.server ? close(wa.server) : undefined));

test('a Tamil booking on a phone without email: the WhatsApp confirmation in Tamil opens the booking', async ({
  page,
  appointments,
}) => {
  const words = WORDS.ta.forms.appointment;
  const [slot] = await appointments.freeSlots(1);
  const phone = `97${String(Date.now()).slice(-8)}`;
  await page.goto('/ta/booking');
  const count = page.getByRole('combobox', { name: startsWith(words.count) });
  const form = page.locator('form.form').filter({ has: count });
  await wake(count);
  const person = form.getByRole('group', { name: words.person.replace('{n}', '1'), exact: true });
  await person.getByRole('textbox', { name: startsWith(words.name) }).fill(uniqueName('Selvi'));
  await person
    .getByRole('combobox', { name: startsWith(words.gender) })
    .selectOption({ label: WORDS.ta.forms.genders.Female });
  await person.getByRole('textbox', { name: startsWith(words.height) }).fill('150');
  await person.getByRole('textbox', { name: startsWith(words.weight) }).fill('50');
  await person.getByRole('textbox', { name: startsWith(words.occupation) }).fill('Farmer');
  await person.getByRole('textbox', { name: startsWith(words.phone) }).fill(phone);
  await person.getByLabel(startsWith(words.visitDate)).fill(slot!.date);
  await expect(person.getByRole('textbox', { name: startsWith(words.visitDay) })).toHaveValue(
    dayText(slot!.weekday, 'ta'),
  );
  const time = person.getByRole('combobox', { name: startsWith(words.visitTime) });
  await expect(time).toBeEnabled();
  await time.selectOption({ label: slotText(slot!.time, 'ta') });
  // The messages' choice: WhatsApp, with the opt-in naming the trust; the phone comes from person 1's.
  const messages = form.getByRole('group', { name: words.messages.channel });
  await expect(form.getByText(words.messages.optIn.split('{trust}')[0]!)).toBeVisible();
  await messages.getByRole('radio', { name: words.messages.whatsapp }).check();
  await expect(form.getByRole('textbox', { name: startsWith(words.messages.phone) })).toHaveValue(phone);
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('.status-success')).toBeVisible({ timeout: 30_000 });

  const sent = await wa.sent.first((s) => s.to === `91${phone}`);
  expect(wa.refused).toEqual([]);
  expect(sent).toMatchObject({ name: phoneTa.whatsapp.booking_confirmation.name, code: 'ta' });
  // The Tamil date and time: the template's {{1}} and {{2}}.
  expect(sent.params[1]).toBe(slotText(slot!.time, 'ta'));
  const link = new URL(sent.params[3]!);
  expect(link.pathname).toBe('/ta/appointment/manage');
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByText(sent.params[2]!, { exact: true })).toBeVisible();
});

test('a donor who picks WhatsApp on the pledge form gets the acknowledgement with their reference', async ({
  page,
}) => {
  const words = WORDS.en.forms;
  const w = words.donation;
  const phone = `96${String(Date.now()).slice(-8)}`;
  const who = uniqueName('Meena Donor');
  await page.goto('/donation#donation-form');
  const form = page.locator('#donation-form form');
  const ready = await listenForReady(form);
  await form.getByRole('textbox', { name: startsWith(w.name) }).fill(who);
  await ready();
  await form.getByRole('radio', { name: words.genders.Female, exact: true }).check();
  await form.getByRole('textbox', { name: startsWith(w.email) }).fill('meena.donor@example.org');
  await form.getByRole('textbox', { name: startsWith(w.phone) }).fill(phone);
  // The choice, with the opt-in that names the trust and says what comes; no messages until one is picked.
  const messages = form.getByRole('group', { name: startsWith(w.notifyChannel) });
  await expect(messages.getByRole('radio', { name: w.notifyChoices.none })).toBeChecked();
  await expect(messages).toHaveAccessibleDescription(/VSM|Trust/);
  await messages.getByRole('radio', { name: w.notifyChoices.whatsapp }).check();
  await form.getByRole('textbox', { name: startsWith(w.address) }).fill('4 Car Street, Palani');
  await form.getByRole('radio', { name: w.gifts.once, exact: true }).check();
  await form.getByRole('textbox', { name: startsWith(w.amount) }).fill('750');
  await form.getByRole('checkbox', { name: w.sources.indian }).check();
  await form.getByRole('combobox', { name: startsWith(w.paymentMode) }).selectOption('UPI');
  await form.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(form.locator('.status-success')).toBeVisible({ timeout: 30_000 });

  const record = await expectOneRecord('donations', (r) => r.name === who);
  expect(record.notify).toEqual({ channel: 'whatsapp', phone });
  await expect(page.getByText(record.reference, { exact: false }).first()).toBeVisible();
  const sent = await wa.sent.first((s) => s.to === `91${phone}`);
  expect(wa.refused).toEqual([]);
  expect(sent).toMatchObject({ name: phoneEn.whatsapp.donation_ack.name, code: 'en', params: [record.reference] });
});

test('a rights request from a mobile number, in Tamil: the code comes by WhatsApp and confirms it', async ({
  page,
}) => {
  const words = WORDS.ta.forms.privacy;
  const phone = `95${String(Date.now()).slice(-8)}`;
  await page.goto('/ta/privacy/request');
  await page.getByRole('radio', { name: words.types.erase }).check();
  await page.getByRole('textbox', { name: startsWith(words.name) }).fill(uniqueName('Muthu'));
  await page.getByRole('textbox', { name: startsWith(words.contact) }).fill(phone);
  const asked = await submitAndAnswer(page, page.getByRole('button', { name: words.submit }), '/api/privacy/request');
  expect(asked.status()).toBe(200);

  // WhatsApp's authentication template in Tamil: the code is its one parameter (and its copy button's).
  const sent = await wa.sent.first((s) => s.to === `91${phone}`);
  expect(wa.refused).toEqual([]);
  expect(sent).toMatchObject({ name: phoneTa.whatsapp.privacy_code.name, code: 'ta' });
  const [code] = sent.params;
  expect(code).toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: startsWith(words.code) }).fill(code!);
  const verified = await submitAndAnswer(
    page,
    page.getByRole('button', { name: words.confirm }),
    '/api/privacy/verify',
  );
  expect(verified.status()).toBe(200);
  const contact = (JSON.parse(readFileSync('src/data/site.json', 'utf8')) as SiteData).privacy.contact.name.ta;
  await expect(page.getByText(contact).first()).toBeVisible();
});
