#!/usr/bin/env node
/**
 * `npm test`: every layer, in order, on the production build.
 *   0. what the machine must have (Chromium, redis-server: scripts/lib/prerequisites.mjs), checked first and
 *      installed where this machine allows it (Debian/Ubuntu as root or with passwordless sudo); otherwise
 *      one message naming what to install and how, within seconds
 *   1. vitest: unit (lib, server, schemas, content) and api (functions against the embedded store and a
 *      real throwaway redis-server)
 *   2. astro build
 *   3. static gates on dist/: byte budgets, valid HTML (html-validate), SEO files
 *   4. Playwright on `npm run preview` of the build (over a throwaway real Redis): e2e, accessibility (axe),
 *      security headers, links, page weight (bytes, requests, render-blocking, LCP element, CLS); the patient's
 *      paths in Firefox ESR and WebKit; then the outage drill and the CMS side by side (their own servers)
 *   5. Lighthouse audits on one route of each kind, English and Tamil (scripts/lighthouse.mjs --sample):
 *      accessibility, best practices, SEO gate (skipped with SKIP_LIGHTHOUSE=1 for quick local
 *      runs); `npm run lighthouse` audits every route and writes the performance report
 * BUSY_CORES=N keeps N cores busy with a spinning process for the whole run (the suite must stay green and
 * within its time when the machine is shared).
 * Each step runs even if an earlier one failed (so one run shows everything), except that nothing runs
 * on a failed build. Ends with one line: `tests: N passed, N failed`. A test that failed and then passed on
 * a retry (flaky) counts as failed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { ensurePrerequisites, thisSystem } from './lib/prerequisites.mjs';
import { startRedis } from './lib/redis-server.mjs';

if (!existsSync('node_modules/.bin/playwright')) {
  console.error('npm test needs the packages of the project first: run `npm install`.');
  process.exit(1);
}
const missing = ensurePrerequisites(thisSystem(), { install: true });
if (missing) {
  console.error(`\n${missing}`);
  process.exit(1);
}

// A machine that is busy with something else: N processes that spin until the run ends.
const busy = Array.from({ length: Number(process.env.BUSY_CORES) || 0 }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
process.on('exit', () => busy.forEach((child) => child.kill('SIGKILL')));
if (busy.length) console.log(`(${busy.length} core(s) kept busy by another process for this run)`);
const runStarted = Date.now();

const results = [];
let passed = 0;
let failed = 0;

function run(name, command, args, env = {}) {
  return new Promise((resolve) => {
    console.log(`\n━━ ${name}: ${[command, ...args].join(' ')}`);
    const started = Date.now();
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      results.push({ name, ok: code === 0, seconds });
      resolve(code === 0);
    });
  });
}

/** What failed, one line each: printed last, so a log's tail (all CI shows) names it. */
const failures = [];
// Terminal colours (ESC [ ... m) dropped: the line is read in a plain log.
const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
// The first line of an error, and the locator or call it was about when Playwright names one on a later line
// ("expect(locator).toBeVisible() failed" alone does not say what was not visible).
const firstLine = (text) => {
  const lines = String(text ?? '')
    .replace(ESCAPES, '')
    .trim()
    .split('\n');
  const about = lines.find(
    (line) => /^\s*(Locator|Call log|Expected|Received):/.test(line) && !/^\s*Call log:\s*$/.test(line),
  );
  return [lines[0], about?.trim()].filter(Boolean).join(' | ').slice(0, 400);
};

/** Playwright's JSON report: every test that failed or passed only on a retry, with its project and error. */
function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
      const error = t.results?.find((r) => r.status !== 'passed' && r.status !== 'skipped')?.error?.message;
      failures.push(
        `${t.status === 'flaky' ? 'flaky' : 'failed'} [${t.projectName}] ${[...here, spec.title].join(' › ')}` +
          ` (${spec.file}:${spec.line}): ${firstLine(error)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, here);
}

async function countJson(file, kind) {
  try {
    const data = JSON.parse(await readFile(file, 'utf8'));
    if (kind === 'vitest') {
      passed += data.numPassedTests ?? 0;
      failed += data.numFailedTests ?? 0;
      for (const result of data.testResults ?? []) {
        for (const a of result.assertionResults ?? []) {
          if (a.status === 'failed')
            failures.push(`failed ${a.fullName} (${result.name}): ${firstLine(a.failureMessages?.[0])}`);
        }
        if (result.status === 'failed' && !(result.assertionResults ?? []).some((a) => a.status === 'failed')) {
          failures.push(`failed ${result.name}: ${firstLine(result.message)}`);
        }
      }
    } else if (kind === 'playwright') {
      passed += data.stats?.expected ?? 0;
      failed += (data.stats?.unexpected ?? 0) + (data.stats?.flaky ?? 0);
      for (const suite of data.suites ?? []) playwrightFailures(suite);
      for (const error of data.errors ?? []) failures.push(`failed (run error): ${firstLine(error.message)}`);
    } else {
      passed += data.passed ?? 0;
      failed += data.failed ?? 0;
      for (const c of data.checks ?? []) if (!c.ok) failures.push(`failed ${c.name}${c.detail ? `: ${c.detail}` : ''}`);
      for (const r of data.rows ?? [])
        if (!r.ok) failures.push(`failed lighthouse ${r.route}${r.error ? `: ${r.error}` : ''}`);
    }
  } catch {
    failed += 1; // a runner that wrote no report did not pass
    failures.push(`failed: ${file} was not written`);
  }
}

await rm('reports/tmp', { recursive: true, force: true });
await mkdir('reports/tmp', { recursive: true });

await run('vitest (unit, contract, api)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/tmp/vitest.json',
]);
await countJson('reports/tmp/vitest.json', 'vitest');

// The functions are bundled for the previews (browser tests, outage drill, Lighthouse) beside the build: the
// bundler and Astro each leave the other core partly idle.
const bundled = new Promise((resolve) => {
  const child = spawn(process.execPath, ['scripts/preview.mjs', '--bundle-only'], { stdio: 'inherit' });
  child.on('close', resolve);
});
const built = await run('build', 'npx', ['astro', 'build']);
await bundled;
if (!built) {
  failed += 1;
} else {
  await run('budgets (bytes, HTML, SEO)', 'node', ['scripts/check-static.mjs', '--json', 'reports/tmp/static.json']);
  await countJson('reports/tmp/static.json', 'static');

  const redis = await startRedis().catch((error) => {
    console.error(`\n!! redis-server did not start (${error.message}): the browser tests use the embedded store.`);
    results.push({ name: 'redis-server for the browser tests', ok: false, seconds: '0.0' });
    return null;
  });
  const storeEnv = redis ? { REDIS_URL: redis.url } : {};
  await run(
    'browser (e2e, axe, headers, links, page weight; Firefox and WebKit paths)',
    'npx',
    ['playwright', 'test', '--project=desktop', '--project=mobile', '--project=engines', '--fail-on-flaky-tests'],
    {
      ...storeEnv,
      PLAYWRIGHT_JSON_OUTPUT_FILE: 'reports/tmp/playwright.json',
    },
  );
  await countJson('reports/tmp/playwright.json', 'playwright');

  // Projects that start their own servers, side by side (one worker each: each is a serial story): the outage
  // drill (its own redis-server and preview) and the content editors' CMS (its local backend and a dev server
  // over a copy of the project).
  await run(
    'outage drill (redis-server stopped mid-use) and content editor (CMS, local backend)',
    'npx',
    ['playwright', 'test', '--project=faults', '--project=cms', '--fail-on-flaky-tests'],
    { E2E_NO_WEBSERVER: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: 'reports/tmp/own-servers.json' },
  );
  await countJson('reports/tmp/own-servers.json', 'playwright');

  if (process.env.SKIP_LIGHTHOUSE) {
    console.log('\n━━ lighthouse: skipped (SKIP_LIGHTHOUSE set)');
  } else {
    await run(
      'lighthouse audits (accessibility, best practices, SEO: one route of each kind)',
      'node',
      ['scripts/lighthouse.mjs', '--sample', '--json', 'reports/tmp/lighthouse.json'],
      storeEnv,
    );
    await countJson('reports/tmp/lighthouse.json', 'lighthouse');
  }
  await redis?.stop();
}

for (const child of busy) child.kill('SIGKILL');

console.log(`\n━━ summary (${((Date.now() - runStarted) / 60_000).toFixed(1)} min)`);
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const allOk = results.every((r) => r.ok);
if (failures.length) console.log(`\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
