import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { requireLibrary } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { listVideos } from './query';

/** GET /api/media/videos: the media edit level (others 403). */
export function listVideosRoute(r: Router<AppState>, d: MediaDeps): void {
  r.get('/media/videos', async (ctx) => {
    ctx.body = await listVideos(d, requireLibrary(ctx.state.principal));
  });
}
