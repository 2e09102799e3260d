import { Schema } from 'effect';
import type { AppRouter } from './context';
import { PUBLIC_ROUTE, route, routerOf } from './route';

const DAY_MS = 86_400_000;

const MoveClock = Schema.Struct({ advanceDays: Schema.Number.pipe(Schema.int(), Schema.between(1, 3650)) });

/**
 * `POST /api/test/clock { advanceDays }`: moves the server's clock forward (TEST_CLOCK=1 only, which
 * production refuses; not part of the API reference). It answers once `afterMove` has run (the
 * due-date scan up to the new now), so a browser journey sees what the days passed brought.
 * `DELETE /api/test/clock` sets it back to the system time, for the tests that follow on the same
 * server (the scan's checkpoint stays ahead: nothing is scanned twice).
 */
export interface MovableClock {
  now(): Date;
  advance(ms: number): void;
  reset(): void;
}

interface TestClockDeps {
  readonly clock: MovableClock;
  readonly afterMove: () => Promise<void>;
}

export const TEST_CLOCK_ROUTES = [
  route(
    { method: 'POST', path: '/api/test/clock', summary: 'Move the test server’s clock forward by whole days.', body: MoveClock, permission: PUBLIC_ROUTE },
    async (ctx, { clock, afterMove }: TestClockDeps, input) => {
      const { advanceDays } = input.body();
      clock.advance(advanceDays * DAY_MS);
      await afterMove();
      ctx.body = { now: clock.now().toISOString() };
    },
  ),
  route({ method: 'DELETE', path: '/api/test/clock', summary: 'Set the test server’s clock back to the system time.', permission: PUBLIC_ROUTE }, (ctx, { clock }: TestClockDeps) => {
    clock.reset();
    ctx.body = { now: clock.now().toISOString() };
  }),
];

export const testClockRoutes = (clock: MovableClock, afterMove: () => Promise<void>): AppRouter => routerOf(TEST_CLOCK_ROUTES, { clock, afterMove });
