import { uuidV5 } from '../../platform/eventstore';
import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import type { Authenticate } from '../../platform/http';
import { generateTemporaryPassword } from './passwords';
import { identityRoutes } from './api/routes';
import { IdentityService } from './application/service';
import { identityProjections } from './read/projections';
import { identityMigrations } from './read/schema';
import { findCredentialsByEmail } from './read/queries';
import { purgeIdentityTenant } from './read/operator-queries';

export { IdentityService } from './application/service';
export type { RegisterInput, NewUserInput, AuthResult } from './application/service';
export type { UserView, CompanyView } from './read/queries';
export { listCompanies, getCompany, userCounts, companyUsers } from './read/operator-queries';
export { getUserView, hasAnyCompany, getUserSummaries, searchCompanyUsers, findUserByEmail } from './read/queries';
export type { UserSummary } from './read/queries';
export type { Role } from './domain/events';

/** The identity module: companies, users, sessions, passwords. */
export function identityModule(): ModuleDefinition & { service(k: Kernel): IdentityService; authenticate(k: Kernel): Authenticate } {
  let service: IdentityService | undefined;
  const get = (k: Kernel) => (service ??= new IdentityService(k));
  return {
    name: 'identity',
    migrations: identityMigrations,
    projections: identityProjections,
    service: get,
    authenticate: (k) => (token) => get(k).authenticate(token),
    routes: (k) => identityRoutes(get(k)),
    purgeTenant: (tx, companyId) => purgeIdentityTenant(tx, companyId),
    async onStart(k) {
      await bootstrapMaster(k, get(k));
    },
  };
}

/** Creates the platform operator from configuration on the first start. */
async function bootstrapMaster(k: Kernel, service: IdentityService): Promise<void> {
  const email = k.config.masterEmail;
  if (await findCredentialsByEmail(k.db, email)) return;
  const generated = !k.config.masterPassword;
  const password = k.config.masterPassword ?? generateTemporaryPassword();
  const { position } = await service.createUser(
    { companyId: null, email, firstName: 'Plattform', lastName: 'Betrieb', role: 'master', password, gdprConsent: true },
    null,
    uuidV5(`bootstrap-master:${email}`),
  );
  await k.projections.waitFor(position);
  k.log(
    generated
      ? `Platform operator created: ${email} / ${password} (set MASTER_PASSWORD to choose it)`
      : `Platform operator created: ${email} (password from MASTER_PASSWORD)`,
  );
}
