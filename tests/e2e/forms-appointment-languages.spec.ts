/**
 * The appointment form (/booking) in each language, at /booking and /ta/booking, with that language's words
 * read from the dictionaries: the required fields, the day and the 12-hour slots, a booking (register number,
 * stored record, .ics) and the 409 race between two pages.
 */
import type { Locator } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test, expect, collectConsoleErrors } from './fixtures';
import {
  GREEN,
  PATIENT,
  RED,
  YY,
  appointmentPosts,
  expectBoxColour,
  expectKept,
  fillPerson,
  openForm,
  option,
  person,
  timesLoaded,
} from './helpers/appointment-form';
import { expectOneRecord, findRecords, uniqueName } from './helpers/store';
import { LOCALES, TAMIL, WORDS, dayText, endsWith, fill, localizePath, slotText } from './helpers/words';
import { SLOTS } from '../../src/lib/slots';
import { addDays, indiaToday, weekdayOf } from '../../src/lib/time';

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
