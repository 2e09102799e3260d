import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
import { listContactRequestsRoute } from './features/list-contact-requests/route';
import { markContactRequestRoute } from './features/mark-contact-request/route';
import { submitContactRequestRoute } from './features/submit-contact-request/route';
import type { ContactDeps } from './shared/deps';

/** The public contact form and the operator's list of requests: one line per slice, each a declaration (method, path, docs, permission, handler). */
export const CONTACT_ROUTES: readonly RouteDeclaration<ContactDeps, RoutePermission>[] = [
  submitContactRequestRoute,
  listContactRequestsRoute,
  markContactRequestRoute,
];

/** The module's router, made from its declarations. */
export const contactRoutes = (d: ContactDeps): AppRouter => routerOf(CONTACT_ROUTES, d);
