/**
 * The floating buttons (WhatsApp, back to top) on a phone and a tablet: they never sit over text, and each
 * stays visible (contrast of at least 3:1) against every band that passes behind it.
 *
 * Geometry: the buttons are fixed, so as the page scrolls they pass over every line of the page below their
 * top edge; a line of text (any text in main or the footer, every "Read More" opened) may never share a pixel
 * column with them there. Contrast: at scroll steps down the whole page, the colour under each button's
 * centre (the buttons hidden for the look) is read from the element there (its background colour, or every
 * stop of its gradient), and the button's fill or its ring must reach 3:1 against it.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Each width with the pages whose text runs longest there (Tamil wraps into longer lines) and the home
// page's bands (light, tinted, dark green) at a phone's and a tablet's width.
const VISITS: [number, string[]][] = [
  [360, ['/ta/therapies']],
  [390, ['/therapies', '/']],
  [768, ['/ta/therapies', '/ta']],
];

/** Lines of text that the buttons' columns cross, anywhere down the page (a few, for the message). */
function textUnderButtons(page: Page) {
  return page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const buttons = [...document.querySelectorAll<HTMLElement>('.floating .fab')].map((b) => {
      const r = b.getBoundingClientRect();
      const ring = 3; // the light ring drawn around each button (box-shadow)
      return { left: r.left - ring, right: r.right + ring, top: r.top - ring, name: b.getAttribute('aria-label') };
    });
    const maxScroll = document.documentElement.scrollHeight - innerHeight;
    const hits: string[] = [];
    // What of an element's box is drawn: its box cut by every ancestor that clips (a carousel's off-screen
    // slides, visually hidden text).
    const clips = new Map<Element, DOMRect[]>();
    const clipsOf = (el: Element): DOMRect[] => {
      let found = clips.get(el);
      if (found) return found;
      const parent = el.parentElement;
      found = parent ? clipsOf(parent) : [];
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clip !== 'auto')
        found = [...found, el.getBoundingClientRect()];
      clips.set(el, found);
      return found;
    };
    for (const root of document.querySelectorAll('main, body > footer')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const cut = clipsOf(node.parentElement!);
        for (const whole of range.getClientRects()) {
          const line = cut.reduce(
            (r, c) => ({
              left: Math.max(r.left, c.left),
              right: Math.min(r.right, c.right),
              top: Math.max(r.top, c.top),
              bottom: Math.min(r.bottom, c.bottom),
            }),
            { left: whole.left, right: whole.right, top: whole.top, bottom: whole.bottom },
          );
          if (line.right - line.left < 2 || line.bottom - line.top < 2) continue; // not drawn
          const top = line.top + scrollY; // in the page
          for (const b of buttons) {
            // The button covers page heights from its top (never scrolled) to the bottom of the page.
            const passesOver = line.bottom + scrollY > b.top && top < b.top + maxScroll + innerHeight;
            if (passesOver && line.right > b.left && line.left < b.right) {
              hits.push(`${b.name} over "${node.textContent.trim().slice(0, 40)}" (right edge ${line.right | 0})`);
            }
          }
        }
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return hits.slice(0, 5);
  });
}

/** The lowest contrast of each button (its fill or ring, the better one) over the page, with where it was. */
function worstContrast(page: Page) {
  return page.evaluate(() => {
    const rgb = (css: string) => {
      const m = css.match(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/);
      return m ? { c: [+m[1]!, +m[2]!, +m[3]!], a: m[4] === undefined ? 1 : +m[4] } : null;
    };
    const lum = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    /** Colours behind a point: the first element up the tree with a background colour, or its gradient's stops. */
    const behind = (x: number, y: number): { colours: number[][]; what: string } => {
      for (let el = document.elementFromPoint(x, y); el; el = el.parentElement) {
        const style = getComputedStyle(el);
        const stops = [...style.backgroundImage.matchAll(/rgba?\([^)]*\)/g)]
          .map((m) => rgb(m[0]))
          .filter((s) => s && s.a > 0.5);
        const fill = rgb(style.backgroundColor);
        const what = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
        if (fill && fill.a === 1) return { colours: [fill.c, ...stops.map((s) => s!.c)], what };
        if (stops.length > 0) return { colours: stops.map((s) => s!.c), what };
      }
      return { colours: [[255, 255, 255]], what: 'canvas' };
    };
    const floating = document.querySelector<HTMLElement>('.floating')!;
    const buttons = [...floating.querySelectorAll<HTMLElement>('.fab')];
    const worst = new Map<string, { ratio: number; what: string }>();
    const step = Math.round(innerHeight / 3);
    for (let top = 0; top <= document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      for (const b of buttons) {
        const style = getComputedStyle(b);
        const fillColour = rgb(style.backgroundColor)!.c;
        const ring = rgb(style.boxShadow)!.c;
        const r = b.getBoundingClientRect();
        floating.style.visibility = 'hidden';
        const { colours, what } = behind(r.left + r.width / 2, r.top + r.height / 2);
        floating.style.visibility = '';
        const best = Math.min(...colours.map((bg) => Math.max(ratio(fillColour, bg), ratio(ring, bg))));
        const name = b.getAttribute('aria-label')!;
        if (!worst.has(name) || worst.get(name)!.ratio > best) worst.set(name, { ratio: best, what });
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...worst.entries()].map(([name, w]) => ({ name, ...w, ratio: Math.round(w.ratio * 100) / 100 }));
  });
}

test('floating buttons at 360, 390 and 768 px: never over text, at least 3:1 on every band', async ({ page }) => {
  for (const [width, paths] of VISITS) {
    await page.setViewportSize({ width, height: width < 700 ? 780 : 1024 });
    for (const path of paths) {
      await page.goto(path);
      // Every article opened: the long texts are where the buttons met words.
      await page
        .locator('[data-read-more][aria-expanded="false"]')
        .evaluateAll((all) => all.forEach((b) => (b as HTMLButtonElement).click()));
      await expect(page.locator('[data-read-more][aria-expanded="false"]')).toHaveCount(0);
      expect(await textUnderButtons(page), `${path} at ${width} px`).toEqual([]);
      const contrast = await worstContrast(page);
      expect(contrast).toHaveLength(2);
      for (const c of contrast) expect(c.ratio, `${c.name} over ${c.what} on ${path}`).toBeGreaterThanOrEqual(3);
    }
  }
});
