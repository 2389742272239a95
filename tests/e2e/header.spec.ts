import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { LOCALES, localizePath } from './helpers/words';
import siteData from '../../src/data/site.json' with { type: 'json' };

/**
 * The header gate: at every width from 320 to 1920 px (every 20 px), in English and in Tamil, nothing in the
 * header overlaps, runs off the screen, or wraps a menu label or button, and the header is never taller than
 * its design height (the tokens --topbar-h + --header-h, plus --nav-row-h where the Tamil menu has a row of
 * its own). At every width the whole menu is reachable: either the full menu or the menu button is shown.
 * On small phones, where the logo may stand alone, the logo link keeps the trust's name as its accessible name.
 */
const WIDTHS = Array.from({ length: (1920 - 320) / 20 + 1 }, (_, i) => 320 + i * 20);

interface Problem {
  width: number;
  problem: string;
}

/** Runs in the page: every way the header can be broken at the current width. */
function inspectHeader(): string[] {
  const problems: string[] = [];
  const header = document.querySelector<HTMLElement>('header.site-header')!;
  const viewport = document.documentElement.clientWidth;
  const px = (name: string) => parseFloat(getComputedStyle(document.documentElement).getPropertyValue(name));
  const shown = (el: Element) => {
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1; // a visually hidden name is a 1 px box
  };
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${text ? ` "${text.slice(0, 30)}"` : ''}`;
  };
  // The lines of text an element shows (text in a visually hidden part, like the switcher's lead, is skipped).
  const lines = (el: Element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0.5) tops.add(Math.round(rect.top / 4));
    }
    return tops.size;
  };

  const navShown = shown(header.querySelector('.nav-desktop')!);
  const toggleShown = shown(header.querySelector('.menu-toggle')!);
  if (navShown === toggleShown)
    problems.push(navShown ? 'both the full menu and the menu button are shown' : 'no way to reach the menu');
  const eventInBar = header.querySelector('.event-btn');
  if (eventInBar && !shown(eventInBar) && !header.querySelector('.nav-mobile .menu-event'))
    problems.push('the Event button is neither on the bar nor in the menu');

  // Where the Tamil menu has its own row, the design allows that row.
  const navRow =
    navShown &&
    header.querySelector('.nav-desktop')!.getBoundingClientRect().top >=
      header.querySelector('.brand')!.getBoundingClientRect().bottom - 1;
  const design = px('--topbar-h') + px('--header-h') + (navRow ? px('--nav-row-h') : 0);
  const height = header.getBoundingClientRect().height;
  if (height > design + 0.5) problems.push(`header is ${Math.round(height)} px tall, design height ${design} px`);

  const items = [
    ...header.querySelectorAll(
      '.hours, .topbar a, .brand img, .brand-name, .nav-desktop > .links > li > a, .nav-desktop .menu-button, .actions > *',
    ),
  ].filter(shown);
  const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() }));
  const frame = header.getBoundingClientRect();
  for (const { el, r } of boxes) {
    if (r.left < -0.5 || r.right > viewport + 0.5) problems.push(`${describe(el)} runs off the screen`);
    if (r.top < frame.top - 0.5 || r.bottom > frame.bottom + 0.5)
      problems.push(`${describe(el)} sticks out of the header`);
    if (el.scrollWidth > el.clientWidth + 1 && !el.matches('.hours'))
      problems.push(`${describe(el)} clips its text (${el.scrollWidth} px in ${el.clientWidth} px)`);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!.r;
      const b = boxes[j]!.r;
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlapX > 0.5 && overlapY > 0.5)
        problems.push(`${describe(boxes[i]!.el)} overlaps ${describe(boxes[j]!.el)}`);
    }
  }
  // Menu labels, buttons and top-bar links stay on one line; the trust's name may take up to three.
  for (const { el } of boxes) {
    const allowed = el.matches('.brand-name') ? 3 : 1;
    if (!el.matches('img') && lines(el) > allowed) problems.push(`${describe(el)} wraps onto ${lines(el)} lines`);
  }
  if (document.documentElement.scrollWidth > viewport + 0.5) problems.push('the page scrolls sideways');
  return problems;
}

async function walk(page: Page, path: string): Promise<Problem[]> {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto(path);
  // Fonts use font-display: optional; the second load finds them in the cache, as a visitor's second page does.
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
  const found: Problem[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const problem of await page.evaluate(inspectHeader)) found.push({ width, problem });
  }
  return found;
}

for (const locale of LOCALES) {
  const path = localizePath('/', locale); // '/', '/ta'
  test(`the header holds at every width from 320 to 1920 px: ${path}`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'walks the widths itself');
    const problems = await walk(page, path);
    expect(problems.map((p) => `${p.width} px: ${p.problem}`)).toEqual([]);
    // On small phones the logo may stand alone (the name visually hidden); the link keeps the trust's name.
    for (const width of [320, 360, 412]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(page.locator('a.brand'), `${width} px`).toHaveAccessibleName(siteData.trustName[locale]);
    }
  });
}

test('the gate sees a broken header: a long menu label wraps and overlaps', async ({ page, isMobile }) => {
  test.skip(isMobile, 'walks the widths itself');
  await page.goto('/');
  await page.setViewportSize({ width: 1400, height: 800 });
  await page.evaluate(() => {
    const about = document.querySelector('.nav-desktop a[href="/about"]')!;
    about.textContent = 'About the trust, its history and the people behind it';
    (about as HTMLElement).style.whiteSpace = 'normal';
  });
  const problems = await page.evaluate(inspectHeader);
  expect(problems.some((p) => /wraps onto/.test(p))).toBe(true);
  expect(problems.some((p) => /sticks out of the header|header is \d+ px tall/.test(p))).toBe(true);
});

test('the switcher draws "தமிழ்" from the inlined subset, with no font download', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one check is enough');
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font' && !r.url().startsWith('data:')) fontRequests.push(r.url());
  });
  await page.goto('/about');
  const label = page.locator('.language [lang="ta"]');
  await expect(label).toHaveText('தமிழ்');
  const font = await label.evaluate(async (el) => {
    await document.fonts.ready;
    const face = [...document.fonts].find((f) => f.family.replace(/"/g, '') === 'Tamil Switch');
    return {
      family: getComputedStyle(el).fontFamily,
      status: face?.status,
      covers: document.fonts.check(`600 14px "Tamil Switch"`, el.textContent ?? ''),
    };
  });
  expect(font.family).toMatch(/^"?Tamil Switch"?,/);
  expect(font.status).toBe('loaded');
  expect(font.covers).toBe(true);
  expect(fontRequests.filter((u) => /tamil/i.test(u))).toEqual([]);
});
