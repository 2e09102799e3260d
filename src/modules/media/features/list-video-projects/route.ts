import type Router from '@koa/router';
import type { AppState } from '../../../../platform/http';
import { requireLibrary } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { listVideoProjects } from './query';

/** GET /api/video-projects: the media edit level (others 403). */
export function listVideoProjectsRoute(r: Router<AppState>, d: MediaDeps): void {
  r.get('/video-projects', async (ctx) => {
    ctx.body = await listVideoProjects(d, requireLibrary(ctx.state.principal));
  });
}
