import type { ModuleDefinition } from '../../platform/kernel';
import { perKernel } from '../../platform/per-kernel';
import { contactRequestsProjection } from './read/requests/projection';
import { contactMigrations } from './read/requests/ddl';
import { CONTACT_ROUTES, contactRoutes } from './routes';
import { contactLimits, type ContactDeps } from './shared/deps';

export { contactEvents } from './domain/events';
export type { ContactEvent } from './domain/events';

/**
 * Contact requests (issue 13, item 9): the landing page's public form (POST /api/contact, rate
 * limited per address), stored as events with a read model, mailed to the platform operator;
 * the master backoffice lists them and marks them done.
 */
export function contactModule(): ModuleDefinition {
  // rate limits live in the kernel's database
  const depsOf = perKernel((k): ContactDeps => ({ k, limits: contactLimits(k.db, () => k.clock.now()) }));
  return { name: 'contact', api: CONTACT_ROUTES, migrations: contactMigrations, projections: [contactRequestsProjection], routes: (k) => contactRoutes(depsOf(k)) };
}
