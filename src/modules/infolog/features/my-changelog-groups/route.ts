import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { myChangelogGroups } from './query';

/** GET /api/user/changelog-groups. */
export function myChangelogGroupsRoute(r: Router<AppState>, d: InfologDeps): void {
  r.get('/user/changelog-groups', async (ctx) => {
    ctx.body = await myChangelogGroups(d, callerOf(ctx.state));
  });
}
