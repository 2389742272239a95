/**
 * Islands wake on the visitor's first touch (client:interaction, src/islands/directives/interaction.ts), so a
 * visitor on a slow network types into the server's HTML while the form's code is still on its way. Here
 * that code is held back until the test lets it through, and nothing done meanwhile may be lost: every
 * character typed, the radio chosen, the focus, and a press of the submit button, which must not send the
 * browser's own GET of the page but be answered by the form once it is awake.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { findRecords, uniqueName } from './helpers/store';
import { WORDS, startsWith } from './helpers/words';

/** Hold every script the page asks for until `release()`; `asked` lists them as they are asked for. */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/_astro\/[^?]*\.js(\?|$)/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await gate;
    await route.continue();
  });
  return { asked, release };
}

/** Awake: Astro has handed the island to React (its <astro-island> dropped the `ssr` attribute). */
const awake = (form: Locator) => expect(form.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');

test('typed, chosen and pressed before the form woke up: all kept, no page load, answered once awake', async ({
  page,
}) => {
  const w = WORDS.en.forms.donation;
  const m = WORDS.en.messages;
  const scripts = await holdScripts(page);
  await page.goto('/donation#donation-form');
  const form = page.locator('#donation-form form');
  const name = form.getByRole('textbox', { name: startsWith(w.name) });
  const female = form.getByRole('radio', { name: WORDS.en.forms.genders.Female, exact: true });
  expect(scripts.asked).toEqual([]);

  // The first press wakes it (its code is asked for); the keys go into the server's field meanwhile.
  await name.click();
  await expect.poll(() => scripts.asked.length).toBeGreaterThan(0);
  await page.keyboard.type('Ravi Kumar', { delay: 20 });
  await female.check();
  const url = page.url();
  await form.getByRole('button', { name: w.submit, exact: true }).click();
  // Held, not sent by the browser: same page, no fields in the address, still asleep and untouched.
  expect(page.url()).toBe(url);
  await expect(form.locator('xpath=ancestor::astro-island[1]')).toHaveAttribute('ssr', '');
  await expect(name).toHaveValue('Ravi Kumar');

  scripts.release();
  await awake(form);
  // The held press is answered as a submit: the next check after name and gender, focus on its field.
  await expect(form.getByRole('alert')).toHaveText(m['donation.email.required']);
  await expect(form.getByRole('textbox', { name: startsWith(w.email) })).toBeFocused();
  await expect(name).toHaveValue('Ravi Kumar');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(female).toBeChecked();
  expect(page.url()).toBe(url);
});

test('a keyboard visitor: Tab into the form wakes it, focus and every character stay, and it sends', async ({
  page,
}) => {
  const w = WORDS.en.forms.contact;
  const who = uniqueName('First Touch');
  const scripts = await holdScripts(page);
  await page.goto('/contact');
  const form = page.locator('form#contact');
  const message = form.getByRole('textbox', { name: startsWith(w.message) });
  // From the element just before the form, Tab moves into its first field.
  await form.getByRole('textbox', { name: startsWith(w.name) }).evaluate((el) => {
    const before = document.createElement('button');
    before.textContent = 'before';
    el.closest('astro-island')!.before(before);
    before.focus();
  });
  await page.keyboard.press('Tab');
  await page.keyboard.type(who);
  await page.keyboard.press('Tab');
  await page.keyboard.type('first@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Typed while');
  expect(scripts.asked.length).toBeGreaterThan(0);

  scripts.release();
  await awake(form);
  await expect(message).toBeFocused();
  await page.keyboard.type(' the page woke up');
  await expect(message).toHaveValue('Typed while the page woke up');
  await form.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(w.success);
  const [saved] = await findRecords('contacts', (r) => r.name === who);
  expect(saved).toMatchObject({ name: who, email: 'first@example.org', message: 'Typed while the page woke up' });
});
