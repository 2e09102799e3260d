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
import { dashboardRoutes, groupProgressRoutes } from '../projections';
import type { Kernel, ModuleDefinition } from './platform/kernel';
import { identityModule } from './modules/identity';
import { mediaModule, type MediaModule } from './modules/media';
import { assignedTrainingIds, bundleNamesContaining, organizationModule } from './modules/organization';
import { backofficeModule } from './modules/backoffice';
import { catalogModule, type CatalogPorts } from './modules/catalog';
import { learnerProgress, learningModule } from './modules/learning';
import { infologModule, type InfologPorts } from './modules/infolog';
// the infolog's ports (see infologPorts below)
import { mediaFacade } from './modules/media';
import { getGroup, groupMemberIds, groupsOfUser, isGroupMember } from './modules/organization';
import { getUserSummaries } from './modules/identity';

export interface AppOptions {
  readonly config?: Partial<Config>;
  readonly db?: Db;
  readonly mailer?: Mailer;
  readonly clock?: Clock;
  readonly log?: (msg: string, err?: unknown) => void;
}

export interface App {
  readonly kernel: Kernel;
  readonly modules: Omit<ReturnType<typeof productModules>, 'all' | 'bind'>;
  readonly http: ReturnType<typeof createHttpApp>;
  listen(port?: number): Promise<Server>;
  close(): Promise<void>;
}

/** Composition root: every module is registered here in one line. */
export function productModules() {
  const db: { current?: Db } = {};
  const identity = identityModule();
  const media = mediaModule();
  const catalog = catalogModule(catalogPorts(media, () => db.current));
  const organization = organizationModule();
  const infolog = infologModule(infologPorts);
  const learning = learningModule({ sign: (url) => media.signUrl(url), confirmPassword: (k, companyId, userId, password) => identity.service(k).confirmPassword(companyId, userId, password) });
  const all: ModuleDefinition[] = [identity, catalog, media, organization, infolog, learning];
  const backoffice = backofficeModule(() => all);
  all.push(backoffice);
  /** Binds the ports that read other modules' models to the opened database. */
  const bind = (opened: Db) => {
    db.current = opened;
  };
  return { identity, catalog, media, organization, infolog, learning, backoffice, all, bind };
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

/** What the catalog asks of other modules. */
function catalogPorts(media: MediaModule, db: () => Db | undefined): CatalogPorts {
  const opened = () => {
    const d = db();
    if (!d) throw new Error('database not bound');
    return d;
  };
  return {
    media: {
      findVideo: (companyId, url) => media.findVideo(companyId, url),
      findImage: (companyId, url) => media.findImage(companyId, url),
      sign: (url) => media.signUrl(url),
    },
    assignments: { assignedTrainingIds: (companyId, userId) => assignedTrainingIds(opened(), companyId, userId) },
    bundles: { bundleNamesContaining: (companyId, trainingId) => bundleNamesContaining(opened(), companyId, trainingId) },
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
  const { all: modules, bind, ...named } = productModules();
  const { identity } = named;
  const db = await openMigratedDb(config, modules, opts.db);
  bind(db);
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
      groupProgressRoutes(kernel, named.organization.service(kernel), { progress: (companyId, userIds, trainingIds) => learnerProgress(db, companyId, userIds, trainingIds) }),
      dashboardRoutes(kernel, named.learning.service(kernel)),
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
