import { route } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { allChangelog } from './query';
import { AllQuery } from './schema';
import { P } from '../../../../shared/route-permissions';

/** GET /api/user/all-changelog. */
export const allChangelogRoute = route(
  {
    method: 'GET',
    path: '/api/user/all-changelog',
    summary: 'The messages of all the caller’s groups, paged.',
    query: AllQuery,
    permission: P('company'),
  },
  async (ctx, d: InfologDeps, input) => {
    const caller = callerOf(ctx.state);
    const q = input.query();
    return allChangelog(d, caller, { page: q.page, limit: q.limit, search: q.search, groupId: q.groupId, unread: q.unread === 'true' });
  },
);
