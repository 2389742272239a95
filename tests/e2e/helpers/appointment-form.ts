/**
 * The appointment form's helpers for the browser tests of /booking, /appointment and /oldpatient
 * (tests/e2e/forms-appointment-*.spec.ts): opening the form awake in a language, a person's fields by their
 * labels, filling a person as a visitor would, and the checks the specs share.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, wake } from '../fixtures';
import type { FreeSlot } from './slots';
import { WORDS, dayText, fill, localizePath, slotText, startsWith, type Locale } from './words';
import { indiaYear } from '../../../src/lib/time';

/** A new patient's registration date as the read-only box shows it: dd/mm/yyyy, as dates are read in India. */
export const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');

export const STORE_DOWN =
  'We could not reach our records just now. Nothing was lost on your side: please try again in a minute, or call us.';
export const NETWORK = 'We could not reach the server. Please check your connection and try again, or call us.';
export const YY = String(indiaYear()).slice(-2);
export const GREEN = 'rgb(31, 106, 58)';
export const RED = 'rgb(163, 35, 27)';

/** The form at `path` in a language ('/booking' in Tamil is /ta/booking), awake (first touch: its count). */
export async function openForm(page: Page, path = '/booking', locale: Locale = 'en') {
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
export function person(page: Page, n: number, locale: Locale = 'en') {
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
export type Person = ReturnType<typeof person>;

/** The option of a slot in a person's time select. */
export const option = (p: Person, slot: string) => p.time.locator(`option[value="${slot}"]`);

/** Wait until the booked times of the chosen date have been checked (the hint has gone). */
export async function timesLoaded(p: Person) {
  await expect(p.group.getByText(WORDS[p.locale].forms.appointment.timesLoading)).toHaveCount(0);
  await expect(p.time).toBeEnabled();
}

/** Fill one person as a visitor would: gender and time chosen by their visible labels in the page's language. */
export async function fillPerson(
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
export function appointmentPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/appointments') posts.push(r.url());
  });
  return posts;
}

export async function expectKept(p: Person, who: string, slot: FreeSlot | null, phone = '9876543210') {
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

export async function expectBoxColour(box: Locator, colour: string) {
  await expect(box).toHaveCSS('border-top-color', colour);
  await expect(box).toHaveCSS('color', colour);
}

/** Who books in each language: the register number is gender letter + the name's initial in Latin letters. */
export const PATIENT: Record<Locale, { name: string; initial: string }> = {
  en: { name: 'Booking Happy', initial: 'B' },
  // A Tamil name: its initial is written in Latin (முருகன் → M), so the number can be typed anywhere.
  ta: { name: 'முருகன்', initial: 'M' },
};
