import type { Kernel, ModuleDefinition } from '../../platform/kernel';
import { perKernel } from '../../platform/per-kernel';
import type { Authenticate } from '../../platform/http';
import { identityAdmin, identityFacade, type IdentityAdmin, type IdentityFacade } from './facade';
import { assignMissingLoginCodes } from './features/assign-login-codes/handler';
import { bootstrapOperator } from './features/bootstrap-operator/handler';
import { IDENTITY_ROUTES, identityRoutes } from './routes';
import { companiesProjection } from './read/companies/projection';
import { usersProjection } from './read/users/projection';
import { sessionsProjection } from './read/sessions/projection';
import { identityMigrations } from './read/users/ddl';
import { kiosksProjection } from './read/kiosks/projection';
import { invitationOutboxMigrations } from './read/invitation-outbox/ddl';
import { invitationOutboxProjection, purgeInvitationOutbox } from './read/invitation-outbox/projection';
import { InvitationDispatcher } from './mail/invitation-dispatcher';
import { EmailNoticeDispatcher } from './mail/email-notice-dispatcher';
import { emailNoticeOutboxMigrations } from './read/email-notice-outbox/ddl';
import { emailNoticeOutboxProjection, purgeEmailNoticeOutbox } from './read/email-notice-outbox/projection';
import * as operatorQueries from './read/operator-queries';
import { identityCaches } from './read/caches';
import { identityLimits, type IdentityDeps } from './shared/deps';
import type { IdentityPorts } from './shared/ports';
import { identityPorts, type IdentityProviders } from './wiring';
import { forgetLoginFailures, forgetPinFailures } from './shared/login-limits';

export { identityFacade, identityAdmin } from './facade';
export type { IdentityFacade, IdentityAdmin, NewUserInput, RegisterInput, UserSummary, CompanyUserSummary } from './facade';
export type { AuthResult, UserView, CompanyView } from '../../shared/contracts/identity';
export type { Role } from './domain/events';
export type { IdentityPorts, UnitsPort, ImportingUser } from './shared/ports';
export type { UnitFact } from './domain/user-import';
export type { IdentityProviders, UnitUseCases } from './wiring';

/** The identity module: companies, users, sessions, passwords. */
export interface IdentityModule extends ModuleDefinition {
  /** What other modules and projections ask of identity. */
  facade(k: Kernel): IdentityFacade;
  /** Seeding, tests and benchmarks: register companies and create users directly. */
  admin(k: Kernel): IdentityAdmin;
  authenticate(k: Kernel): Authenticate;
  /** The invitation outbox dispatcher of this kernel (imported users' mails; running where projections run). */
  invitations(k: Kernel): InvitationDispatcher;
  /** The read models behind the facade's people lookups (names, e-mails, roles): caches of answers built from them follow these. */
  readonly peopleReadModels: readonly string[];
}

/** Without ports (tests of identity alone), the import knows no units: a file naming one is refused row by row. */
const NO_UNITS: IdentityPorts = {
  units: {
    byNames: async () => [],
    create: async () => {
      throw new Error('no units port');
    },
    addMembers: async (_c, _unit, ids) => new Map(ids.map((id) => [id, new Error('no units port')])),
    byIds: async () => [],
    isMemberOfAny: async () => false,
  },
  privacy: { worksCouncilMode: async () => false },
};

/** Companies, users, sessions, passwords. Without `providers` (identity alone, in tests) the import knows no units; with the product's modules it takes its ports from them (wiring.ts). */
export function identityModule(providers?: () => IdentityProviders): IdentityModule {
  const ports = (k: Kernel): IdentityPorts => (providers ? identityPorts(k, providers()) : NO_UNITS);
  // read caches live as long as the kernel's projection runner they follow
  const deps = perKernel((k): IdentityDeps => ({ k, limits: identityLimits(k.db, () => k.clock.now()), caches: identityCaches(k), ports: ports(k) }));
  const invitations = perKernel((k) => new InvitationDispatcher(deps(k)));
  const notices = perKernel((k) => new EmailNoticeDispatcher(k));
  const facade = (k: Kernel) => identityFacade(deps(k));
  const admin = (k: Kernel) => identityAdmin(deps(k));
  return {
    name: 'identity',
    api: IDENTITY_ROUTES,
    migrations: [...identityMigrations, ...invitationOutboxMigrations, ...emailNoticeOutboxMigrations],
    projections: [companiesProjection, usersProjection, sessionsProjection, kiosksProjection, invitationOutboxProjection, emailNoticeOutboxProjection],
    invitations,
    facade,
    admin,
    authenticate: (k) => facade(k).authenticate,
    peopleReadModels: ['identity.users'],
    routes: (k) => identityRoutes(deps(k)),
    purgeTenant: async (tx, companyId, k) => {
      await forgetPinFailures(tx, companyId);
      const addresses = await operatorQueries.purgeIdentityTenant(tx, companyId);
      await purgeInvitationOutbox(tx, companyId);
      await purgeEmailNoticeOutbox(tx, companyId);
      await forgetLoginFailures(tx, addresses);
      // mails kept as files (dev mailbox) go once the deletion has committed
      return () => k.mailer.forget?.(addresses) ?? Promise.resolve();
    },
    async onStart(k) {
      await bootstrapOperator(deps(k));
      await assignMissingLoginCodes(deps(k));
      // a reactor: it runs where the projections run (the worker when RUN_PROJECTIONS=0 on API processes)
      if (k.config.runProjections) {
        await invitations(k).start();
        await notices(k).start();
      }
    },
    async onStop(k) {
      await invitations.existing(k)?.stop();
      await notices.existing(k)?.stop();
    },
  };
}

/** The module's events, for cross-module projections (projections/compliance). */
export { identityEvents, streams as identityStreams } from './domain/events';
export { MAILLESS_EVENT_TYPES, maillessChanges } from './read/mailless-changes';
export { SIGN_IN_LOCK_EVENT_TYPES, signInLockNotice, type SignInLockNotice } from './read/sign-in-locks';
export type { IdentityEvent } from './domain/events';

/**
 * For the bulk import (issue 13, item 1), an identity slice: invite one person with a one-time
 * link (same decider and role matrix as POST /api/users), and render the link mail to queue it.
 */
export { inviteWithLink, COMPANY_DEFAULT_LANGUAGE, type LinkInvitee, type LinkInvitation } from './features/invite-user/handler';
export { renderInvitationLinkMail, type InvitationMailFacts } from './shared/invitation-links';
