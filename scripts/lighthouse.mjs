#!/usr/bin/env node
/**
 * Lighthouse on every public route of the production build (mobile, Lighthouse's default simulated
 * throttling: a mid-range phone on a slow 4G network), in Debian's Chromium.
 *
 *   npm run build && npm run lighthouse           # serves dist/ itself on a free port
 *   BASE_URL=http://127.0.0.1:8888 npm run lighthouse
 *   node scripts/lighthouse.mjs --only /,/therapies --runs 3
 *   node scripts/lighthouse.mjs --sample --json reports/tmp/lighthouse.json     # what `npm test` runs
 *
 * Options: --only r1,r2 (routes; default every public route), --sample (one route of each kind, SAMPLE
 * below: what `npm test` runs), --runs N (Lighthouse runs per route, default 1:
 * the report gives each performance figure as the median of the N runs; use 3 or 5 for figures worth
 * comparing), --concurrency N (routes measured at once, default 2), --json FILE ({ passed, failed, rows }).
 *
 * Gates (none depends on the machine's speed): accessibility, best practices and SEO
 * = 1.00 on every route, in every run; a route whose page Lighthouse cannot load, or whose gated audits it
 * cannot carry out (a gatherer timing out on a busy machine), is measured again, and fails after three tries.
 * These are audits of the page, not timings. The performance score, LCP, TBT, CLS and JS bytes are a report,
 * never a failure: they move with the machine's load (a busy 2-core machine scored 0.93 on pages that score
 * 1.00 when it is idle). What gates performance is deterministic and lives elsewhere: bytes, requests,
 * render-blocking resources, the LCP element and layout shift per route in tests/e2e/page-weight.spec.ts,
 * and the JS/CSS gzip budgets of every page in scripts/check-static.mjs.
 *
 * Concurrency: Lighthouse runs in the same Node process are not supported (shared global state), so each
 * lane is a child process of this script with its own Chromium. Two lanes halve the time on two cores and
 * give the same audit results (the audits read the DOM, headers and the network log, not timings); the
 * performance figures of a busy machine are what they are, and the report says they were measured with
 * that many pages at once.
 *
 * Writes reports/lighthouse.md (the table the README links) and reports/lighthouse.json (every row).
 */
import { fork, spawn } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/redis-server.mjs';
import { chromiumFlags, headlessPath } from './lib/chromium.mjs';

/** The audits that gate: each category's score must be this, on every route, in every run. */
const GATES = { accessibility: 1, bestPractices: 1, seo: 1 };
const GATE_NAMES = { accessibility: 'accessibility', bestPractices: 'best practices', seo: 'SEO' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Nothing here reads Lighthouse's pictures of the page (the filmstrip, the last frame, the whole page): not
// taking them is a fifth of each run's time. Every audit that scores a category still runs.
const FLAGS = { output: 'json', logLevel: 'error', disableFullPageScreenshot: true };
// Nor its performance diagnostics that weigh nothing in the score and that this report does not show (each
// costs its audit and often a gatherer of its own, bfcache's a second navigation): the score is made of the
// weighted metrics alone. The page has loaded when it has been quiet for half a second (Lighthouse's default
// is a second): the pages run no script before input, so nothing happens later to wait for.
const { default: defaultConfig } = await import('lighthouse/core/config/default-config.js');
const READ = new Set(['network-requests']);
const GATED_AUDITS = new Set(
  ['accessibility', 'best-practices', 'seo'].flatMap((k) => defaultConfig.categories[k].auditRefs.map((r) => r.id)),
);
const UNWEIGHTED = defaultConfig.categories.performance.auditRefs
  .filter((r) => r.weight === 0 && !READ.has(r.id) && !GATED_AUDITS.has(r.id))
  .map((r) => r.id);
const CONFIG = {
  extends: 'lighthouse:default',
  settings: {
    skipAudits: ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot', ...UNWEIGHTED],
    pauseAfterFcpMs: 500,
    pauseAfterLoadMs: 500,
    networkQuietThresholdMs: 500,
    cpuQuietThresholdMs: 500,
  },
};

const args = process.argv.slice(2);
const argValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const positive = (name, fallback) => {
  const value = argValue(name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} takes a whole number ≥ 1, not ${value}`);
  return n;
};

/**
 * The routes `npm test` audits (--sample): one of each kind of page (the home page, text, cards, the live
 * clock, the forms, the camps, the privacy notice, a page of the old site's extra sections) and the Tamil home
 * page and forms (labels, tap targets and legible text at Tamil lengths). Every other page is one of these
 * templates with other content: axe checks each in full at two widths (tests/e2e/quality.spec.ts),
 * scripts/check-static.mjs its lang, hreflang, canonical, description and valid HTML, and the browser tests
 * its console. `npm run lighthouse` audits every public route.
 */
const SAMPLE = [
  '/',
  '/about',
  '/services',
  '/therapies',
  '/gallery',
  '/clock',
  '/contact',
  '/booking',
  '/donation',
  '/camps',
  '/privacy',
  '/webdesign',
  '/ta',
  '/ta/booking',
  '/ta/donation',
];

/** Public routes = every built page except the 404 pages and pages marked noindex (e.g. /admin). */
async function publicRoutes() {
  const routes = [];
  const walk = async (dir, prefix) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        // The content editors' CMS (admin/content) is a tool, not a page of the site (see tests/e2e/builtPages.ts).
        if (!entry.name.startsWith('_') && `${prefix}${entry.name}` !== 'admin/content')
          await walk(`${dir}/${entry.name}`, `${prefix}${entry.name}/`);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const html = await readFile(`${dir}/${entry.name}`, 'utf8');
        if (/<meta name="robots" content="noindex/.test(html)) continue;
        const route = `/${prefix}${entry.name.replace(/\.html$/, '')}`.replace(/\/index$/, '/').replace(/^\/\/$/, '/');
        routes.push(route === '' ? '/' : route);
      }
    }
  };
  await walk('dist', '');
  return routes.sort();
}

async function startPreview() {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/preview.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('preview did not start')), 120_000);
    child.stdout.on('data', (d) => {
      if (String(d).includes('http://')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`preview exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** The figures of one Lighthouse run. */
function toRun(lhr) {
  const score = (k) => lhr.categories[k]?.score ?? 0;
  const audit = (k) => lhr.audits[k]?.numericValue ?? NaN;
  const jsBytes = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  // The audits that cost a gated category its 1.00 (performance's own audits are not listed).
  const gated = new Set(
    ['accessibility', 'best-practices', 'seo'].flatMap((k) => lhr.categories[k]?.auditRefs.map((r) => r.id) ?? []),
  );
  const failingAudits = Object.values(lhr.audits)
    .filter((a) => gated.has(a.id) && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsBytes,
    failingAudits,
  };
}

/**
 * The gated categories' audits Lighthouse could not carry out in a run (`scoreDisplayMode: 'error'`, and a
 * category scored null because of them), each with Lighthouse's reason.
 */
function unmeasuredAudits(lhr) {
  const gated = ['accessibility', 'best-practices', 'seo'].filter((k) => lhr.categories[k]);
  const ids = new Set(gated.flatMap((k) => lhr.categories[k].auditRefs.map((r) => r.id)));
  const errored = Object.values(lhr.audits)
    .filter((a) => ids.has(a.id) && a.scoreDisplayMode === 'error')
    .map((a) => `${a.id} (${a.errorMessage ?? 'no reason given'})`);
  const unscored = gated.filter((k) => lhr.categories[k].score === null).map((k) => `the ${k} category (no score)`);
  return errored.length ? errored : unscored;
}

/** One row from a route's runs: the median of each performance figure, the lowest of each gated score. */
function toRow(route, runs) {
  // The middle run's figure (for an even count, the mean of the two middle ones), rounded as Lighthouse shows it.
  const median = (k, digits) => {
    const sorted = runs.map((r) => r[k]).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    const value = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
    return Number(value.toFixed(digits));
  };
  const row = { route, runs: runs.length };
  for (const [k, digits] of Object.entries({ performance: 2, lcpMs: 0, tbtMs: 0, cls: 3, jsBytes: 0 }))
    row[k] = median(k, digits);
  for (const k of Object.keys(GATES)) row[k] = Math.min(...runs.map((r) => r[k]));
  row.failingAudits = [...new Set(runs.flatMap((r) => r.failingAudits))];
  const problems = Object.entries(GATES)
    .filter(([k, min]) => row[k] < min)
    .map(([k]) => `${GATE_NAMES[k]} ${row[k]}`);
  row.ok = problems.length === 0;
  if (!row.ok) row.error = `${problems.join(', ')}; failing audits: ${row.failingAudits.join(', ') || '(none listed)'}`;
  return row;
}

/**
 * A lane (child process): its own Chromium; measures the routes the parent sends, one at a time, and sends
 * back each route's runs (or why Lighthouse could not load the page).
 */
async function lane() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const base = argValue('--base');
  const runs = positive('--runs', 1);
  const chrome = await chromeLauncher.launch({
    chromePath: headlessPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  const once = async (url, onlyCategories = CATEGORIES) => {
    // A page Lighthouse cannot load (runtimeError, or a thrown protocol error), or a run in which one of the
    // gated categories' audits could not be carried out (Lighthouse then scores the whole category null: on a
    // busy machine a gatherer can time out), is a failed measurement, not a verdict on the page: tried again.
    let reason = 'Lighthouse could not load the page';
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        const result = await lighthouse(url, { ...FLAGS, port: chrome.port, onlyCategories }, CONFIG);
        const unmeasured = result && !result.lhr.runtimeError ? unmeasuredAudits(result.lhr) : [];
        if (result && !result.lhr.runtimeError && unmeasured.length === 0) return { run: toRun(result.lhr) };
        reason = result?.lhr.runtimeError
          ? `Lighthouse could not load the page: ${result.lhr.runtimeError.code}`
          : result
            ? `Lighthouse could not carry out ${unmeasured.join('; ')}`
            : 'Lighthouse could not load the page: no result';
      } catch (error) {
        reason = `Lighthouse could not load the page: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    return { error: reason };
  };
  process.on('message', async (message) => {
    if (message.type === 'warm') {
      // A fresh Chromium has cold caches of its own (disk cache, compiled code): without this, the first
      // route each lane measured was measured cold.
      await once(base + message.route, ['performance']);
      process.send({ type: 'ready' });
    } else if (message.type === 'route') {
      const out = [];
      for (let i = 0; i < runs; i++) {
        const { run, error } = await once(base + message.route);
        if (error) {
          process.send({ type: 'result', route: message.route, error });
          return;
        }
        out.push(run);
      }
      process.send({ type: 'result', route: message.route, runs: out });
    } else if (message.type === 'stop') {
      await chrome.kill();
      process.exit(0);
    }
  });
  process.send({ type: 'started' });
}

async function main() {
  const runs = positive('--runs', 1);
  const only = argValue('--only')?.split(',');
  const sample = args.includes('--sample');
  const all = await publicRoutes();
  const unknown = SAMPLE.filter((r) => !all.includes(r));
  if (sample && unknown.length) throw new Error(`--sample names routes the build has not: ${unknown.join(', ')}`);
  const routes = only ?? (sample ? SAMPLE : all);
  const concurrency = Math.min(positive('--concurrency', 2), routes.length);
  const jsonOut = argValue('--json');
  const started = Date.now();
  const server = process.env.BASE_URL ? { base: process.env.BASE_URL, stop() {} } : await startPreview();

  const rows = new Map();
  const lanes = [];
  try {
    // A fresh preview reads each file on first use: one plain request per route first.
    for (const route of routes) await fetch(server.base + route).catch(() => {});
    const queue = [...routes];
    const self = fileURLToPath(import.meta.url);
    await Promise.all(
      Array.from(
        { length: concurrency },
        (_, i) =>
          new Promise((resolve, reject) => {
            const child = fork(self, ['--lane', '--base', server.base, '--runs', String(runs)], {
              stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
            });
            lanes.push(child);
            const next = () => {
              const route = queue.shift();
              if (route) child.send({ type: 'route', route });
              else resolve();
            };
            child.on('message', (message) => {
              if (message.type === 'started') child.send({ type: 'warm', route: routes[i % routes.length] });
              else if (message.type === 'ready') next();
              else if (message.type === 'result') {
                const row = message.error
                  ? { route: message.route, ok: false, error: message.error }
                  : toRow(message.route, message.runs);
                rows.set(message.route, row);
                console.log(
                  row.runs
                    ? `${row.ok ? '  ok  ' : '  FAIL'} ${row.route.padEnd(20)} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} | perf ${row.performance} LCP ${row.lcpMs}ms TBT ${row.tbtMs}ms CLS ${row.cls} JS ${(row.jsBytes / 1024).toFixed(1)}KB${runs > 1 ? ` (median of ${row.runs})` : ''}${row.ok ? '' : ` — ${row.error}`}`
                    : `  FAIL ${row.route.padEnd(20)} ${row.error}`,
                );
                next();
              }
            });
            child.once('exit', (code) => {
              if (queue.length || code) reject(new Error(`a Lighthouse lane exited with ${code}`));
            });
          }),
      ),
    );
  } finally {
    for (const child of lanes) if (child.connected) child.send({ type: 'stop' });
    await Promise.all(
      lanes.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    server.stop();
  }

  const ordered = routes.map((route) => rows.get(route) ?? { route, ok: false, error: 'not measured' });
  const passed = ordered.filter((r) => r.ok).length;
  const failed = ordered.length - passed;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const cores = availableParallelism();
  const cpu = cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const { version } = JSON.parse(await readFile('node_modules/lighthouse/package.json', 'utf8'));

  await mkdir('reports', { recursive: true });
  const md = [
    '# Lighthouse (mobile, simulated slow 4G, Debian Chromium)',
    '',
    `> The performance figures (score, LCP, TBT, CLS) are a report measured on this machine, not a gate: they` +
      ` move with the machine's speed and load. Measured with ${concurrency} page${concurrency > 1 ? 's' : ''} at once` +
      ` (each in its own Chromium), ${runs === 1 ? '1 run per route' : `the median of ${runs} runs per route`}.` +
      ' What gates performance is deterministic: bytes, requests, render-blocking resources, the LCP element and' +
      ' layout shift per route (tests/e2e/page-weight.spec.ts) and the JS/CSS gzip budgets of every page' +
      ' (scripts/check-static.mjs).',
    '',
    `Generated by \`node scripts/lighthouse.mjs${runs > 1 ? ` --runs ${runs}` : ''}\` on ${new Date().toISOString().slice(0, 10)}` +
      ` in ${minutes} min, on ${cores} core${cores > 1 ? 's' : ''} (${cpu}), Lighthouse ${version}.` +
      ` Gates: accessibility, best practices and SEO = 1.00 on every route (${passed} passed, ${failed} failed).`,
    '',
    '| route | performance | LCP (ms) | TBT (ms) | CLS | JS transferred | runs | accessibility | best practices | SEO |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...ordered.map((r) =>
      r.runs
        ? `| ${r.route} | ${r.performance} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${(r.jsBytes / 1024).toFixed(1)} KB | ${r.runs} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`
        : `| ${r.route} | ${r.error} | | | | | | | | |`,
    ),
    '',
    ...(failed ? ['Failed:', '', ...ordered.filter((r) => !r.ok).map((r) => `- ${r.route}: ${r.error}`), ''] : []),
  ].join('\n');
  // The committed report covers every route: a sample (or a chosen few) leaves it as it is.
  if (!sample && !only) {
    await writeFile('reports/lighthouse.md', md);
    await writeFile('reports/lighthouse.json', JSON.stringify(ordered, null, 2));
  }
  if (jsonOut) await writeFile(jsonOut, JSON.stringify({ passed, failed, rows: ordered }, null, 2));
  console.log(
    `\nlighthouse: ${passed} passed, ${failed} failed (${minutes} min, ${concurrency} at once, ${runs} run${runs > 1 ? 's' : ''} each)`,
  );
  process.exit(failed ? 1 : 0);
}

if (args.includes('--lane')) await lane();
else await main();
