import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { callerOf } from '../../shared/caller';
import type { InfologDeps } from '../../shared/ports';
import { postMessage } from './handler';
import { PostBody } from './schema';
import { pathGroupId } from '../../../../shared/contracts/ids';

/** POST /api/user-groups/{id}/changelog. */
export function postMessageRoute(r: Router<AppState>, d: InfologDeps): void {
  r.post('/user-groups/:id/changelog', async (ctx) => {
    const caller = callerOf(ctx.state);
    const b = decode(PostBody, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await postMessage(d, caller, pathGroupId(ctx), { title: b.title ?? '', message: b.message ?? '', videoUrl: b.videoUrl });
  });
}
