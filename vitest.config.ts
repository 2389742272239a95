import { defineConfig } from 'vitest/config';

// Two layers run by vitest: pure logic (unit) and handlers against real stores (api).
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
