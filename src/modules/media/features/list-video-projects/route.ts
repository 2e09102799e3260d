import { libraryRoute } from '../../shared/access';
import type { MediaHttpDeps } from '../../shared/deps';
import { listVideoProjects } from './query';

/** GET /api/video-projects: the media edit level (others 403). */
export const listVideoProjectsRoute = libraryRoute(
  {
    method: 'GET',
    path: '/api/video-projects',
    summary: 'The company’s video editor projects.',
  },
  (actor, { d }: MediaHttpDeps) => listVideoProjects(d, actor),
);
