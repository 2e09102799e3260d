import { route } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { groupChangelog } from './query';
import { GroupQuery } from './schema';
import { pathGroupId } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';

/** GET /api/user-groups/{id}/changelog. */
export const groupChangelogRoute = route(
  {
    method: 'GET',
    path: '/api/user-groups/:id/changelog',
    summary: 'The messages of a group, paged, with whether the caller may post and see read status.',
    query: GroupQuery,
    permission: P('company', 'groupInfolog'),
  },
  (ctx, d: InfologDeps, input) => groupChangelog(d, callerOf(ctx.state), pathGroupId(ctx), input.query()),
);
