import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import type { Authenticate } from '../../platform/http';
import { identityAdmin, identityFacade, type IdentityAdmin, type IdentityFacade } from './facade';
import { bootstrapOperator } from './features/bootstrap-operator/handler';
import { identityRoutes } from './routes';
import { identityProjections } from './read/projections';
import { identityMigrations } from './read/schema';
import * as operatorQueries from './read/operator-queries';
import { identityCaches, type IdentityCaches } from './read/caches';
import { identityLimits, type IdentityDeps } from './shared/deps';

export { identityFacade, identityAdmin } from './facade';
export type { IdentityFacade, IdentityAdmin, NewUserInput, RegisterInput, UserSummary, CompanyUserSummary } from './facade';
export type { AuthResult, UserView, CompanyView } from '../../shared/contracts/identity';
export type { Role } from './domain/events';

/** The identity module: companies, users, sessions, passwords. */
export interface IdentityModule extends ModuleDefinition {
  /** What other modules and projections ask of identity. */
  facade(k: Kernel): IdentityFacade;
  /** Seeding, tests and benchmarks: register companies and create users directly. */
  admin(k: Kernel): IdentityAdmin;
  authenticate(k: Kernel): Authenticate;
  /** The read models behind the facade's people lookups (names, e-mails, roles): caches of answers built from them follow these. */
  readonly peopleReadModels: readonly string[];
}

export function identityModule(): IdentityModule {
  // rate limits live as long as the module (one per running app)
  const limits = identityLimits();
  // read caches live as long as the kernel's projection runner they follow
  const caches = new WeakMap<Kernel, IdentityCaches>();
  const deps = (k: Kernel): IdentityDeps => {
    let c = caches.get(k);
    if (!c) caches.set(k, (c = identityCaches(k)));
    return { k, limits, caches: c };
  };
  const facade = (k: Kernel) => identityFacade(deps(k));
  const admin = (k: Kernel) => identityAdmin(deps(k));
  return {
    name: 'identity',
    migrations: identityMigrations,
    projections: identityProjections,
    facade,
    admin,
    authenticate: (k) => facade(k).authenticate,
    peopleReadModels: ['identity.users'],
    routes: (k) => identityRoutes(deps(k)),
    purgeTenant: (tx, companyId) => operatorQueries.purgeIdentityTenant(tx, companyId),
    onStart: (k) => bootstrapOperator(deps(k)),
  };
}

/** The module's events, for cross-module projections (projections/compliance). */
export { identityEvents } from './domain/events';
