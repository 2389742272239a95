/**
 * The trustee carousel (an island woken by a first touch) on /homepageteam and the home page: the copy hidden
 * from assistive tech, its own scrolling and pauses, the arrows, the pause button and reduced motion.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Wait until the React island inside `root` has hydrated (its <astro-island> loses the ssr attribute). */
async function hydrated(root: Locator) {
  await expect(root.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', '');
}

test.describe('trustee carousel', () => {
  const viewport = (page: Page) => page.locator('[data-carousel-viewport]');
  /** How far the strip has travelled: the viewport's scroll offset plus the animated translation. */
  const scrollLeft = (page: Page) =>
    viewport(page).evaluate((el) => {
      const track = el.querySelector('.tc-track')!;
      return el.scrollLeft - new DOMMatrixReadOnly(getComputedStyle(track).transform).m41;
    });

  /** The strip's position, the page's animation clock (ms) and the length of one turn (px), read together. */
  const position = (page: Page) =>
    viewport(page).evaluate((el) => {
      const track = el.querySelector('.tc-track')!;
      const copy = el.querySelector<HTMLElement>('[data-set="copy"]')!;
      return {
        x: el.scrollLeft - new DOMMatrixReadOnly(getComputedStyle(track).transform).m41,
        t: Number(document.timeline.currentTime),
        loop: copy.offsetLeft,
      };
    });
  /** px travelled forwards since `from` (the strip wraps around after one turn). */
  const travelled = async (page: Page, from: { x: number; loop: number }) => {
    const now = await position(page);
    return (now.x - from.x + from.loop) % from.loop;
  };
  /** The strip's animation: 'running' or 'paused' ('none' until the island has made it). */
  const playState = (page: Page) =>
    viewport(page)
      .locator('.tc-track')
      .evaluate((el) => el.getAnimations()[0]?.playState ?? 'none');
  /**
   * It holds still: its animation is paused, and the strip stays put while the browser draws 30 frames. A focus
   * may first scroll the focused card into view (legitimate motion that a busy machine draws over more frames),
   * so the 30 still frames are awaited as a state; a strip that keeps moving never reaches it and fails.
   */
  async function holdsStill(page: Page) {
    await expect.poll(() => playState(page)).toBe('paused');
    let a = 0;
    await expect(async () => {
      a = await scrollLeft(page);
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            let left = 30;
            const frame = () => (--left === 0 ? resolve() : requestAnimationFrame(frame));
            requestAnimationFrame(frame);
          }),
      );
      expect(Math.abs((await scrollLeft(page)) - a)).toBeLessThanOrEqual(1);
    }).toPass();
    return a;
  }

  /** Wake the island as a visitor does (a first focus inside it: seeing it is not enough), then leave it. */
  async function ready(page: Page) {
    await page.goto('/homepageteam');
    await page.mouse.move(1, 1);
    await viewport(page).scrollIntoViewIfNeeded();
    await page.locator('[data-carousel-toggle]').focus();
    await hydrated(viewport(page));
    await expect(page.locator('[data-set="copy"]')).toHaveCount(1);
    await page.locator('[data-carousel-toggle]').blur();
  }

  test('shows the 7 trustees twice, the copy hidden from assistive tech and keyboard', async ({ page }) => {
    await ready(page);
    await expect(page.locator('[data-set="main"] .tc-card')).toHaveCount(7);
    await expect(page.locator('[data-set="copy"] .tc-card')).toHaveCount(7);
    const copy = page.locator('[data-set="copy"]');
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    await expect(copy).toHaveAttribute('inert', '');
    // Every card is reachable by keyboard, once: Tab from the last card goes to the controls, not the copy.
    const links = page.locator('[data-set="main"] a');
    await expect(links).toHaveCount(7);
    await links.first().focus();
    for (let i = 1; i < 7; i += 1) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-carousel-prev]')).toBeFocused();
  });

  test('scrolls by itself at about 40 px/s', async ({ page }) => {
    await ready(page);
    await expect.poll(() => playState(page)).toBe('running');
    const a = await position(page);
    // Once it has gone some way, its speed: distance over the page's own animation time.
    await expect.poll(() => travelled(page, a)).toBeGreaterThan(45);
    const b = await position(page);
    const pxPerSecond = (((b.x - a.x + a.loop) % a.loop) / (b.t - a.t)) * 1000;
    expect(pxPerSecond).toBeGreaterThan(20);
    expect(pxPerSecond).toBeLessThan(73);
  });

  test('pauses on hover and resumes when the pointer leaves', async ({ page }) => {
    await ready(page);
    await viewport(page).hover();
    const a = await holdsStill(page);
    await page.mouse.move(1, 1);
    await expect.poll(() => playState(page)).toBe('running');
    await expect.poll(() => scrollLeft(page)).toBeGreaterThan(a + 10);
  });

  test('pauses while a card has keyboard focus', async ({ page }) => {
    await ready(page);
    await page.locator('[data-set="main"] a').nth(1).focus();
    const a = await holdsStill(page);
    await page.locator('h1').click();
    await page.mouse.move(1, 1);
    await expect.poll(() => scrollLeft(page)).toBeGreaterThan(a + 10);
  });

  test('a focused card is brought into view, even one that has slid out to the left', async ({ page }) => {
    await ready(page);
    const next = page.locator('[data-carousel-next]');
    await next.click();
    await next.click(); // the first card is now off screen to the left
    await page.mouse.move(1, 1);
    const first = page.locator('[data-set="main"] a').first();
    await first.focus();
    const inView = () =>
      first.evaluate((el) => {
        const box = el.closest('[data-carousel-viewport]')!.getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return r.left >= box.left - 1 && r.right <= box.right + 1;
      });
    await expect.poll(inView).toBe(true);
  });

  test('the arrows nudge it by 200 px either way', async ({ page }) => {
    await ready(page);
    const next = page.locator('[data-carousel-next]');
    await next.hover(); // pointing at the carousel pauses it, so only the nudge moves it
    await expect.poll(() => playState(page)).toBe('paused');
    const a = await scrollLeft(page);
    await next.click();
    await expect.poll(async () => Math.round((await scrollLeft(page)) - a)).toBe(200);
    await page.locator('[data-carousel-prev]').click();
    await expect.poll(async () => Math.round((await scrollLeft(page)) - a)).toBe(0);
    // Past the start it wraps to the identical picture one set further on instead of stopping.
    const loop = await page.locator('[data-set="copy"]').evaluate((el: HTMLElement) => el.offsetLeft);
    const clicks = Math.floor(a / 200) + 1;
    for (let i = 0; i < clicks; i += 1) await page.locator('[data-carousel-prev]').click();
    await expect.poll(async () => Math.round(await scrollLeft(page))).toBe(Math.round(a - 200 * clicks + loop));
  });

  test('the pause button stops it and the play button starts it again', async ({ page }) => {
    await ready(page);
    const toggle = page.locator('[data-carousel-toggle]');
    await expect(toggle).toHaveAccessibleName('Pause scrolling');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAccessibleName('Resume scrolling');
    await page.locator('h1').click();
    await page.mouse.move(1, 1);
    await holdsStill(page);
  });

  test('does not scroll by itself when reduced motion is asked for', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await ready(page);
    const a = await holdsStill(page);
    await expect(page.locator('[data-carousel-toggle]')).toBeDisabled();
    // The arrows still work.
    await page.locator('[data-carousel-next]').click();
    await expect.poll(async () => Math.round((await scrollLeft(page)) - a)).toBe(200);
  });

  test('is on the home page too', async ({ page }) => {
    await page.addInitScript(() => window.sessionStorage.setItem('event-notice-dismissed', '1'));
    await page.goto('/');
    await viewport(page).scrollIntoViewIfNeeded();
    await expect(page.locator('[data-set="main"] .tc-card')).toHaveCount(7);
    // Seen, not touched: still the server's strip, swiped natively (no copy, no code fetched).
    await expect(page.locator('[data-set="copy"] .tc-card')).toHaveCount(0);
    await page.locator('[data-set="main"] a').first().focus();
    await expect(page.locator('[data-set="copy"] .tc-card')).toHaveCount(7);
  });

  test('an arrow pressed before the island woke up moves the strip once it has', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no motion of its own: only the press moves it
    await page.goto('/homepageteam');
    await viewport(page).scrollIntoViewIfNeeded();
    await page.locator('[data-carousel-next]').click();
    await hydrated(viewport(page));
    await page.mouse.move(1, 1);
    await expect.poll(async () => Math.round(await scrollLeft(page))).toBe(200);
  });
});
