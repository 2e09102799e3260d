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
import { findUserByEmail, getUserSummaries, identityModule, searchCompanyUsers } from './modules/identity';
import { mediaModule, type MediaModule } from './modules/media';
import { assignedTrainingIds, bundleNamesContaining, organizationModule, type OrganizationPorts } from './modules/organization';
import { backofficeModule } from './modules/backoffice';
import { catalogModule, getTrainingsByIds, type CatalogPorts } from './modules/catalog';
import { learnerProgress, learningModule } from './modules/learning';
import { infologModule } from './modules/infolog';

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
  const organization = organizationModule(organizationPorts);
  const infolog = infologModule({ media: { findVideo: (companyId, url) => media.findVideo(companyId, url), sign: (url) => media.signUrl(url) } });
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

/** What organization asks of the catalog and identity. */
function organizationPorts(k: Kernel): OrganizationPorts {
  return {
    catalog: { liveTrainings: async (companyId, ids) => (await getTrainingsByIds(k.db, companyId, ids)).filter((t) => !t.isDeleted) },
    identity: {
      people: (ids) => getUserSummaries(k.db, ids),
      searchPeople: (companyId, opts) => searchCompanyUsers(k.db, companyId, opts),
      personByEmail: (companyId, email) => findUserByEmail(k.db, companyId, email),
    },
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
