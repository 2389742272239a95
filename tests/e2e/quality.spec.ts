import AxeBuilder from '@axe-core/playwright';
import { test, expect, collectConsoleErrors } from './fixtures';
import { builtPages } from './builtPages';
import { axeViolations } from './helpers/axe';

const pages = builtPages();

test('the build has pages to check', () => {
  expect(pages.length).toBeGreaterThan(25);
});

// Accessibility: axe, every rule it has (not only WCAG A/AA tags), on every built page at desktop width, and at
// phone width (375 × 740) on every English page and the Tamil home page, in the same page once its desktop
// check is done (the same HTML laid out again; a new browser page for the phone width cost a second each).
// A Tamil page is its English page's template and components with other words, so the phone-width layout of
// each template is checked once; the words themselves (names, language, lengths) are checked on every Tamil
// page at desktop width. Only violations are collected: axe then skips the details of what passed, which is
// a third of its time on a long page. axe reads the document once it has loaded: the pages run no script before
// input (client:interaction), so the DOM axe checks is complete at `load` and waiting for the network to go
// quiet as well (lazy images below the fold, half a second of silence) only cost time.
const phoneWidthChecked = (route: string) => !route.startsWith('/ta/');
const PHONE = { width: 375, height: 740 };
for (const { route } of pages) {
  const path = route === '/404' ? '/no-such-page' : route;
  const widths = phoneWidthChecked(route) ? 'at 1366 and 375 px' : 'at 1366 px';
  test(`axe finds nothing on ${route} ${widths}`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(path);
    const check = async (width: string) => {
      const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
      expect(axeViolations(results), `axe on ${route} at ${width}`).toEqual([]);
    };
    await check('1366 px');
    if (phoneWidthChecked(route)) {
      await page.setViewportSize(PHONE);
      // Laid out at the new width before axe reads it.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await check('375 px');
    }
    // The 404 page is served with status 404, which the browser itself reports on the console.
    const unexpected = route === '/404' ? errors.filter((e) => !/status of 404/.test(e)) : errors;
    expect(unexpected, `console errors on ${route}`).toEqual([]);
  });
}

test.describe('security headers', () => {
  test('pages carry CSP, HSTS, nosniff, referrer and permissions policies', async ({ request }) => {
    const res = await request.get('/about');
    const h = res.headers();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain("object-src 'none'");
    expect(h['content-security-policy']).toContain("base-uri 'none'");
    expect(h['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toMatch(/camera=\(\)/);
    expect(h['permissions-policy']).toMatch(/geolocation=\(\)/);
    expect(h['cache-control']).toMatch(/max-age=0/);
  });

  test('every page has a CSP <meta> with script hashes and no unsafe-inline scripts', () => {
    for (const { route, html } of pages) {
      const csp = html.match(/http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? '';
      expect(csp, route).toMatch(/script-src 'self'/);
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, route).not.toContain('unsafe-inline');
      expect(scriptSrc, route).not.toContain('unsafe-eval');
      expect(csp, route).toContain("object-src 'none'");
    }
  });

  test('built assets are cached for a year, immutable', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/(?:href|src)="(\/_astro\/[^"]+)"/)?.[1];
    expect(asset, 'an /_astro/ asset on the home page').toBeTruthy();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('API answers are never cached', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.headers()['cache-control']).toContain('no-store');
  });

  test('no third-party frame is on any page until asked for', () => {
    for (const { route, html } of pages) expect(html, route).not.toMatch(/<iframe/);
  });
});

test('no broken internal link or image on any page', async ({ request }) => {
  test.setTimeout(120_000);
  const targets = new Map<string, string>();
  for (const { route, html } of pages) {
    for (const m of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
      const url = m[1]!;
      if (/^(?:[a-z]+:|\/\/|#)/i.test(url)) continue; // external, tel:, mailto:, fragments
      targets.set(url.split('#')[0]!, route);
    }
    for (const m of html.matchAll(/\ssrcset="([^"]+)"/g)) {
      for (const part of m[1]!.split(',')) {
        const url = part.trim().split(/\s+/)[0]!;
        if (url.startsWith('/')) targets.set(url, route);
      }
    }
  }
  const broken: string[] = [];
  for (const [url, from] of targets) {
    const res = await request.get(url.startsWith('/') ? url : `/${url}`);
    if (res.status() >= 400) broken.push(`${url} (on ${from}): ${res.status()}`);
  }
  expect(broken).toEqual([]);
  expect(targets.size).toBeGreaterThan(15);
});
