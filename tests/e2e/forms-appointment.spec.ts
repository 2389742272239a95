/**
 * The appointment form (/booking, /appointment: new patients; /oldpatient: returning patients), as a person
 * uses it, against the real server: people count, every rule with its message, derived fields, slots,
 * success (register numbers, .ics), the failure paths with input kept, and the 409 race between two pages.
 *
 * The flows a visitor meets in either language (the required fields, the slots, a booking, the 409) run once
 * per language, at /booking and /ta/booking, with that language's words read from the dictionaries; the rest
 * runs on the English page.
 */
import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test, expect, collectConsoleErrors, submitAndAnswer, wake } from './fixtures';
import { adminPassword, searchTable } from './helpers/admin';
import { bookThroughApi, type FreeSlot } from './helpers/slots';
import { expectOneRecord, findRecords, uniqueName } from './helpers/store';
import {
  LOCALES,
  TAMIL,
  WORDS,
  dayText,
  endsWith,
  fill,
  localizePath,
  slotText,
  startsWith,
  type Locale,
} from './helpers/words';
import { SLOTS, slotLabel } from '../../src/lib/slots';
import { addDays, indiaToday, indiaYear, weekdayOf } from '../../src/lib/time';

/** A new patient's registration date as the read-only box shows it: dd/mm/yyyy, as dates are read in India. */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

const STORE_DOWN =
  'We could not reach our records just now. Nothing was lost on your side: please try again in a minute, or call us.';
const NETWORK = 'We could not reach the server. Please check your connection and try again, or call us.';
const YY = String(indiaYear()).slice(-2);
const GREEN = 'rgb(31, 106, 58)';
const RED = 'rgb(163, 35, 27)';

/** The form at `path` in a language ('/booking' in Tamil is /ta/booking), awake (first touch: its count). */
async function openForm(page: Page, path = '/booking', locale: Locale = 'en') {
  const words = WORDS[locale].forms.appointment;
  await page.goto(localizePath(path, locale));
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const count = page.getByRole('combobox', { name: startsWith(words.count) });
  const form = page.locator('form.form').filter({ has: count });
  await wake(count);
  return {
    form,
    count,
    submit: form.locator('button[type="submit"]'),
    alert: form.getByRole('alert'),
    status: form.locator('.status'),
  };
}

/** Person n's fields, found by their labels in the page's language. */
function person(page: Page, n: number, locale: Locale = 'en') {
  const words = WORDS[locale].forms.appointment;
  const group = page.getByRole('group', { name: fill(words.person, { n }), exact: true });
  const textbox = (label: string) => group.getByRole('textbox', { name: startsWith(label) });
  return {
    locale,
    group,
    name: textbox(words.name),
    gender: group.getByRole('combobox', { name: startsWith(words.gender) }),
    regno: textbox(words.registerNumber),
    regdate: group.getByLabel(startsWith(words.registeredOn)),
    age: textbox(words.age),
    work: textbox(words.occupation),
    height: textbox(words.height),
    weight: textbox(words.weight),
    phone: textbox(words.phone),
    email: textbox(words.email),
    location: textbox(words.place),
    purpose: textbox(words.purpose),
    medicine: textbox(words.medicines),
    date: group.getByLabel(startsWith(words.visitDate)),
    day: textbox(words.visitDay),
    time: group.getByRole('combobox', { name: startsWith(words.visitTime) }),
  };
}
type Person = ReturnType<typeof person>;

/** The option of a slot in a person's time select. */
const option = (p: Person, slot: string) => p.time.locator(`option[value="${slot}"]`);

/** Wait until the booked times of the chosen date have been checked (the hint has gone). */
async function timesLoaded(p: Person) {
  await expect(p.group.getByText(WORDS[p.locale].forms.appointment.timesLoading)).toHaveCount(0);
  await expect(p.time).toBeEnabled();
}

/** Fill one person as a visitor would: gender and time chosen by their visible labels in the page's language. */
async function fillPerson(
  p: Person,
  who: string,
  slot: FreeSlot,
  extra: { gender?: 'Male' | 'Female'; phone?: string; requiredOnly?: boolean } = {},
) {
  await p.name.fill(who);
  await p.gender.selectOption({ label: WORDS[p.locale].forms.genders[extra.gender ?? 'Female'] });
  await p.height.fill('158 cm');
  await p.weight.fill('61 kg');
  await p.work.fill('Farmer');
  await p.phone.fill(extra.phone ?? '9876543210');
  if (!extra.requiredOnly) {
    await p.age.fill('42');
    await p.email.fill('patient@example.org');
    await p.location.fill('Madurai, Tamil Nadu');
    await p.purpose.fill('Back pain');
    await p.medicine.fill('None');
  }
  await p.date.fill(slot.date);
  await expect(p.day).toHaveValue(dayText(slot.weekday, p.locale));
  await timesLoaded(p);
  await p.time.selectOption({ label: slotText(slot.time, p.locale) });
  await expect(p.time).toHaveValue(slot.time);
}

/** The appointment POSTs the page sends. */
function appointmentPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/appointments') posts.push(r.url());
  });
  return posts;
}

async function expectKept(p: Person, who: string, slot: FreeSlot | null, phone = '9876543210') {
  await expect(p.name).toHaveValue(who);
  await expect(p.gender).toHaveValue('Female');
  await expect(p.age).toHaveValue('42');
  await expect(p.work).toHaveValue('Farmer');
  await expect(p.height).toHaveValue('158 cm');
  await expect(p.weight).toHaveValue('61 kg');
  await expect(p.phone).toHaveValue(phone);
  await expect(p.email).toHaveValue('patient@example.org');
  await expect(p.location).toHaveValue('Madurai, Tamil Nadu');
  await expect(p.purpose).toHaveValue('Back pain');
  await expect(p.medicine).toHaveValue('None');
  if (slot) {
    await expect(p.date).toHaveValue(slot.date);
    await expect(p.time).toHaveValue(slot.time);
  }
}

async function expectBoxColour(box: Locator, colour: string) {
  await expect(box).toHaveCSS('border-top-color', colour);
  await expect(box).toHaveCSS('color', colour);
}

/** Who books in each language: the register number is gender letter + the name's initial in Latin letters. */
const PATIENT: Record<Locale, { name: string; initial: string }> = {
  en: { name: 'Booking Happy', initial: 'B' },
  // A Tamil name: its initial is written in Latin (முருகன் → M), so the number can be typed anywhere.
  ta: { name: 'முருகன்', initial: 'M' },
};

// The flows a visitor meets in either language: once per language, each with its own words. A Tamil page
// shows Tamil and sends `lang: 'ta'`; what is stored is the same as from the English page.
for (const locale of LOCALES) {
  const words = WORDS[locale].forms.appointment;
  const m = WORDS[locale].messages;

  test.describe(`in ${locale} (${localizePath('/booking', locale)})`, () => {
    test('empty submit: every required field shows its message beside it, the first in the alert and focused; nothing sent', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      const posts = appointmentPosts(page);
      const { submit, alert } = await openForm(page, '/booking', locale);
      const p = person(page, 1, locale);
      await submit.click();
      await expect(alert).toHaveText(m['appointment.name.required']);
      await expectBoxColour(alert, RED);
      await expect(p.name).toBeFocused();
      const expected: Array<[Locator, keyof typeof m]> = [
        [p.name, 'appointment.name.required'],
        [p.gender, 'appointment.gender.required'],
        [p.height, 'appointment.height.required'],
        [p.weight, 'appointment.weight.required'],
        [p.work, 'appointment.work.required'],
        [p.phone, 'appointment.phone.required'],
        [p.date, 'appointment.date.required'],
      ];
      for (const [field, key] of expected) {
        await expect(field, key).toHaveAttribute('aria-invalid', 'true');
        await expect(field, key).toHaveAccessibleDescription(endsWith(m[key]));
      }
      // The time select is disabled until a date is chosen; its message is shown beside it all the same.
      await expect(p.group.getByText(m['appointment.time.required'], { exact: true })).toBeVisible();
      // Optional fields are not flagged.
      for (const field of [p.age, p.email, p.location, p.purpose, p.medicine]) {
        await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      }
      // Every message shown is in the page's language: no English on the Tamil page, no Tamil on the English one.
      const shown = await p.group.locator('.field-error').allTextContents();
      expect(shown.length).toBeGreaterThanOrEqual(expected.length + 1);
      for (const text of shown) expect(TAMIL.test(text), text).toBe(locale === 'ta');
      // A wrong phone gets the phone rule in the same language.
      await p.phone.fill('98765');
      await expect(p.phone).toHaveAccessibleDescription(endsWith(m['appointment.phone.invalid']));
      expect(posts, 'nothing was sent to the server').toEqual([]);
      expect(errors).toEqual([]);
    });

    test('the day follows the date, the time is cleared when the date changes, slots are 12-hour in the page’s words', async ({
      page,
      appointments,
    }) => {
      await openForm(page, '/booking', locale);
      const p = person(page, 1, locale);
      await expect(p.time).toBeDisabled();
      await expect(p.day).toHaveAttribute('readonly', '');
      const a = await appointments.freeSlot();
      const other = addDays(a.date, 1);
      await p.date.fill(a.date);
      await expect(p.day).toHaveValue(dayText(weekdayOf(a.date), locale));
      await timesLoaded(p);
      const labels = await p.time.locator('option').allTextContents();
      expect(labels[0]).toBe(words.timePlaceholder);
      const bare = labels.slice(1).map((l) => l.replace(/ \(.*\)$/, ''));
      expect(bare).toEqual(SLOTS.map((s) => slotText(s, locale)));
      expect(bare).toContain(fill(m['time.morning'], { time: '9:00' }));
      expect(bare).toContain(fill(m['time.afternoon'], { time: '12:30' }));
      expect(bare).toContain(fill(m['time.afternoon'], { time: '1:30' }));
      expect(bare).toContain(fill(m['time.evening'], { time: '6:00' }));
      // English writes AM/PM; Tamil says the time of day in words and never AM/PM.
      for (const label of bare) expect(/\b(AM|PM)\b/.test(label), label).toBe(locale === 'en');
      await p.time.selectOption(a.time);
      await expect(p.time).toHaveValue(a.time);
      await p.date.fill(other);
      await expect(p.day).toHaveValue(dayText(weekdayOf(other), locale));
      await expect(p.time).toHaveValue('');
    });

    test('success: green box with the server’s answer in the page’s words, register number, form reset, record stored with the English values and the page’s lang, .ics', async ({
      page,
      appointments,
    }) => {
      test.slow();
      const errors = collectConsoleErrors(page);
      const genders = WORDS[locale].forms.genders;
      const { name, initial } = PATIENT[locale];
      const who = uniqueName(`${name} ${locale}`);
      const slot = await appointments.freeSlot();
      const day = dayText(slot.weekday, locale);
      const time = slotText(slot.time, locale);
      const { submit, status, count } = await openForm(page, '/booking', locale);
      const p = person(page, 1, locale);
      // Gender reads in the page's language; the values stay English.
      await expect(p.gender.locator('option')).toHaveText([words.genderPlaceholder, genders.Male, genders.Female]);
      expect(await p.gender.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual(
        ['', 'Male', 'Female'],
      );
      await fillPerson(p, who, slot);
      await expect(p.regno).toHaveValue(`F${initial}${YY}###`);
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/appointments' && r.request().method() === 'POST',
        ),
        submit.click(),
      ]);
      expect(response.status()).toBe(200);
      // The page told the server its language.
      expect(response.request().headers()['accept-language']).toBe(locale);
      expect(response.request().postDataJSON()).toMatchObject({ lang: locale });

      const record = await expectOneRecord('bookings', (r) => r.name === who);
      const box = page.getByRole('status').filter({ hasText: record.registerNumber });
      await expect(box).toBeVisible();
      await expectBoxColour(status, GREEN);
      // The server's own answer, in the page's language: its weekday and time-of-day words.
      await expect(box.locator('.status-text')).toHaveText(
        fill(m['booking.saved.one'], { name: who, day, date: slot.date, slot: time, regno: record.registerNumber }),
      );
      await expect(box.getByRole('heading', { name: words.savedTitle })).toBeVisible();
      expect(record.registerNumber).toMatch(new RegExp(`^F${initial}${YY}\\d{3,}$`));
      // Stored the same from either page (English gender and weekday, 24-hour time); only `lang` differs.
      expect(record).toEqual({
        id: expect.any(String),
        createdAt: expect.any(String),
        groupId: expect.any(String),
        lang: locale,
        name: who,
        registerNumber: record.registerNumber,
        gender: 'Female',
        age: 42,
        height: '158 cm',
        weight: '61 kg',
        occupation: 'Farmer',
        phone: '9876543210',
        email: 'patient@example.org',
        place: 'Madurai, Tamil Nadu',
        purpose: 'Back pain',
        medicines: 'None',
        visitDate: slot.date,
        visitDay: slot.weekday,
        visitTime: slot.time,
        registeredOn: indiaToday(),
        patientType: 'new',
      });
      const shown = box.locator('.saved li');
      await expect(shown).toHaveCount(1);
      await expect(shown.locator('.regno')).toHaveText(/^[MF].\d{5,}$/);
      await expect(shown.locator('.regno')).toHaveText(record.registerNumber);
      await expect(shown).toContainText(`${who}: ${record.registerNumber}, ${day} ${slot.date}, ${time}`);

      // The form is back to one blank person.
      await expect(count).toHaveValue('1');
      await expect(p.group).toHaveCount(1);
      await expect(person(page, 2, locale).group).toHaveCount(0);
      for (const field of [
        p.name,
        p.age,
        p.work,
        p.height,
        p.weight,
        p.phone,
        p.email,
        p.location,
        p.purpose,
        p.medicine,
        p.date,
      ]) {
        await expect(field).toHaveValue('');
      }
      await expect(p.gender).toHaveValue('');
      await expect(p.time).toHaveValue('');
      await expect(p.day).toHaveValue('');
      await expect(submit).toHaveText(words.submit);

      // The slot is now booked for everyone: choosing the same date again (as for a second appointment that
      // day) shows it booked.
      await p.date.fill(slot.date);
      await expect(p.day).toHaveValue(day);
      await timesLoaded(p);
      await expect(option(p, slot.time)).toHaveText(`${time} ${words.booked}`);

      // Add to calendar: an .ics in India time, its summary in the page's language.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        shown.getByRole('button', { name: fill(words.calendarFor, { name: who, date: slot.date }) }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`appointment-${record.registerNumber}-${slot.date}.ics`);
      const ics = await readFile(await download.path(), 'utf8');
      const stamp = `${slot.date.replace(/-/g, '')}T${slot.time.replace(':', '')}00`;
      expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${stamp}`);
      expect(ics).toContain('TZID:Asia/Kolkata');
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics.replace(/\r\n /g, '')).toContain(
        `SUMMARY:${fill(words.icsSummary, { name: who, regno: record.registerNumber })}`,
      );
      expect(ics).toContain(`UID:${record.id}@appointments`);
      expect(errors).toEqual([]);
    });

    test('the 409 race: two pages book the same slot; the second is told whose slot went and keeps its input', async ({
      page,
      browser,
      appointments,
    }, testInfo) => {
      test.slow();
      const slot = await appointments.freeSlot();
      const time = slotText(slot.time, locale);
      const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      try {
        const pageA = page;
        const pageB = await other.newPage();
        await pageB.addInitScript(() => sessionStorage.setItem('splash-seen', '1'));
        const whoA = uniqueName(`Race First ${locale}`);
        const whoB = uniqueName(`Race Second ${locale}`);
        const [a, b] = await Promise.all([openForm(pageA, '/booking', locale), openForm(pageB, '/booking', locale)]);
        const pa = person(pageA, 1, locale);
        const pb = person(pageB, 1, locale);
        await fillPerson(pa, whoA, slot, { requiredOnly: true });
        await fillPerson(pb, whoB, slot);
        // Both pages see the slot as free.
        await expect(option(pb, slot.time)).toBeEnabled();

        await a.submit.click();
        await expect(pageA.getByRole('status').filter({ hasText: whoA })).toBeVisible();

        const [response] = await Promise.all([
          pageB.waitForResponse((r) => r.url().endsWith('/api/appointments') && r.request().method() === 'POST'),
          b.submit.click(),
        ]);
        expect(response.status()).toBe(409);
        // The server's message, in the page's language, with the time as the page writes it.
        await expect(b.alert).toHaveText(fill(m['booking.slotTaken'], { name: whoB, date: slot.date, slot: time }));
        await expect(b.alert).toContainText(time);
        // Everything but the taken time is kept; the times are reloaded and the slot shows as booked.
        await expectKept(pb, whoB, null);
        await expect(pb.date).toHaveValue(slot.date);
        await expect(pb.time).toHaveValue('');
        await expect(option(pb, slot.time)).toHaveText(`${time} ${words.booked}`);
        await expect(option(pb, slot.time)).toBeDisabled();

        const stored = await findRecords('bookings', (r) => r.visitDate === slot.date && r.visitTime === slot.time);
        expect(stored.map((r) => r.name)).toEqual([whoA]);
      } finally {
        await other.close();
      }
    });
  });
}

test.describe('people count', () => {
  test('1, 2, 3 and 4+ give that many person blocks; changing the count resets the entries', async ({ page }) => {
    const { count, submit } = await openForm(page);
    await expect(count).toHaveValue('1');
    await expect(count.locator('option')).toHaveText(['1', '2', '3', '4+']);
    await expect(page.getByRole('group', { name: /^Person \d$/ })).toHaveCount(1);
    await expect(submit).toHaveText('Book appointment');

    const first = person(page, 1);
    await first.name.fill('Reset Me');
    await first.gender.selectOption('Male');
    await first.phone.fill('9876543210');
    await count.selectOption('2');
    await expect(page.getByRole('group', { name: /^Person \d$/ })).toHaveCount(2);
    await expect(submit).toHaveText('Book 2 appointments');
    await expect(first.name).toHaveValue('');
    await expect(first.gender).toHaveValue('');
    await expect(first.phone).toHaveValue('');

    await person(page, 2).name.fill('Second');
    await count.selectOption('3');
    await expect(page.getByRole('group', { name: /^Person \d$/ })).toHaveCount(3);
    await expect(person(page, 2).name).toHaveValue('');
    await expect(submit).toHaveText('Book 3 appointments');

    await count.selectOption({ label: '4+' });
    await expect(page.getByRole('group', { name: /^Person \d$/ })).toHaveCount(4);
    await expect(person(page, 4).name).toHaveValue('');
    await expect(submit).toHaveText('Book 4 appointments');

    await count.selectOption('1');
    await expect(page.getByRole('group', { name: /^Person \d$/ })).toHaveCount(1);
    await expect(submit).toHaveText('Book appointment');
  });
});

test.describe('rules', () => {
  test('one rule at a time, in the schema’s order, each with its exact message', async ({ page, appointments }) => {
    const { submit, alert } = await openForm(page);
    const p = person(page, 1);
    const slot = await appointments.freeSlot();
    const steps: Array<[() => Promise<unknown>, string, Locator]> = [
      [() => p.name.fill('Rule Rani'), 'Please select a gender', p.gender],
      [() => p.gender.selectOption('Female'), 'Please enter the height', p.height],
      [() => p.height.fill('150 cm'), 'Please enter the weight', p.weight],
      [() => p.weight.fill('50 kg'), 'Please enter the occupation', p.work],
      [() => p.work.fill('Tailor'), 'Please enter the phone number', p.phone],
      [() => p.phone.fill('98765'), 'Please enter a 10-digit phone number', p.phone],
      [() => p.phone.fill('9876543210'), 'Please choose an appointment date', p.date],
      [() => p.date.fill(slot.date), 'Please choose a time slot', p.time],
      [() => p.age.fill('abc'), 'Please enter the age as a number (0 to 130)', p.age],
      [() => p.age.fill('131'), 'Please enter the age as a number (0 to 130)', p.age],
      [() => p.age.fill('30'), 'Please choose a time slot', p.time],
    ];
    for (const [change, message, field] of steps) {
      await change();
      await submit.click();
      await expect(alert, message).toHaveText(message);
      await expect(field, message).toBeFocused();
    }
  });

  test('the optional email must be valid, with its own message', async ({ page }) => {
    const { submit, alert } = await openForm(page);
    const p = person(page, 1);
    await p.name.fill('Email Ezhil');
    await p.gender.selectOption('Male');
    await p.height.fill('170 cm');
    await p.weight.fill('70 kg');
    await p.work.fill('Potter');
    await p.phone.fill('9876543210');
    await p.email.fill('ezhil@');
    await submit.click();
    await expect(alert).toHaveText('Please enter a valid email address');
    await expect(p.email).toBeFocused();
    await expect(p.email).toHaveAccessibleDescription(/Please enter a valid email address$/);
  });

  test('the date must be from today to 90 days ahead', async ({ page }) => {
    const { submit, alert } = await openForm(page);
    const p = person(page, 1);
    const today = indiaToday();
    const last = addDays(today, 90);
    await expect(p.date).toHaveAttribute('min', today);
    await expect(p.date).toHaveAttribute('max', last);
    await p.name.fill('Date Durai');
    await p.gender.selectOption('Male');
    await p.height.fill('170');
    await p.weight.fill('70');
    await p.work.fill('Driver');
    await p.phone.fill('9876543210');
    // A past date (typed past the picker's limits): every slot is past, none can be chosen.
    await p.date.fill(addDays(today, -3));
    await timesLoaded(p);
    await expect(p.time.locator('option:not([value=""])')).toHaveCount(SLOTS.length);
    await expect(p.time.locator('option:not([value=""]):not([disabled])')).toHaveCount(0);
    await expect(option(p, '18:00')).toHaveText('6:00 PM (Past)');
    // Beyond 90 days: the slots are free, the rule answers with its own message.
    await p.date.fill(addDays(today, 91));
    await timesLoaded(p);
    await p.time.selectOption('09:00');
    await submit.click();
    await expect(alert).toHaveText(
      `Appointments can be booked up to 90 days ahead. Please choose a date on or before ${last}.`,
    );
    await expect(p.date).toHaveAccessibleDescription(/Please choose a date on or before/);
  });

  test('a visitor on a later day than the build: that day’s dates, and the page hydrates cleanly', async ({ page }) => {
    // The page was drawn at build time. Four hundred days on (a new year, too), nothing of the build's day may
    // show, and React must not find a mismatch between the build's HTML and the visitor's first render.
    const errors = collectConsoleErrors(page);
    const later = new Date(Date.now() + 400 * 86_400_000);
    await page.clock.setFixedTime(later);
    await openForm(page);
    const p = person(page, 1);
    const today = indiaToday(later);
    const last = addDays(today, 90);
    await expect(p.date).toHaveAttribute('min', today);
    await expect(p.date).toHaveAttribute('max', last);
    await expect(p.date).toHaveAccessibleDescription(`Today up to ${last}.`);
    await expect(p.regdate).toHaveValue(dayMonthYear(today));
    await p.name.fill('Later Lakshmi');
    await p.gender.selectOption('Female');
    await expect(p.regno).toHaveValue(`FL${String(indiaYear(later)).slice(-2)}###`);
    expect(errors).toEqual([]);
  });

  test('the phone takes digits only, at most 10', async ({ page }) => {
    await openForm(page);
    const p = person(page, 1);
    await p.phone.pressSequentially('98a7-6 5x43210');
    await expect(p.phone).toHaveValue('9876543210');
    await p.phone.pressSequentially('77');
    await expect(p.phone).toHaveValue('9876543210');
    await p.phone.fill('');
    await p.phone.pressSequentially('+91 98765');
    await expect(p.phone).toHaveValue('9198765');
  });
});

test.describe('date, day and time', () => {
  test('a slot another visitor booked is disabled and labelled (Booked)', async ({ page, appointments }) => {
    const slot = await appointments.freeSlot();
    await openForm(page);
    const p = person(page, 1);
    await bookThroughApi(page.request, slot, uniqueName('Other Visitor'));
    await p.date.fill(slot.date);
    await timesLoaded(p);
    await expect(option(p, slot.time)).toHaveText(`${slot.label} (Booked)`);
    await expect(option(p, slot.time)).toBeDisabled();
    // Exactly the booked slots of that date are disabled (and marked); every other slot can be chosen.
    const booked = (
      (await (await page.request.get(`/api/appointments/booked?date=${slot.date}`)).json()) as { booked: string[] }
    ).booked;
    expect(booked).toContain(slot.time);
    await expect(p.time.locator('option[disabled]')).toHaveCount(booked.length);
    await expect(p.time.locator('option', { hasText: '(Booked)' })).toHaveCount(booked.length);
    for (const time of booked) await expect(option(p, time)).toBeDisabled();
  });

  test('two people in one booking cannot pick the same slot', async ({ page, appointments }) => {
    const { count, submit } = await openForm(page);
    const [a] = await appointments.freeSlots(1);
    await count.selectOption('2');
    const p1 = person(page, 1);
    const p2 = person(page, 2);
    await p1.date.fill(a!.date);
    await timesLoaded(p1);
    await p1.time.selectOption(a!.time);
    await p2.date.fill(a!.date);
    await timesLoaded(p2);
    await expect(option(p2, a!.time)).toHaveText(`${a!.label} (Chosen for person 1)`);
    await expect(option(p2, a!.time)).toBeDisabled();
    // And the other way round once person 2 picks.
    const otherSlot = SLOTS.find((s) => s !== a!.time)!;
    await p2.time.selectOption(otherSlot);
    await expect(option(p1, otherSlot)).toHaveText(`${slotLabel(otherSlot)} (Chosen for person 2)`);
    await expect(option(p1, otherSlot)).toBeDisabled();
    await expect(submit).toHaveText('Book 2 appointments');
  });

  test('a new patient’s register number is read-only and previewed once name and gender are set', async ({ page }) => {
    await openForm(page);
    const p = person(page, 1);
    await expect(p.regno).toHaveAttribute('readonly', '');
    await expect(p.regno).toHaveValue('');
    await expect(p.regno).toHaveAccessibleDescription('Given when you book, once the name and gender are filled in.');
    await p.name.fill('meena');
    await expect(p.regno).toHaveValue('');
    await p.gender.selectOption('Female');
    await expect(p.regno).toHaveValue(`FM${YY}###`);
    await expect(p.regno).toHaveAccessibleDescription(`Given when you book. It will look like FM${YY}###.`);
    await p.gender.selectOption('Male');
    await p.name.fill('Arun');
    await expect(p.regno).toHaveValue(`MA${YY}###`);
    await p.name.fill('');
    await expect(p.regno).toHaveValue('');
    // The registration date of a new patient is today, read-only.
    await expect(p.regdate).toHaveValue(dayMonthYear(indiaToday()));
    await expect(p.regdate).toHaveAttribute('readonly', '');
  });
});

test.describe('booking', () => {
  test('server failure (500): the red box "❌ Failed to save booking. Try again!" and input kept', async ({
    page,
    appointments,
  }) => {
    const who = uniqueName('Booking Refused');
    const slot = await appointments.freeSlot();
    const { submit, alert, status } = await openForm(page);
    const p = person(page, 1);
    await fillPerson(p, who, slot);
    await page.route('**/api/appointments', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { success: false, error: 'Something went wrong on our side.' } })
        : route.fallback(),
    );
    await submit.click();
    await expect(alert).toHaveText('❌ Failed to save booking. Try again!');
    await expectBoxColour(status, RED);
    await expectKept(p, who, slot);
    await expect(submit).toBeEnabled();
  });

  test('a patient under 18: the parent or guardian who books is asked for, kept and shown to staff', async ({
    page,
    appointments,
  }) => {
    const words = WORDS.en.forms.appointment;
    const who = uniqueName('Child Patient');
    const guardian = uniqueName('Lakshmi');
    const slot = await appointments.freeSlot();
    const { submit, alert } = await openForm(page);
    const p = person(page, 1);
    await fillPerson(p, who, slot);
    const guardianFields = p.group.getByRole('group', { name: words.guardianHeading });
    await expect(guardianFields).toHaveCount(0); // 42: no guardian asked
    await p.age.fill('12');
    await expect(guardianFields).toBeVisible();
    await expect(guardianFields).toContainText(words.guardianNote);
    const name = guardianFields.getByRole('textbox', { name: startsWith(words.guardian) });
    const relation = guardianFields.getByRole('textbox', { name: startsWith(words.guardianRelation) });
    await submit.click();
    await expect(alert).toHaveText('For a patient under 18, give the name of the parent or guardian booking.');
    await expect(name).toBeFocused();
    expect(await findRecords('bookings', (r) => r.name === who)).toEqual([]);
    await name.fill(guardian);
    await relation.fill('Mother');
    expect((await submitAndAnswer(page, submit, '/api/appointments')).status()).toBe(200);
    const record = await expectOneRecord('bookings', (r) => r.name === who);
    expect(record).toMatchObject({ guardian, guardianRelation: 'Mother' });
    expect(String(record.age)).toBe('12');

    // Staff see who booked for the child in the bookings table (and its CSV, the same columns).
    const password = await adminPassword(page.request);
    expect((await page.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
    await page.goto('/admin');
    const title = 'Booking Requests';
    const section = page.locator('section.admin-table').filter({ has: page.locator('h2', { hasText: title }) });
    const rows = await searchTable(section, title, who);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${guardian} (Mother)`);
  });

  test('store outage (503) and network failure: the message is shown and the input kept', async ({
    page,
    appointments,
  }) => {
    const who = uniqueName('Booking Outage');
    const slot = await appointments.freeSlot();
    const { submit, alert } = await openForm(page);
    const p = person(page, 1);
    await fillPerson(p, who, slot);
    await page.route('**/api/appointments', (route) =>
      route.fulfill({ status: 503, json: { success: false, error: STORE_DOWN } }),
    );
    await submit.click();
    await expect(alert).toHaveText(STORE_DOWN);
    await expectKept(p, who, slot);
    await page.unroute('**/api/appointments');
    await page.route('**/api/appointments', (route) => route.abort('connectionrefused'));
    await submit.click();
    await expect(alert).toHaveText(NETWORK);
    await expectKept(p, who, slot);
  });

  test('a family of two on a 375 px phone @mobile', async ({ page, appointments }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the phone layout (mobile project)');
    test.slow();
    const [s1, s2] = await appointments.freeSlots(2);
    const mother = uniqueName('Family Amma');
    const son = uniqueName('Family Magan');
    const { count, submit } = await openForm(page, '/appointment');
    // Nothing sticks out sideways on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await count.selectOption('2');
    await fillPerson(person(page, 1), mother, s1!, { gender: 'Female', phone: '9000000001', requiredOnly: true });
    await fillPerson(person(page, 2), son, s2!, { gender: 'Male', phone: '9000000002', requiredOnly: true });
    await expect(submit).toHaveText('Book 2 appointments');
    expect((await submitAndAnswer(page, submit, '/api/appointments')).status()).toBe(200);
    const box = page.getByRole('status').filter({ hasText: '2 appointments saved' });
    await expect(box).toBeVisible();
    const regnos = box.locator('.saved .regno');
    await expect(regnos).toHaveCount(2);
    const [r1, r2] = await regnos.allTextContents();
    expect(r1).toMatch(new RegExp(`^FF${YY}\\d{3,}$`));
    expect(r2).toMatch(new RegExp(`^MF${YY}\\d{3,}$`));
    await expect(box.locator('.status-text')).toHaveText(`2 appointments saved. Register numbers: ${r1}, ${r2}.`);
    const a = await expectOneRecord('bookings', (r) => r.name === mother);
    const b = await expectOneRecord('bookings', (r) => r.name === son);
    expect([a.registerNumber, b.registerNumber]).toEqual([r1, r2]);
    expect(a.groupId).toBe(b.groupId);
    expect([a.visitTime, b.visitTime]).toEqual([s1!.time, s2!.time]);
    expect([a.phone, b.phone]).toEqual(['9000000001', '9000000002']);
    await expect(page.getByRole('group', { name: /^Person \d$/ })).toHaveCount(1);
    await expect(box.getByRole('button', { name: /calendar/ })).toHaveText(['Add to calendar', 'Add to calendar']);
    // The count can be set to two again for the next family.
    await count.selectOption('2');
    await expect(page.getByRole('group', { name: /^Person \d$/ })).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
  });
});

test.describe('returning patients (/oldpatient)', () => {
  test('the register number is typed and validated, and the booking keeps it', async ({ page, appointments }) => {
    const who = uniqueName('Old Patient');
    const slot = await appointments.freeSlot();
    const { submit, alert } = await openForm(page, '/oldpatient');
    await expect(page.getByRole('heading', { level: 1, name: 'Returning patient appointment' })).toBeVisible();
    const p = person(page, 1);
    await expect(p.regno).not.toHaveAttribute('readonly', '');
    await expect(p.regdate).not.toHaveAttribute('readonly', '');
    await fillPerson(p, who, slot);
    await submit.click();
    await expect(alert).toHaveText('Please enter the register number');
    await expect(p.regno).toBeFocused();
    for (const bad of ['12345', 'MP26', 'XP26001', 'M26001']) {
      await p.regno.fill(bad);
      await submit.click();
      await expect(alert, bad).toHaveText('Please enter a register number like MP26001');
      await expect(p.regno).toHaveAccessibleDescription(/Please enter a register number like MP26001$/);
    }
    await p.regno.fill('fo25042');
    await p.regdate.fill('2025-03-14');
    expect((await submitAndAnswer(page, submit, '/api/appointments')).status()).toBe(200);
    const box = page.getByRole('status').filter({ hasText: 'Appointment saved' });
    await expect(box.locator('.status-text')).toHaveText(
      `Appointment saved for ${who} on ${slot.weekday} ${slot.date} at ${slot.label}. Register number: FO25042.`,
    );
    await expect(box.locator('.regno')).toHaveText('FO25042');
    const record = await expectOneRecord('bookings', (r) => r.name === who);
    expect(record).toMatchObject({
      registerNumber: 'FO25042',
      registeredOn: '2025-03-14',
      patientType: 'old',
      visitTime: slot.time,
    });
    await expect(p.regno).toHaveValue('');
  });
});
