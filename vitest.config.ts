import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'projections/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'tests/e2e/**', 'tests/boundary-fixtures/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // a `.only` left in a test file fails the run in CI instead of quietly running one test (Playwright: forbidOnly)
    allowOnly: !process.env.CI,
  },
});
