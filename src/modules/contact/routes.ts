import Router from '@koa/router';
import type { AppState } from '../../platform/http';
import { listContactRequestsRoute } from './features/list-contact-requests/route';
import { markContactRequestRoute } from './features/mark-contact-request/route';
import { submitContactRequestRoute } from './features/submit-contact-request/route';
import type { ContactDeps } from './shared/deps';

/** The public contact form and the operator's list of requests: one line per slice. */
export function contactRoutes(d: ContactDeps): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  submitContactRequestRoute(r, d);
  listContactRequestsRoute(r, d);
  markContactRequestRoute(r, d);
  return r;
}
