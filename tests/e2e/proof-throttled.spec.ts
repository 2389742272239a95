// Proof of work in the booking form, as a patient on a cheap phone meets it: the form solves its
// challenge in the background from the first keystroke or choice (a touch that only wakes it asks for
// nothing), sends it with the booking, waits (saying so) when it is
// not ready yet, and makes a new one by itself when the server says the one sent was already used. The
// solve time is measured with Chromium's CPU throttled 6x (CDP Emulation.setCPUThrottlingRate) on a slow
// network, beside the same run unthrottled, and reported (annotations and the log), never gated on: tests
// wait for state, not time. README, "Proof of work", has the numbers and the choice they back.

import type { Page, Request, Route } from '@playwright/test';
import { test, expect, listenForReady, submitAndAnswer, wake } from './fixtures';
import type { FreeSlot } from './helpers/slots';
import { WORDS, dayText, slotText, startsWith } from './helpers/words';

const words = WORDS.en.forms.appointment;
const m = WORDS.en.messages;

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

/** A phone's CPU (Chromium throttled `rate` times) on a slow mobile network. */
async function phoneProfile(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  if (rate > 1) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
}

/** Open /booking, wake the form, fill person 1 for `slot` as a visitor would. */
async function fillBooking(page: Page, who: string, slot: FreeSlot) {
  await page.goto('/booking');
  const count = page.getByRole('combobox', { name: startsWith(words.count) });
  const form = page.locator('form.form').filter({ has: count });
  await wake(count);
  const group = page.getByRole('group', { name: words.person.replace('{n}', '1'), exact: true });
  const textbox = (label: string) => group.getByRole('textbox', { name: startsWith(label) });
  await textbox(words.name).fill(who);
  await group
    .getByRole('combobox', { name: startsWith(words.gender) })
    .selectOption({ label: WORDS.en.forms.genders.Female });
  await textbox(words.height).fill('158 cm');
  await textbox(words.weight).fill('61 kg');
  await textbox(words.occupation).fill('Farmer');
  await textbox(words.phone).fill('9876543210');
  await group.getByLabel(startsWith(words.visitDate)).fill(slot.date);
  await expect(textbox(words.visitDay)).toHaveValue(dayText(slot.weekday, 'en'));
  const time = group.getByRole('combobox', { name: startsWith(words.visitTime) });
  await expect(group.getByText(words.timesLoading)).toHaveCount(0);
  await expect(time).toBeEnabled();
  await time.selectOption({ label: slotText(slot.time, 'en') });
  return {
    form,
    submit: form.locator('button[type="submit"]'),
    status: form.locator('.status'),
    name: textbox(words.name),
  };
}

/** How long the page's proofs took, fetch to solution (ms; src/islands/forms/proof.ts measures them). */
const solveTimes = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('proof-of-work').map((e) => Math.round(e.duration)));

for (const rate of [1, 6]) {
  test(`a patient books with the proof of work in place, CPU ${rate}x${rate > 1 ? ' on a slow network' : ''}`, async ({
    page,
    appointments,
  }) => {
    await phoneProfile(page, rate);
    const slot = await appointments.freeSlot();
    const who = `E2E Proof ${rate}x ${Math.random().toString(36).slice(2, 7)}`;
    const { submit, status } = await fillBooking(page, who, slot);
    const pressed = Date.now();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/appointments');
    const response = await submitAndAnswer(page, submit, '/api/appointments');
    const waited = (await sent).timing().startTime - pressed;
    expect(response.status()).toBe(200);
    await expect(status).toContainText(who);
    const [solved] = await solveTimes(page);
    expect(solved).toBeGreaterThan(0);
    const line = `CPU ${rate}x: proof of work fetched and solved in ${solved} ms; Send waited ${Math.max(0, Math.round(waited))} ms`;
    test.info().annotations.push({ type: 'proof-of-work', description: line });
    console.log(line);
  });
}

test('Send before the proof is ready: the form says it is checking, then sends the booking; nothing typed is lost', async ({
  page,
  appointments,
}) => {
  // Hold the challenge until the visitor has pressed Send.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/challenge', async (route: Route) => {
    await held;
    await route.continue();
  });
  const slot = await appointments.freeSlot();
  const who = `E2E Proof wait ${Math.random().toString(36).slice(2, 7)}`;
  const { submit, status, name } = await fillBooking(page, who, slot);
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/appointments' && r.request().method() === 'POST',
  );
  await submit.click();
  await expect(page.getByRole('status').filter({ hasText: WORDS.en.forms.proving })).toBeVisible();
  await expect(name).toHaveValue(who);
  release();
  expect((await answer).status()).toBe(200);
  await expect(status).toContainText(who);
});

test('the server says the proof was already used: a new one is made and the booking sent once more by itself', async ({
  page,
  appointments,
}) => {
  let posts = 0;
  let challenges = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/challenge') challenges += 1;
  });
  await page.route('**/api/appointments', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts > 1) return route.continue();
    return route.fulfill({
      status: 400,
      json: { success: false, error: m['proof.used'], fields: { altcha: m['proof.used'] } },
    });
  });
  const slot = await appointments.freeSlot();
  const who = `E2E Proof again ${Math.random().toString(36).slice(2, 7)}`;
  const { submit, status } = await fillBooking(page, who, slot);
  await submit.click();
  await expect(status).toContainText(who);
  expect(posts).toBe(2);
  expect(challenges).toBeGreaterThanOrEqual(2);
});

test('a form asks for its challenge once the visitor starts typing in it, not when a touch wakes it', async ({
  page,
}) => {
  // The page's Web Worker fetches the challenge: its requests are the page's too. Each one is kept with the
  // time the browser started it, so one started before the typing is caught even if reported late.
  const challenges: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/challenge') challenges.push(r);
  });
  await page.goto('/contact#contact-form');
  const form = page.locator('#contact-form form');
  const name = form.getByRole('textbox', { name: startsWith(WORDS.en.forms.contact.name) });
  // The form's ready signal ends the effect that runs once it wakes.
  const ready = await listenForReady(form);
  await wake(name);
  await ready();
  const typing = Date.now();
  await name.pressSequentially('Mee');
  await expect.poll(() => challenges.length).toBe(1);
  const [first] = challenges;
  expect((await first!.response())?.status()).toBe(200);
  expect(first!.timing().startTime).toBeGreaterThanOrEqual(typing);
  // The rest of the typing uses the same proof.
  await form.getByRole('textbox', { name: startsWith(WORDS.en.forms.contact.message) }).fill('Hello');
  expect(challenges).toHaveLength(1);
});
