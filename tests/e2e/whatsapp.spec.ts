/**
 * Free WhatsApp click-to-chat links, in a real browser on the production build:
 *
 *   - the booking success screen's "Send these details to the clinic on WhatsApp" (once per language, booked
 *     through the real form): a link to wa.me and the clinic's number, opening in a new tab, whose text is
 *     the booking's name, register number, day, date and time in the page's words;
 *   - the staff dashboard's "WhatsApp …" link on a booking row: the patient's phone with 91 and a polite
 *     message in the PATIENT's language (the language of the page they booked from).
 *
 * Each test books on its own date (the `appointments` fixture) with its own names and phone numbers, and
 * waits for what the page shows, never for time. The links are read, never followed: no request leaves for
 * wa.me.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import site from '../../src/data/site.json' with { type: 'json' };
import { adminText, fill as fillAdmin } from '../../src/i18n/admin';
import { test, expect, collectConsoleErrors } from './fixtures';
import { adminPassword, searchTable } from './helpers/admin';
import { apiPerson, type FreeSlot } from './helpers/slots';
import { expectOneRecord, uniqueName } from './helpers/store';
import { LOCALES, WORDS, dayText, fill, localizePath, slotText, startsWith, type Locale } from './helpers/words';
import { proved } from './helpers/proof';

/** A phone number of this test's own (the booking limits are off in browser tests; this keeps rows apart). */
const uniquePhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The number and the decoded text of a wa.me link. */
function chat(href: string | null): { number: string; text: string } {
  expect(href).not.toBeNull();
  const url = new URL(href!);
  expect(url.origin).toBe('https://wa.me');
  expect([...url.searchParams.keys()]).toEqual(['text']);
  return { number: url.pathname.slice(1), text: url.searchParams.get('text')! };
}

/** Book one person through the form at /booking in a language, as a visitor does; the stored record. */
async function bookThroughForm(page: Page, locale: Locale, slot: FreeSlot, who: string, phone: string) {
  const words = WORDS[locale].forms.appointment;
  await page.goto(localizePath('/booking', locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const count = page.getByRole('combobox', { name: startsWith(words.count) });
  const form = page.locator('form.form').filter({ has: count });
  await expect(form.getByRole('button', { name: words.submit, exact: true })).toBeEnabled({ timeout: 20_000 });
  const p = page.getByRole('group', { name: fill(words.person, { n: 1 }), exact: true });
  const textbox = (label: string) => p.getByRole('textbox', { name: startsWith(label) });
  await textbox(words.name).fill(who);
  await p.getByRole('combobox', { name: startsWith(words.gender) }).selectOption({
    label: WORDS[locale].forms.genders.Female,
  });
  await textbox(words.height).fill('158 cm');
  await textbox(words.weight).fill('61 kg');
  await textbox(words.occupation).fill('Farmer');
  await textbox(words.phone).fill(phone);
  await p.getByLabel(startsWith(words.visitDate)).fill(slot.date);
  await expect(p.getByText(words.timesLoading)).toHaveCount(0);
  const time = p.getByRole('combobox', { name: startsWith(words.visitTime) });
  await expect(time).toBeEnabled();
  await time.selectOption({ label: slotText(slot.time, locale) });
  await expect(time).toHaveValue(slot.time);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/appointments' && r.request().method() === 'POST'),
    form.locator('button[type="submit"]').click(),
  ]);
  expect(response.status()).toBe(200);
  return expectOneRecord('bookings', (r) => r.name === who);
}

for (const locale of LOCALES) {
  const words = WORDS[locale].forms.appointment;
  const m = WORDS[locale].messages;

  test(`${locale}: the success screen sends the booking's details to the clinic on WhatsApp, in the page's words`, async ({
    page,
    appointments,
  }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    const who = uniqueName(locale === 'ta' ? 'வள்ளி' : 'WhatsApp Valli');
    const slot = await appointments.freeSlot();
    const record = await bookThroughForm(page, locale, slot, who, uniquePhone());

    const box = page.getByRole('status').filter({ hasText: record.registerNumber });
    await expect(box.getByRole('heading', { name: words.savedTitle })).toBeVisible();
    // A real link, named by its visible words and saying it opens a new tab.
    const link = box.getByRole('link', { name: `${words.whatsapp} ${words.whatsappNewTab}`, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);

    // wa.me, the clinic's number, and the booking as the page shows it: name, register number, day, date, time.
    const { number, text } = chat(await link.getAttribute('href'));
    expect(number).toBe(site.whatsapp.number);
    const day = dayText(slot.weekday, locale);
    const time = slotText(slot.time, locale);
    for (const part of [who, record.registerNumber, slot.date, day, time]) expect(text).toContain(part);
    expect(text).toBe(
      [
        m['booking.whatsapp.intro'],
        fill(m['booking.whatsapp.person'], {
          name: who,
          regno: record.registerNumber,
          when: `${day} ${slot.date}, ${time}`,
        }),
      ].join('\n'),
    );
    if (locale === 'ta') expect(text).not.toMatch(/\b(AM|PM|register)\b/);

    // The keyboard reaches it after the calendar button and the visit's own "change or cancel" link (focus
    // is on the status box after a booking), and its focus shows.
    await expect(box).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: startsWith(words.calendar) })).toBeFocused();
    await page.keyboard.press('Tab');
    const manage = box.getByRole('link', { name: fill(words.manageLinkFor, { name: who }) });
    await expect(manage).toBeFocused();
    await expect(manage).toHaveAttribute(
      'href',
      new RegExp(`${localizePath('/appointment/manage', locale)}#[\\w-]+\\.[\\w-]+$`),
    );
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    expect(await link.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    await expect(link).toHaveCSS('outline-style', 'solid');

    const axe = await new AxeBuilder({ page }).include('.saved').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('staff: a booking row’s WhatsApp link writes to the patient’s phone (with 91) in the patient’s language', async ({
  page,
  appointments,
}) => {
  test.slow();
  const errors = collectConsoleErrors(page);
  const tag = uniqueName('WA');
  const slots = await appointments.freeSlots(LOCALES.length);
  // One patient per language, booked through the API as from that language's page (the record keeps `lang`).
  const patients = LOCALES.map((locale, i) => ({
    locale,
    slot: slots[i]!,
    name: `${locale === 'ta' ? 'முருகன்' : 'Lakshmi'} ${tag}`,
    phone: uniquePhone(),
  }));
  for (const p of patients) {
    const res = await page.request.post('/api/appointments', {
      headers: { 'accept-language': p.locale },
      data: await proved(page.request, {
        patientType: 'new',
        lang: p.locale,
        people: [apiPerson(p.slot, p.name, { phone: p.phone })],
      }),
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const records = await Promise.all(
    patients.map((p) => expectOneRecord('bookings', (r) => r.name === p.name && r.lang === p.locale)),
  );

  // Sign in (the page's context keeps the session cookie) and find the two rows.
  const password = await adminPassword(page.request);
  expect((await page.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
  await page.goto('/admin');
  await expect(page.getByText(adminText.dashboard.signedIn)).toBeVisible({ timeout: 20_000 });
  const title = adminText.tables.bookings.title;
  const section = page.locator('section.admin-table').filter({ has: page.locator('h2', { hasText: title }) });
  await expect(section.getByRole('searchbox')).toBeVisible({ timeout: 20_000 });
  const rows = await searchTable(section, title, tag);
  await expect(rows).toHaveCount(patients.length);

  for (const [i, p] of patients.entries()) {
    const m = WORDS[p.locale].messages;
    const row = rows.filter({ hasText: p.name });
    const link = row.getByRole('link', {
      name: fillAdmin(adminText.whatsapp.label, { name: p.name }),
      exact: true,
    });
    await expect(link).toHaveText(adminText.whatsapp.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    const { number, text } = chat(await link.getAttribute('href'));
    expect(number).toBe(`91${p.phone}`);
    expect(text).toBe(
      `${fill(m['whatsapp.patient.greeting'], { name: p.name, clinic: site.trustName[p.locale] })} ${fill(
        m['whatsapp.patient.bookings'],
        {
          day: dayText(p.slot.weekday, p.locale),
          date: p.slot.date,
          slot: slotText(p.slot.time, p.locale),
          regno: records[i]!.registerNumber,
        },
      )}`,
    );
    if (p.locale === 'ta') {
      expect(text.startsWith('வணக்கம்')).toBe(true);
      expect(text).not.toMatch(/\b(AM|PM|appointment|register)\b/);
    }
  }
  expect(errors).toEqual([]);
});
