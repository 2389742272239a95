/**
 * The page's side of tests/e2e/helpers/page-metrics.ts: PerformanceObservers installed before the page's own
 * scripts run (layout shifts, largest contentful paint), and what the measurement reads from them: the LCP
 * element with what decides how early it is drawn (its image's priority and preload, the web font faces that
 * draw its text), and the layout shifts so far.
 */
import { errors, type Page } from '@playwright/test';

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

/** Observers installed before the page's own scripts run; they keep what the measurement reads later. */
export function installObservers() {
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
export async function lcpElement(page: Page): Promise<LcpElement | null> {
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

export async function layoutShift(page: Page) {
  return page.evaluate(() => {
    const side = (window as unknown as { __pageMetrics: PageSide }).__pageMetrics;
    side.flush();
    return { shifts: [...side.state.shifts] };
  });
}
