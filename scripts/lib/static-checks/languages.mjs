/**
 * The two languages of the build for scripts/check-static.mjs: English at the plain paths, Tamil under /ta.
 * Every page says its language, links its twin (hreflang and the switcher), preloads only its own type, a
 * Tamil page shows no English UI text, and the sitemap lists every public page in both languages.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dictionaryLeaves, SAME_IN_BOTH } from '../dictionaries.mjs';
import { BUDGET, DIST, check, distPath, kb, routeOf } from './common.mjs';

/** @param {string[]} pages the built pages (CMS left out) */
export async function checkLanguages(pages) {
  const leaves = (v) => dictionaryLeaves(v).map(([, text]) => text);
  const english = new Set();
  let tamilText = '';
  for (const file of await readdir('src/i18n/en')) {
    if (!file.endsWith('.json')) continue;
    const en = leaves(JSON.parse(await readFile(join('src/i18n/en', file), 'utf8')));
    const ta = new Set(leaves(JSON.parse(await readFile(join('src/i18n/ta', file), 'utf8'))));
    for (const value of en) if (!ta.has(value) && !SAME_IN_BOTH.has(value)) english.add(value);
    tamilText += [...ta].join('\n');
  }
  // English UI phrases as they appear in a page once their {placeholders} are filled: the literal parts.
  const phrases = [...english]
    .flatMap((v) => v.split(/\{\w+\}/))
    .map((p) => p.trim().replace(/^[\s.,:;()–—-]+|[\s.,:;()–—-]+$/g, ''))
    // A term the Tamil text itself keeps (e.g. "IFSC" in "IFSC குறியீடு") is not left-over English.
    .filter((p) => p.length >= 4 && /[A-Za-z]{3}/.test(p) && !tamilText.includes(p));
  const decode = (t) =>
    t
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const escapeRe = (t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const phraseRes = phrases.map((p) => ({ p, re: new RegExp(`(^|[^A-Za-z])${escapeRe(p)}($|[^A-Za-z])`) }));
  const fontBudget = BUDGET.tamilFontBytes;
  const tamilFontRe = /<link rel="preload" href="([^"]*noto-sans-tamil[^"]*\.woff2)"/;

  for (const file of pages) {
    const route = routeOf(file);
    if (route === '/admin' || route.startsWith('/admin/')) continue;
    const html = await readFile(file, 'utf8');
    const tamil = route === '/ta' || route.startsWith('/ta/');
    const lang = html.match(/<html lang="([^"]+)"/)?.[1];
    check(`${route}: <html lang="${tamil ? 'ta' : 'en'}">`, lang === (tamil ? 'ta' : 'en'), lang ?? 'missing');
    const twin = tamil ? route.replace(/^\/ta/, '') || '/' : route === '/' ? '/ta' : `/ta${route}`;
    if (!route.endsWith('/404')) {
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
          m[1],
          new URL(m[2]).pathname,
        ]),
      );
      const enPath = tamil ? twin : route;
      const taPath = tamil ? route : twin;
      check(
        `${route}: hreflang en-IN, ta-IN and x-default`,
        alternates['en-IN'] === enPath && alternates['ta-IN'] === taPath && alternates['x-default'] === enPath,
        JSON.stringify(alternates),
      );
      check(
        `${route}: its twin ${twin} exists`,
        pages.some((p) => routeOf(p) === twin),
      );
      const switcher = html.match(/<a class="language"[^>]*href="([^"]+)"/)?.[1];
      check(`${route}: the language switcher leads to ${twin}`, switcher === twin, switcher ?? 'missing');
    }
    const font = html.match(tamilFontRe)?.[1];
    if (tamil) {
      const size = font && existsSync(distPath(font)) ? (await stat(distPath(font))).size : Infinity;
      check(`${route}: preloads the Tamil font (≤ ${kb(fontBudget)})`, size <= fontBudget, font ? kb(size) : 'missing');
      // What a reader meets: text, text alternatives, labels, the description, and the islands' words.
      // Data marked translate="no" (bank account details, copied as the bank writes them) is not UI text.
      const body = html
        .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
        .replace(/<(\w+)[^>]*\btranslate="no"[^>]*>[\s\S]*?<\/\1>/g, ' ');
      const attributes = [...body.matchAll(/\b(?:alt|aria-label|title|placeholder|content)="([^"]*)"/g)].map(
        (m) => m[1],
      );
      // An island's words: its `words` prop (other props, such as bank details, are data). Astro writes
      // props as JSON with every value tagged [type, value].
      const untag = (v) =>
        Array.isArray(v) && v.length === 2 && typeof v[0] === 'number'
          ? untag(v[1])
          : Array.isArray(v)
            ? v.map(untag)
            : v && typeof v === 'object'
              ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, untag(x)]))
              : v;
      const islandWords = [...body.matchAll(/\bprops="([^"]*)"/g)].flatMap((m) =>
        leaves(untag(JSON.parse(decode(m[1]))).words ?? {}),
      );
      const seen =
        decode(`${body.replace(/<[^>]+>/g, ' ')} ${attributes.join(' ')}`).replace(/\s+/g, ' ') +
        ` ${islandWords.join(' | ')}`;
      const left = phraseRes.filter(({ re }) => re.test(seen)).map(({ p }) => p);
      check(`${route}: no English UI text`, left.length === 0, left.slice(0, 5).join(' | '));
    } else {
      check(`${route}: does not load the Tamil font`, !font, font ?? '');
    }
  }

  const sitemap = existsSync(join(DIST, 'sitemap-0.xml')) ? await readFile(join(DIST, 'sitemap-0.xml'), 'utf8') : '';
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]).pathname.replace(/\/$/, '') || '/',
  );
  // Pages marked noindex (staff pages, a patient's private booking page) stay out of the sitemap.
  const noindex = new Set();
  for (const file of pages) {
    if (/<meta name="robots" content="noindex/.test(await readFile(file, 'utf8'))) noindex.add(routeOf(file));
  }
  const publicPages = pages.map(routeOf).filter((r) => !noindex.has(r) && !r.endsWith('/404'));
  check(
    'sitemap leaves out every noindex page',
    urls.every((u) => !noindex.has(u)),
    urls.filter((u) => noindex.has(u)).join(', '),
  );
  check(
    'sitemap lists every public page in both languages',
    publicPages.every((r) => urls.includes(r)) && urls.some((u) => u.startsWith('/ta')),
    publicPages.filter((r) => !urls.includes(r)).join(', '),
  );
  check('sitemap links each page to its twin (xhtml:link hreflang)', /hreflang="ta-IN"/.test(sitemap));
}
