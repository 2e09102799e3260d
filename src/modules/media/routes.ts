import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
import type { MediaDeps, MediaHttpDeps } from './shared/deps';
import type { MediaPorts } from './shared/ports';
import { getMediaItemRoute } from './features/get-media-item/route';
import { listVideoProjectsRoute } from './features/list-video-projects/route';
import { listVideosRoute } from './features/list-videos/route';
import { saveVideoProjectRoute } from './features/save-video-project/route';
import { serveFileRoute } from './features/serve-file/route';
import { uploadImageRoute } from './features/upload-image/route';
import { uploadVideoRoute } from './features/upload-video/route';

/** Media calls of spec section 7 and docs/api/media.md: one line per slice, each a declaration (method, path, docs, permission, handler). */
export const MEDIA_ROUTES: readonly RouteDeclaration<MediaHttpDeps, RoutePermission>[] = [
  uploadVideoRoute,
  uploadImageRoute,
  saveVideoProjectRoute,
  listVideoProjectsRoute,
  listVideosRoute,
  getMediaItemRoute,
  serveFileRoute,
];

/** The module's router, made from its declarations. */
export const mediaRoutes = (d: MediaDeps, ports: MediaPorts): AppRouter => routerOf(MEDIA_ROUTES, { d, ports });
