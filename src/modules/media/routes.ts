import Router from '@koa/router';
import type { AppState } from '../../platform/http';
import type { MediaDeps } from './shared/deps';
import type { MediaPorts } from './shared/ports';
import { getMediaItemRoute } from './features/get-media-item/route';
import { listVideoProjectsRoute } from './features/list-video-projects/route';
import { listVideosRoute } from './features/list-videos/route';
import { saveVideoProjectRoute } from './features/save-video-project/route';
import { serveFileRoute } from './features/serve-file/route';
import { uploadImageRoute } from './features/upload-image/route';
import { uploadVideoRoute } from './features/upload-video/route';

/** Media calls of spec section 7 and docs/api/media.md: one line per slice. */
export function mediaRoutes(d: MediaDeps, ports: MediaPorts): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  uploadVideoRoute(r, d);
  uploadImageRoute(r, d);
  saveVideoProjectRoute(r, d);
  listVideoProjectsRoute(r, d);
  listVideosRoute(r, d);
  getMediaItemRoute(r, d, ports);
  serveFileRoute(r, d);
  return r;
}
