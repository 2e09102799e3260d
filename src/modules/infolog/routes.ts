import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
import { allChangelogRoute } from './features/all-changelog/route';
import { getEntryRoute } from './features/get-entry/route';
import { groupChangelogRoute } from './features/group-changelog/route';
import { markReadRoute } from './features/mark-read/route';
import { myChangelogGroupsRoute } from './features/my-changelog-groups/route';
import { postMessageRoute } from './features/post-message/route';
import { readStatusRoute } from './features/read-status/route';
import type { InfologDeps } from './shared/ports';

/** Infolog calls of spec section 7 (HTTP path `/api/changelog`): one line per slice, each a declaration (method, path, docs, permission, handler). */
export const INFOLOG_ROUTES: readonly RouteDeclaration<InfologDeps, RoutePermission>[] = [
  groupChangelogRoute,
  postMessageRoute,
  getEntryRoute,
  markReadRoute,
  readStatusRoute,
  myChangelogGroupsRoute,
  allChangelogRoute,
];

/** The module's router, made from its declarations. */
export const infologRoutes = (d: InfologDeps): AppRouter => routerOf(INFOLOG_ROUTES, d);
