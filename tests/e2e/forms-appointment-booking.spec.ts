/**
 * Booking through the appointment form on the English page: server failure, store outage and network failure
 * with the input kept, a patient under 18 with the guardian shown to staff, a family of two on a phone, and a
 * returning patient's typed register number (/oldpatient).
 */
import { test, expect, submitAndAnswer } from './fixtures';
import { adminPassword, searchTable } from './helpers/admin';
import {
  NETWORK,
  RED,
  STORE_DOWN,
  YY,
  expectBoxColour,
  expectKept,
  fillPerson,
  openForm,
  person,
} from './helpers/appointment-form';
import { expectOneRecord, findRecords, uniqueName } from './helpers/store';
import { WORDS, startsWith } from './helpers/words';

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
