import { defineConfig } from 'vitest/config';

// Three layers run by vitest: pure logic (unit), the store port's contract on every adapter (contract: one
// file per sub-port) and handlers against real stores (api).
// The browser layer (e2e) belongs to Playwright: see playwright.config.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Each suite starts its own throwaway redis-server (and Upstash emulator); files run in parallel.
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Handler suites share one throwaway redis-server per file; files run in parallel processes.
          fileParallelism: true,
        },
      },
    ],
  },
});
