// What the benchmarks share: how many samples to take (BENCH_SAMPLES), the run options for vitest's
// `bench` (tinybench), the numbers a row shows, and reports/bench.md. Each bench file writes its own section
// of the report when it ends, between markers, and keeps the others: a run of one file
// (`npx vitest bench --run lists`) replaces only its section.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import type { BenchResult, BenchRunOptions } from 'vitest';

/** Samples per row (after the warm-up calls); BENCH_SAMPLES=200 for a quick look. */
export const SAMPLES = Math.max(1, Number(process.env.BENCH_SAMPLES ?? 5000));
export const WARMUP = Math.min(200, SAMPLES);
/** A test's time limit catches a hang: its samples may take minutes on a busy machine. */
export const TIMEOUT_MS = Math.max(120_000, SAMPLES * 100);

/** Exactly `iterations` timed calls after `warmupIterations` untimed ones (no time budget). */
export function samples(iterations = SAMPLES, warmupIterations = WARMUP): BenchRunOptions {
  return { iterations, time: 0, warmupIterations, warmupTime: 0 };
}

export interface Stats {
  p50: number;
  p99: number;
  /** Calls per second of measured time: 1000 / mean latency (ms). */
  hz: number;
  samples: number;
}

export function stats(result: BenchResult): Stats {
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    hz: 1000 / result.period,
    samples: result.latency.samplesCount,
  };
}

export const ms = (n: number): string => n.toFixed(3);
export const hz = (n: number): string => Math.round(n).toLocaleString('en-US');
export const p50p99 = (s: Stats): string => `${ms(s.p50)} / ${ms(s.p99)}`;

/** A markdown table; the first `left` columns are left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][], left = 1): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const rule = header.map((_, i) => (i < left ? '---' : '---:'));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}

export function machine(): string {
  const cpu = cpus();
  return (
    `${cpu[0]?.model ?? 'unknown CPU'} x ${cpu.length}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ` +
    `${process.platform} ${process.arch}, Node ${process.version}`
  );
}

/** The report's sections, in order: one per bench file. */
const SECTIONS = ['handlers', 'round-trips', 'lists', 'scale', 'statement'] as const;
export type Section = (typeof SECTIONS)[number];

const REPORT = 'reports/bench.md';
const begin = (id: Section) => `<!-- bench:${id} -->`;
const end = (id: Section) => `<!-- /bench:${id} -->`;

function sectionOf(text: string, id: Section): string | null {
  const from = text.indexOf(begin(id));
  const to = text.indexOf(end(id));
  return from >= 0 && to > from ? text.slice(from, to + end(id).length) : null;
}

/**
 * Write one section of reports/bench.md (`body`: markdown, headed by a `##` title), keeping the other
 * sections as they are. `started`: performance.now() when the file's measurements began.
 */
export function writeSection(id: Section, body: string, started: number): void {
  const old = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const stamp = `Measured ${new Date().toISOString()} (${seconds} s; BENCH_SAMPLES=${SAMPLES}).`;
  const stamped = body.replace(/\n/, `\n\n${stamp}\n`);
  const parts = SECTIONS.map((s) => (s === id ? `${begin(s)}\n${stamped.trim()}\n${end(s)}` : sectionOf(old, s)));
  const report = [
    '# Submissions API benchmark',
    '',
    `\`npm run bench\` (\`vitest bench\`: tests/bench/*.bench.ts). Machine: ${machine()}.`,
    'Each section says when it was measured. "ops/s": calls per second of measured time (1000 / mean latency in ms).',
    '',
    ...parts.filter((p): p is string => p !== null).flatMap((p) => [p, '']),
  ].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync(REPORT, report);
}
