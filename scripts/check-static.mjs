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
 *
 * The checks themselves live in lib/static-checks/ (budgets.mjs, seo.mjs, languages.mjs; common.mjs holds
 * what they share); this script runs them in order, prints the table and the summary.
 */
import { writeFile } from 'node:fs/promises';
import { htmlErrors } from './lib/html-validity.mjs';
import { BUDGET, CMS_DIR, DIST, check, checks, kb, routeOf, walk } from './lib/static-checks/common.mjs';
import { checkFirstScreen, checkFunctions, checkPages, checkWorkers } from './lib/static-checks/budgets.mjs';
import { checkSeoFiles } from './lib/static-checks/seo.mjs';
import { checkLanguages } from './lib/static-checks/languages.mjs';

/** The byte budgets, each with its reason, in one file (scripts/budgets.json). */
export { BUDGET };

const files = await walk(DIST);
// The content editors' CMS (dist/admin/content/) is not a page of the site: checked on its own (seo.mjs).
const pages = files.filter((f) => f.endsWith('.html') && !f.startsWith(CMS_DIR)).sort();

// Each page's JavaScript and CSS budgets and SEO basics; the Web Workers; the home page's first screen.
const { report, workers } = await checkPages(pages);
await checkWorkers(workers);
await checkFirstScreen();

// SEO files
await checkSeoFiles(pages);

// Languages: English at the plain paths, Tamil under /ta. Every page says its language, links its twin
// (hreflang and the switcher), preloads only its own type, and a Tamil page shows no English UI text.
await checkLanguages(pages);

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
await checkFunctions();

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
