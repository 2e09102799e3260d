import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Fresh data directory of the server under test; the mailbox tests read `<dir>/mailbox/*.json`. */
// per port, so that runs on different E2E_PORTs do not share (and delete) each other's data
const SUFFIX = process.env.E2E_PORT ? `-${PORT}` : '';
export const E2E_DATA_DIR = path.join(root, `.data-e2e${SUFFIX}`);
/**
 * The tests build the current web app into their own directory (served via WEB_DIR), so that a
 * concurrent `npm run build:web` emptying dist/web cannot pull the app away under a running test.
 */
const E2E_WEB_DIR = path.join(root, `.data-e2e-web${SUFFIX}`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The real product: a fresh data directory, a fresh build of the current web app, no demo data.
    command:
      `rm -rf "${E2E_DATA_DIR}" "${E2E_WEB_DIR}"` +
      ` && node node_modules/vite/bin/vite.js build --config src/web/vite.config.ts --outDir "${E2E_WEB_DIR}" --emptyOutDir --logLevel warn` +
      ' && node --import tsx tests/e2e/support/server.ts',
    cwd: root,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    // SIGTERM, as a service manager stops the product: it closes, and its PDF Chromium (a process
    // group of its own, which the default SIGKILL of the server's group left running) goes with it
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      SEED_DEMO: '0',
      WEB_DIR: E2E_WEB_DIR,
      // Platform operator for the master tests (tests/e2e/support/helpers.ts MASTER)
      MASTER_EMAIL: 'master@unterweisung.local',
      MASTER_PASSWORD: 'Master-E2E-2025!',
      // Embedded PGlite and the dev mailbox, whatever the surrounding shell has configured.
      DATABASE_URL: '',
      SMTP_URL: '',
      // POST /api/test/clock moves the server's time (tests/e2e/duty-of-care.spec.ts); refused in production
      TEST_CLOCK: '1',
    },
  },
});
