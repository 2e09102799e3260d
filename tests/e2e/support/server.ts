import { createApp } from '../../../src/app';
import { ConfigError } from '../../../src/platform/config';
import { exitOnSignals } from '../../../src/platform/shutdown';
import { TEST_PASSWORD_HASH_COST } from '../../support/app';

/**
 * The server the end-to-end tests run against: the product as `npm start` starts it (src/main.ts,
 * configured from the environment playwright.config.ts sets), except that passwords, PINs and start
 * codes are hashed at the tests' cheap scrypt cost, as the integration tests do (ADR 0014: no
 * environment variable lowers it; a test passes it to createApp). At the product's cost every
 * sign-in, registration and password change of the journeys spent 0.6 s of CPU on this 2-core
 * machine; the product's cost is tested in src/modules/identity/passwords.test.ts.
 */
async function main(): Promise<void> {
  const app = await createApp({
    config: { passwordHashCost: TEST_PASSWORD_HASH_COST, pinHashCost: TEST_PASSWORD_HASH_COST, startCodeHashCost: TEST_PASSWORD_HASH_COST },
  });
  const { config } = app.kernel;
  await app.listen(config.port);
  console.log(`e2e server on http://localhost:${config.port} (${app.kernel.db.kind}, data in ${config.dataDir}, test hash cost)`);
  exitOnSignals(() => app.close(), (signal) => `${signal}: shutting down`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(`Start failed: ${err.message}`);
  else console.error('Start failed:', err);
  process.exit(1);
});
