import type Router from '@koa/router';
import { decodeQuery, type AppState } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { allChangelog } from './query';
import { AllQuery } from './schema';

/** GET /api/user/all-changelog. */
export function allChangelogRoute(r: Router<AppState>, d: InfologDeps): void {
  r.get('/user/all-changelog', async (ctx) => {
    const caller = callerOf(ctx.state);
    const q = decodeQuery(AllQuery, ctx);
    ctx.body = await allChangelog(d, caller, { page: q.page, limit: q.limit, search: q.search, groupId: q.groupId, unread: q.unread === 'true' });
  });
}
