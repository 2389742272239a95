/**
 * Held bookings in the staff Schedule: a booking past a phone's limits is stored held (the
 * browser runs have the limits off, so the test makes them through the server's own store with the
 * limits on, as a prankster's or a big family's bookings would be); the Schedule lists held ones first,
 * and staff confirm one (it leaves the list and stays booked) or release one (its slot is free) in one
 * action each.
 */
import AxeBuilder from '@axe-core/playwright';
import { serverStore } from './helpers/store';
import { searchText } from '../../src/lib/record-tables';
import { weekdayOf } from '../../src/lib/time';
import { collectConsoleErrors, expect, submitAndAnswer, test } from './fixtures';
import { adminPassword, openSection } from './helpers/admin';
import type { FreeSlot } from './helpers/slots';

async function holdFive(slots: FreeSlot[], tag: string, phone: string) {
  const store = await serverStore();
  const result = await store.bookings.reserve({
    year: Number(slots[0]!.date.slice(0, 4)),
    search: (r) => searchText('bookings', r),
    phoneLimits: { today: slots[0]!.date, perDay: 3, ahead: 0 },
    items: slots.map((slot, i) => ({
      register: { kind: 'assign', prefix: 'FE26' },
      data: {
        name: i < 3 ? `E2E Family ${tag} ${i}` : `E2E Held ${tag} ${i === 3 ? 'keep' : 'drop'}`,
        gender: 'Female',
        height: '160 cm',
        weight: '55 kg',
        occupation: 'Teacher',
        phone,
        visitDate: slot.date,
        visitTime: slot.time,
        visitDay: weekdayOf(slot.date),
        patientType: 'new',
        groupId: `e2e-held-${tag}`,
      },
    })),
  });
  if (!result.ok) throw new Error(`could not book: ${JSON.stringify(result)}`);
  return result.appointments;
}

test('staff confirm one held booking and release another from the Schedule', async ({ page, appointments }) => {
  const errors = collectConsoleErrors(page);
  const slots = await appointments.freeSlots(5);
  const tag = Math.random().toString(36).slice(2, 7);
  const made = await holdFive(slots, tag, `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
  const [keep, drop] = [made[3]!, made[4]!];
  expect([keep.held, drop.held]).toEqual(['phone', 'phone']);

  const password = await adminPassword(page.request);
  expect((await page.request.post('/api/admin/login', { data: { password } })).status()).toBe(200);
  await page.goto('/admin');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/schedule');
  await openSection(page, 'Schedule');
  expect((await answered).status()).toBe(200);
  const held = page.getByRole('region', { name: 'Held for confirmation (scrolls sideways)' });
  const keepRow = held.getByRole('row').filter({ hasText: keep.name });
  const dropRow = held.getByRole('row').filter({ hasText: drop.name });
  await expect(keepRow).toContainText('The phone has more visits than can be booked online');
  await expect(dropRow).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

  const confirmed = await submitAndAnswer(
    page,
    keepRow.getByRole('button', { name: `Confirm the booking of ${keep.name}` }),
    `/api/admin/bookings/${keep.id}/held`,
  );
  expect(confirmed.status()).toBe(200);
  await expect(keepRow).toHaveCount(0);
  const released = await submitAndAnswer(
    page,
    dropRow.getByRole('button', { name: `Release the booking of ${drop.name} and free its slot` }),
    `/api/admin/bookings/${drop.id}/held`,
  );
  expect(released.status()).toBe(200);
  await expect(dropRow).toHaveCount(0);

  const store = await serverStore();
  expect((await store.records.get('bookings', keep.id))?.held).toBeUndefined();
  expect(await store.bookings.bookedTimes(drop.visitDate)).not.toContain(drop.visitTime);
  expect(errors).toEqual([]);
});
