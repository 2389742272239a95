import { test, expect } from './fixtures';
import siteData from '../../src/data/site.json' with { type: 'json' };
import campsEn from '../../src/i18n/en/camps.json' with { type: 'json' };
import campsTa from '../../src/i18n/ta/camps.json' with { type: 'json' };
import formsEn from '../../src/i18n/en/forms.json' with { type: 'json' };
import formsTa from '../../src/i18n/ta/forms.json' with { type: 'json' };
import shellEn from '../../src/i18n/en/shell.json' with { type: 'json' };
import shellTa from '../../src/i18n/ta/shell.json' with { type: 'json' };

/**
 * What a visitor meets in their first minute: the splash, then the event notice (the editors' own, or the
 * next free camp by itself); the Event button on phones.
 */
const editors = siteData.upcomingEvent as { title: { en: string; ta: string } } | null;
// Without an editors' notice the next free camp is the notice (src/lib/event-notice.ts); a weekly camp
// series is always ahead.
const event = { title: editors?.title.en ?? campsEn.page.next };
const eventTa = { title: editors?.title.ta ?? campsTa.page.next };

test.describe('a first visit on a phone', () => {
  test.use({ splash: true, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the event notice waits for the splash to end by itself, then stays until closed', async ({ page }) => {
    // A paused fake clock: the page's 5-second timer runs on test time only, however slow the machine is.
    const start = new Date('2026-01-05T04:30:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await page.goto('/');
    const splash = page.locator('#splash');
    const notice = page.getByRole('dialog', { name: event.title });
    await expect(splash).toBeVisible();
    await expect(notice).toBeHidden();
    await page.clock.runFor(4_900);
    await expect(splash).toBeVisible();
    await expect(notice).toBeHidden();
    await page.clock.runFor(500);
    await expect(splash).toHaveCount(0);
    await expect(notice).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-splash', 'done');
  });

  test('skipping the splash with a tap shows the notice, and the tap does not dismiss it', async ({ page }) => {
    await page.goto('/');
    const splash = page.locator('#splash');
    const notice = page.getByRole('dialog', { name: event.title });
    await expect(splash).toBeVisible();
    await expect(notice).toBeHidden();
    // A finger held on the splash: it leaves, but the notice waits for the finger to lift.
    await page.mouse.move(180, 600);
    await page.mouse.down();
    await expect(splash).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-splash', 'done');
    await expect(notice).toBeHidden();
    await page.mouse.up();
    await expect(notice).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-splash', 'done');
    // Still there once everything has settled; it closes only when asked.
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
  });

  test('skipping the splash with a quick tap or a key shows the notice', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#splash')).toBeVisible();
    await page.locator('#splash').tap();
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: event.title })).toBeVisible();

    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/ta');
    await expect(page.locator('#splash')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#splash')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: eventTa.title })).toBeVisible();
  });
});

test.describe('the Event button on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  for (const [path, words] of [
    ['/about', { event: shellEn.header.event, title: event.title }],
    ['/ta/about', { event: shellTa.header.event, title: eventTa.title }],
  ] as const) {
    test(`heads the menu and opens the event notice: ${path}`, async ({ page }) => {
      await page.goto(path);
      const toggle = page.locator('.menu-toggle');
      await toggle.click();
      const menu = page.locator('#menu-mobile');
      await expect(menu).toBeVisible();
      const button = menu.getByRole('button', { name: words.event, exact: true });
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await button.click();
      await expect(page.getByRole('dialog', { name: words.title })).toBeVisible();
    });
  }
});

test.describe('fields the site fills in say so', () => {
  for (const [path, text] of [
    ['/booking', formsEn],
    ['/ta/booking', formsTa],
  ] as const) {
    test(`register number, registration date and day: ${path}`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator('form');
      const a = text.appointment;
      for (const [label, filled] of [
        [a.registerNumber, a.filledOnBooking],
        [a.registeredOn, a.filledToday],
        [a.visitDay, a.filledFromDate],
      ] as const) {
        const field = form.getByLabel(`${label} (${filled})`, { exact: true }).first();
        await expect(field).toHaveAttribute('readonly', '');
        await expect(field).not.toHaveAccessibleName(new RegExp(text.optional));
      }
      // A field the visitor types in keeps its usual mark.
      await expect(form.getByLabel(`${a.email} (${text.optional})`, { exact: true }).first()).toBeEditable();
    });
  }
});
