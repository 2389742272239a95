#!/usr/bin/env node
/**
 * The local production copy's function calls, warm (`npm run preview` today) beside the old way (@netlify/dev's
 * emulator: a build and a new worker per call), over real HTTP on the production build in dist/:
 *   - a read (GET /api/health) and a write (POST /api/callbacks), one call at a time: p50 / p99;
 *   - many writes at once (200 warm; BASELINE_CONCURRENCY, 60 by default, for the emulator): how many failed
 *     (a 5xx or no answer).
 * Targets (issue #26): p50 ≤ 50 ms a call, 200 at once with 0 errors. Part of `npm run bench`; writes
 * reports/bench-preview.md. The store is a throwaway redis-server when one is installed, else the embedded one.
 *
 *   npm run build && node scripts/bench-preview.mjs [--no-baseline]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { freePort, startRedis } from './lib/redis-server.mjs';

const SAMPLES = Number(process.env.BENCH_PREVIEW_SAMPLES ?? 200);
const BASELINE_SAMPLES = Number(process.env.BENCH_BASELINE_SAMPLES ?? 15);
const CONCURRENCY = 200;
const BASELINE_CONCURRENCY = Number(process.env.BASELINE_CONCURRENCY ?? 60);
const withBaseline = !process.argv.includes('--no-baseline');

async function startServer(emulated, env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/preview.mjs', ...(emulated ? ['--emulated-functions'] : [])], {
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

async function measure(emulated, env) {
  const label = emulated ? 'emulator (old way)' : 'warm (npm run preview)';
  const server = await startServer(emulated, env);
  try {
    // The first call of each function is its cold start (a load warm, a build under the emulator).
    const first = await proof(server.base);
    const coldStart = performance.now();
    await (await callback(server.base, first)).arrayBuffer();
    const coldMs = performance.now() - coldStart;
    const samples = emulated ? BASELINE_SAMPLES : SAMPLES;
    const read = await latency(() => health(server.base), samples);
    const write = await latency(
      (altcha) => callback(server.base, altcha),
      samples,
      () => proof(server.base),
    );
    const many = await burst(server.base, emulated ? BASELINE_CONCURRENCY : CONCURRENCY);
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
const rows = [];
try {
  rows.push(await measure(false, env));
  if (withBaseline) rows.push(await measure(true, env));
} finally {
  await redis?.stop();
  rmSync(dbDir, { recursive: true, force: true });
}

const ms = (n) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const table = [
  `# Preview function calls: warm vs the emulator`,
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores with \`node scripts/bench-preview.mjs\` ` +
    `(part of \`npm run bench\`), store: ${redis ? 'redis-server' : 'embedded'}. Targets: p50 ≤ 50 ms a call; ` +
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
  `Latency: ${SAMPLES} sequential calls each warm, ${BASELINE_SAMPLES} under the emulator (each takes seconds).`,
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
