import type Router from '@koa/router';
import { decode, type AppState } from '../../../../platform/http';
import { requireUploader } from '../../shared/access';
import type { MediaDeps } from '../../shared/deps';
import { saveVideoProject } from './handler';
import { ProjectBody } from './schema';

/** POST /api/video-projects. */
export function saveVideoProjectRoute(r: Router<AppState>, d: MediaDeps): void {
  r.post('/video-projects', async (ctx) => {
    const actor = requireUploader(ctx.state.principal);
    const body = decode(ProjectBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await saveVideoProject(d, actor, body);
  });
}
