// The patient path of phone messages in the running site: a patient with no email books from the Tamil page
// on their phone, opts in to WhatsApp, and the (fake) WhatsApp Cloud API receives the Tamil confirmation,
// whose private link opens the booking. The fake listens where playwright.config.ts points the preview
// (tests/e2e/helpers/phone-env.ts); the rules (fallback, STOP, closures, caps) are API tests
// (tests/api/phone-messages.test.ts, phone-staff.test.ts).

import { expect, test, wake } from './fixtures';
import { whatsappPort } from './helpers/phone-env';
import { uniqueName } from './helpers/store';
import { dayText, slotText, startsWith, WORDS } from './helpers/words';
import { startFakeWhatsApp, type FakeWhatsApp } from '../helpers/fake-whatsapp';

let wa: FakeWhatsApp;
test.beforeAll(async () => {
  wa = await startFakeWhatsApp(whatsappPort(Number(process.env.E2E_PORT ?? 8890)));
});
test.afterAll(() => wa.stop());

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
  await person.getByRole('textbox', { name: startsWith(words.pname) }).fill(uniqueName('Selvi'));
  await person
    .getByRole('combobox', { name: startsWith(words.pgender) })
    .selectOption({ label: WORDS.ta.forms.genders.Female });
  await person.getByRole('textbox', { name: startsWith(words.pheight) }).fill('150');
  await person.getByRole('textbox', { name: startsWith(words.pweight) }).fill('50');
  await person.getByRole('textbox', { name: startsWith(words.pwork) }).fill('Farmer');
  await person.getByRole('textbox', { name: startsWith(words.pphone) }).fill(phone);
  await person.getByLabel(startsWith(words.pappointmentDate)).fill(slot!.date);
  await expect(person.getByRole('textbox', { name: startsWith(words.pappointmentDay) })).toHaveValue(
    dayText(slot!.weekday, 'ta'),
  );
  const time = person.getByRole('combobox', { name: startsWith(words.pappointmentTime) });
  await expect(time).toBeEnabled();
  await time.selectOption({ label: slotText(slot!.time, 'ta') });
  // The messages' choice: WhatsApp, with the opt-in naming the trust; the phone comes from person 1's.
  const messages = form.getByRole('group', { name: words.messages.channel });
  await expect(form.getByText(words.messages.optIn.split('{trust}')[0]!)).toBeVisible();
  await messages.getByRole('radio', { name: words.messages.whatsapp }).check();
  await expect(form.getByRole('textbox', { name: startsWith(words.messages.phone) })).toHaveValue(phone);
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('.status-success')).toBeVisible({ timeout: 30_000 });

  const sent = (await wa.sent.until(1)).find((s) => s.to === `91${phone}`);
  expect(wa.refused).toEqual([]);
  expect(sent).toMatchObject({ template: 'booking_confirmation', locale: 'ta' });
  expect(sent!.text).toContain('முன்பதிவு');
  const link = new URL(sent!.params[3]!);
  expect(link.pathname).toBe('/ta/appointment/manage');
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByText(sent!.params[2]!, { exact: true })).toBeVisible();
});
