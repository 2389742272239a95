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
 * The parts: lib/lighthouse-audits.mjs (configuration, gates, the figures of a run), lib/lighthouse-lane.mjs
 * (a lane) and lib/lighthouse-report.mjs (the Markdown report).
 */
import { fork, spawn } from 'node:child_process';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './lib/redis-server.mjs';
import { toRow } from './lib/lighthouse-audits.mjs';
import { lane } from './lib/lighthouse-lane.mjs';
import { reportMarkdown } from './lib/lighthouse-report.mjs';

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
  await mkdir('reports', { recursive: true });
  const md = await reportMarkdown({ ordered, passed, failed, minutes, concurrency, runs });
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

if (args.includes('--lane')) await lane({ base: argValue('--base'), runs: positive('--runs', 1) });
else await main();
