/**
 * Every content page at once: none scrolls sideways on a 320 px screen, and every content image has its width
 * and height and is served as AVIF/WebP.
 */
import { test, expect } from './fixtures';

const CONTENT_ROUTES = [
  '/',
  '/about',
  '/services',
  '/team',
  '/events',
  '/gallery',
  '/testimonial',
  '/therapies',
  '/therapiespage',
  '/whatsapp',
  '/tour',
  '/clock',
  '/homepageteam',
  '/webdesign',
  '/testing',
  '/expenditures',
  '/realestate',
  '/fqa',
  '/gallerysection',
  '/propertlist',
  '/servicecard',
  '/webcard',
  '/construction',
  '/contact',
  '/donation',
];

test('content pages fit a 320 px screen without sideways scrolling @mobile', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of CONTENT_ROUTES) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('every content image has explicit width and height and is served as AVIF/WebP', async ({ page }) => {
  test.setTimeout(180_000);
  for (const path of CONTENT_ROUTES) {
    await page.goto(path);
    const problems = await page.evaluate(() =>
      [...document.querySelectorAll('main picture img')]
        .filter(
          (img) =>
            !img.getAttribute('width') ||
            !img.getAttribute('height') ||
            !img.closest('picture')?.querySelector('source[type="image/avif"]'),
        )
        .map((img) => img.outerHTML.slice(0, 120)),
    );
    expect(problems, path).toEqual([]);
  }
});
