import path from 'node:path';
import type { Server } from 'node:http';
import { loadConfig, type Config } from './platform/config';
import { openDb, migrate, type Db } from './platform/db';
import { CommandRunner, PostgresEventStore, eventStoreMigrations } from './platform/eventstore';
import { AdvisoryLeases, NoLeases, ProjectionRunner, ReadCache, SoleLeases, processOwner, projectionMigrations, type Leases } from './platform/projections';
import { apiDocsRoutes, companyPrincipal, createHttpApp, healthRoutes, IdempotencyStore, idempotencyMigrations, PLATFORM_ROUTES, purgeIdempotencyKeys, rateLimitMigrations, type ApiDescription, type AppRouter } from './platform/http';
import { ROUTES_WHILE_PASSWORD_CHANGE_REQUIRED, type Role } from './shared/policy';
import { routeAccess } from './shared/route-permissions';
import { devMailbox, smtpMailer, type Mailer } from './platform/mail';
import { movableClock, systemClock, type Clock } from './platform/clock';
import { testClockRoutes } from './platform/http/test-clock';
import { PdfRenderer } from './platform/pdf';
import { resolveBinaries } from './platform/binaries';
import { auditChain } from './platform/audit-chain';
import { OutboxRelay, RELAY_NAME, kafkaProducer, type IntegrationProducer, type KafkaSettings } from './platform/integration';
import { assigningUnits, assignmentsChangedBy, assignmentsWithDatesIn, compliancePosition, auditReadModel, certificationExpiries, complianceEventTypes, complianceReadModel, integrationEventsReadModel, integrationOutboxProjection, DASHBOARD_READ_MODELS, DASHBOARD_ROUTES, GROUP_PROGRESS_ROUTES, PROGRESS_READ_MODELS, dashboardRoutes, groupProgressRoutes, type GroupProgressOrganization } from '../projections';
import type { Kernel, ModuleDefinition } from './platform/kernel';
import { identityModule, type IdentityModule, type IdentityPorts } from './modules/identity';
import { mediaFacade, mediaModule } from './modules/media';
import { organizationModule, type OrganizationModule, type OrganizationPorts } from './modules/organization';
import { backofficeModule, type BackofficePorts } from './modules/backoffice';
import { catalogModule, type CatalogModule, type CatalogPorts } from './modules/catalog';
import { learningModule, questionEvents, type LearningPorts } from './modules/learning';
import { infologModule, type InfologPorts } from './modules/infolog';
import { contactModule } from './modules/contact';
import { asCompanyId, asGroupId, asTrainingId, companyCaller, principalIds } from './shared/contracts/ids';
import { notificationsModule, type ComplianceDates, type NotificationPorts, type QuestionFeed } from './modules/notifications';
import { localizedText } from './platform/i18n';

/** How long `close` waits for requests in flight before it cuts their connections. */
const CLOSE_GRACE_MS = 5_000;

export interface AppOptions {
  readonly config?: Partial<Config>;
  readonly db?: Db;
  readonly mailer?: Mailer;
  readonly clock?: Clock;
  readonly log?: (msg: string, err?: unknown) => void;
  /** The relay's producer when `KAFKA_BROKERS` is set (default: kafkajs); tests pass an in-memory one. */
  readonly integrationProducer?: (settings: KafkaSettings) => IntegrationProducer;
}

export interface App {
  readonly kernel: Kernel;
  readonly modules: Omit<ReturnType<typeof productModules>, 'all'>;
  readonly http: ReturnType<typeof createHttpApp>;
  /** The registered routes with the modules' docs and the route permission table (what /api/openapi.json is built from). */
  readonly api: () => ApiDescription;
  listen(port?: number): Promise<Server>;
  close(): Promise<void>;
}

/**
 * Composition root: every module is registered here in one line, and what a module needs of
 * others is wired as ports onto those modules' facades (built with the kernel they run on).
 */
export function productModules() {
  const identity: IdentityModule = identityModule((k) => identityPorts(k, organization));
  const media = mediaModule((k) => ({ trainings: catalog.facade(k), infolog: infolog.facade(k) }));
  const organization: OrganizationModule = organizationModule((k) => organizationPorts(k, catalog, identity));
  const catalog: CatalogModule = catalogModule((k) => catalogPorts(k, organization, identity));
  const infolog = infologModule((k) => infologPorts(k, organization, identity));
  const learning = learningModule((k) => learningPorts(k, catalog, organization, identity));
  const notifications = notificationsModule(complianceDates(), questionFeed(), (k) => notificationPorts(k, catalog, organization, identity));
  // notifications after compliance: its reactor reads the compliance rows the same events wrote
  const all: ModuleDefinition[] = [identity, catalog, media, organization, infolog, learning, contactModule(), complianceReadModel(), notifications, integrationEventsReadModel(), auditChain(), auditReadModel(() => ({})), idempotencyKeys(), rateLimits()];
  const backoffice = backofficeModule((k) => backofficePorts(k, identity, catalog, organization), () => all);
  all.push(backoffice);
  return { identity, catalog, media, organization, infolog, learning, notifications, backoffice, all };
}

/** The user import's units: organization's own use cases decide (create, add members, who may). */
function identityPorts(k: Kernel, organization: OrganizationModule): IdentityPorts {
  // resolved per call: organization's own ports ask identity, so neither side is built eagerly
  const groups = () => organization.useCases(k);
  const caller = (c: { companyId: string; userId: string; role: Role }) => companyCaller(c.companyId, c.userId, c.role);
  return {
    units: {
      byNames: (c, names) => groups().findGroupsByName(caller(c), names),
      create: async (c, name) => {
        const g = await groups().createGroup(caller(c), name, '');
        return { id: g.id, name: g.name, canAddMembers: true };
      },
      addMembers: (c, unitId, userIds) => groups().addMembers(caller(c), unitId, userIds),
    },
  };
}

function organizationPorts(k: Kernel, catalog: CatalogModule, identity: IdentityModule): OrganizationPorts {
  const trainings = catalog.facade(k);
  const people = identity.facade(k);
  return {
    catalog: { liveTrainings: async (companyId, ids) => (await trainings.trainingsByIds(companyId, ids)).filter((t) => !t.isDeleted) },
    identity: {
      people: (ids) => people.getUserSummaries(ids),
      searchPeople: (companyId, opts) => people.searchCompanyUsers(companyId, opts),
      personByEmail: (companyId, email) => people.findUserByEmail(companyId, email),
    },
  };
}

function catalogPorts(k: Kernel, organization: OrganizationModule, identity: IdentityModule): CatalogPorts {
  const media = mediaFacade(k);
  const groups = organization.facade(k);
  const people = identity.facade(k);
  return {
    media: {
      findVideo: (companyId, url) => media.findVideo(companyId, url),
      findImage: (companyId, url) => media.findImage(companyId, url),
      sign: (url) => media.signUrl(url),
      signedUrlsChangeAt: () => media.signedUrlsChangeAt(),
    },
    assignments: { assignedTrainingIds: (companyId, userId) => groups.assignedTrainingIds(companyId, userId) },
    bundles: { bundleNamesContaining: (companyId, trainingId) => groups.bundleNamesContaining(companyId, trainingId) },
    people: {
      summaries: (ids) => people.getUserSummaries(ids),
      search: (companyId, query) => people.searchCompanyUsers(companyId, query),
    },
    readModels: [...identity.peopleReadModels, ...organization.projections.map((p) => p.name)],
  };
}

function infologPorts(k: Kernel, organization: OrganizationModule, identity: IdentityModule): InfologPorts {
  const media = mediaFacade(k);
  const groups = organization.facade(k);
  const people = identity.facade(k);
  return {
    media: { findVideo: (companyId, url) => media.findVideo(companyId, url), sign: (url) => media.signUrl(url) },
    groups: {
      get: (companyId, groupId) => groups.group(companyId, groupId),
      memberIds: (groupIds) => groups.groupMemberIds(groupIds),
      isMember: (groupId, userId) => groups.isGroupMember(groupId, userId),
      ofUser: (companyId, userId, opts) => groups.groupsOfUser(companyId, userId, opts),
    },
    people: { summaries: (userIds) => people.getUserSummaries(userIds) },
  };
}

function learningPorts(k: Kernel, catalog: CatalogModule, organization: OrganizationModule, identity: IdentityModule): LearningPorts {
  const media = mediaFacade(k);
  const trainings = catalog.facade(k);
  const groups = organization.facade(k);
  const people = identity.facade(k);
  return {
    catalog: {
      training: async (companyId, id) => (await trainings.trainingsByIds(companyId, [id]))[0],
      trainings: (companyId, ids) => trainings.trainingsByIds(companyId, ids),
      modules: (trainingId) => trainings.modules([trainingId]),
      tags: (companyId) => trainings.allTags(companyId),
      imageUrl: (url) => (url && !trainings.isGalleryImage(url) ? media.signUrl(url) : url),
    },
    identity: {
      people: (ids) => people.getUserSummaries(ids),
      profile: async (userId) => {
        const u = await people.getUserView(userId);
        return u && { firstName: u.firstName, lastName: u.lastName, email: u.email, companyName: u.company?.name ?? null };
      },
      confirmPassword: (companyId, userId, password) => people.confirmPassword(companyId, userId, password),
    },
    organization: {
      assignedTrainingIds: (companyId, userId) => groups.assignedTrainingIds(companyId, userId),
      sharesManagedGroup: (companyId, managerId, userId) => groups.sharesManagedGroup(companyId, managerId, userId),
      assignments: (companyId, userId) => groups.userAssignments(companyId, userId),
    },
    media: { sign: (url) => media.signUrl(url), signedUrlsChangeAt: () => media.signedUrlsChangeAt() },
    readModels: [...catalog.projections, ...organization.projections].map((p) => p.name),
  };
}

/**
 * The compliance dates notifications act on (projections/compliance). Its reactor reads the same
 * event types as the compliance projection, so that a catch-up steps both through the same batches.
 */
function complianceDates(): ComplianceDates {
  return {
    eventTypes: complianceEventTypes,
    withDatesIn: assignmentsWithDatesIn,
    changedBy: assignmentsChangedBy,
    assigningUnits,
    position: compliancePosition,
  };
}

/**
 * Learning's questions to the instructor as notifications read them (issue 16, item 5): a question
 * tells the recipients its event names, an answer tells the asker.
 */
function questionFeed(): QuestionFeed {
  return {
    eventTypes: questionEvents.types,
    notices: (r) => {
      const e = questionEvents.decode(r);
      if (e.type === 'learning.QuestionAsked') {
        const d = e.data;
        return [{ companyId: d.companyId, trainingId: d.trainingId, kind: 'question', itemId: d.questionId, recipientIds: d.recipientIds, subjectUserId: d.askedBy, at: new Date(d.askedAt) }];
      }
      const d = e.data;
      return [{ companyId: r.tenantId, trainingId: d.trainingId, kind: 'answer', itemId: d.answerId, recipientIds: [d.askedBy], subjectUserId: d.answeredBy, at: new Date(d.answeredAt) }];
    },
  };
}

function notificationPorts(k: Kernel, catalog: CatalogModule, organization: OrganizationModule, identity: IdentityModule): NotificationPorts {
  const trainings = catalog.facade(k);
  const groups = organization.facade(k);
  const people = identity.facade(k);
  return {
    people: { summaries: (ids) => people.getUserSummaries(ids) },
    units: {
      owners: async (companyId, groupIds) => (await Promise.all(groupIds.map((id) => groups.group(asCompanyId(companyId), asGroupId(id))))).flatMap((g) => (g ? [g.ownerId, ...g.coOwners] : [])),
    },
    managers: { ofCompany: async (companyId) => (await people.searchCompanyUsers(companyId, { roles: ['root', 'admin'], limit: 500 })).map((u) => u.id) },
    trainings: {
      titles: async (companyId, ids, lang) => new Map((await trainings.trainingsByIds(asCompanyId(companyId), ids.map((id) => asTrainingId(id)))).map((t) => [t.id, localizedText(t.title, lang)])),
    },
  };
}

function backofficePorts(k: Kernel, identity: IdentityModule, catalog: CatalogModule, organization: OrganizationModule): BackofficePorts {
  const users = identity.facade(k);
  const trainings = catalog.facade(k);
  const groups = organization.facade(k);
  return {
    companies: { list: users.listCompanies, get: users.getCompany, userCounts: users.userCounts, users: users.companyUsers },
    trainings: { counts: (companyIds) => trainings.trainingCounts(companyIds), ofCompany: (companyId) => trainings.companyTrainings(companyId) },
    groups: { ofCompany: (companyId) => groups.companyGroups(companyId) },
  };
}

/** What the group progress report asks of organization. */
function groupProgressOrganization(k: Kernel, organization: OrganizationModule): GroupProgressOrganization {
  const groups = organization.facade(k);
  return {
    groupForProgress: (principal, groupId) => {
      const p = companyPrincipal(principal);
      return groups.reportableGroup({ ...principalIds(p), role: p.role as Role }, groupId);
    },
  };
}

/** The answers kept for POST retries with an `Idempotency-Key` (platform/http): its table, and their removal with a company. */
function idempotencyKeys(): ModuleDefinition {
  return { name: 'idempotency', migrations: idempotencyMigrations, projections: [], purgeTenant: (tx, companyId) => purgeIdempotencyKeys(tx, companyId) };
}

/** The rate-limit state shared by every API process (platform/http, ADR 0015): its tables. */
function rateLimits(): ModuleDefinition {
  return { name: 'rate-limits', migrations: rateLimitMigrations, projections: [] };
}

/** Opens the configured database and applies every migration of the product. */
export async function openMigratedDb(config: Config, modules: readonly ModuleDefinition[], db?: Db): Promise<Db> {
  const opened = db ?? (await openDb({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') }));
  await migrate(opened, [...eventStoreMigrations, ...projectionMigrations, ...modules.flatMap((m) => m.migrations)]);
  return opened;
}

/**
 * The projections this process applies (issue 17, ADR 0019): on PostgreSQL a process that runs
 * projections takes each one's advisory-lock lease, so any number of workers (and servers) apply
 * every projection in exactly one process at a time; an API process (`RUN_PROJECTIONS=0`) holds
 * none and follows the checkpoints. PGlite is embedded in one process: it holds them all.
 */
function processLeases(config: Config, db: Db, log: (m: string, e?: unknown) => void): Leases {
  const owner = processOwner(config.processRole);
  if (!config.runProjections) return new NoLeases(owner);
  if (db.kind === 'pglite' || !db.url) return new SoleLeases(owner);
  return new AdvisoryLeases(db.url, owner, log);
}

export async function createApp(opts: AppOptions = {}): Promise<App> {
  const config: Config = { ...loadConfig(), ...opts.config };
  const log = opts.log ?? ((m: string, e?: unknown) => (e ? console.error(m, e) : console.log(m)));
  const { all: modules, ...named } = productModules();
  const { identity } = named;
  const db = await openMigratedDb(config, modules, opts.db);
  // EVENT_STORE=kurrentdb (ADR 0021): events in KurrentDB, read models and checkpoints here; its client is loaded only then
  const kurrent =
    config.eventStore === 'kurrentdb'
      ? (await import('./platform/eventstore/kurrentdb')).KurrentDbEventStore.connect(config.kurrentdbUrl!, {
          signal: () => void db.query("SELECT pg_notify('es_events', '')").catch(() => undefined),
        })
      : undefined;
  const store = kurrent ?? new PostgresEventStore(db);
  // the Kafka outbox reactor and relay exist only with KAFKA_BROKERS (ADR 0020); without it their checkpoints stay put
  const kafka = config.kafka;
  const projections = new ProjectionRunner(db, [...modules.flatMap((m) => m.projections), ...(kafka ? [integrationOutboxProjection] : [])], {
    log,
    leases: processLeases(config, db, log),
    leasedTasks: kafka ? [RELAY_NAME] : [],
    ...(kurrent ? { eventLog: kurrent } : {}),
  });
  // TEST_CLOCK=1 (end-to-end tests; refused in production): a clock POST /api/test/clock moves forward
  const testClock = !opts.clock && config.testClock ? movableClock() : undefined;
  const clock = opts.clock ?? testClock ?? systemClock;
  const integrationRelay =
    kafka &&
    new OutboxRelay(db, (opts.integrationProducer ?? ((s) => kafkaProducer(s, log)))(kafka), projections.leases, { feeders: [certificationExpiries()], now: () => clock.now(), log });
  const mailer = opts.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : devMailbox(path.join(config.dataDir, 'mailbox')));
  const binaries = await resolveBinaries(config.binaries, log);
  const pdf = new PdfRenderer(binaries.chromium);
  const commands = new CommandRunner(store, projections);
  const kernel: Kernel = { config, db, store, commands, projections, mailer, clock, pdf, binaries, log, integrationRelay };

  // every process runs the loop: it applies what it holds and follows the rest (all of it with RUN_PROJECTIONS=0)
  await projections.start();
  await projections.catchUp();
  // publishes only while this process holds the relay's lease (an API process never does)
  if (config.runProjections) await integrationRelay?.start();
  else await integrationRelay?.ensureCheckpoint();
  for (const m of modules) await m.onStart?.(kernel);

  const routers: AppRouter[] = [
    healthRoutes(kernel),
    ...modules.flatMap((m) => (m.routes ? [m.routes(kernel)] : [])),
    groupProgressRoutes(kernel, {
      organization: groupProgressOrganization(kernel, named.organization),
      catalog: named.catalog.facade(kernel),
      identity: named.identity.facade(kernel),
      cache: new ReadCache(kernel.projections, PROGRESS_READ_MODELS, { maxEntries: 2000 }),
    }),
    dashboardRoutes({
      db: kernel.db,
      now: () => kernel.clock.now(),
      learning: named.learning.facade(kernel),
      catalog: named.catalog.facade(kernel),
      identity: named.identity.facade(kernel),
      organization: named.organization.facade(kernel),
      cache: new ReadCache(kernel.projections, DASHBOARD_READ_MODELS),
    }),
  ];
  // the API reference: every registered route with its declaration (doc and permission)
  const apiDocs = apiDocsRoutes({
    title: 'Unterweisung API',
    version: '0.1.0',
    routers,
    sections: [{ name: 'platform', routes: PLATFORM_ROUTES }, ...modules.flatMap((m) => (m.api ? [{ name: m.name, routes: m.api }] : [])), { name: 'group-progress', routes: GROUP_PROGRESS_ROUTES }, { name: 'dashboard', routes: DASHBOARD_ROUTES }],
    access: routeAccess,
  });
  const http = createHttpApp({
    routers: [
      ...routers,
      apiDocs.router,
      // not in the API reference: a test server's, after which the due-date scan runs up to the new now
      ...(testClock ? [testClockRoutes(testClock, async () => void (config.runProjections ? await named.notifications.scanner(kernel).scan() : undefined))] : []),
    ],
    authenticate: identity.authenticate(kernel),
    allowedWhilePasswordChange: ROUTES_WHILE_PASSWORD_CHANGE_REQUIRED,
    idempotency: new IdempotencyStore(kernel.db),
    webDir: config.webDir,
    trustProxy: config.trustProxyHops,
    log,
  });

  let server: Server | undefined;
  return {
    kernel,
    modules: named,
    http,
    api: apiDocs.describe,
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
          // answers in flight get a grace period; a connection still open after it (a client that
          // never finishes sending its body, or never reads the answer) is cut, so shutdown ends
          setTimeout(() => s.closeAllConnections?.(), CLOSE_GRACE_MS).unref();
        });
      }
      for (const m of modules) await m.onStop?.(kernel);
      await integrationRelay?.stop();
      await projections.stop();
      await pdf.close();
      await kurrent?.close();
      if (!opts.db) await db.close();
    },
  };
}
