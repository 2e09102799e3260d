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
  (ctx, { d }: MediaHttpDeps, input) => saveVideoProject(d, requireUploader(ctx.state.principal), input.body()),
);
