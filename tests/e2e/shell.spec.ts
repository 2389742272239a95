/**
 * The site's shell on the production build: every route and legacy spelling ends on its page with its heading,
 * redirects, the 404 page, the health function, page basics, the navigation on desktop and phone, scroll-to-top
 * and the welcome splash.
 */
import { test, expect, collectConsoleErrors } from './fixtures';
import { H1 } from './helpers/route-headings';
import { ROUTES } from '../../src/lib/routes';

test('every route has an expected heading in this test', () => {
  expect(Object.keys(H1).sort()).toEqual(ROUTES.map((r) => r.path).sort());
});

for (const route of ROUTES) {
  const spellings = new Set([route.path, ...route.legacy, route.path.toLowerCase()]);
  for (const spelling of spellings) {
    test(`${spelling} ends on ${route.path} with its heading`, async ({ page }) => {
      const response = await page.goto(spelling);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(route.path);
      const heading = page.locator('h1');
      await expect(heading).toHaveCount(1);
      const expected = H1[route.path]!;
      if (typeof expected === 'string') await expect(heading).toHaveText(expected);
      else await expect(heading).toHaveText(expected);
    });
  }
}

test('a legacy spelling answers with a permanent redirect to the lowercase URL', async ({ request }) => {
  for (const [from, to] of [
    ['/About', '/about'],
    ['/Services', '/services'],
    ['/therapiesPage', '/therapiespage'],
    ['/FQA', '/fqa'],
  ] as const) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(301);
    expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe(to);
  }
});

test('an unknown address shows the 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Book an appointment' })).toBeVisible();
});

test('the health function answers through the same server', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('no-store');
  expect(await res.json()).toMatchObject({ ok: true });
});

test.describe('page basics', () => {
  test('language, title, description, canonical, skip link and landmarks @mobile', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/About/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('footer links to real Privacy and Terms pages and hides unset social links', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const name of ['About', 'Contact', 'Appointments', 'Privacy Policy', 'Terms & Conditions']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.locator('a[href="#"], a[href=""]')).toHaveCount(0);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  });
});

test.describe('navigation (desktop)', () => {
  test('the active link is marked on top-level and menu pages', async ({ page }) => {
    await page.goto('/events');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await page.goto('/tour');
    await expect(nav.getByRole('button', { name: /Spend & Share/ })).toHaveClass(/is-active/);
    await nav.getByRole('button', { name: /Spend & Share/ }).click();
    await expect(page.locator('#menu-spend-share').getByRole('link', { name: 'Tour' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('menus open one at a time and close with Escape and outside clicks', async ({ page }) => {
    await page.goto('/');
    const spend = page.getByRole('button', { name: /Spend & Share/ });
    const more = page.getByRole('button', { name: /More/ });
    const spendMenu = page.locator('#menu-spend-share');
    const moreMenu = page.locator('#menu-more');

    await spend.click();
    await expect(spendMenu).toBeVisible();
    await expect(spend).toHaveAttribute('aria-expanded', 'true');
    await expect(spendMenu.getByRole('link')).toHaveCount(7);

    await more.click();
    await expect(moreMenu).toBeVisible();
    await expect(spendMenu).toBeHidden();
    await expect(moreMenu.getByRole('link', { name: 'Our Team' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(moreMenu).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await spend.click();
    await expect(spendMenu).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(spendMenu).toBeHidden();
  });

  test('menus work with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    const spend = page.getByRole('button', { name: /Spend & Share/ });
    await spend.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#menu-spend-share');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Donation' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Tour' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tour$/);
  });

  test('the Event button shows the upcoming-event notice', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Event', exact: true }).click();
    const notice = page.locator('#event-popover');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
  });

  test('Request Callback opens an accessible dialog that returns focus when closed', async ({ page }) => {
    await page.goto('/about');
    const opener = page.getByRole('button', { name: 'Request Callback' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Request a Callback' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('navigation (phone)', () => {
  test('one collapsed menu holds every link and closes with Escape @mobile', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveCount(7 + 7 + 2);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('phone numbers and WhatsApp are one tap away @mobile', async ({ page }) => {
    await page.goto('/services');
    const call = page.locator('.topbar a[href^="tel:+91"]');
    await expect(call).toBeVisible();
    const wa = page.getByRole('link', { name: /WhatsApp/ });
    await expect(wa).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}\?text=/);
    const box = await wa.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
  });
});

test('scroll-to-top appears only past 200 px and takes you to the top', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await page.goto('/privacy');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toBeHidden();
  // Scroll, and come back once the page has had the scroll event (its own listener, added first, has run).
  const scrollTo = (y: number) =>
    page.evaluate(
      (y) =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true });
          window.scrollTo(0, y);
        }),
      y,
    );
  await scrollTo(150);
  await expect(button).toBeHidden();
  await scrollTo(260);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test.describe('splash', () => {
  test.use({ splash: true });

  test('shows once per session and leaves by itself after 5 s', async ({ page }) => {
    // A paused fake clock: the page's 5-second timer runs on test time only, however slow the machine is.
    const start = new Date('2026-01-05T04:30:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    await page.goto('/');
    const splash = page.locator('#splash');
    await expect(splash).toBeVisible();
    // The real page is already there underneath it.
    await expect(page.locator('h1')).toHaveCount(1);
    await page.clock.runFor(4_900);
    await expect(splash).toBeVisible();
    await page.clock.runFor(500);
    await expect(splash).toHaveCount(0);
    await page.goto('/ta');
    await expect(page.locator('#splash')).toHaveCount(0);
  });

  test('leaves at the first key press', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#splash')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.locator('#splash')).toHaveCount(0);
  });

  test('never shows under reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#splash')).toHaveCount(0);
    await context.close();
  });
});
