import { route } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { postMessage } from './handler';
import { PostBody } from './schema';
import { pathGroupId } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';

/** POST /api/user-groups/{id}/changelog. */
export const postMessageRoute = route(
  {
    method: 'POST',
    path: '/api/user-groups/:id/changelog',
    summary: 'Post a message to a group (mailed to its members).',
    body: PostBody,
    status: 201,
    permission: P('write', 'groupEdit'),
  },
  async (ctx, d: InfologDeps, input) => {
    const caller = callerOf(ctx.state);
    const b = input.body({});
    return postMessage(d, caller, pathGroupId(ctx), { title: b.title ?? '', message: b.message ?? '', videoUrl: b.videoUrl });
  },
);
