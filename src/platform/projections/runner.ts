import type { Db, Migration, Queryable } from '../db';
import { CoalescingLoop } from '../coalescing-loop';
import { START_POSITION, comparePositions, postgresEventLog, type EventLog, type RecordedEvent, type ReplayedEvent } from '../eventstore';
import { SoleLeases, leaseHolders, processOwner, type LeaseHolder, type Leases } from './leases';

/**
 * `eventTypes` of a projection that sees every event of the log, including types added later
 * (the audit chain seals them all). Any other projection lists its types.
 */
export const ALL_EVENT_TYPES: unique symbol = Symbol('all event types');

/** The events a projection is fed: the listed types, or every event. */
export type EventTypeSubscription = readonly string[] | typeof ALL_EVENT_TYPES;

/** Whether a projection is fed events of this type. */
export function subscribesTo(p: Pick<Projection, 'eventTypes'>, type: string): boolean {
  return p.eventTypes === ALL_EVENT_TYPES || p.eventTypes.includes(type);
}

/** The type filter of `readAllIn` for a subscription (undefined: every type). */
/**
 * The settings of a bulk replay's transactions (and of the read ahead): a batch of 20,000 events is
 * sorted into commit order and the read models aggregate their facts at the head, which spill to
 * disk at PostgreSQL's default work_mem of 4 MB. The commit need not wait for the WAL flush: the
 * read model and its checkpoint commit together or not at all, so a crash right after it loses at
 * most batches that the next step replays again (the bulk flag stays with the checkpoint).
 */
const BULK_SETTINGS = "SET LOCAL work_mem = '64MB'; SET LOCAL synchronous_commit = off";

const typeFilter = (types: EventTypeSubscription): readonly string[] | undefined => (types === ALL_EVENT_TYPES ? undefined : types);

/**
 * Thrown by a projection's `apply` that reads another read model's rows of the same batch while
 * that one has not applied the batch yet: nothing of the batch commits, and the runner applies it
 * again soon (after the others stepped), without logging a failure.
 */
export class ReadModelBehind extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadModelBehind';
  }
}

/** A read model fed from the event log. Its writes and checkpoint commit in one transaction. */
export interface Projection {
  readonly name: string;
  /** Bump to rebuild the read model from zero on the next start. */
  readonly version: number;
  readonly eventTypes: EventTypeSubscription;
  /** Applies a batch; must be idempotent per event (applying an event twice changes nothing). */
  apply(events: readonly RecordedEvent[], tx: Queryable): Promise<void>;
  /** Empties the read model (for a rebuild). */
  reset(tx: Queryable): Promise<void>;
  /**
   * Read models that join several modules' events (projections/): every command's read-your-writes
   * wait includes them, whatever read models the command names, since the modules do not know them.
   */
  readonly awaitedByEveryCommand?: boolean;
  /**
   * A faster replay from position zero (rebuild, version change): `apply` records the batch's
   * facts only, and `finish` derives everything from them once, in the transaction in which the
   * replay reaches the head. Without it a replay applies batches as `apply` does live.
   */
  readonly bulk?: {
    apply(events: readonly ReplayedEvent[], tx: Queryable): Promise<void>;
    finish(tx: Queryable): Promise<void>;
  };
  /**
   * The projection whose lease this one shares (issue 17): a reactor that must see another
   * read model's rows of the same batch runs in the process that applies that read model.
   */
  readonly leaseWith?: string;
}

/** The lease a projection runs under: its own, or the one it shares. */
const leaseOf = (p: Pick<Projection, 'name' | 'leaseWith'>): string => p.leaseWith ?? p.name;

/** NOTIFY channel of checkpoint moves (migration 0003). */
export const CHECKPOINT_CHANNEL = 'projection_checkpoints';

export const projectionMigrations: Migration[] = [
  {
    id: '0001_projection_checkpoints',
    sql: `CREATE TABLE projection_checkpoints (
      name text PRIMARY KEY,
      version integer NOT NULL,
      position text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );`,
  },
  {
    // a replay from zero in bulk mode (Projection.bulk): kept with the checkpoint, so that whichever
    // process steps the projection next goes on in bulk mode and finishes it at the head
    id: '0002_projection_bulk_replay',
    sql: 'ALTER TABLE projection_checkpoints ADD COLUMN bulk boolean NOT NULL DEFAULT false',
  },
  {
    // processes that follow a projection another process applies (issue 17) wake when its
    // checkpoint moves, whoever moved it: the NOTIFY goes out when the moving transaction commits
    id: '0003_projection_checkpoint_notify',
    sql: `CREATE FUNCTION projection_checkpoint_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${CHECKPOINT_CHANNEL}', NEW.name);
        RETURN NULL;
      END $$;
    CREATE TRIGGER projection_checkpoint_moved AFTER UPDATE ON projection_checkpoints
      FOR EACH ROW WHEN (OLD.position IS DISTINCT FROM NEW.position) EXECUTE FUNCTION projection_checkpoint_moved();`,
  },
];

export interface ProjectionStatus {
  readonly name: string;
  readonly position: string;
  /** Events of its types committed but not yet applied. */
  readonly lagEvents: number;
}

export interface RunnerOptions {
  readonly batchSize?: number;
  /** Events per batch when a projection is rebuilt from zero (larger: fewer round trips). */
  readonly rebuildBatchSize?: number;
  readonly pollIntervalMs?: number;
  readonly log?: (msg: string, err?: unknown) => void;
  /**
   * Which projections this process applies (default: all of them). The others it follows: it
   * reads their checkpoints (woken by the checkpoint NOTIFY) for `waitFor` and `changeStamp`.
   */
  readonly leases?: Leases;
  /**
   * Reactors with a loop of their own that must run in one process at a time (the Kafka outbox
   * relay): the runner takes their leases with the projections' and shows them in `leaseHolders`;
   * each works only while `leases.holds(name)`.
   */
  readonly leasedTasks?: readonly string[];
  /** Where the events come from (default: PostgreSQL's es_events in the checkpoint's transaction; KurrentDB: ADR 0021). */
  readonly eventLog?: EventLog;
}

/**
 * Runs projections: wakes on NOTIFY es_events (and polls as a fallback), applies batches,
 * keeps positions in memory for `waitFor`, and counts changes of each read model for the
 * caches of `read-cache.ts` (`changeStamp`).
 */
export class ProjectionRunner {
  private readonly positions = new Map<string, string>();
  /**
   * Per projection, the value of `changeClock` when its read model last (may have) changed:
   * a batch applied here, a checkpoint moved by another process, a reset, a rebuild, a failed
   * round, or `readModelsChanged` for writes outside projections.
   */
  private readonly changes = new Map<string, number>();
  private changeClock = 0;
  private readonly waiters = new Set<{ position: string; names: readonly string[] | undefined; resolve: (reached: boolean) => void }>();
  private timer: NodeJS.Timeout | undefined;
  /** A look again soon while waiters wait for a position the head has not reached yet (see `wake`). */
  private retry: NodeJS.Timeout | undefined;
  private retryDelayMs = 0;
  /** The last round left work it could not do yet (a projection waiting for another, events held back by an older transaction): look again soon. */
  private lookAgain = false;
  private unlisten: (() => Promise<void>) | undefined;
  private stopped = true;
  private readonly loop = new CoalescingLoop({
    stopped: () => this.stopped,
    round: () => this.round(),
    failed: (err) => {
      // the projections after the failing one were not checked this round: forget what was cached on them
      this.readModelsChanged();
      this.log('projection runner failed; retrying on the next wake-up', err);
    },
    settled: () => this.retryWhileWaited(),
  });
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly pollIntervalMs: number;
  private readonly log: (msg: string, err?: unknown) => void;
  readonly leases: Leases;
  private readonly leasedTasks: readonly string[];
  private readonly source: EventLog;
  /** When this process last tried to take the leases it lacks (ms, monotonic). */
  private leasesTriedAt = -Infinity;
  /** A replay's next batch, read while the current one is applied (see `step`). */
  private readonly prefetched = new Map<string, { after: string; size: number; events: Promise<ReplayedEvent[] | undefined> }>();

  constructor(
    private readonly db: Db,
    readonly projections: readonly Projection[],
    opts: RunnerOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 500;
    this.rebuildBatchSize = opts.rebuildBatchSize ?? 20_000;
    this.pollIntervalMs = opts.pollIntervalMs ?? 1000;
    this.log = opts.log ?? ((m, e) => console.error(m, e));
    this.leases = opts.leases ?? new SoleLeases(processOwner('server'));
    this.leasedTasks = opts.leasedTasks ?? [];
    this.source = opts.eventLog ?? postgresEventLog;
    const names = new Set<string>();
    for (const p of projections) {
      if (names.has(p.name)) throw new Error(`Duplicate projection name ${p.name}`);
      names.add(p.name);
      this.changes.set(p.name, 0);
    }
  }

  /**
   * A number that changes whenever the read model of one of the named projections may have
   * changed, for caches of read-model data ("keep until the read model moves"). Undefined while
   * the runner is not running (not started, stopped, or `RUN_PROJECTIONS=0`): then it learns
   * of no change, and nothing may be cached on it.
   *
   * In this process a stamp moves after the transaction that changed the read model committed
   * and before `waitFor` resolves, so a command that waits for a read model is seen by the very
   * next request. Changes made by another process are noticed when this runner next checks the
   * checkpoints: on the NOTIFY that follows every append, at the latest after `pollIntervalMs`.
   */
  changeStamp(names: readonly string[]): number | undefined {
    if (this.stopped) return undefined;
    let stamp = 0;
    for (const name of names) {
      const at = this.changes.get(name);
      if (at === undefined) throw new Error(`Unknown projection ${name}`);
      if (at > stamp) stamp = at;
    }
    return stamp;
  }

  /** Marks read models as changed (all, or the named ones): for writes outside projections, such as purging a company. */
  readModelsChanged(names?: readonly string[]): void {
    for (const p of this.projections) if (!names || names.includes(p.name)) this.changes.set(p.name, ++this.changeClock);
  }

  /** Ensures checkpoints (rebuilding projections whose version changed) and starts the loop. */
  async start(): Promise<void> {
    await this.init();
    // the leases free now are this process's before its loop starts (another process may hold the rest)
    await this.takeLeases(true);
    this.stopped = false;
    const offEvents = await this.db.listen('es_events', () => this.wake());
    // a process that may not hold every lease learns of the others' progress from their checkpoints
    const offCheckpoints = this.leases instanceof SoleLeases ? undefined : await this.db.listen(CHECKPOINT_CHANNEL, () => this.wake());
    this.unlisten = async () => {
      await offEvents();
      await offCheckpoints?.();
    };
    this.timer = setInterval(() => this.wake(), this.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  async init(): Promise<void> {
    for (const p of this.projections) {
      await this.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ version: number; position: string }>(
          'SELECT version, position FROM projection_checkpoints WHERE name = $1 FOR UPDATE',
          [p.name],
        );
        const row = rows[0];
        if (!row) {
          await tx.query('INSERT INTO projection_checkpoints (name, version, position) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
            p.name,
            p.version,
            START_POSITION,
          ]);
          this.positions.set(p.name, START_POSITION);
        } else if (row.version !== p.version) {
          this.log(`projection ${p.name}: version ${row.version} -> ${p.version}, rebuilding`);
          await p.reset(tx);
          await tx.query('UPDATE projection_checkpoints SET version = $2, position = $3, bulk = $4, updated_at = now() WHERE name = $1', [p.name, p.version, START_POSITION, !!p.bulk]);
          this.positions.set(p.name, START_POSITION);
        } else {
          this.positions.set(p.name, row.position);
        }
      });
    }
    this.readModelsChanged();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retry) clearTimeout(this.retry);
    this.retry = undefined;
    await this.unlisten?.();
    await this.loop.done();
    await this.leases.release();
    // release pending waiters without claiming a position that was not reached
    for (const w of this.waiters) w.resolve(this.reached(w.position, w.names));
    this.waiters.clear();
  }

  wake(): void {
    this.loop.wake();
  }

  /** Whether a round of the loop is going (tests wait for it to end). */
  get running(): boolean {
    return this.loop.running;
  }

  /**
   * One step for every projection this process holds, then the checkpoints of those it follows;
   * true when any checkpoint it applies moved. A step that fails leaves the others to step.
   */
  private async round(): Promise<boolean> {
    await this.takeLeases();
    let progressed = false;
    // a failing projection (or a reactor that waits for another read model) holds none of the others:
    // they step in this round too, and the first failure is raised after them (logged, retried)
    const failures: unknown[] = [];
    let reached: string | undefined;
    let behind = false;
    for (const p of this.projections) {
      if (!this.leases.holds(leaseOf(p))) continue;
      try {
        if (await this.step(p)) progressed = true;
      } catch (err) {
        if (err instanceof ReadModelBehind) behind = true;
        else failures.push(err);
      }
      const at = this.positions.get(p.name);
      if (at && (!reached || comparePositions(at, reached) < 0)) reached = at;
    }
    // The waiters of a command may sit in another process (an API process while this one is a
    // worker): whoever applies looks again soon while a projection waits for another read model, or
    // committed events lie beyond what it reached, not only for its own waiters. The transaction
    // that held those events back may have ended in the middle of this round, without a NOTIFY.
    this.lookAgain =
      failures.length === 0 && !progressed && (behind || (reached !== undefined && (await this.source.countAfter(this.db, reached, undefined, 1)) > 0));
    await this.follow();
    if (failures.length > 0) throw failures[0];
    return progressed;
  }

  /**
   * The head stops below any transaction still open anywhere in the cluster (another database
   * included), and a transaction that ends without appending sends no NOTIFY. A waiter whose
   * position was committed but lay beyond the head would then wait for the next poll. While
   * waiters remain, or the last round left work it could not do yet (`lookAgain`), the runner
   * looks again after 10 ms, doubling up to the poll interval.
   */
  private retryWhileWaited(): void {
    if (this.stopped || (this.waiters.size === 0 && !this.lookAgain)) {
      this.retryDelayMs = 0;
      return;
    }
    if (this.retry) return;
    this.retryDelayMs = Math.min(this.pollIntervalMs, this.retryDelayMs === 0 ? 10 : this.retryDelayMs * 2);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.wake();
    }, this.retryDelayMs);
    this.retry.unref();
  }

  /** Processes everything currently committed of the projections this process holds (start-up, tests, the rebuild command). */
  async catchUp(): Promise<void> {
    await this.takeLeases(true);
    while (await this.round());
  }

  /** Tries to take the leases this process lacks: on start, then at most once per poll interval. */
  private async takeLeases(now = false): Promise<void> {
    const t = performance.now();
    if (!now && t - this.leasesTriedAt < this.pollIntervalMs) return;
    this.leasesTriedAt = t;
    const lacking = [...new Set([...this.projections.map(leaseOf), ...this.leasedTasks])].filter((name) => !this.leases.holds(name));
    if (lacking.length > 0) await this.leases.acquire(lacking);
  }

  /**
   * The projections another process applies: their checkpoints as committed, so that `waitFor`
   * resolves and the caches' stamps move when that process has applied a batch (or rebuilt).
   */
  private async follow(): Promise<void> {
    const followed = this.projections.filter((p) => !this.leases.holds(leaseOf(p))).map((p) => p.name);
    if (followed.length === 0) return;
    const { rows } = await this.db.query<{ name: string; position: string }>('SELECT name, position FROM projection_checkpoints WHERE name = ANY($1::text[])', [followed]);
    for (const r of rows) {
      if (this.positions.get(r.name) === r.position) continue;
      this.positions.set(r.name, r.position);
      this.readModelsChanged([r.name]);
    }
    this.resolveWaiters();
  }

  /**
   * One batch for one projection; true when its checkpoint moved.
   *
   * In a bulk replay the next batch is read on another connection while this one is applied:
   * committed events below the snapshot's xmin never change, so a batch read ahead from this
   * batch's last position is the batch the next step would read, and is used only when the next
   * step starts from exactly that position. It is awaited before the next transaction opens (on
   * PGlite's one connection it runs after this transaction).
   */
  private async step(p: Projection, batchSize = this.batchSize): Promise<boolean> {
    const known = this.positions.get(p.name);
    const ahead = this.prefetched.get(p.name);
    this.prefetched.delete(p.name);
    const aheadEvents = ahead && (await ahead.events);
    const next = await this.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ position: string; bulk: boolean }>('SELECT position, bulk FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [p.name]);
      const from = rows[0]?.position ?? START_POSITION;
      const bulk = !!rows[0]?.bulk && p.bulk;
      // head first: every event of our types up to head is then in the batch when it is not full
      const head = await this.source.head(tx);
      if (comparePositions(head, from) <= 0 && !bulk) return { from, to: from, applied: false };
      const size = bulk ? Math.max(batchSize, this.rebuildBatchSize) : batchSize;
      if (bulk) await tx.exec(BULK_SETTINGS);
      const options = { after: from, limit: size, eventTypes: typeFilter(p.eventTypes) };
      // the log reads in commit order: when its last event lies within the head, all of them do (a
      // comparison of every position parses six BigInts each: 15-20 ms of CPU for 14,000 events in a fresh process)
      const upToHead = <E extends ReplayedEvent>(read: E[]) =>
        read.length === 0 || comparePositions(read[read.length - 1]!.position, head) <= 0 ? read : read.filter((e) => comparePositions(e.position, head) <= 0);
      // the live path hands whole recorded events to apply, a bulk replay the lean ones
      const recorded = bulk ? undefined : upToHead(await this.source.read(tx, options));
      const events = recorded ?? upToHead(ahead && aheadEvents && ahead.after === from && ahead.size === size ? aheadEvents : await this.source.replay(tx, options));
      const reachedHead = events.length < size;
      const to = reachedHead ? head : events[events.length - 1]!.position;
      if (bulk && !reachedHead) {
        const after = to;
        const events = this.db.transaction(async (ahead) => {
          await ahead.exec(BULK_SETTINGS);
          return this.source.replay(ahead, { after, limit: size, eventTypes: typeFilter(p.eventTypes) });
        });
        this.prefetched.set(p.name, { after, size, events: events.catch(() => undefined) });
      }
      if (recorded && recorded.length > 0) await p.apply(recorded, tx);
      else if (bulk && events.length > 0) await bulk.apply(events, tx);
      if (bulk && reachedHead) await bulk.finish(tx);
      await tx.query('UPDATE projection_checkpoints SET position = $2, bulk = $3, updated_at = now() WHERE name = $1', [p.name, to, !!bulk && !reachedHead]);
      return { from, to, applied: events.length > 0 || (!!bulk && reachedHead) };
    });
    this.positions.set(p.name, next.to);
    // committed: a batch applied here, or a checkpoint another process (or a rebuild) moved, changes the read model
    if (next.applied || next.from !== known) this.readModelsChanged([p.name]);
    this.resolveWaiters();
    const moved = comparePositions(next.to, next.from) > 0;
    if (moved) this.retryDelayMs = 0;
    return moved;
  }

  private resolveWaiters(): void {
    for (const w of this.waiters) {
      if (this.reached(w.position, w.names)) {
        this.waiters.delete(w);
        w.resolve(true);
      }
    }
  }

  private reached(position: string, names: readonly string[] | undefined): boolean {
    for (const p of this.projections) {
      if (names && !names.includes(p.name)) continue;
      const at = this.positions.get(p.name);
      if (!at || comparePositions(at, position) < 0) return false;
    }
    return true;
  }

  /**
   * Resolves once the projections (all, or the named ones) have passed a position, or after
   * the timeout (bounded read-your-writes). Returns false on timeout.
   */
  waitFor(position: string | undefined, requested?: readonly string[], timeoutMs = 5000): Promise<boolean> {
    const names = requested && [...requested, ...this.projections.filter((p) => p.awaitedByEveryCommand && !requested.includes(p.name)).map((p) => p.name)];
    if (!position || this.reached(position, names)) return Promise.resolve(true);
    if (this.stopped) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const waiter = {
        position,
        names,
        resolve: (reached: boolean) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(waiter);
      this.wake();
    });
  }

  /** Who holds each projection's (and leased task's) lease (PostgreSQL: seen in pg_locks from any process; PGlite: this one). */
  async leaseHolders(): Promise<LeaseHolder[]> {
    const owners = [...this.projections.map((p) => ({ name: p.name, lease: leaseOf(p) })), ...this.leasedTasks.map((name) => ({ name, lease: name }))];
    if (this.db.kind === 'pglite') return owners.map(({ name, lease }) => ({ name, holder: this.leases.holds(lease) ? this.leases.owner : null }));
    const held = new Map((await leaseHolders(this.db, [...new Set(owners.map((o) => o.lease))])).map((h) => [h.name, h.holder]));
    return owners.map(({ name, lease }) => ({ name, holder: held.get(lease) ?? null }));
  }

  /** Checkpoints and lag per projection, for /api/health. */
  async status(): Promise<{ head: string; projections: ProjectionStatus[] }> {
    const head = await this.source.head(this.db);
    const { rows } = await this.db.query<{ name: string; position: string }>('SELECT name, position FROM projection_checkpoints');
    const byName = new Map(rows.map((r) => [r.name, r.position]));
    const result: ProjectionStatus[] = [];
    for (const p of this.projections) {
      const position = byName.get(p.name) ?? START_POSITION;
      const lag = await this.lag(position, p.eventTypes);
      result.push({ name: p.name, position, lagEvents: lag });
    }
    return { head, projections: result };
  }

  private lag(position: string, subscription: EventTypeSubscription): Promise<number> {
    return this.source.countAfter(this.db, position, typeFilter(subscription), 10_000);
  }

  /** Empties one projection and replays it from position zero. */
  async rebuild(name: string): Promise<number> {
    const p = this.projections.find((x) => x.name === name);
    if (!p) throw new Error(`Unknown projection ${name}. Known: ${this.projections.map((x) => x.name).join(', ')}`);
    await this.db.transaction(async (tx) => {
      // no wait for the WAL flush: a reset lost in a crash leaves the old read model with its old checkpoint
      if (p.bulk) await tx.exec(BULK_SETTINGS);
      await tx.query('SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [p.name]);
      await p.reset(tx);
      await tx.query(
        `INSERT INTO projection_checkpoints (name, version, position, bulk) VALUES ($1, $2, $3, $4)
         ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, position = EXCLUDED.position, bulk = EXCLUDED.bulk, updated_at = now()`,
        [p.name, p.version, START_POSITION, !!p.bulk],
      );
    });
    this.positions.set(p.name, START_POSITION);
    this.readModelsChanged([p.name]);
    let steps = 0;
    while (await this.step(p, this.rebuildBatchSize)) steps++;
    return steps;
  }
}
