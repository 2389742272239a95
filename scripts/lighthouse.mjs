#!/usr/bin/env node
/**
 * Lighthouse on every public route of the production build (mobile, Lighthouse's default simulated
 * throttling: a mid-range phone on a slow 4G network), in Debian's Chromium.
 *
 *   npm run build && npm run lighthouse           # serves dist/ itself on a free port
 *   BASE_URL=http://127.0.0.1:8888 npm run lighthouse
 *   node scripts/lighthouse.mjs --only /,/therapies --json reports/tmp/lighthouse.json
 *
 * Budgets: performance ≥ 0.95; accessibility, best practices and SEO = 1.00; CLS = 0.
 * Writes reports/lighthouse.md (the table the README links) and reports/lighthouse.json.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { spawn } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { freePort } from './lib/redis-server.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';

const BUDGET = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1, cls: 0 };
const args = process.argv.slice(2);
const argValue = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

/** Public routes = every built page except the 404 page and pages marked noindex (e.g. /admin). */
async function publicRoutes() {
  const { readFile } = await import('node:fs/promises');
  const routes = [];
  const walk = async (dir, prefix) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_')) await walk(`${dir}/${entry.name}`, `${prefix}${entry.name}/`);
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
    const timer = setTimeout(() => reject(new Error('preview did not start')), 60_000);
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
function toRow(route, lhr) {
  const score = (k) => lhr.categories[k].score ?? 0;
  const audit = (k) => lhr.audits[k]?.numericValue ?? NaN;
  const jsBytes = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((i) => i.resourceType === 'Script')
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const failingAudits = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    route,
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

function problemsOf(row) {
  const problems = [];
  if (row.performance < BUDGET.performance) problems.push(`performance ${row.performance}`);
  if (row.accessibility < BUDGET.accessibility) problems.push(`accessibility ${row.accessibility}`);
  if (row.bestPractices < BUDGET['best-practices']) problems.push(`best practices ${row.bestPractices}`);
  if (row.seo < BUDGET.seo) problems.push(`SEO ${row.seo}`);
  if (row.cls > BUDGET.cls) problems.push(`CLS ${row.cls}`);
  return problems;
}

function medianRow(runs) {
  const median = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const out = { ...runs[0], runs: runs.length };
  for (const k of ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'tbtMs', 'cls', 'jsBytes'])
    out[k] = median(k);
  out.failingAudits = [...new Set(runs.flatMap((r) => r.failingAudits))];
  return out;
}

const only = argValue('--only')?.split(',');
const routes = only ?? (await publicRoutes());
const server = process.env.BASE_URL ? { base: process.env.BASE_URL, stop() {} } : await startPreview();

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});

const rows = [];
let passed = 0;
let failed = 0;
try {
  // Warm up: a fresh preview builds each function and reads each file on first use, and a fresh Chromium
  // has cold caches of its own. Without this the first route (home) was measured cold in every CI run.
  for (const route of routes) await fetch(server.base + route).catch(() => {});
  await lighthouse(server.base + routes[0], {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });

  for (const route of routes) {
    const url = server.base + route;
    const measure = async () => {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        if (result && !result.lhr.runtimeError) return toRow(route, result.lhr);
      }
      return null;
    };
    let row = await measure();
    if (!row) {
      rows.push({ route, error: 'Lighthouse could not load the page' });
      failed++;
      continue;
    }
    // Lab timings on a shared machine are noisy: a route that misses a budget is measured twice more and
    // judged on the median of the three runs, metric by metric (as Lighthouse CI does).
    if (problemsOf(row).length) {
      const runs = [row, await measure(), await measure()].filter(Boolean);
      row = medianRow(runs);
    }
    const problems = problemsOf(row);
    row.ok = problems.length === 0;
    if (row.ok) passed++;
    else failed++;
    rows.push(row);
    console.log(
      `${row.ok ? '  ok  ' : '  FAIL'} ${route.padEnd(20)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo} LCP ${row.lcpMs}ms TBT ${row.tbtMs}ms CLS ${row.cls} JS ${(row.jsBytes / 1024).toFixed(1)}KB${row.runs ? ` (median of ${row.runs} runs)` : ''}${problems.length ? ` — ${problems.join(', ')}; failing audits: ${row.failingAudits.join(', ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}

await mkdir('reports', { recursive: true });
const md = [
  '# Lighthouse (mobile, simulated slow 4G, Debian Chromium)',
  '',
  `Generated by \`npm run lighthouse\` on ${new Date().toISOString().slice(0, 10)}. Budgets: performance ≥ 0.95; accessibility, best practices, SEO = 1.00; CLS = 0.`,
  '',
  '| route | performance | accessibility | best practices | SEO | LCP (ms) | TBT (ms) | CLS | JS transferred |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((r) =>
    r.error
      ? `| ${r.route} | ${r.error} | | | | | | | |`
      : `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${(r.jsBytes / 1024).toFixed(1)} KB |`,
  ),
  '',
].join('\n');
await writeFile('reports/lighthouse.md', md);
await writeFile('reports/lighthouse.json', JSON.stringify(rows, null, 2));
const jsonOut = argValue('--json');
if (jsonOut) await writeFile(jsonOut, JSON.stringify({ passed, failed, rows }, null, 2));
console.log(`\nlighthouse: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
