import path from 'node:path';
import type { Server } from 'node:http';
import { loadConfig, type Config } from './platform/config';
import { openDb, migrate, type Db } from './platform/db';
import { CommandRunner, PostgresEventStore, eventStoreMigrations } from './platform/eventstore';
import { ProjectionRunner, projectionMigrations } from './platform/projections';
import { createHttpApp, healthRoutes } from './platform/http';
import { devMailbox, smtpMailer, type Mailer } from './platform/mail';
import { systemClock, type Clock } from './platform/clock';
import { PdfRenderer } from './platform/pdf';
import { dashboardRoutes, groupProgressRoutes, type GroupProgressOrganization } from '../projections';
import type { Kernel, ModuleDefinition } from './platform/kernel';
import { getUserSummaries, getUserView, identityModule, searchCompanyUsers, type IdentityFacade, type IdentityModule } from './modules/identity';
import { mediaModule, type MediaModule } from './modules/media';
import { assignedTrainingIds, bundleNamesContaining, groupMembers, groupTrainings, organizationModule, sharesManagedGroup, userAssignments, type OrganizationService } from './modules/organization';
import { backofficeModule, type BackofficePorts } from './modules/backoffice';
import { catalogModule, companyTrainings, trainingCounts, getTraining, getTrainingsByIds, isGalleryImage, listAllTags, listModules, type CatalogPorts } from './modules/catalog';
import { learningModule, type LearningPorts } from './modules/learning';
import { infologModule, type InfologPorts } from './modules/infolog';
import { mediaFacade } from './modules/media';
import { companyGroups, getGroup, groupMemberIds, groupsOfUser, isGroupMember } from './modules/organization';

export interface AppOptions {
  readonly config?: Partial<Config>;
  readonly db?: Db;
  readonly mailer?: Mailer;
  readonly clock?: Clock;
  readonly log?: (msg: string, err?: unknown) => void;
}

export interface App {
  readonly kernel: Kernel;
  readonly modules: Omit<ReturnType<typeof productModules>, 'all'>;
  readonly http: ReturnType<typeof createHttpApp>;
  listen(port?: number): Promise<Server>;
  close(): Promise<void>;
}

/** Composition root: every module is registered here in one line. */
export function productModules() {
  const identity = identityModule();
  const media = mediaModule();
  const catalog = catalogModule((k) => catalogPorts(k, media));
  const organization = organizationModule();
  const infolog = infologModule(infologPorts);
  const learning = learningModule((k) => learningPorts(k, media, identity.facade(k)));
  const all: ModuleDefinition[] = [identity, catalog, media, organization, infolog, learning];
  const backoffice = backofficeModule((k) => backofficePorts(k, identity), () => all);
  all.push(backoffice);
  return { identity, catalog, media, organization, infolog, learning, backoffice, all };
}

/** What the infolog asks of media, organization and identity, on the kernel it runs with. */
function infologPorts(k: Kernel): InfologPorts {
  const media = mediaFacade(k);
  return {
    media: { findVideo: (companyId, url) => media.findVideo(companyId, url), sign: (url) => media.signUrl(url) },
    groups: {
      get: (companyId, groupId) => getGroup(k.db, companyId, groupId),
      memberIds: (groupIds) => groupMemberIds(k.db, groupIds),
      isMember: (groupId, userId) => isGroupMember(k.db, groupId, userId),
      ofUser: (companyId, userId, opts) => groupsOfUser(k.db, companyId, userId, opts),
    },
    people: { summaries: (userIds) => getUserSummaries(k.db, userIds) },
  };
}

/** What the catalog asks of other modules (called with the kernel when its routes are built). */
function catalogPorts(k: Kernel, media: MediaModule): CatalogPorts {
  return {
    media: {
      findVideo: (companyId, url) => media.findVideo(companyId, url),
      findImage: (companyId, url) => media.findImage(companyId, url),
      sign: (url) => media.signUrl(url),
    },
    assignments: { assignedTrainingIds: (companyId, userId) => assignedTrainingIds(k.db, companyId, userId) },
    bundles: { bundleNamesContaining: (companyId, trainingId) => bundleNamesContaining(k.db, companyId, trainingId) },
    people: {
      summaries: (ids) => getUserSummaries(k.db, ids),
      search: (companyId, query) => searchCompanyUsers(k.db, companyId, query),
    },
  };
}

/** What learning asks of catalog, identity, organization and media. */
function learningPorts(k: Kernel, media: MediaModule, identity: IdentityFacade): LearningPorts {
  return {
    catalog: {
      training: (companyId, id) => getTraining(k.db, companyId, id),
      trainings: (companyId, ids) => getTrainingsByIds(k.db, companyId, ids),
      modules: (trainingId) => listModules(k.db, [trainingId]),
      tags: (companyId) => listAllTags(k.db, companyId),
      imageUrl: (url) => (url && !isGalleryImage(url) ? media.signUrl(url) : url),
    },
    identity: {
      people: (ids) => getUserSummaries(k.db, ids),
      profile: async (userId) => {
        const u = await getUserView(k.db, userId);
        return u && { firstName: u.firstName, lastName: u.lastName, email: u.email, companyName: u.company?.name ?? null };
      },
      confirmPassword: (companyId, userId, password) => identity.confirmPassword(companyId, userId, password),
    },
    organization: {
      assignedTrainingIds: (companyId, userId) => assignedTrainingIds(k.db, companyId, userId),
      sharesManagedGroup: (companyId, managerId, userId) => sharesManagedGroup(k.db, companyId, managerId, userId),
      assignments: (companyId, userId) => userAssignments(k.db, companyId, userId),
    },
    media: { sign: (url) => media.signUrl(url) },
  };
}

/** What the group progress report asks of organization (narrow on purpose; rewired once OrganizationService is gone). */
function groupProgressOrganization(k: Kernel, organization: OrganizationService): GroupProgressOrganization {
  return {
    groupForProgress: (principal, groupId) => organization.assertCanViewProgress(organization.caller(principal), groupId),
    members: (groupId) => groupMembers(k.db, groupId),
    trainings: (groupId) => groupTrainings(k.db, groupId),
  };
}

/** Opens the configured database and applies every migration of the product. */
export async function openMigratedDb(config: Config, modules: readonly ModuleDefinition[], db?: Db): Promise<Db> {
  const opened = db ?? (await openDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }));
  await migrate(opened, [...eventStoreMigrations, ...projectionMigrations, ...modules.flatMap((m) => m.migrations)]);
  return opened;
}

export async function createApp(opts: AppOptions = {}): Promise<App> {
  const config: Config = { ...loadConfig(), ...opts.config };
  const log = opts.log ?? ((m: string, e?: unknown) => (e ? console.error(m, e) : console.log(m)));
  const { all: modules, ...named } = productModules();
  const { identity } = named;
  const db = await openMigratedDb(config, modules, opts.db);
  const store = new PostgresEventStore(db);
  const projections = new ProjectionRunner(db, modules.flatMap((m) => m.projections), { log });
  const mailer = opts.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : devMailbox(path.join(config.dataDir, 'mailbox')));
  const pdf = new PdfRenderer(config.chromePath);
  const commands = new CommandRunner(store, projections);
  const kernel: Kernel = { config, db, store, commands, projections, mailer, clock: opts.clock ?? systemClock, pdf, log };

  if (config.runProjections) await projections.start();
  else await projections.init();
  await projections.catchUp();
  for (const m of modules) await m.onStart?.(kernel);

  const http = createHttpApp({
    routers: [
      healthRoutes(kernel),
      ...modules.flatMap((m) => (m.routes ? [m.routes(kernel)] : [])),
      groupProgressRoutes(kernel, { organization: groupProgressOrganization(kernel, named.organization.service(kernel)), learning: named.learning.facade(kernel) }),
      dashboardRoutes(kernel, named.learning.facade(kernel)),
    ],
    authenticate: identity.authenticate(kernel),
    webDir: config.webDir,
    log,
  });

  let server: Server | undefined;
  return {
    kernel,
    modules: named,
    http,
    listen(port = config.port) {
      return new Promise((resolve) => {
        server = http.listen(port, () => resolve(server!));
        // longer than the idle timeout of clients and proxies, so a reused connection is not cut mid-request
        server.keepAliveTimeout = 65_000;
        server.headersTimeout = 66_000;
      });
    },
    async close() {
      if (server) {
        const s = server;
        await new Promise<void>((resolve) => {
          s.close(() => resolve());
          s.closeIdleConnections?.();
        });
      }
      for (const m of modules) await m.onStop?.(kernel);
      await projections.stop();
      await pdf.close();
      if (!opts.db) await db.close();
    },
  };
}

/** What the backoffice asks of other modules. */
function backofficePorts(k: Kernel, identity: IdentityModule): BackofficePorts {
  const users = identity.facade(k);
  return {
    companies: { list: users.listCompanies, get: users.getCompany, userCounts: users.userCounts, users: users.companyUsers },
    trainings: { counts: (companyIds) => trainingCounts(k.db, companyIds), ofCompany: (companyId) => companyTrainings(k.db, companyId) },
    groups: { ofCompany: (companyId) => companyGroups(k.db, companyId) },
  };
}
