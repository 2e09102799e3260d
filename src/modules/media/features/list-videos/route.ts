import { libraryRoute } from '../../shared/access';
import type { MediaHttpDeps } from '../../shared/deps';
import { listVideos } from './query';

/** GET /api/media/videos: the media edit level (others 403). */
export const listVideosRoute = libraryRoute(
  {
    method: 'GET',
    path: '/api/media/videos',
    summary: 'The company’s uploaded videos.',
  },
  (actor, { d }: MediaHttpDeps) => listVideos(d, actor),
);
