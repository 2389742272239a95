/**
 * The Tamil site (/ta/…), as a Tamil-reading visitor uses it, against the real server: the language switcher
 * (both ways, keyboard, phone width), a booking and a donation end to end in Tamil (Tamil errors, Tamil
 * option labels, the server's Tamil answers, English values and `lang: 'ta'` in the store), a server-worded
 * 409 in Tamil, the staff dashboard's Language column, and the Tamil not-found page.
 *
 * Every Tamil word is read from the dictionaries (src/i18n/{en,ta}/*.json), never typed here.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from './fixtures';
import { bookThroughApi, type FreeSlot } from './helpers/slots';
import { expectOneRecord, uniqueName } from './helpers/store';
import { adminPassword } from './helpers/admin';
import { SLOTS, slotLabel, type Slot } from '../../src/lib/slots';
import { localizePath } from '../../src/lib/locale';
import { dictionaryTranslate } from '../../src/lib/validate/core';
import { fill } from '../../src/i18n/fill';
import { indiaToday, weekdayOf, type Weekday } from '../../src/lib/time';

type Lang = 'en' | 'ta';
const dictionary = <T>(lang: Lang, name: string): T =>
  JSON.parse(readFileSync(new URL(`../../src/i18n/${lang}/${name}.json`, import.meta.url), 'utf8')) as T;

type Messages = Record<string, string>;
type Forms = typeof import('../../src/i18n/en/forms.json');
type Shell = typeof import('../../src/i18n/en/shell.json');

const MESSAGES: Record<Lang, Messages> = { en: dictionary('en', 'messages'), ta: dictionary('ta', 'messages') };
const FORMS: Record<Lang, Forms> = { en: dictionary('en', 'forms'), ta: dictionary('ta', 'forms') };
const SHELL: Record<Lang, Shell> = { en: dictionary('en', 'shell'), ta: dictionary('ta', 'shell') };
const ta = MESSAGES.ta;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name that starts with a label (the "(required)" mark follows it). */
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);
const endsWith = (text: string) => new RegExp(`${escape(text)}$`);
/** Tamil script (U+0B80–U+0BFF). */
const TAMIL = /[\u0B80-\u0BFF]/;

/** How a page in a language writes a slot (e.g. 'மதியம் 1:30', '1:30 PM'): the dictionary's time-of-day words. */
const slotText = (slot: Slot, lang: Lang): string => slotLabel(slot, dictionaryTranslate(MESSAGES[lang]));
const dayText = (day: Weekday, lang: Lang) => MESSAGES[lang][`day.${day}`]!;
const pathIn = localizePath;

async function expectPath(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** The header's language switcher (the link with class "language"). */
const switcher = (page: Page) => page.locator('header a.language');

// ---------------------------------------------------------------------------------------------------------
// 1. The language switcher
// ---------------------------------------------------------------------------------------------------------

test.describe('language switcher', () => {
  test('keeps you on the same page both ways; the Tamil page is lang="ta" with a Tamil h1', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    for (const path of ['/therapies', '/', '/booking', '/donation', '/contact']) {
      const taPath = pathIn(path, 'ta');
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const englishH1 = (await page.locator('h1').textContent())!.trim();
      expect(englishH1, `English h1 of ${path}`).not.toMatch(TAMIL);
      // From English: the link names the other language in its own script and leads to the same page in Tamil.
      await expect(switcher(page)).toHaveAttribute('href', taPath);
      await expect(switcher(page)).toHaveAttribute('hreflang', 'ta-IN');
      await expect(switcher(page)).toHaveAccessibleName(endsWith('தமிழ்'));
      await switcher(page).click();
      await expectPath(page, taPath);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1'), `Tamil h1 of ${taPath}`).toHaveText(TAMIL);
      await expect(page.locator('h1')).not.toHaveText(englishH1);
      await expect(page).toHaveTitle(TAMIL);
      // And back: the Tamil page's switcher (its lead in Tamil) leads to the English page.
      await expect(switcher(page)).toHaveAttribute('href', path);
      await expect(switcher(page)).toHaveAccessibleName(`${SHELL.ta.header.languageLead} English`.replace(/\s+/g, ' '));
      await switcher(page).click();
      await expectPath(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('h1')).toHaveText(englishH1);
    }
    // The booking page's heading is the dictionary's.
    await page.goto('/ta/booking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL.ta.booking.newTitle);
    expect(errors).toEqual([]);
  });

  test('reachable with the keyboard; Enter follows it, both ways', async ({ page }) => {
    for (const [from, to, lang] of [
      ['/ta/therapies', '/therapies', 'en'],
      ['/therapies', '/ta/therapies', 'ta'],
    ] as const) {
      await page.goto(from);
      const link = switcher(page);
      // Tab from the top of the page (skip link first) until the switcher has focus.
      for (let i = 0; i < 6 && !(await link.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      // A visible focus indicator.
      const outline = await link.evaluate((el) => {
        const s = getComputedStyle(el);
        return s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      });
      expect(outline, 'focus outline on the switcher').toBe(true);
      await page.keyboard.press('Enter');
      await expectPath(page, to);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  });

  test('at phone width: visible, tappable over the open menu, the Tamil menu stays in Tamil @mobile', async ({
    page,
    isMobile,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/ta/therapies');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    const link = switcher(page);
    await expect(link).toBeVisible();
    const box = (await link.boundingBox())!;
    expect(box.height, 'switcher tap target height').toBeGreaterThanOrEqual(44);
    if (isMobile) {
      // Tamil words are long: on the phone nothing may stick out sideways (the desktop header: see below).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      // The phone menu (a popover) is in Tamil and every link in it stays on the Tamil site.
      const toggle = page.getByRole('button', { name: SHELL.ta.header.menu, exact: true });
      await toggle.click();
      const menu = page.getByRole('navigation', { name: SHELL.ta.header.mainMenu });
      await expect(menu).toBeVisible();
      const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of hrefs) expect(href, 'a Tamil menu link').toMatch(/^\/ta(\/|$)/);
      await expect(menu.getByRole('link', { name: /[A-Za-z]{4,}/ })).toHaveCount(0);
      // The switcher stays reachable with the menu open: one tap leaves the menu and switches.
      await link.tap();
    } else {
      await link.click();
    }
    await expectPath(page, '/therapies');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(switcher(page)).toBeVisible();
    if (isMobile) await switcher(page).tap();
    else await switcher(page).click();
    await expectPath(page, '/ta/therapies');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.locator('h1')).toHaveText(TAMIL);
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The appointment form, in either language (labels from that language's dictionary)
// ---------------------------------------------------------------------------------------------------------

async function openBooking(page: Page, lang: Lang) {
  const words = FORMS[lang].appointment;
  await page.goto(pathIn('/booking', lang));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const count = page.getByRole('combobox', { name: startsWith(words.count) });
  const form = page.locator('form.form').filter({ has: count });
  const submit = form.getByRole('button', { name: words.submit, exact: true });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  return { form, count, submit, alert: form.getByRole('alert') };
}

function person(page: Page, lang: Lang, n: number) {
  const w = FORMS[lang].appointment;
  const group = page.getByRole('group', { name: fill(w.person, { n }), exact: true });
  return {
    group,
    name: group.getByRole('textbox', { name: startsWith(w.pname) }),
    gender: group.getByRole('combobox', { name: startsWith(w.pgender) }),
    age: group.getByRole('textbox', { name: startsWith(w.page) }),
    height: group.getByRole('textbox', { name: startsWith(w.pheight) }),
    weight: group.getByRole('textbox', { name: startsWith(w.pweight) }),
    work: group.getByRole('textbox', { name: startsWith(w.pwork) }),
    phone: group.getByRole('textbox', { name: startsWith(w.pphone) }),
    email: group.getByRole('textbox', { name: startsWith(w.pemail) }),
    location: group.getByRole('textbox', { name: startsWith(w.plocation) }),
    purpose: group.getByRole('textbox', { name: startsWith(w.ppurpose) }),
    medicine: group.getByRole('textbox', { name: startsWith(w.pmedicine) }),
    date: group.getByLabel(startsWith(w.pappointmentDate)),
    day: group.getByRole('textbox', { name: startsWith(w.pappointmentDay) }),
    time: group.getByRole('combobox', { name: startsWith(w.pappointmentTime) }),
  };
}
type Person = ReturnType<typeof person>;

/** Wait until the chosen date's booked times have been checked. */
async function timesLoaded(p: Person, lang: Lang) {
  await expect(p.group.getByText(FORMS[lang].appointment.timesLoading)).toHaveCount(0);
  await expect(p.time).toBeEnabled();
}

/** Fill one person as a visitor would: gender and time chosen by their visible (translated) labels. */
async function fillPerson(p: Person, lang: Lang, who: string, slot: FreeSlot) {
  await p.name.fill(who);
  await p.gender.selectOption({ label: FORMS[lang].genders.Male });
  await p.age.fill('58');
  await p.height.fill('168 cm');
  await p.weight.fill('64 kg');
  await p.work.fill('Weaver');
  await p.phone.fill('9876543210');
  await p.email.fill('patient@example.org');
  await p.location.fill('Kanchipuram, Tamil Nadu');
  await p.purpose.fill('Knee pain');
  await p.medicine.fill('None');
  await p.date.fill(slot.date);
  await expect(p.day).toHaveValue(dayText(slot.weekday, lang));
  await timesLoaded(p, lang);
  await p.time.selectOption({ label: slotText(slot.time, lang) });
  await expect(p.time).toHaveValue(slot.time);
}

const appointmentPosts = (page: Page) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/appointments') posts.push(r.url());
  });
  return posts;
};

// ---------------------------------------------------------------------------------------------------------
// 2. Tamil booking end to end
// ---------------------------------------------------------------------------------------------------------

test.describe('Tamil booking (/ta/booking)', () => {
  test('empty submit: Tamil messages in the alert and beside the fields, nothing sent', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const posts = appointmentPosts(page);
    const { submit, alert } = await openBooking(page, 'ta');
    const p = person(page, 'ta', 1);
    await submit.click();
    await expect(alert).toHaveText(ta['appointment.name.required']!);
    await expect(p.name).toBeFocused();
    const expected: Array<[typeof p.name, string]> = [
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
      await expect(field, key).toHaveAccessibleDescription(endsWith(ta[key]!));
    }
    await expect(p.group.getByText(ta['appointment.time.required']!, { exact: true })).toBeVisible();
    for (const field of [p.age, p.email, p.location, p.purpose, p.medicine])
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    // No English anywhere in the errors shown.
    for (const text of await p.group.locator('.field-error').allTextContents()) expect(text).toMatch(TAMIL);
    // A wrong phone gets the Tamil phone rule.
    await p.phone.fill('98765');
    await expect(p.phone).toHaveAccessibleDescription(endsWith(ta['appointment.phone.invalid']!));
    expect(posts, 'nothing was sent to the server').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('one person booked in Tamil: Tamil labels and answer; stored with lang "ta" and the English values', async ({
    page,
    appointments,
  }) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    const [slot, englishSlot] = await appointments.freeSlots(2);
    const who = uniqueName('முருகன் Tamil');
    const { submit, alert } = await openBooking(page, 'ta');
    const p = person(page, 'ta', 1);

    // Empty first: the Tamil rule, and nothing stored for anyone.
    await submit.click();
    await expect(alert).toHaveText(ta['appointment.name.required']!);

    // Gender in Tamil; values stay English.
    await expect(p.gender.locator('option')).toHaveText([
      FORMS.ta.appointment.genderPlaceholder,
      FORMS.ta.genders.Male,
      FORMS.ta.genders.Female,
    ]);
    expect(await p.gender.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))).toEqual([
      '',
      'Male',
      'Female',
    ]);

    // The time select: Tamil time-of-day words, no AM/PM.
    await p.date.fill(slot!.date);
    await expect(p.day).toHaveValue(dayText(slot!.weekday, 'ta'));
    await timesLoaded(p, 'ta');
    const labels = await p.time.locator('option').allTextContents();
    expect(labels[0]).toBe(FORMS.ta.appointment.timePlaceholder);
    const bare = labels.slice(1).map((l) => l.replace(/ \(.*\)$/, ''));
    expect(bare).toEqual(SLOTS.map((s) => slotText(s, 'ta')));
    expect(bare).toContain(fill(ta['time.morning']!, { time: '9:00' }));
    expect(bare).toContain(fill(ta['time.afternoon']!, { time: '1:30' }));
    expect(bare).toContain(fill(ta['time.evening']!, { time: '6:00' }));
    for (const label of labels) expect(label).not.toMatch(/\b(AM|PM)\b/);

    await fillPerson(p, 'ta', who, slot!);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/appointments' && r.request().method() === 'POST'),
      submit.click(),
    ]);
    expect(response.status()).toBe(200);
    // The page told the server its language.
    expect(response.request().headers()['accept-language']).toBe('ta');
    expect(response.request().postDataJSON()).toMatchObject({ lang: 'ta' });

    const record = await expectOneRecord('bookings', (r) => r.pname === who);
    // The server's own answer, in Tamil: Tamil weekday and time-of-day.
    const box = page.getByRole('status').filter({ hasText: record.pregno });
    await expect(box.locator('.status-text')).toHaveText(
      fill(ta['booking.saved.one']!, {
        name: who,
        day: dayText(slot!.weekday, 'ta'),
        date: slot!.date,
        slot: slotText(slot!.time, 'ta'),
        regno: record.pregno,
      }),
    );
    await expect(box.getByRole('heading', { name: FORMS.ta.appointment.savedTitle })).toBeVisible();
    await expect(box.locator('.saved li')).toContainText(
      `${who}: ${record.pregno}, ${dayText(slot!.weekday, 'ta')} ${slot!.date}, ${slotText(slot!.time, 'ta')}`,
    );
    await expect(
      box.getByRole('button', { name: fill(FORMS.ta.appointment.calendarFor, { name: who, date: slot!.date }) }),
    ).toBeVisible();
    await expect(p.name).toHaveValue('');

    // Stored as an English booking would be: English gender and weekday, 24-hour time; lang 'ta'.
    expect(record).toMatchObject({
      lang: 'ta',
      pname: who,
      pgender: 'Male',
      page: 58,
      pheight: '168 cm',
      pweight: '64 kg',
      pwork: 'Weaver',
      pphone: '9876543210',
      pemail: 'patient@example.org',
      plocation: 'Kanchipuram, Tamil Nadu',
      ppurpose: 'Knee pain',
      pmedicine: 'None',
      pappointmentDate: slot!.date,
      pappointmentDay: weekdayOf(slot!.date),
      pappointmentTime: slot!.time,
      pregdate: indiaToday(),
      patientType: 'new',
    });
    expect(record.pappointmentTime).toMatch(/^\d{2}:\d{2}$/);
    // Male + the Tamil name's initial in Latin (முருகன் → M, typeable anywhere) + year + running number.
    expect(record.pregno).toMatch(/^MM\d{5,}$/);

    // The same person booked on the English page: the records differ only in who/when/lang.
    const whoEn = `${who} en`;
    const en = await openBooking(page, 'en');
    await fillPerson(person(page, 'en', 1), 'en', whoEn, englishSlot!);
    await en.submit.click();
    await expect(page.getByRole('status').filter({ hasText: whoEn }).locator('.status-text')).toHaveText(
      startsWith(fill(MESSAGES.en['booking.saved.one']!, { name: whoEn }).split(' {')[0]!),
    );
    const english = await expectOneRecord('bookings', (r) => r.pname === whoEn);
    expect(english.lang).toBe('en');
    const varying = new Set(['id', 'createdAt', 'groupId', 'pname', 'pregno', 'pappointmentTime', 'lang']);
    const comparable = (r: typeof record) => Object.fromEntries(Object.entries(r).filter(([k]) => !varying.has(k)));
    expect(comparable(record)).toEqual(comparable(english));
    expect(Object.keys(record).sort()).toEqual(Object.keys(english).sort());
    expect(errors).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// 3. Tamil donation end to end
// ---------------------------------------------------------------------------------------------------------

async function openDonation(page: Page) {
  const w = FORMS.ta.donation;
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected native dialog: ${dialog.message()}`);
  });
  await page.goto('/ta/donation#donation-form');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const form = page.locator('#donation-form form');
  await form.scrollIntoViewIfNeeded();
  const submit = form.getByRole('button', { name: w.submit, exact: true });
  await expect(submit).toBeEnabled({ timeout: 20_000 });
  return {
    form,
    submit,
    alert: form.getByRole('alert'),
    uname: form.getByRole('textbox', { name: startsWith(w.uname) }),
    female: form.getByRole('radio', { name: FORMS.ta.genders.Female, exact: true }),
    email: form.getByRole('textbox', { name: startsWith(w.email) }),
    mobno: form.getByRole('textbox', { name: startsWith(w.mobno) }),
    address: form.getByRole('textbox', { name: startsWith(w.address) }),
    donate: form.getByRole('combobox', { name: startsWith(w.donate) }),
    amount: form.getByRole('textbox', { name: startsWith(w.amount) }),
    panno: form.getByRole('textbox', { name: startsWith(w.panno) }),
    mode: form.getByRole('combobox', { name: startsWith(w.modeofpay) }),
    message: form.getByRole('textbox', { name: startsWith(w.message) }),
  };
}

test('Tamil donation: Tamil PAN errors, then success; stored with lang "ta" and the English option values', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const w = FORMS.ta.donation;
  const who = uniqueName('வள்ளி Donor');
  const f = await openDonation(page);

  // The options read in Tamil; their values are the English ones the server stores.
  await expect(f.donate.locator('option')).toHaveText([w.typePlaceholder, w.types['One time'], w.types.Monthly]);
  await expect(f.mode.locator('option')).toHaveText([w.modePlaceholder, ...Object.values(w.modes)]);

  await f.uname.fill(who);
  await f.female.check();
  await f.email.fill('giver@example.org');
  await f.mobno.fill('9876543210');
  await f.address.fill('12 Temple Street, Dindigul');
  await f.donate.selectOption({ label: w.types['One time'] });
  await f.amount.fill('60000');
  await f.mode.selectOption({ label: w.modes.UPI });
  await f.message.fill('For the free clinic');

  // Over ₹50,000 without a PAN, then with a malformed one: the Tamil messages, focus on the PAN.
  await f.submit.click();
  await expect(f.alert).toHaveText(ta['donation.pan.required']!);
  await expect(f.panno).toBeFocused();
  await f.panno.pressSequentially('abcd1234');
  await expect(f.panno).toHaveValue('ABCD1234');
  await f.submit.click();
  await expect(f.alert).toHaveText(ta['donation.pan.invalid']!);
  await expect(f.panno).toBeFocused();
  await expect(f.panno).toHaveAttribute('aria-invalid', 'true');
  await expect(f.panno).toHaveAccessibleDescription(endsWith(ta['donation.pan.invalid']!));

  await f.panno.fill('');
  await f.panno.pressSequentially('abcde1234f');
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/donation' && r.request().method() === 'POST'),
    f.submit.click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.request().headers()['accept-language']).toBe('ta');
  expect((await response.json()) as { message: string }).toMatchObject({ message: ta['donation.saved'] });

  const status = f.form.getByRole('status');
  await expect(status.locator('.status-text')).toHaveText(ta['ui.donation.success']!);
  await expect(status.getByRole('heading', { name: w.payNow })).toBeVisible();
  await expect(status.getByRole('link', { name: fill(w.payButton, { amount: '60,000' }) })).toHaveAttribute(
    'href',
    /^upi:\/\/pay\?/,
  );
  await expect(f.uname).toHaveValue('');

  const record = await expectOneRecord('donations', (r) => r.uname === who);
  expect(record).toMatchObject({
    lang: 'ta',
    uname: who,
    gender: 'Female',
    email: 'giver@example.org',
    mobno: '9876543210',
    address: '12 Temple Street, Dindigul',
    donate: 'One time',
    amount: 60000,
    panno: 'ABCDE1234F',
    modeofpay: 'UPI',
    message: 'For the free clinic',
  });
  await expect(status).toContainText(fill(w.payIntro, { reference: record.reference }).split('.')[0]!);
  expect(errors).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------------
// 4. Answers the server words, in Tamil
// ---------------------------------------------------------------------------------------------------------

test.describe('server answers in Tamil', () => {
  test('a slot taken meanwhile (409): the Tamil message with the Tamil time; input kept, slot marked booked', async ({
    page,
    appointments,
  }) => {
    test.slow();
    const slot = await appointments.freeSlot();
    const who = uniqueName('கமலா Race');
    const { submit, alert } = await openBooking(page, 'ta');
    const p = person(page, 'ta', 1);
    await fillPerson(p, 'ta', who, slot);
    // The slot was free when the page loaded the times; another visitor books it now.
    await expect(p.time.locator(`option[value="${slot.time}"]`)).toBeEnabled();
    await bookThroughApi(page.request, slot, uniqueName('Other Visitor'));

    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/appointments' && r.request().method() === 'POST'),
      submit.click(),
    ]);
    expect(response.status()).toBe(409);
    const expected = fill(ta['booking.slotTaken']!, { name: who, date: slot.date, slot: slotText(slot.time, 'ta') });
    await expect(alert).toHaveText(expected);
    await expect(alert).toContainText(slotText(slot.time, 'ta'));
    // Input kept; only the taken time is cleared, and it now shows as booked (in Tamil).
    await expect(p.name).toHaveValue(who);
    await expect(p.gender).toHaveValue('Male');
    await expect(p.phone).toHaveValue('9876543210');
    await expect(p.date).toHaveValue(slot.date);
    await expect(p.time).toHaveValue('');
    const option = p.time.locator(`option[value="${slot.time}"]`);
    await expect(option).toHaveText(`${slotText(slot.time, 'ta')} ${FORMS.ta.appointment.booked}`);
    await expect(option).toBeDisabled();
  });

  test('the API words its validation answer in the Accept-Language of the request', async ({ page, appointments }) => {
    const slot = await appointments.freeSlot();
    const post = (request: APIRequestContext, lang: Lang, data: object) =>
      request.post('/api/appointments', { headers: { 'accept-language': lang }, data });
    // No name: the Tamil rule, on the field too.
    const body = {
      lang: 'ta',
      patientType: 'new',
      people: [
        {
          pgender: 'Female',
          pheight: '160 cm',
          pweight: '55 kg',
          pwork: 'Teacher',
          pphone: '9876543210',
          pappointmentDate: slot.date,
          pappointmentTime: slot.time,
        },
      ],
    };
    const res = await post(page.request, 'ta', body);
    expect(res.status()).toBe(400);
    const answer = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBe(ta['appointment.name.required']);
    expect(answer.fields['people.0.pname']).toBe(ta['appointment.name.required']);
    // The same request from an English page gets English.
    const english = await post(page.request, 'en', { ...body, lang: 'en' });
    expect(((await english.json()) as { error: string }).error).toBe(MESSAGES.en['appointment.name.required']);
    // A header like a browser's ('ta-IN,ta;q=0.9') counts as Tamil.
    const browserLike = await page.request.post('/api/donation', {
      headers: { 'accept-language': 'ta-IN,ta;q=0.9,en;q=0.8' },
      data: { lang: 'ta' },
    });
    expect(browserLike.status()).toBe(400);
    expect(((await browserLike.json()) as { error: string }).error).toBe(ta['donation.name.required']);
  });
});

// ---------------------------------------------------------------------------------------------------------
// 5. The staff dashboard shows the language
// ---------------------------------------------------------------------------------------------------------

test('a callback sent from a Tamil page shows "Tamil" in the dashboard\'s Language column', async ({
  page,
  request,
}) => {
  test.slow();
  // The visitor: the header's callback button on a Tamil page.
  const who = uniqueName('செல்வி Caller');
  await page.goto('/ta/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.getByRole('button', { name: SHELL.ta.header.requestCallback, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: FORMS.ta.callback.title });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: FORMS.ta.callback.submit, exact: true });
  await expect(send).toBeEnabled({ timeout: 20_000 });
  await send.click();
  await expect(dialog.getByRole('alert')).toHaveText(ta['name.required']!);
  await dialog.getByRole('textbox', { name: startsWith(FORMS.ta.callback.name) }).fill(who);
  await dialog.getByRole('textbox', { name: startsWith(FORMS.ta.callback.mobile) }).fill('9876543210');
  await send.click();
  // The dialog closes and the page's announcer says so, in Tamil.
  await expect(dialog).toBeHidden();
  await expect(page.locator('#announcer')).toHaveText(ta['ui.callback.success']!);
  const record = await expectOneRecord('callbacks', (r) => r.name === who);
  expect(record.lang).toBe('ta');
  // And one from the English site, for contrast.
  const englishWho = `${who} English`;
  expect((await request.post('/api/callbacks', { data: { name: englishWho, mobile: '9876543210' } })).status()).toBe(
    200,
  );

  // Staff: sign in on /admin as a person does.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Password').fill(await adminPassword(request));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Signed in as staff.')).toBeVisible({ timeout: 20_000 });
  const section = page
    .locator('section.admin-table')
    .filter({ has: page.locator('h2', { hasText: 'Callback Requests' }) });
  // Under load the local preview now and then answers a table with a 500 (the tooling): Retry, as staff would.
  for (let attempt = 0; ; attempt++) {
    await expect(section.getByText(/^Loading /)).toHaveCount(0, { timeout: 20_000 });
    const retry = section.getByRole('button', { name: 'Retry' });
    if (attempt === 3 || (await retry.count()) === 0) break;
    await retry.click();
  }
  const headers = (await section.locator('thead th').allTextContents()).map((h) => h.trim());
  const languageColumn = headers.indexOf('Language');
  expect(languageColumn, `Language column in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  await section.getByLabel('Search Callback Requests').fill(who);
  const rows = section.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const tamilRow = rows.filter({ has: page.getByRole('cell', { name: who, exact: true }) });
  const englishRow = rows.filter({ has: page.getByRole('cell', { name: englishWho, exact: true }) });
  await expect(tamilRow.locator('td').nth(languageColumn)).toHaveText('Tamil');
  await expect(englishRow.locator('td').nth(languageColumn)).toHaveText('English');
  // Searching for the language finds the Tamil record.
  await section.getByLabel('Search Callback Requests').fill('Tamil');
  await expect(rows.filter({ has: page.getByRole('cell', { name: who, exact: true }) })).toHaveCount(1);
});

// ---------------------------------------------------------------------------------------------------------
// 6. Not found, in Tamil
// ---------------------------------------------------------------------------------------------------------

test('/ta/no-such-page shows the Tamil not-found page (lang="ta"), whose links stay in Tamil', async ({ page }) => {
  for (const path of ['/ta/no-such-page', '/ta/therapies/no-such-therapy']) {
    await page.goto(path);
    await expectPath(page, path); // served in place, not redirected
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL.ta.notFound.title);
    await expect(page.getByText(SHELL.ta.notFound.lede)).toBeVisible();
  }
  // Its way out leads into the Tamil site.
  const book = page.getByRole('main').getByRole('link', { name: SHELL.ta.notFound.book, exact: true });
  await expect(book).toHaveAttribute('href', '/ta/booking');
  await book.click();
  await expectPath(page, '/ta/booking');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  // An English address stays English.
  await page.goto('/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL.en.notFound.title);
});

test('a missing Tamil page answers 404, as a missing English page does', async ({ page }) => {
  // dist/_redirects has `/ta/*  /ta/404  404`: Netlify (and the preview) answer with the Tamil page and 404.
  const english = await page.goto('/no-such-page');
  expect(english!.status()).toBe(404);
  const tamil = await page.goto('/ta/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  expect(tamil!.status()).toBe(404);
});

// ---------------------------------------------------------------------------------------------------------
// The Tamil header at desktop width
// ---------------------------------------------------------------------------------------------------------

// Every desktop width, in both languages: tests/e2e/header.spec.ts (the header gate).

test('on small phones the name, the callback button and the menu button never overlap @mobile', async ({ page }) => {
  for (const width of [320, 360, 412]) {
    await page.setViewportSize({ width, height: 700 });
    for (const path of ['/about', '/ta/about']) {
      await page.goto(path);
      const boxes = await page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        return { name: box('.brand-name'), button: box('.callback-btn'), menu: box('.menu-toggle') };
      });
      // A name hidden for the smallest screens is a 1 px box; a shown one ends before the button starts.
      if (boxes.name.width > 1)
        expect(boxes.name.right, `${path} at ${width}px`).toBeLessThanOrEqual(boxes.button.left);
      expect(boxes.button.right, `${path} at ${width}px`).toBeLessThanOrEqual(boxes.menu.left);
      expect(boxes.menu.right, `${path} at ${width}px`).toBeLessThanOrEqual(width);
      // The link keeps the trust's name as its accessible name.
      await expect(page.locator('a.brand')).toHaveAccessibleName(path.startsWith('/ta') ? /அறக்கட்டளை/ : /Trust/);
    }
  }
});
