/**
 * A content page that needs no island ships no island JavaScript: in its built HTML there is no content
 * <astro-island> (the only islands allowed are the site shell's, which sit inside a closed <dialog> and
 * hydrate when it opens) and no <script src> that is React or Astro's React renderer; and loading the page
 * in a browser fetches no React code. The pages with the trustee carousel have that island only, woken by a
 * first touch (client:interaction); the live clock is no island.
 */
import { test, expect } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

/** Content islands by page (the contact and donation forms, from the forms issue, are not checked here). */
const WITH_ISLANDS: Record<string, string[]> = {
  '/': ['TrusteeCarousel'],
  '/homepageteam': ['TrusteeCarousel'],
};

const WITHOUT_ISLANDS = [
  '/clock',
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
];

/** React's production builds carry these strings; Astro's React renderer imports them. */
const REACT_CODE = /Minified React error|react\.transitional\.element|__REACT_DEVTOOLS_GLOBAL_HOOK__|react-dom/;

/** The HTML with every <dialog>…</dialog> removed (the shell's dialogs may hold their own form islands). */
const outsideDialogs = (html: string) => html.replace(/<dialog\b[\s\S]*?<\/dialog>/g, '');

const scriptSources = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);

async function fetchText(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

test('pages without a content island have no island in their HTML and no React in their scripts', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const checked = new Map<string, boolean>();
  for (const path of WITHOUT_ISLANDS) {
    const html = await fetchText(request, path);
    expect(outsideDialogs(html), `${path} has an <astro-island> outside the shell's dialogs`).not.toContain(
      '<astro-island',
    );
    for (const src of scriptSources(html)) {
      if (!checked.has(src)) checked.set(src, REACT_CODE.test(await fetchText(request, src)));
      expect(checked.get(src), `${path} loads React through <script src="${src}">`).toBe(false);
    }
  }
});

// That loading such a page fetches no React code is held by page-weight.spec.ts, which is stricter: no public
// route fetches any script before the visitor's first touch.

for (const [path, expected] of Object.entries(WITH_ISLANDS)) {
  test(`${path} hydrates only ${expected.join(' and ')}, when touched`, async ({ request }) => {
    const html = outsideDialogs(await fetchText(request, path));
    const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => m[0]);
    expect(islands).toHaveLength(expected.length);
    for (const [i, name] of expected.entries()) {
      expect(islands[i]).toContain(`component-url="/_astro/${name}.`);
      expect(islands[i]).toContain('client="interaction"');
    }
  });
}
