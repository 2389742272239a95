#!/usr/bin/env node
/**
 * Static quality gates on the production build in dist/. Walks every built page (not a hand-kept list).
 *
 *   node scripts/check-static.mjs [--json reports/static.json]
 *
 * Budgets (each with its reason in scripts/budgets.json):
 *   - a page without an island ships no framework or island JavaScript; the shell's own inline script stays
 *     under shellJsGzip
 *   - no public page fetches JavaScript before the visitor's first touch: every island there wakes on
 *     interaction (client:interaction, src/islands/directives/); only the staff pages and the booking's own
 *     page (/appointment/manage), a donor's pledge and reminders pages (/donation/payment,
 *     /donation/reminders) and a camp registration's own page (/camps/registration), whose whole purpose is
 *     their island, hydrate at once
 *   - any page's JavaScript, everything it can load (pageJsGzip, staffPageJsGzip), and our own share of it,
 *     all but React's runtime (ownJsGzip, staffOwnJsGzip); a Web Worker a page starts (workerJsGzip)
 *   - CSS per page (cssGzip); the home page's first screen, HTML plus CSS (firstScreenGzip)
 *   - a public Netlify function's own code in its deploy bundle (publicFunctionOwnBytes; lib/function-bundles.mjs)
 *   - valid HTML on every page (html-validate with the HTML standard's rules, see lib/html-validity.mjs)
 *   - sitemap, robots.txt, canonical + description on every page, OG image, JSON-LD, /admin kept out
 */
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, relative, dirname } from 'node:path';
import { dictionaryLeaves, SAME_IN_BOTH } from './lib/dictionaries.mjs';
import { htmlErrors } from './lib/html-validity.mjs';
import { measureFunctions } from './lib/function-bundles.mjs';
import budgets from './budgets.json' with { type: 'json' };

const DIST = process.env.DIST_DIR ?? 'dist';
const KB = 1024;
/** The byte budgets, each with its reason, in one file (scripts/budgets.json). */
export const BUDGET = Object.fromEntries(Object.entries(budgets).map(([name, { bytes }]) => [name, bytes]));

const checks = [];
const check = (name, ok, detail = '') => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
};
const gz = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(p)));
    else out.push(p);
  }
  return out;
}

const files = await walk(DIST);
// The content editors' CMS (dist/admin/content/, src/cms/integration.ts) is a tool, not a page of the site:
// Decap CMS's own bundle, its own CSP, never linked from or loaded by a public page. Checked on its own below.
const CMS_DIR = join(DIST, 'admin', 'content');
const pages = files.filter((f) => f.endsWith('.html') && !f.startsWith(CMS_DIR)).sort();
const routeOf = (file) => {
  const r =
    '/' +
    relative(DIST, file)
      .replace(/\\/g, '/')
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '');
  return r === '/' ? '/' : r.replace(/\/$/, '');
};

/** Every JS file a module can load, following static and dynamic relative imports. */
async function jsClosure(entry, seen = new Set()) {
  if (seen.has(entry) || !existsSync(entry)) return seen;
  seen.add(entry);
  const code = await readFile(entry, 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    await jsClosure(join(dirname(entry), m[1]), seen);
  }
  return seen;
}
const distPath = (url) => join(DIST, url.replace(/^\//, '').split(/[?#]/)[0]);

/** The Web Workers a module starts (`new Worker(new URL('/_astro/….js', import.meta.url))` once built). */
const workersOf = (code) =>
  [...code.matchAll(/new Worker\(\s*new URL\(\s*["'`](\/[^"'`]+\.js)["'`]/g)].map((m) => distPath(m[1]));
/** Each worker's file → the pages that can start it. */
const workers = new Map();

const report = [];
for (const file of pages) {
  const route = routeOf(file);
  const html = await readFile(file, 'utf8');

  // JavaScript
  const inlineScripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1]))
    .map((m) => m[2]);
  const entries = new Set();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) entries.add(distPath(m[1]));
  for (const m of html.matchAll(/\b(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g))
    if (m[1]) entries.add(distPath(m[1]));
  const jsFiles = new Set();
  for (const e of entries) for (const f of await jsClosure(e)) jsFiles.add(f);
  // React's runtime: what the renderer entry (Astro's React client) loads.
  const frameworkFiles = new Set();
  for (const m of html.matchAll(/\brenderer-url="([^"]+)"/g))
    for (const f of await jsClosure(distPath(m[1]))) frameworkFiles.add(f);
  // Astro's island loader is inlined next to the first island: island JavaScript, not the shell's.
  const isIslandRuntime = (code) => /astro-island|astro:(?:load|idle|visible|only|interaction)/.test(code);
  const shellScripts = inlineScripts.filter((c) => !isIslandRuntime(c));
  const runtimeScripts = inlineScripts.filter(isIslandRuntime);
  const inlineGzip = shellScripts.length ? gz(shellScripts.join('\n')) : 0;
  const runtimeGzip = runtimeScripts.length ? gz(runtimeScripts.join('\n')) : 0;
  let externalGzip = runtimeGzip;
  let frameworkGzip = 0;
  for (const f of jsFiles) {
    const size = gz(await readFile(f));
    externalGzip += size;
    if (frameworkFiles.has(f)) frameworkGzip += size;
  }
  const ownGzip = inlineGzip + externalGzip - frameworkGzip;
  for (const f of jsFiles)
    for (const w of workersOf(await readFile(f, 'utf8'))) workers.set(w, [...(workers.get(w) ?? []), route]);
  const hasIsland = html.includes('<astro-island');

  // CSS
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
  let linkedCss = '';
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
    linkedCss += await readFile(distPath(m[1]), 'utf8');
  const cssGzip = gz(inlineCss + linkedCss);

  report.push({
    route,
    hasIsland,
    inlineGzip,
    externalGzip,
    frameworkGzip,
    ownGzip,
    jsFiles: jsFiles.size,
    cssGzip,
    htmlGzip: gz(html),
  });

  if (!hasIsland) check(`${route}: no island JS`, jsFiles.size === 0 && runtimeGzip === 0, [...jsFiles].join(', '));
  const eager = [...html.matchAll(/<astro-island\b[^>]*\bclient="(\w+)"/g)].map((m) => m[1]);
  if (
    !/^(\/ta)?\/(admin|appointment\/manage|donation\/payment|donation\/reminders|camps\/registration)(\/|$)/.test(route)
  )
    check(
      `${route}: islands wake on first touch`,
      eager.every((c) => c === 'interaction'),
      eager.join(', '),
    );
  check(`${route}: shell script ≤ ${kb(BUDGET.shellJsGzip)}`, inlineGzip <= BUDGET.shellJsGzip, kb(inlineGzip));
  const staffPage = route === '/admin' || route.startsWith('/admin/');
  const pageJs = staffPage ? BUDGET.staffPageJsGzip : BUDGET.pageJsGzip;
  const ownJs = staffPage ? BUDGET.staffOwnJsGzip : BUDGET.ownJsGzip;
  check(
    `${route}: JS ≤ ${kb(pageJs)}`,
    inlineGzip + externalGzip <= pageJs,
    `${kb(inlineGzip + externalGzip)} (${inlineGzip + externalGzip} B)`,
  );
  check(`${route}: own JS (all but React) ≤ ${kb(ownJs)}`, ownGzip <= ownJs, `${kb(ownGzip)} (${ownGzip} B)`);
  check(`${route}: CSS ≤ ${kb(BUDGET.cssGzip)}`, cssGzip <= BUDGET.cssGzip, kb(cssGzip));

  // SEO basics on every page
  const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  if (route !== '/404') {
    check(`${route}: canonical`, !!canonical && new URL(canonical).pathname === route, canonical ?? 'missing');
    check(
      `${route}: description 50–160 chars`,
      description.length >= 50 && description.length <= 160,
      `${description.length}`,
    );
  }
  check(`${route}: one <h1>`, (html.match(/<h1[\s>]/g) ?? []).length === 1);
}

// Web Workers: each one with everything it imports, within its own budget.
check(
  'the forms start their proof-of-work worker',
  workers.size > 0,
  workers.size ? `${workers.size} worker(s)` : 'no new Worker(new URL(…)) found',
);
for (const [worker, routes] of workers) {
  let size = 0;
  for (const f of await jsClosure(worker)) size += gz(await readFile(f));
  const name = relative(DIST, worker);
  check(`worker ${name} (${routes.length} pages) ≤ ${kb(BUDGET.workerJsGzip)}`, size <= BUDGET.workerJsGzip, kb(size));
}

// First screen of the home page (in each language): HTML up to the end of the first section inside <main>,
// plus all its CSS.
for (const [route, file] of [
  ['/', 'index.html'],
  ['/ta', 'ta.html'],
]) {
  const html = await readFile(join(DIST, file), 'utf8');
  const mainAt = html.indexOf('<main');
  const firstEnd = html.slice(mainAt).search(/<\/(section|header)>/);
  const cut = firstEnd > 0 ? mainAt + firstEnd + 10 : html.length;
  let linkedCss = '';
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g))
    linkedCss += await readFile(distPath(m[1]), 'utf8');
  const size = gz(html.slice(0, cut)) + (linkedCss ? gz(linkedCss) : 0);
  check(`${route} first screen (HTML + CSS) ≤ ${kb(BUDGET.firstScreenGzip)}`, size <= BUDGET.firstScreenGzip, kb(size));
}

// SEO files
{
  const robots = existsSync(join(DIST, 'robots.txt')) ? await readFile(join(DIST, 'robots.txt'), 'utf8') : '';
  check('robots.txt names the sitemap', /Sitemap:\s*https?:\/\/\S+\/sitemap-index\.xml/.test(robots));
  check('robots.txt keeps /admin out', /Disallow:\s*\/admin/.test(robots));
  const sitemap = existsSync(join(DIST, 'sitemap-0.xml')) ? await readFile(join(DIST, 'sitemap-0.xml'), 'utf8') : '';
  check('sitemap lists the home page', /<loc>https?:\/\/[^<]+\/<\/loc>/.test(sitemap));
  check('sitemap leaves /admin out', !/\/admin(\/[\w-]+)?<\/loc>/.test(sitemap));
  // The staff pages (src/pages/admin/): each one built, noindex.
  for (const part of ['', '/schedule', '/closures', '/people', '/audit']) {
    const file = join(DIST, `admin${part}.html`);
    const html = existsSync(file) ? await readFile(file, 'utf8') : '';
    check(`/admin${part} is built and noindex`, /<meta name="robots" content="noindex/.test(html));
  }
  const cmsHtml = existsSync(join(CMS_DIR, 'index.html')) ? await readFile(join(CMS_DIR, 'index.html'), 'utf8') : '';
  check('/admin/content/ (the CMS) is built and noindex', /<meta name="robots" content="noindex/.test(cmsHtml));
  check('sitemap leaves the CMS out', !/\/admin\/content/.test(sitemap));
  const cmsOnPublicPages = [];
  for (const file of pages) if ((await readFile(file, 'utf8')).includes('/admin/content')) cmsOnPublicPages.push(file);
  check('no public page loads or links the CMS', cmsOnPublicPages.length === 0, cmsOnPublicPages.join(', '));
  const home = await readFile(join(DIST, 'index.html'), 'utf8');
  const ogImage = home.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
  check('Open Graph image exists', !!ogImage && existsSync(distPath(new URL(ogImage).pathname)), ogImage ?? 'missing');
  const ld = [...home.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  check(
    'JSON-LD describes the trust (NGO + MedicalClinic)',
    /"NGO"/.test(ld) && /"MedicalClinic"/.test(ld) && /openingHours/.test(ld),
  );
}

// Languages: English at the plain paths, Tamil under /ta. Every page says its language, links its twin
// (hreflang and the switcher), preloads only its own type, and a Tamil page shows no English UI text.
{
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

// Valid HTML: html-validate over every page (scripts/lib/html-validity.mjs: the HTML standard's rules).
{
  let errors = null;
  try {
    errors = await htmlErrors(pages);
  } catch (error) {
    console.error(`cannot run the HTML checker: ${error instanceof Error ? error.message : error}`);
  }
  check('HTML checker ran', Array.isArray(errors));
  const byPage = new Map();
  for (const e of errors ?? []) {
    const page = routeOf(e.file);
    byPage.set(page, [...(byPage.get(page) ?? []), `${e.line}:${e.column} ${e.message} (${e.rule})`]);
  }
  for (const file of pages) {
    const route = routeOf(file);
    const found = byPage.get(route) ?? [];
    check(`${route}: valid HTML`, found.length === 0, found.slice(0, 3).join(' | '));
  }
}

// Functions: a public one (a visitor's cold start) carries only its own code (lib/function-bundles.mjs).
for (const f of await measureFunctions()) {
  if (!f.public) continue;
  check(
    `function ${f.name}: own code ≤ ${kb(BUDGET.publicFunctionOwnBytes)}`,
    f.ownBytes <= BUDGET.publicFunctionOwnBytes,
    `${kb(f.ownBytes)} (${f.ownBytes} B)`,
  );
}

// Table for people.
console.log('\nroute                 island  shell-js  react     own-js    js(total)  css      html');
for (const r of report) {
  console.log(
    `${r.route.padEnd(22)}${String(r.hasIsland).padEnd(8)}${kb(r.inlineGzip).padEnd(10)}${kb(r.frameworkGzip).padEnd(10)}${kb(r.ownGzip).padEnd(10)}${kb(r.inlineGzip + r.externalGzip).padEnd(11)}${kb(r.cssGzip).padEnd(9)}${kb(r.htmlGzip)}`,
  );
}

const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed;
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) await writeFile(process.argv[jsonAt + 1], JSON.stringify({ passed, failed, checks, report }, null, 2));
console.log(`\nstatic checks: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
