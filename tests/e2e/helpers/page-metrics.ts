/**
 * What a page costs a visitor and how it draws, measured in the browser (Resource Timing and buffered
 * PerformanceObservers), for tests/e2e/page-weight.spec.ts. Everything here is a count, a byte size, an
 * element or a layout: nothing depends on how fast the machine is. Every wait waits for a state (animation
 * frames, the network going quiet, fonts settled), never for a number of milliseconds. Nothing here is
 * input (scrolling is not): islands (client:interaction) stay asleep, and the page fetches no JS. The
 * observers on the page's side, and what is read from them, are in ./page-metrics-observers.ts.
 *
 *   const metrics = await measurePage(page, '/about');
 */
import type { Page } from '@playwright/test';
import { installObservers, layoutShift, lcpElement, type LayoutShift, type LcpElement } from './page-metrics-observers';

export type { FontFaceUse, LayoutShift, LcpElement } from './page-metrics-observers';

export type ResourceKind = 'js' | 'css' | 'font' | 'image' | 'other';

export interface Resource {
  /** Path (and query) on our origin, or the full URL elsewhere. */
  url: string;
  kind: ResourceKind;
  initiator: string;
  /** Body bytes as sent (compressed when the server compressed it, as the CDN does for text). */
  bytes: number;
  /** Chromium's renderBlockingStatus: 'blocking' or 'non-blocking'. */
  renderBlocking: string;
}

export interface Weight {
  /** The HTML document (with the page's inlined CSS and scripts). */
  html: number;
  js: number;
  css: number;
  font: number;
  image: number;
  other: number;
  /** Every request the page made: the document and each resource. */
  requests: number;
}

/** The sum of layout shifts' values (Cumulative Layout Shift of a page this short-lived: one session). */
export const cumulative = (shifts: LayoutShift[]) => shifts.reduce((sum, s) => sum + s.value, 0);

export interface PageMetrics {
  route: string;
  weight: Weight;
  resources: Resource[];
  lcp: LcpElement | null;
  /** Layout shifts (no recent input) once the page has loaded and settled, before any scrolling. */
  shiftsAfterLoad: LayoutShift[];
  /** Every layout shift (no recent input) from arrival until the page has been scrolled through to its bottom. */
  shifts: LayoutShift[];
  /** Islands woken (Astro dropped their `ssr` attribute) by the end: none, as nothing here is input. */
  islandsAwake: string[];
}

const KIND_BY_EXTENSION: Array<[RegExp, ResourceKind]> = [
  [/\.m?js$/, 'js'],
  [/\.css$/, 'css'],
  [/\.(woff2?|ttf|otf)$/, 'font'],
  [/\.(avif|webp|jpe?g|png|gif|svg|ico)$/, 'image'],
];

function kindOf(url: string, initiator: string): ResourceKind {
  const path = new URL(url).pathname.toLowerCase();
  for (const [pattern, kind] of KIND_BY_EXTENSION) if (pattern.test(path)) return kind;
  if (initiator === 'script') return 'js';
  if (initiator === 'img') return 'image';
  return 'other';
}

/**
 * Counts the page's requests from the test's side, so that "the network is quiet" is a state we can wait
 * for: every request the page started has finished or failed.
 */
function trackRequests(page: Page) {
  let started = 0;
  let ended = 0;
  let waiters: Array<() => void> = [];
  const check = () => {
    if (started !== ended) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  page.on('request', () => started++);
  const end = () => {
    ended++;
    check();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    get started() {
      return started;
    },
    quiet: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        check();
      }),
  };
}

/** Two animation frames: whatever the last change set off (layout, observers, lazy loads) has run. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * Wait until the page is at rest: fonts settled, no request in flight, and two frames later still no new
 * request (a module that arrived may import another).
 */
async function settle(page: Page, requests: ReturnType<typeof trackRequests>) {
  for (;;) {
    await requests.quiet();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const before = requests.started;
    await twoFrames(page);
    await requests.quiet();
    if (requests.started === before) return;
  }
}

/**
 * Scroll down one screen at a time to the bottom (instant scrolls, two frames after each, so every lazy image
 * and visible island on the way has been asked for), settle, and carry on if the page grew meanwhile. The
 * bottom is where a scroll no longer moves the page (the root scroller's own limit, whatever the window's
 * sizes say), so the walk always ends: each step either goes further down or is the last. Each step is its
 * own short evaluate (a loop inside the page once spun until the test's time ran out, in a clean run).
 */
async function scrollThrough(page: Page, requests: ReturnType<typeof trackRequests>) {
  for (;;) {
    for (;;) {
      const moved = await page.evaluate(() => {
        const before = scrollY;
        window.scrollBy({ top: innerHeight, behavior: 'instant' });
        return scrollY > before;
      });
      if (!moved) break;
      await twoFrames(page);
    }
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await settle(page, requests);
    // Settling may have loaded what makes the page taller (an island, a picture): walk on from here.
    if ((await page.evaluate(() => document.documentElement.scrollHeight)) === height) return;
  }
}

async function resources(page: Page): Promise<{ html: number; list: Resource[] }> {
  const raw = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const list = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      url: r.name,
      initiator: r.initiatorType,
      bytes: r.encodedBodySize,
      renderBlocking: (r as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ?? '',
    }));
    return { html: nav?.encodedBodySize ?? 0, list, origin: location.origin };
  });
  return {
    html: raw.html,
    list: raw.list
      .filter((r) => !r.url.startsWith('data:'))
      .map((r) => ({
        ...r,
        kind: kindOf(r.url, r.initiator),
        url: r.url.startsWith(raw.origin) ? r.url.slice(raw.origin.length) : r.url,
      })),
  };
}

/**
 * Load `route` in `page` (a fresh context: empty cache), let it settle, read the LCP element and the layout
 * shift so far, scroll through to the bottom, settle again, and read every request and the layout shift.
 */
export async function measurePage(page: Page, route: string): Promise<PageMetrics> {
  await page.addInitScript(installObservers);
  const requests = trackRequests(page);
  const response = await page.goto(route, { waitUntil: 'load' });
  if (!response || response.status() !== 200) throw new Error(`${route} answered ${response?.status()}`);
  await settle(page, requests);
  const lcp = await lcpElement(page);
  const { shifts: afterLoad } = await layoutShift(page);
  await scrollThrough(page, requests);
  const { shifts } = await layoutShift(page);
  const { html, list } = await resources(page);
  const islandsAwake = await page.evaluate(() =>
    [...document.querySelectorAll('astro-island:not([ssr])')].map((i) => i.getAttribute('component-url') ?? '?'),
  );
  const sum = (kind: ResourceKind) => list.filter((r) => r.kind === kind).reduce((s, r) => s + r.bytes, 0);
  return {
    route,
    weight: {
      html,
      js: sum('js'),
      css: sum('css'),
      font: sum('font'),
      image: sum('image'),
      other: sum('other'),
      requests: 1 + list.length,
    },
    resources: list,
    lcp,
    shiftsAfterLoad: afterLoad,
    shifts,
    islandsAwake,
  };
}
