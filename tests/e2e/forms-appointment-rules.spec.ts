/**
 * The appointment form's people count (one to four person blocks) and its rules on the English page: one
 * message at a time in the schema's order, the optional email, the 90-day window, a visitor on a later day
 * than the build, and the digits-only phone.
 */
import type { Locator } from '@playwright/test';
import { test, expect, collectConsoleErrors } from './fixtures';
import { dayMonthYear, openForm, option, person, timesLoaded } from './helpers/appointment-form';
import { SLOTS } from '../../src/lib/slots';
import { addDays, indiaToday, indiaYear } from '../../src/lib/time';

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
    // A typed value is in its field before the form is sent (the field's own input handler has run).
    const type = async (field: Locator, value: string) => {
      await field.fill(value);
      await expect(field).toHaveValue(value);
    };
    const steps: Array<[() => Promise<unknown>, string, Locator]> = [
      [() => type(p.name, 'Rule Rani'), 'Please select a gender', p.gender],
      [() => p.gender.selectOption('Female'), 'Please enter the height', p.height],
      [() => type(p.height, '150 cm'), 'Please enter the weight', p.weight],
      [() => type(p.weight, '50 kg'), 'Please enter the occupation', p.work],
      [() => type(p.work, 'Tailor'), 'Please enter the phone number', p.phone],
      [() => type(p.phone, '98765'), 'Please enter a 10-digit phone number', p.phone],
      [() => type(p.phone, '9876543210'), 'Please choose an appointment date', p.date],
      [() => type(p.date, slot.date), 'Please choose a time slot', p.time],
      [() => type(p.age, 'abc'), 'Please enter the age as a number (0 to 130)', p.age],
      [() => type(p.age, '131'), 'Please enter the age as a number (0 to 130)', p.age],
      [() => type(p.age, '30'), 'Please choose a time slot', p.time],
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
