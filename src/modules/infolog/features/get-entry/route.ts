import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { callerOf, idParam } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { getEntry } from './query';

/** GET /api/changelog/{id}. */
export function getEntryRoute(r: Router<AppState>, d: InfologDeps): void {
  r.get('/changelog/:id', async (ctx) => {
    ctx.body = await getEntry(d, callerOf(ctx.state), idParam(ctx));
  });
}
