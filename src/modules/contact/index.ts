import type { Kernel, ModuleDefinition } from '../../platform/kernel';
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
  const deps = new WeakMap<Kernel, ContactDeps>();
  const depsOf = (k: Kernel) => {
    let d = deps.get(k);
    // rate limits live in the kernel's database
    if (!d) deps.set(k, (d = { k, limits: contactLimits(k.db, () => k.clock.now()) }));
    return d;
  };
  return { name: 'contact', api: CONTACT_ROUTES, migrations: contactMigrations, projections: [contactRequestsProjection], routes: (k) => contactRoutes(depsOf(k)) };
}
