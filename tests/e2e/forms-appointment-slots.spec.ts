/**
 * The appointment form's date, day and time on the English page: slots booked by others or chosen for another
 * person of the same booking are disabled and labelled, and a new patient's register number and registration
 * date are previewed read-only.
 */
import { test, expect } from './fixtures';
import { YY, dayMonthYear, openForm, option, person, timesLoaded } from './helpers/appointment-form';
import { bookThroughApi } from './helpers/slots';
import { uniqueName } from './helpers/store';
import { SLOTS, slotLabel } from '../../src/lib/slots';
import { indiaToday } from '../../src/lib/time';

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
