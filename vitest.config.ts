import { defineConfig } from 'vitest/config';

/**
 * Test files that replace modules (`vi.mock`) or set process-wide environment for the app they
 * start: each runs in a fresh process, so that nothing it changes reaches another file.
 */
const ISOLATED = [
  'src/modules/organization/features/assigned-meanwhile.test.ts',
  'src/web/lib/api.test.ts',
  'src/web/lib/list-queries.test.ts',
  'tests/integration/media.api.test.ts',
  'tests/integration/media-access.api.test.ts',
];
const EXCLUDE = ['node_modules', 'dist', 'tests/e2e/**', 'tests/boundary-fixtures/**'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // a `.only` left in a test file fails the run in CI instead of quietly running one test (Playwright: forbidOnly)
    allowOnly: !process.env.CI,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.ts', 'projections/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
          exclude: [...EXCLUDE, ...ISOLATED],
          // the other files share a worker's module cache: the app's modules are loaded once per
          // worker instead of once per file (about 40 % of the run; every file starts its own app
          // and database, so no state is shared through them)
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE, isolate: true } },
    ],
  },
});
