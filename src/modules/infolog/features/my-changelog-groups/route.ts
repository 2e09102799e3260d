import { callerOf } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { myChangelogGroups } from './query';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

/** GET /api/user/changelog-groups. */
export const myChangelogGroupsRoute = route(
  {
    method: 'GET',
    path: '/api/user/changelog-groups',
    summary: 'The caller’s groups with unread counts.',
    permission: P('company'),
  },
  (ctx, d: InfologDeps) => myChangelogGroups(d, callerOf(ctx.state)),
);
