import { requireLibrary } from '../../shared/access';
import type { MediaHttpDeps } from '../../shared/deps';
import { listVideos } from './query';
import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';

/** GET /api/media/videos: the media edit level (others 403). */
export const listVideosRoute = route(
  {
    method: 'GET',
    path: '/api/media/videos',
    summary: 'The company’s uploaded videos.',
    permission: P('mediaUpload'),
  },
  (ctx, { d }: MediaHttpDeps) => listVideos(d, requireLibrary(ctx.state.principal)),
);
