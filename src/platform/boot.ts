import path from 'node:path';
import { loadConfig, type Config } from './config';
import { openDb, migrate, type Db } from './db';
import { CommandRunner, PostgresEventStore, ReadModelsBehind, eventStoreMigrations } from './eventstore';
import { AdvisoryLeases, NoLeases, ProjectionRunner, SoleLeases, processOwner, projectionMigrations, type Leases } from './projections';
import { devMailbox, smtpMailer, type Mailer } from './mail';
import { movableClock, systemClock, type Clock } from './clock';
import { PdfRenderer } from './pdf';
import { resolveBinaries } from './binaries';
import { OutboxRelay, RELAY_NAME, kafkaProducer, type IntegrationProducer, type KafkaSettings } from './integration';
import type { Kernel, ModuleDefinition } from './kernel';

/** What a start of the product may set instead of the environment (tests, the worker, benchmarks). */
export interface BootOptions {
  readonly config?: Partial<Config>;
  readonly db?: Db;
  readonly mailer?: Mailer;
  readonly clock?: Clock;
  readonly log?: (msg: string, err?: unknown) => void;
  /** The relay's producer when `KAFKA_BROKERS` is set (default: kafkajs); tests pass an in-memory one. */
  readonly integrationProducer?: (settings: KafkaSettings) => IntegrationProducer;
}

/** A started kernel: its services, the test clock when `TEST_CLOCK=1`, and how to stop it. */
export interface BootedKernel {
  readonly kernel: Kernel;
  /** Set with `TEST_CLOCK=1` (end-to-end tests; refused in production): POST /api/test/clock moves it forward. */
  readonly testClock: ReturnType<typeof movableClock> | undefined;
  /** Stops the modules, the relay, the projection runner and the PDF browser; closes the database it opened. */
  stop(): Promise<void>;
}

/** Opens the configured database and applies every migration of the platform and the modules. */
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

/**
 * Builds the kernel the modules run on (database, event store, projection runner, command runner,
 * mail, clock, PDF, the Kafka relay when configured), brings the read models up to the log and
 * starts the modules (`onStart`).
 */
export async function bootKernel(modules: readonly ModuleDefinition[], opts: BootOptions = {}): Promise<BootedKernel> {
  const config: Config = { ...loadConfig(), ...opts.config };
  const log = opts.log ?? ((m: string, e?: unknown) => (e ? console.error(m, e) : console.log(m)));
  const db = await openMigratedDb(config, modules, opts.db);
  // EVENT_STORE=kurrentdb (ADR 0021): events in KurrentDB, read models and checkpoints here; its client is loaded only then
  const kurrent =
    config.eventStore === 'kurrentdb'
      ? (await import('./eventstore/kurrentdb')).KurrentDbEventStore.connect(config.kurrentdbUrl!, {
          signal: () => void db.query("SELECT pg_notify('es_events', '')").catch(() => undefined),
        })
      : undefined;
  const store = kurrent ?? new PostgresEventStore(db);
  // the Kafka outbox reactor and relay exist only with KAFKA_BROKERS (ADR 0020); without it their checkpoints stay put
  const kafka = config.kafka;
  const relayed = kafka ? modules.flatMap((m) => (m.relayed ? [m.relayed] : [])) : [];
  const projections = new ProjectionRunner(db, [...modules.flatMap((m) => m.projections), ...relayed.flatMap((r) => r.projections)], {
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
    new OutboxRelay(db, (opts.integrationProducer ?? ((s) => kafkaProducer(s, log)))(kafka), projections.leases, {
      feeders: relayed.flatMap((r) => r.feeders),
      now: () => clock.now(),
      log,
    });
  const mailer = opts.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : devMailbox(path.join(config.dataDir, 'mailbox')));
  const binaries = await resolveBinaries(config.binaries, log);
  const pdf = new PdfRenderer(binaries.chromium);
  const readModelsBehind = new ReadModelsBehind();
  const commands = new CommandRunner(store, projections, { log, readModelsBehind });
  const kernel: Kernel = { config, db, store, commands, readModelsBehind, projections, mailer, clock, pdf, binaries, log, integrationRelay };

  // every process runs the loop: it applies what it holds and follows the rest (all of it with RUN_PROJECTIONS=0)
  await projections.start();
  await projections.catchUp();
  // publishes only while this process holds the relay's lease (an API process never does)
  if (config.runProjections) await integrationRelay?.start();
  else await integrationRelay?.ensureCheckpoint();
  for (const m of modules) await m.onStart?.(kernel);

  return {
    kernel,
    testClock,
    async stop() {
      for (const m of modules) await m.onStop?.(kernel);
      await integrationRelay?.stop();
      await projections.stop();
      await pdf.close();
      await kurrent?.close();
      if (!opts.db) await db.close();
    },
  };
}
