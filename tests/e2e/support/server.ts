import { startProduct } from '../../../src/start';
import { TEST_PASSWORD_HASH_COST } from '../../support/app';

/**
 * The server the end-to-end tests run against: the product as `npm start` starts it (src/start.ts,
 * configured from the environment playwright.config.ts sets), except that passwords, PINs and start
 * codes are hashed at the tests' cheap scrypt cost, as the integration tests do (ADR 0014: no
 * environment variable lowers it; a test passes it to createApp). At the product's cost every
 * sign-in, registration and password change of the journeys spent 0.6 s of CPU on this 2-core
 * machine; the product's cost is tested in src/modules/identity/passwords.test.ts.
 */
void startProduct({
  config: { passwordHashCost: TEST_PASSWORD_HASH_COST, pinHashCost: TEST_PASSWORD_HASH_COST, startCodeHashCost: TEST_PASSWORD_HASH_COST },
});
