import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three layers run by vitest: pure logic (unit), the store port's contract on every adapter (contract: one
// file per sub-port) and handlers against real stores (api).
// The browser layer (e2e) belongs to Playwright: see playwright.config.ts.
// Benchmarks (tests/bench/*.bench.ts) run with `vitest bench` (npm run bench) only, in the bench project's
// benchmark variant; `vitest run` never runs them, and no other project picks them up as benchmarks.
// Time limits catch a hang, they are no speed requirement (a test fails only when the product is
// wrong): a suite against a real redis-server on a busy 2-core machine may take many times its idle time.
const HANG_MS = 120_000;

export default defineConfig({
  test: {
    // Every core and one more. vitest's own default is one fewer than
    // the cores, which is a single worker on a 2-core machine; the contract and api suites spend much of their
    // time waiting on their redis-server and Upstash emulator, so a worker beyond the cores keeps both busy:
    // measured on the 2-core machine, 1 worker 136 s, 2 workers 66 s, 3 workers 54 s.
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          benchmark: { include: [] },
          // Importing a whole function (function-paths) or walking 100,000 numbers takes many times its idle
          // time on a busy machine: the limit catches a hang only, as in the other layers.
          testTimeout: HANG_MS,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          benchmark: { include: [] },
          testTimeout: HANG_MS,
          hookTimeout: HANG_MS,
          // Each suite starts its own throwaway redis-server (and Upstash emulator); files run in parallel.
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          benchmark: { include: [] },
          testTimeout: HANG_MS,
          hookTimeout: HANG_MS,
          // Handler suites share one throwaway redis-server per file; files run in parallel processes.
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'bench',
          // No tests: `vitest bench` adds this project's benchmark variant ("bench (bench)"), which runs the
          // files below one at a time, each starting its own throwaway redis-server.
          include: [],
          environment: 'node',
          testTimeout: HANG_MS,
          hookTimeout: HANG_MS,
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
    ],
  },
});
