import type Router from '@koa/router';
import { decodeQuery, type AppState } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { groupChangelog } from './query';
import { GroupQuery } from './schema';
import { pathGroupId } from '../../../../shared/contracts/ids';

/** GET /api/user-groups/{id}/changelog. */
export function groupChangelogRoute(r: Router<AppState>, d: InfologDeps): void {
  r.get('/user-groups/:id/changelog', async (ctx) => {
    const caller = callerOf(ctx.state);
    ctx.body = await groupChangelog(d, caller, pathGroupId(ctx), decodeQuery(GroupQuery, ctx));
  });
}
