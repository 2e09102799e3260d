import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { callerOf, idParam } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { readStatus } from './query';

/** GET /api/changelog/{id}/read-status. */
export function readStatusRoute(r: Router<AppState>, d: InfologDeps): void {
  r.get('/changelog/:id/read-status', async (ctx) => {
    ctx.body = await readStatus(d, callerOf(ctx.state), idParam(ctx));
  });
}
