import { Schema } from 'effect';
import type { Kernel } from '../kernel';
import { unauthorized } from './errors';
import { route } from './route';
import { msg } from './validation';

/** How long one call waits for the read models before it answers `ready: false` (the caller asks again). */
export const CAUGHT_UP_WAIT_MS = 10_000;

/** The permission of a route any signed-in caller may use (the platform's own); the same value as `P('signed-in')` of src/shared/route-permissions.ts. */
export const SIGNED_IN_ROUTE = { gate: 'signed-in' } as const;

const CaughtUpQuery = Schema.Struct({
  position: Schema.String.pipe(
    Schema.pattern(/^\d{1,20}\/\d{1,20}\/\d{1,20}$/, {
      message: msg({ de: 'Ungültige Position: erwartet wird die Angabe aus einer Antwort 202 (z. B. 0/123/456).', en: 'Invalid position: expected the one of a 202 answer (e.g. 0/123/456).' }),
    }),
  ),
  readModels: Schema.optional(Schema.String.pipe(Schema.maxLength(2000))),
});

/**
 * GET /api/read-models/caught-up?position=…&readModels=…: where a 202 "wird verarbeitet" answer
 * points (issue 31, item 5). Waits up to CAUGHT_UP_WAIT_MS for the read models (the named ones, or
 * all) to pass the position, then answers whether they did and which are still behind.
 */
export const caughtUpRoute = route(
  {
    method: 'GET',
    path: '/api/read-models/caught-up',
    summary:
      'Whether the read models have passed a position (the `position` and `readModels` of a 202 "processing" answer); waits up to 10 s, then answers `ready` and the read models still behind.',
    query: CaughtUpQuery,
    permission: SIGNED_IN_ROUTE,
  },
  async (ctx, k: Kernel, input) => {
    if (!ctx.state.principal) throw unauthorized();
    const q = input.query();
    const known = new Set(k.projections.projections.map((p) => p.name));
    // names the runner does not know (another version's) are left out: it waits for the ones it has
    const names = q.readModels ? q.readModels.split(',').filter((n) => known.has(n)) : undefined;
    const ready = await k.projections.waitFor(q.position, names, CAUGHT_UP_WAIT_MS);
    return { ready, position: q.position, readModels: ready ? [] : k.projections.behind(q.position, names) };
  },
);
