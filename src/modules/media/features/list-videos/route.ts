import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { requireUser } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { listVideos } from './query';

/** GET /api/media/videos. */
export function listVideosRoute(r: Router<AppState>, d: MediaDeps): void {
  r.get('/media/videos', async (ctx) => {
    ctx.body = await listVideos(d, requireUser(ctx.state.principal));
  });
}
