import { requireLibrary } from '../../shared/access';
import type { MediaHttpDeps } from '../../shared/deps';
import { listVideoProjects } from './query';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

/** GET /api/video-projects: the media edit level (others 403). */
export const listVideoProjectsRoute = route(
  {
    method: 'GET',
    path: '/api/video-projects',
    summary: 'The company’s video editor projects.',
    permission: P('mediaUpload'),
  },
  (ctx, { d }: MediaHttpDeps) => listVideoProjects(d, requireLibrary(ctx.state.principal)),
);
