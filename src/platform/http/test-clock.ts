import Router from '@koa/router';
import { Schema } from 'effect';
import type { AppState } from './context';
import { decode } from './validation';

const DAY_MS = 86_400_000;

const MoveClock = Schema.Struct({ advanceDays: Schema.Number.pipe(Schema.int(), Schema.between(1, 3650)) });

/**
 * `POST /api/test/clock { advanceDays }`: moves the server's clock forward (TEST_CLOCK=1 only, which
 * production refuses; not part of the API reference). It answers once `afterMove` has run (the
 * due-date scan up to the new now), so a browser journey sees what the days passed brought.
 * `DELETE /api/test/clock` sets it back to the system time, for the tests that follow on the same
 * server (the scan's checkpoint stays ahead: nothing is scanned twice).
 */
export function testClockRoutes(clock: { now(): Date; advance(ms: number): void; reset(): void }, afterMove: () => Promise<void>): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api/test' });
  r.post('/clock', async (ctx) => {
    const { advanceDays } = decode(MoveClock, ctx.request.body);
    clock.advance(advanceDays * DAY_MS);
    await afterMove();
    ctx.body = { now: clock.now().toISOString() };
  });
  r.delete('/clock', (ctx) => {
    clock.reset();
    ctx.body = { now: clock.now().toISOString() };
  });
  return r;
}
