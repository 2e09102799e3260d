import Router from '@koa/router';
import type { AppState } from '../../platform/http';
import type { InfologDeps } from './shared/ports';
import { allChangelogRoute } from './features/all-changelog/route';
import { getEntryRoute } from './features/get-entry/route';
import { groupChangelogRoute } from './features/group-changelog/route';
import { markReadRoute } from './features/mark-read/route';
import { myChangelogGroupsRoute } from './features/my-changelog-groups/route';
import { postMessageRoute } from './features/post-message/route';
import { readStatusRoute } from './features/read-status/route';

/** Infolog calls of spec section 7 (HTTP path `/api/changelog`): one line per slice. */
export function infologRoutes(d: InfologDeps): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  groupChangelogRoute(r, d);
  postMessageRoute(r, d);
  getEntryRoute(r, d);
  markReadRoute(r, d);
  readStatusRoute(r, d);
  myChangelogGroupsRoute(r, d);
  allChangelogRoute(r, d);
  return r;
}
