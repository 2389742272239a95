/**
 * What a page costs a visitor and how it draws, measured in the browser (Resource Timing and buffered
 * PerformanceObservers), for tests/e2e/page-weight.spec.ts. Everything here is a count, a byte size, an
 * element or a layout: nothing depends on how fast the machine is. Every wait waits for a state (animation
 * frames, the network going quiet, fonts settled), never for a number of milliseconds. Nothing here is
 * input (scrolling is not): islands (client:interaction) stay asleep, and the page fetches no JS.
 *
 *   const metrics = await measurePage(page, '/about');
 */
import { errors, type Page } from '@playwright/test';

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

export interface FontFaceUse {
  family: string;
  display: string;
  /** The face's file, as its src url() names it. */
  url: string;
  preloaded: boolean;
}

export interface LcpElement {
  /** Lower-case tag name, or '' when the element has left the document. */
  tag: string;
  /** A short CSS-like description (tag#id.class) to find it. */
  selector: string;
  /** The image's URL when the LCP is an image, else ''. */
  url: string;
  /** The <img>'s loading attribute ('' when absent, i.e. eager). */
  loading: string;
  fetchPriority: string;
  /** A <link rel=preload as=image> names this image (href or imagesrcset). */
  preloaded: boolean;
  /** For text: the first characters, and the web font faces that draw it. */
  text: string;
  fonts: FontFaceUse[];
}

export interface LayoutShift {
  value: number;
  /** Each element that moved, as `tag#id.class < parent < grandparent` ('(gone)' if it left the document). */
  sources: string[];
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

/** Observers installed before the page's own scripts run; they keep what the measurement reads later. */
function installObservers() {
  const state = {
    shifts: [] as Array<{ value: number; sources: string[] }>,
    lcp: null as PerformanceEntry | null,
    observers: [] as PerformanceObserver[],
  };
  const describe = (node: Node | null | undefined) => {
    if (!node) return '(gone)';
    if (!(node instanceof Element)) return node.nodeName.toLowerCase();
    const cls = [...node.classList].slice(0, 2).map((c) => `.${c}`);
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${cls.join('')}`;
  };
  const describePath = (node: Node | null | undefined) => {
    const parts = [describe(node)];
    for (let n = node?.parentElement; n && parts.length < 4 && n !== document.body; n = n.parentElement)
      parts.push(describe(n));
    return parts.join(' < ');
  };
  const onShifts = (entries: PerformanceEntryList) => {
    for (const entry of entries as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
    >) {
      if (entry.hadRecentInput) continue;
      state.shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describePath(s.node)) });
    }
  };
  const onLcp = (entries: PerformanceEntryList) => {
    const last = entries[entries.length - 1];
    if (last) state.lcp = last;
  };
  try {
    performance.setResourceTimingBufferSize(2000);
    const shifts = new PerformanceObserver((list) => onShifts(list.getEntries()));
    shifts.observe({ type: 'layout-shift', buffered: true });
    const lcp = new PerformanceObserver((list) => onLcp(list.getEntries()));
    lcp.observe({ type: 'largest-contentful-paint', buffered: true });
    state.observers = [shifts, lcp];
    Object.assign(window, {
      __pageMetrics: {
        state,
        describe,
        // Entries the browser has recorded but not yet handed to the callbacks.
        flush: () => {
          onShifts(shifts.takeRecords());
          onLcp(lcp.takeRecords());
        },
      },
    });
  } catch {
    /* about:blank and the like */
  }
}

interface PageSide {
  state: { shifts: LayoutShift[]; lcp: (PerformanceEntry & { element?: Element | null; url?: string }) | null };
  describe: (node: Node | null | undefined) => string;
  flush: () => void;
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
 * Wait until the page has reported a largest contentful paint. The entry comes once the frame that drew the
 * element has been presented, which Chromium's headless shell can report after the page is otherwise at rest
 * (in clean runs a few pages in a hundred had none yet). Checked on each animation frame; a page that draws
 * nothing contentful reports none within `timeout`, and the test says so.
 */
async function lcpReported(page: Page, timeout = 10_000) {
  await page
    .waitForFunction(
      () => {
        const side = (window as unknown as { __pageMetrics: PageSide }).__pageMetrics;
        side.flush();
        return side.state.lcp !== null;
      },
      undefined,
      { polling: 'raf', timeout },
    )
    .catch((error: unknown) => {
      if (!(error instanceof errors.TimeoutError)) throw error;
    });
}

/** The LCP element as the page reports it, with what decides how early it can be drawn. */
async function lcpElement(page: Page): Promise<LcpElement | null> {
  await lcpReported(page);
  return page.evaluate(() => {
    const side = (window as unknown as { __pageMetrics: PageSide }).__pageMetrics;
    side.flush();
    const entry = side.state.lcp;
    if (!entry) return null;
    const element = entry.element ?? null;
    const tag = element?.tagName.toLowerCase() ?? '';
    const abs = (u: string) => (u ? new URL(u, location.href).href : '');
    const url = abs(entry.url ?? '');
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    const imagePreloaded =
      !!url &&
      preloads.some(
        (l) =>
          l.as === 'image' &&
          (abs(l.getAttribute('href') ?? '') === url ||
            (l.getAttribute('imagesrcset') ?? '')
              .split(',')
              .some((part) => abs(part.trim().split(/\s+/)[0] ?? '') === url)),
      );
    const img = element instanceof HTMLImageElement ? element : null;

    // Text: the @font-face rules that draw it: a family of its font-family stack, a unicode-range that covers
    // one of its characters, a weight range that holds its weight.
    const fonts: FontFaceUse[] = [];
    const text = url ? '' : (element?.textContent ?? '').trim().replace(/\s+/g, ' ');
    if (element && !url) {
      const style = getComputedStyle(element);
      const families = style.fontFamily.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));
      const weight = Number(style.fontWeight);
      const codes = [...text].map((c) => c.codePointAt(0)!);
      const covers = (range: string) =>
        !range ||
        range.split(',').some((part) => {
          const r = part.trim().replace(/^U\+/i, '');
          const [lo, hi] = r.includes('-')
            ? r.split('-').map((h) => parseInt(h, 16))
            : [parseInt(r.replace(/\?/g, '0'), 16), parseInt(r.replace(/\?/g, 'F'), 16)];
          return codes.some((c) => c >= lo! && c <= hi!);
        });
      const rules: CSSFontFaceRule[] = [];
      const collect = (list: CSSRuleList) => {
        for (const rule of list) {
          if (rule instanceof CSSFontFaceRule) rules.push(rule);
          else if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of document.styleSheets) collect(sheet.cssRules);
      for (const rule of rules) {
        const family = rule.style
          .getPropertyValue('font-family')
          .trim()
          .replace(/^["']|["']$/g, '');
        if (!families.includes(family)) continue;
        const [lo, hi] = (rule.style.getPropertyValue('font-weight') || '400')
          .split(/\s+/)
          .map((w) => (w === 'normal' ? 400 : w === 'bold' ? 700 : Number(w)));
        if (weight < lo! || weight > (hi ?? lo)!) continue;
        if (!covers(rule.style.getPropertyValue('unicode-range'))) continue;
        const src = rule.style.getPropertyValue('src');
        const fileUrl = abs(src.match(/url\(["']?([^"')]+)["']?\)/)?.[1] ?? '');
        fonts.push({
          family,
          display: rule.style.getPropertyValue('font-display') || 'auto',
          url: fileUrl.startsWith('data:') ? 'data:' : fileUrl,
          preloaded: preloads.some((l) => l.as === 'font' && abs(l.getAttribute('href') ?? '') === fileUrl),
        });
      }
    }
    return {
      tag,
      selector: side.describe(element),
      url: url.startsWith(location.origin) ? url.slice(location.origin.length) : url,
      loading: img?.getAttribute('loading') ?? '',
      fetchPriority: img?.getAttribute('fetchpriority') ?? '',
      preloaded: imagePreloaded,
      text: text.slice(0, 60),
      fonts,
    };
  });
}

async function layoutShift(page: Page) {
  return page.evaluate(() => {
    const side = (window as unknown as { __pageMetrics: PageSide }).__pageMetrics;
    side.flush();
    return { shifts: [...side.state.shifts] };
  });
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
