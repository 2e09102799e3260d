import { route } from '../../../../platform/http';
import { requireUploader } from '../../shared/access';
import type { MediaHttpDeps } from '../../shared/deps';
import { saveVideoProject } from './handler';
import { ProjectBody } from './schema';
import { P } from '../../../../shared/route-permissions';

/** POST /api/video-projects. */
export const saveVideoProjectRoute = route(
  {
    method: 'POST',
    path: '/api/video-projects',
    summary: 'Save a video editor project.',
    body: ProjectBody,
    status: 201,
    permission: P('mediaUpload'),
  },
  async (ctx, { d }: MediaHttpDeps, input) => {
    const actor = requireUploader(ctx.state.principal);
    const body = input.body();
    return saveVideoProject(d, actor, body);
  },
);
