import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { callerOf, idParam } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { markRead } from './handler';

/** POST /api/changelog/{id}/read. */
export function markReadRoute(r: Router<AppState>, d: InfologDeps): void {
  r.post('/changelog/:id/read', async (ctx) => {
    ctx.body = await markRead(d, callerOf(ctx.state), idParam(ctx));
  });
}
