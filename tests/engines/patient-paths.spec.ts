/**
 * The patient's paths in the two other browser engines: Firefox ESR over WebDriver BiDi and
 * WebKit (WebKitGTK's MiniBrowser) over WebDriver. Chromium walks the same paths, and every rule and failure
 * on the way, in tests/e2e/forms-*.spec.ts, calendar.spec.ts and languages.spec.ts; here each path is walked
 * once per engine, end to end against the real server, checking what a person sees.
 *
 * Each path is written once, against tests/engines/driver.ts. An engine that is not installed has its tests
 * skipped, saying what to install (tests/engines/engines.ts).
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import type { Driver, Scope } from './driver';
import { poll } from './driver';
import { ENGINES, ENGINE_TITLES, whyNotHere } from './engines';
import { apiPerson, type FreeSlot } from '../e2e/helpers/slots';
import { expectOneRecord, uniqueName } from '../e2e/helpers/store';
import { WORDS, dayText, fill, slotText } from '../e2e/helpers/words';
import { indiaYear } from '../../src/lib/time';
import { proved } from '../e2e/helpers/proof';

const en = WORDS.en;
const ta = WORDS.ta;
const YY = String(indiaYear()).slice(-2);

/** Person n's fieldset of the appointment form. */
const person = (n: number): Scope => ({ css: 'fieldset', name: fill(en.forms.appointment.person, { n }) });

/** The box a form shows its result in. */
const formStatus: Scope = { css: 'form.form .status' };

/** The appointment form, its submit shown (from the start: the island wakes on the first touch). */
async function openBooking(driver: Driver, path: string) {
  await driver.goto(path);
  await driver.waitForButton(en.forms.appointment.submit, undefined, { timeout: 20_000 });
}

/** One person's required fields and a free slot, as a visitor fills them; the day and times follow the date. */
async function fillPerson(
  driver: Driver,
  n: number,
  who: string,
  slot: FreeSlot,
  gender: 'Male' | 'Female',
  phone: string,
) {
  const w = en.forms.appointment;
  const scope = person(n);
  await driver.fill(w.name, who, scope);
  await driver.select(w.gender, en.forms.genders[gender], scope);
  await driver.fill(w.height, '158 cm', scope);
  await driver.fill(w.weight, '61 kg', scope);
  await driver.fill(w.occupation, 'Farmer', scope);
  await driver.fill(w.phone, phone, scope);
  await driver.fill(w.visitDate, slot.date, scope);
  const day = dayText(slot.weekday, 'en');
  await poll(
    async () => (await driver.value(w.visitDay, scope)) === day,
    () => `the Day field of person ${n} does not show ${day}`,
  );
  // The time can be chosen once the free times of the date have been checked.
  await driver.select(w.visitTime, slotText(slot.time, 'en'), scope);
}

/** The part of a message around one placeholder ('… Register number: {regno}.' → before, after). */
function around(template: string, params: Record<string, string>, hole: string): [string, string] {
  const marker = '\u0000';
  const [before, after] = fill(template, { ...params, [hole]: marker }).split(marker);
  return [before!, after!];
}

/** What the page shows between `before` and `after`, once it shows `before`. */
async function shownBetween(driver: Driver, scope: Scope, before: string, after: string) {
  await driver.waitForText(before, scope);
  const text = await driver.text({ css: `${scope.css} .status-text` });
  expect(text.startsWith(before), text).toBe(true);
  expect(text.endsWith(after), text).toBe(true);
  return text.slice(before.length, text.length - after.length);
}

async function bookThroughApi(request: APIRequestContext, slot: FreeSlot, name: string): Promise<string> {
  const res = await request.post('/api/appointments', {
    data: await proved(request, { patientType: 'new', people: [apiPerson(slot, name)] }),
  });
  expect(res.status()).toBe(200);
  const token = ((await res.json()) as { appointments: { manage: string }[] }).appointments[0]!.manage;
  expect(token).toBeTruthy();
  return token;
}

const bookedTimes = async (request: APIRequestContext, date: string) =>
  ((await (await request.get(`/api/appointments/booked?date=${date}`)).json()) as { booked: string[] }).booked;

for (const engine of ENGINES) {
  test.describe(`in ${ENGINE_TITLES[engine]}`, () => {
    const missing = whyNotHere(engine);
    test.skip(missing !== null, missing ?? '');
    test.use({ engine });

    test.afterEach(async ({ driver }) => {
      // A page that threw (or opened a native dialog) on the way fails the path, whatever it showed.
      expect(await driver.pageErrors()).toEqual([]);
    });

    test('booking for one person: the register number in the saved message', async ({ driver, appointments }) => {
      const w = en.forms.appointment;
      const who = uniqueName('Engine Eswari');
      const slot = await appointments.freeSlot();
      await openBooking(driver, '/booking');
      await fillPerson(driver, 1, who, slot, 'Female', '9876543210');
      // The register number previewed as it will be given: gender letter, initial, year.
      expect(await driver.value(w.registerNumber, person(1))).toBe(`FE${YY}###`);
      await driver.click(w.submit);

      const params = { name: who, day: dayText(slot.weekday, 'en'), date: slot.date, slot: slotText(slot.time, 'en') };
      const [before, after] = around(en.messages['booking.saved.one'], params, 'regno');
      const regno = await shownBetween(driver, formStatus, before, after);
      expect(regno).toMatch(new RegExp(`^FE${YY}\\d{3,}$`));
      await driver.waitForText(w.savedTitle, formStatus);
      expect((await expectOneRecord('bookings', (r) => r.name === who)).registerNumber).toBe(regno);
    });

    test('booking for two people: both register numbers, one group', async ({ driver, appointments }) => {
      const w = en.forms.appointment;
      const [s1, s2] = await appointments.freeSlots(2);
      const mother = uniqueName('Family Amma');
      const son = uniqueName('Family Magan');
      await openBooking(driver, '/appointment');
      await driver.select(w.count, w.countOptions['2']);
      await driver.waitForButton(fill(w.submitMany, { count: 2 }));
      await fillPerson(driver, 1, mother, s1!, 'Female', '9000000001');
      await fillPerson(driver, 2, son, s2!, 'Male', '9000000002');
      await driver.click(fill(w.submitMany, { count: 2 }));

      const [before, after] = around(en.messages['booking.saved.many'], { count: '2' }, 'regnos');
      const [r1, r2] = (await shownBetween(driver, formStatus, before, after)).split(', ');
      expect(r1).toMatch(new RegExp(`^FF${YY}\\d{3,}$`));
      expect(r2).toMatch(new RegExp(`^MF${YY}\\d{3,}$`));
      // Each person's line in the list: name, number, day and time.
      for (const [who, regno, slot] of [
        [mother, r1!, s1!],
        [son, r2!, s2!],
      ] as const) {
        await driver.waitForText(
          `${who}: ${regno}, ${dayText(slot.weekday, 'en')} ${slot.date}, ${slotText(slot.time, 'en')}`,
          {
            css: `${formStatus.css} .saved li`,
          },
        );
      }
      const a = await expectOneRecord('bookings', (r) => r.name === mother);
      const b = await expectOneRecord('bookings', (r) => r.name === son);
      expect([a.registerNumber, b.registerNumber]).toEqual([r1, r2]);
      expect(a.groupId).toBe(b.groupId);
    });

    test('the donation pledge: success, and how to pay with its reference', async ({ driver }) => {
      const w = en.forms.donation;
      const form: Scope = { css: '#donation-form form' };
      const who = uniqueName('Donor Devi');
      await driver.goto('/donation#donation-form');
      await driver.waitForButton(w.submit, form, { timeout: 20_000 });
      await driver.fill(w.name, who, form);
      await driver.check(en.forms.genders.Female, form);
      await driver.fill(w.email, 'giver@example.org', form);
      await driver.fill(w.phone, '9876543210', form);
      await driver.fill(w.address, '12 Temple Street, Dindigul', form);
      await driver.check(w.gifts.once, form);
      await driver.fill(w.amount, '2500', form);
      await driver.check(w.sources.indian, form);
      await driver.select(w.paymentMode, w.modes.UPI, form);
      await driver.fill(w.message, 'For the free clinic', form);
      await driver.click(w.submit, form);

      await driver.waitForText(en.messages['ui.donation.success'], { css: `${form.css} .status-text` });
      const record = await expectOneRecord('donations', (r) => r.name === who);
      expect(record).toMatchObject({ gender: 'Female', amount: 2500, frequency: 'One time', paymentMode: 'UPI' });
      const status: Scope = { css: `${form.css} .status` };
      await driver.waitForText(w.payNow, status);
      await driver.waitForText(`${fill(w.payIntro, { reference: record.reference }).split('.')[0]!}.`, status);
      await driver.waitForButton(fill(w.payButton, { amount: '2,500' }), status);
      // The QR code is drawn.
      const alt = fill(w.qrAlt, { amount: '2,500', reference: record.reference });
      await poll(
        () =>
          driver.evaluate((wanted) => {
            const img = [...document.querySelectorAll('img')].find((i) => i.alt === wanted);
            return Boolean(img && img.complete && img.naturalWidth > 0 && img.getClientRects().length > 0);
          }, alt),
        () => `the QR code "${alt}" is not drawn`,
      );
    });

    test('a callback request from the header: sent, announced, stored', async ({ driver }) => {
      const w = en.forms.callback;
      const dialog: Scope = { css: 'dialog', name: w.title };
      const who = uniqueName('Callback Kavitha');
      await driver.goto('/about');
      await driver.click(en.shell.header.requestCallback);
      // The form wakes on the first touch inside it.
      await driver.waitForButton(w.submit, dialog, { timeout: 20_000 });
      await driver.fill(w.name, who, dialog);
      await driver.fill(w.phone, '9876543210', dialog);
      await driver.fill(w.email, 'kavitha@example.org', dialog);
      await driver.fill(w.comment, 'Knee pain, please call after 5.', dialog);
      await driver.click(w.submit, dialog);
      await driver.waitForHidden(dialog);
      await driver.waitForText(en.messages['ui.callback.success'], { css: '#announcer' });
      expect(await expectOneRecord('callbacks', (r) => r.name === who)).toMatchObject({
        lang: 'en',
        variant: 'nav',
        phone: '9876543210',
        email: 'kavitha@example.org',
      });
    });

    test('the manage link: the visit moved, then cancelled', async ({ driver, appointments, request }) => {
      const w = en.forms.manage;
      const [first, second] = await appointments.freeSlots(2);
      const name = uniqueName('Engine Manage');
      const token = await bookThroughApi(request, first!, name);
      const when = (slot: FreeSlot) => ({
        day: dayText(slot.weekday, 'en'),
        date: slot.date,
        slot: slotText(slot.time, 'en'),
      });

      await driver.goto(`/appointment/manage#${token}`);
      await driver.waitForText(name, { css: '.manage-details' }, { timeout: 20_000 });
      await driver.waitForText(fill(w.whenValue, when(first!)), { css: '.manage-details' });
      await driver.fill(w.newDate, second!.date);
      await driver.select(w.newTime, slotText(second!.time, 'en'));
      await driver.click(w.move);
      await driver.waitForText(fill(en.messages['manage.movedNow'], when(second!)), { css: '[role=status]' });
      await driver.waitForText(fill(w.whenValue, when(second!)), { css: '.manage-details' });
      expect(await bookedTimes(request, first!.date)).toEqual([second!.time]);

      await driver.click(w.cancel);
      await driver.click(w.cancelYes, { css: '[role=group]', name: w.cancelConfirmLabel });
      await driver.waitForText(en.messages['manage.cancelledNow'], { css: '[role=status]' });
      await driver.waitForText(w.statuses.cancelled, { css: '.manage-details' });
      expect(await bookedTimes(request, first!.date)).toEqual([]);
    });

    test('a Tamil page: lang="ta", the Tamil heading, the form in Tamil, the Tamil web font in use', async ({
      driver,
    }) => {
      await driver.goto('/ta/booking');
      expect(await driver.evaluate(() => document.documentElement.lang)).toBe('ta');
      expect(await driver.text({ css: 'h1' })).toBe(ta.shell.booking.newTitle);
      // The booking form, in Tamil.
      await driver.waitForButton(ta.forms.appointment.submit, undefined, { timeout: 20_000 });

      // The Tamil type is Noto Sans Tamil, preloaded on Tamil pages only, with font-display: optional: used
      // when it arrives within the browser's short wait, else that page keeps the fallback and the font is
      // used from the next page on (WebKit and Firefox then report the face as "error" for the first page).
      // So: settled on this page, and, if it missed the wait here, in use on the next.
      const tamilFont = () =>
        driver.evaluate(async () => {
          await document.fonts.ready;
          const faces = [...document.fonts].filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans Tamil');
          return {
            statuses: faces.map((f) => f.status),
            covers: document.fonts.check('16px "Noto Sans Tamil"', 'தமிழ்'),
            body: getComputedStyle(document.body).fontFamily,
          };
        });
      const settled = async (wanted: readonly string[]) => {
        let last: Awaited<ReturnType<typeof tamilFont>> | undefined;
        return poll(
          async () => {
            last = await tamilFont();
            return last.statuses.some((s) => wanted.includes(s)) ? last : null;
          },
          () => `the Tamil font is not ${wanted.join(' or ')}: ${JSON.stringify(last)}`,
        );
      };
      let font = await settled(['loaded', 'error']);
      if (!font.statuses.includes('loaded')) {
        await driver.goto('/ta/therapies');
        font = await settled(['loaded']);
      }
      expect(font.covers).toBe(true);
      expect(font.body).toMatch(/^"?Noto Sans Tamil"?,/);
    });
  });
}
