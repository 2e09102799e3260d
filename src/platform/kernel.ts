import type { Config } from './config';
import type { Db, Migration, Queryable } from './db';
import type { CommandActor, CommandRunner, EventStore, ReadModelsBehind } from './eventstore';
import type { AppRouter, Authenticate, Principal, DocumentedRoute } from './http';
import type { Mailer } from './mail';
import type { Projection, ProjectionRunner } from './projections';
import type { Clock } from './clock';
import type { PdfRenderer } from './pdf';
import type { Binaries } from './binaries';
import type { OutboxFeeder, OutboxRelay } from './integration';

/** The technical services every module gets. */
export interface Kernel {
  readonly config: Config;
  readonly db: Db;
  readonly store: EventStore;
  /** The one command runner: load, decide, append, retry, map failures, wait for read models. */
  readonly commands: CommandRunner;
  /** Read-model waits of commands that timed out, for the answers of the requests they happened during. */
  readonly readModelsBehind: ReadModelsBehind;
  readonly projections: ProjectionRunner;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly pdf: PdfRenderer;
  /** Chromium, ffmpeg and ffprobe as found at start-up (environment, system, npm package). */
  readonly binaries: Binaries;
  readonly log: (msg: string, err?: unknown) => void;
  /** The Kafka outbox relay, when `KAFKA_BROKERS` is set (ADR 0020); it runs where its lease is held. */
  readonly integrationRelay?: OutboxRelay | undefined;
}

/**
 * What a module contributes to the running product; listed in one line in src/app.ts. What it
 * needs of other modules it takes itself, in its own wiring (`<module>/wiring.ts`).
 */
export interface ModuleDefinition {
  readonly name: string;
  readonly migrations: readonly Migration[];
  readonly projections: readonly Projection[];
  routes?(kernel: Kernel): AppRouter;
  /** Its route declarations (the list `routes` builds its router from): the API reference and the route x role matrix are made from them. */
  readonly api?: readonly DocumentedRoute[];
  /** The module that signs requests in: the HTTP app asks it for the principal of every request (one module of the product). */
  authenticate?(kernel: Kernel): Authenticate;
  /** What it adds while the Kafka outbox relay is configured (`KAFKA_BROKERS`, ADR 0020): a reactor filling the outbox, feeders the relay runs. */
  readonly relayed?: { readonly projections: readonly Projection[]; readonly feeders: readonly OutboxFeeder[] };
  /** Runs after the test clock moved (`TEST_CLOCK=1` only): catch up with what the days passed brought. */
  onClockMoved?(kernel: Kernel): Promise<void>;
  /** Runs once after migrations and projection catch-up (bootstrap data). */
  onStart?(kernel: Kernel): Promise<void>;
  /** Runs when the app closes, before the projection runner stops (stop timers, finish work in flight). */
  onStop?(kernel: Kernel): Promise<void>;
  /**
   * Removes everything the module keeps for one company (read models, files) when the platform
   * operator deletes the company. Runs inside the deleting transaction; files go after commit
   * through the returned function.
   */
  purgeTenant?(tx: Queryable, tenantId: string, kernel: Kernel): Promise<(() => Promise<void>) | void>;
}

/** The actor of a command issued by a signed-in user (or the system when principal is null), for `k.commands.run`. */
export function commandActor(tenantId: string, principal: Principal | null, ids: { commandId?: string; causationId?: string | null } = {}): CommandActor {
  return { tenantId, actorId: principal?.userId ?? null, ...ids };
}

/** The actor of a command a company user issues through a module's use cases (the `Caller` of src/shared/contracts/ids.ts). */
export const callerActor = (c: { readonly companyId: string; readonly actor: { readonly userId: string } }): CommandActor => ({ tenantId: c.companyId, actorId: c.actor.userId });

/** Tenant id of platform-wide streams (operator account, e-mail uniqueness). */
export const PLATFORM_TENANT = 'platform';
