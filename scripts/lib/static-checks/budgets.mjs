/**
 * The byte budgets of scripts/check-static.mjs: each page's JavaScript and CSS (with the basic SEO facts of
 * each page, checked in the same pass), the Web Workers, the home page's first screen and the public
 * functions' own code.
 */
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { measureFunctions } from '../function-bundles.mjs';
import { BUDGET, DIST, check, distPath, gz, jsClosure, kb, routeOf } from './common.mjs';

/** The Web Workers a module starts (`new Worker(new URL('/_astro/….js', import.meta.url))` once built). */
const workersOf = (code) =>
  [...code.matchAll(/new Worker\(\s*new URL\(\s*["'`](\/[^"'`]+\.js)["'`]/g)].map((m) => distPath(m[1]));

/**
 * Every page's JavaScript and CSS within its budgets, and its canonical, description and one <h1>.
 * Returns the figures of each page (the table) and each worker's file → the pages that can start it.
 */
export async function checkPages(pages) {
  /** Each worker's file → the pages that can start it. */
  const workers = new Map();
  const report = [];
  for (const file of pages) {
    const route = routeOf(file);
    const html = await readFile(file, 'utf8');

    // JavaScript
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g),
    ]
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
      !/^(\/ta)?\/(admin|appointment\/manage|donation\/payment|donation\/reminders|camps\/registration)(\/|$)/.test(
        route,
      )
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
  return { report, workers };
}

/** Web Workers: each one with everything it imports, within its own budget. */
export async function checkWorkers(workers) {
  check(
    'the forms start their proof-of-work worker',
    workers.size > 0,
    workers.size ? `${workers.size} worker(s)` : 'no new Worker(new URL(…)) found',
  );
  for (const [worker, routes] of workers) {
    let size = 0;
    for (const f of await jsClosure(worker)) size += gz(await readFile(f));
    const name = relative(DIST, worker);
    check(
      `worker ${name} (${routes.length} pages) ≤ ${kb(BUDGET.workerJsGzip)}`,
      size <= BUDGET.workerJsGzip,
      kb(size),
    );
  }
}

/**
 * First screen of the home page (in each language): HTML up to the end of the first section inside <main>,
 * plus all its CSS.
 */
export async function checkFirstScreen() {
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
    check(
      `${route} first screen (HTML + CSS) ≤ ${kb(BUDGET.firstScreenGzip)}`,
      size <= BUDGET.firstScreenGzip,
      kb(size),
    );
  }
}

/** Functions: a public one (a visitor's cold start) carries only its own code (../function-bundles.mjs). */
export async function checkFunctions() {
  for (const f of await measureFunctions()) {
    if (!f.public) continue;
    check(
      `function ${f.name}: own code ≤ ${kb(BUDGET.publicFunctionOwnBytes)}`,
      f.ownBytes <= BUDGET.publicFunctionOwnBytes,
      `${kb(f.ownBytes)} (${f.ownBytes} B)`,
    );
  }
}
