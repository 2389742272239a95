/**
 * The live clock (a few lines of script, no island) and the native widgets around the islands: the Harmonizing
 * Habits dialog, the gallery lightbox, the real-estate tabs and the home page's event notice.
 */
import { test, expect, collectConsoleErrors } from './fixtures';

const IST_OFFSET_MS = 330 * 60 * 1000;

test.describe('live clock', () => {
  test('ticks every second in India time, analog and digital, without moving the page', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/clock');
    const clock = page.locator('.clock');
    const box = await clock.boundingBox();
    // Drawn by the page's own script (no island, nothing fetched): it marks the clock once it shows the time.
    await expect(clock).toHaveAttribute('data-ready', '');
    const digital = clock.locator('[data-clock-time]');
    await expect(digital).toHaveText(/^\d{2}:\d{2}:\d{2}\s?(am|pm)$/i);
    const first = await digital.textContent();
    await expect(digital).not.toHaveText(first!, { timeout: 3000 });
    // The seconds shown are India's, whatever the browser's time zone.
    const shown = (await digital.textContent())!;
    const ist = new Date(Date.now() + IST_OFFSET_MS);
    const minutes = Number(shown.slice(3, 5));
    expect([ist.getUTCMinutes(), (ist.getUTCMinutes() + 59) % 60]).toContain(minutes);
    await expect(clock.locator('.clock-second')).toHaveCount(1);
    const secondHand = await clock.locator('.clock-second').getAttribute('transform');
    await expect(clock.locator('.clock-second')).not.toHaveAttribute('transform', secondHand!, { timeout: 3000 });
    // Fixed-size box: waking up and ticking moved nothing.
    expect(await clock.boundingBox()).toEqual(box);
    expect(errors).toEqual([]);
  });

  for (const [utc, start, label] of [
    ['2024-02-04T01:00:00Z', 5, '05–07 am'], // 06:30 IST
    ['2024-02-04T21:40:00Z', 3, '03–05 am'], // 03:10 IST
    ['2024-02-04T18:30:00Z', 23, '11 pm–01 am'], // 00:00 IST
  ] as const) {
    test(`the Harmonizing Habits schedule opens from the clock with ${label} highlighted`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(utc));
      await page.goto('/clock');
      const dialog = page.locator('#habits-dialog');
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Harmonizing Habits' }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('li')).toHaveCount(12);
      await expect(dialog.locator('li').first()).toContainText('05–07 am');
      await expect(dialog.locator('li').last()).toContainText('03–05 am');
      const current = dialog.locator('li[aria-current="time"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('data-start-hour', String(start));
      await expect(current).toContainText(label);
      await expect(current.locator('.now')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Harmonizing Habits' })).toBeFocused();
    });
  }

  test('the home page intro has the clock and its schedule', async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('event-notice-dismissed', '1'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Harmonizing Habits' }).click();
    await expect(page.locator('#habits-dialog li[aria-current="time"]')).toHaveCount(1);
  });
});

test('gallery lightbox works with the keyboard: open, next, Escape, focus returns', async ({ page }) => {
  await page.goto('/gallery');
  const links = page.locator('[data-gallery]').first().locator('a[data-lightbox]');
  const total = await links.count();
  expect(total).toBeGreaterThan(1);
  const first = links.first();
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.locator('#lightbox');
  await expect(dialog).toBeVisible();
  const img = dialog.locator('img');
  await expect(img).toHaveAttribute('alt', (await first.locator('img').getAttribute('alt'))!);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(dialog.locator('[data-count]')).toHaveText(`Photo 1 of ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('[data-count]')).toHaveText(`Photo 2 of ${total}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.locator('[data-count]')).toHaveText(`Photo ${total} of ${total}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
  // The × button closes it too.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
});

test('real-estate tabs: Buy by default (6), arrow keys to Rent (3) and Sell, Home and End', async ({ page }) => {
  await page.goto('/realestate');
  await expect(page.locator('[data-listing] [data-property]')).toHaveCount(4);
  const tab = (name: string) => page.getByRole('tab', { name });
  const panel = (id: string) => page.locator(`#panel-${id}`);
  await expect(tab('Buy')).toHaveAttribute('aria-selected', 'true');
  await expect(panel('buy')).toBeVisible();
  await expect(panel('buy').locator('[data-property]')).toHaveCount(6);
  await expect(panel('rent')).toBeHidden();
  await expect(panel('sell')).toBeHidden();

  await tab('Buy').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Rent')).toBeFocused();
  await expect(tab('Rent')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Buy')).toHaveAttribute('aria-selected', 'false');
  await expect(panel('rent')).toBeVisible();
  await expect(panel('rent').locator('[data-property]')).toHaveCount(3);
  await expect(panel('buy')).toBeHidden();

  await page.keyboard.press('ArrowRight');
  await expect(tab('Sell')).toBeFocused();
  await expect(panel('sell')).toBeVisible();
  await expect(panel('sell').locator('li')).not.toHaveCount(0);
  await expect(panel('sell').getByRole('link', { name: /contact us to sell/i })).toHaveAttribute('href', '/contact');
  await expect(panel('sell').locator('a[href^="tel:"]')).toHaveCount(1);

  await page.keyboard.press('ArrowRight'); // wraps
  await expect(tab('Buy')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab('Sell')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('Buy')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft'); // wraps backwards
  await expect(tab('Sell')).toBeFocused();
  // Only the selected tab is in the Tab order.
  await expect(page.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
});

test('home: the upcoming-event notice shows on arrival, × dismisses it, and it stays dismissed in the session', async ({
  page,
}) => {
  // Every test runs in a fresh browser context, i.e. a new session: the notice opens by itself.
  await page.goto('/');
  const notice = page.locator('#event-popover');
  const open = () => notice.evaluate((el) => el.matches(':popover-open'));
  await expect.poll(open).toBe(true);
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect.poll(open).toBe(false);
  await page.reload();
  await page.waitForLoadState('load');
  expect(await open()).toBe(false);
  await page.goto('/about');
  await page.goto('/');
  await page.waitForLoadState('load');
  expect(await open()).toBe(false);
  // The header's Event button still opens it on demand.
  await page.locator('button[popovertarget="event-popover"]:visible').first().click();
  await expect.poll(open).toBe(true);
});
