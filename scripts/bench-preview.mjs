#!/usr/bin/env node
/**
 * The functions as a deploy runs them, measured (part of `npm run bench`; writes reports/bench-preview.md):
 *   - each function's bundle: its own code's bytes (from src/ and netlify/, ./lib/function-bundles.mjs) and the
 *     median time a new Node process takes to import it (a cold start's module load), beside the health
 *     function's. Targets: a public function's own code ≤ the budget in scripts/budgets.json (check-static
 *     gates it), its import ≤ 1.5× health's;
 *   - the local production copy (`npm run preview`) over real HTTP on the build in dist/: a read (GET
 *     /api/health) and a write (POST /api/callbacks), one call at a time: p50 / p99; and 200 writes at once:
 *     how many failed (a 5xx or no answer). Targets: p50 ≤ 50 ms a call, 200 at once with 0 errors.
 * The store is a throwaway redis-server when one is installed, else the embedded one.
 *
 *   npm run build && node scripts/bench-preview.mjs
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { freePort, startRedis } from './lib/redis-server.mjs';
import { importTimes, measureFunctions } from './lib/function-bundles.mjs';
import { cachedBundle } from './lib/warm-functions.mjs';
import budgets from './budgets.json' with { type: 'json' };

const SAMPLES = Number(process.env.BENCH_PREVIEW_SAMPLES ?? 200);
const CONCURRENCY = 200;
const IMPORT_RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 9);
/** A public function's cold import may take at most this many times the health function's. */
const IMPORT_RATIO = 1.5;

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/preview.mjs'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = performance.now();
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('http://') && resolve(undefined));
    child.once('exit', (code) => reject(new Error(`preview exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    startMs: performance.now() - started,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A solved proof of work for one write (README, "Proof of work"): a real challenge from the server, solved
 * here before the call is timed (the solving is the visitor's device's share, not the function's).
 */
async function proof(base) {
  const { challenge } = await (await fetch(`${base}/api/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let serial = 0;
const callback = (base, altcha) =>
  fetch(`${base}/api/callbacks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      name: `Bench caller ${++serial}`,
      mobile: `9${String(100000000 + serial).slice(-9)}`,
      altcha,
    }),
  });
const health = (base) => fetch(`${base}/api/health`);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function latency(op, samples, prepare = async () => undefined) {
  const times = [];
  for (let i = 0; i < samples; i++) {
    const ready = await prepare();
    const t = performance.now();
    const res = await op(ready);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status} during the latency run`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), first: null };
}

async function burst(base, count) {
  const proofs = await Promise.all(Array.from({ length: count }, () => proof(base)));
  const t = performance.now();
  const answers = await Promise.all(
    proofs.map((altcha) =>
      callback(base, altcha)
        .then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        })
        .catch(() => 0),
    ),
  );
  const errors = answers.filter((s) => s === 0 || s >= 500).length;
  return { count, errors, ms: performance.now() - t };
}

async function measure(env) {
  const label = 'warm (npm run preview)';
  const server = await startServer(env);
  try {
    // The first call of a function is its cold start (the module's load).
    const first = await proof(server.base);
    const coldStart = performance.now();
    await (await callback(server.base, first)).arrayBuffer();
    const coldMs = performance.now() - coldStart;
    const samples = SAMPLES;
    const read = await latency(() => health(server.base), samples);
    const write = await latency(
      (altcha) => callback(server.base, altcha),
      samples,
      () => proof(server.base),
    );
    const many = await burst(server.base, CONCURRENCY);
    const row = { label, startMs: server.startMs, coldMs, read, write, many, samples };
    console.log(
      `${label}: start ${(row.startMs / 1000).toFixed(1)} s, first call ${coldMs.toFixed(0)} ms, ` +
        `GET p50 ${read.p50.toFixed(1)} / p99 ${read.p99.toFixed(1)} ms, POST p50 ${write.p50.toFixed(1)} / ` +
        `p99 ${write.p99.toFixed(1)} ms, ${many.count} at once: ${many.errors} errors in ${(many.ms / 1000).toFixed(1)} s`,
    );
    return row;
  } finally {
    await server.stop();
  }
}

const redis = await startRedis().catch(() => null);
const dbDir = mkdtempSync(join(tmpdir(), 'bench-preview-'));
const env = {
  ...(redis ? { REDIS_URL: redis.url } : { EMBEDDED_DB_PATH: join(dbDir, 'bench.sqlite') }),
  // The per-network limits would refuse a bench from one address: off, as in the browser tests.
  RATE_LIMIT_PER_MINUTE: '100000',
  BOOKING_LIMIT_NETWORK_PER_DAY: '0',
  OUTBOX_DIR: join(dbDir, 'mail'),
};
// Bundles first: the preview then starts from the same cached bundle.
const root = process.cwd();
const sizes = await measureFunctions({ projectRoot: root });
const { functions } = await cachedBundle({
  projectRoot: root,
});
const imports = await importTimes(functions, { runs: IMPORT_RUNS });
const healthMs = imports.get('health') ?? NaN;
const ownCeiling = budgets.publicFunctionOwnBytes.bytes;
for (const f of sizes) {
  const ms = imports.get(f.name) ?? NaN;
  console.log(
    `${f.name.padEnd(20)} ${f.public ? 'public' : 'staff '} own ${(f.ownBytes / 1024).toFixed(1).padStart(6)} KB, ` +
      `import ${ms.toFixed(0).padStart(5)} ms (${(ms / healthMs).toFixed(2)}× health)`,
  );
}

const rows = [];
try {
  rows.push(await measure(env));
} finally {
  await redis?.stop();
  rmSync(dbDir, { recursive: true, force: true });
}

const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const table = [
  `# Functions: bundles, cold imports, calls`,
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores with \`node scripts/bench-preview.mjs\` ` +
    `(part of \`npm run bench\`). Own code: bytes from src/ and netlify/ in the module a deploy runs ` +
    `(scripts/lib/function-build.mjs; check-static fails a public function over ` +
    `${(ownCeiling / 1024).toFixed(0)} KB; scripts/budgets.json); import: median of ` +
    `${IMPORT_RUNS} new Node processes importing the bundle (target ≤ ${IMPORT_RATIO}× health's).`,
  '',
  '| function | kind | own code | whole bundle | import (median) | vs health |',
  '|---|---|---:|---:|---:|---:|',
  ...sizes.map((f) => {
    const ms = imports.get(f.name) ?? NaN;
    return (
      `| ${f.name} | ${f.public ? 'public' : 'staff/ops'} | ${(f.ownBytes / 1024).toFixed(1)} KB | ` +
      `${(f.bytes / 1024).toFixed(1)} KB | ${ms.toFixed(0)} ms | ${(ms / healthMs).toFixed(2)}× |`
    );
  }),
  '',
  `## Preview calls`,
  '',
  `Store: ${redis ? 'redis-server' : 'embedded'}. Targets: p50 ≤ 50 ms a call; ` +
    `${CONCURRENCY} calls at once with 0 errors.`,
  '',
  '| functions | start-up | first call | GET /api/health p50 / p99 | POST /api/callbacks p50 / p99 | calls at once | errors |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.label} | ${(r.startMs / 1000).toFixed(1)} s | ${ms(r.coldMs)} | ${ms(r.read.p50)} / ${ms(r.read.p99)} | ` +
      `${ms(r.write.p50)} / ${ms(r.write.p99)} | ${r.many.count} | ${r.many.errors} |`,
  ),
  '',
  `Latency: ${SAMPLES} sequential calls.`,
  '',
].join('\n');
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench-preview.md', table);
console.log('\nwrote reports/bench-preview.md');

const warm = rows[0];
if (warm.write.p50 > 50 || warm.read.p50 > 50 || warm.many.errors > 0) {
  console.error('preview bench: a target was missed (p50 ≤ 50 ms, 0 errors at 200 at once)');
  process.exitCode = 1;
}
const heavy = sizes.filter((f) => f.public && f.ownBytes > ownCeiling).map((f) => f.name);
const slow = sizes.filter((f) => f.public && (imports.get(f.name) ?? 0) > IMPORT_RATIO * healthMs).map((f) => f.name);
if (heavy.length || slow.length) {
  console.error(
    `functions bench: over the own-code budget: ${heavy.join(', ') || 'none'}; ` +
      `import over ${IMPORT_RATIO}× health's: ${slow.join(', ') || 'none'}`,
  );
  process.exitCode = 1;
}
