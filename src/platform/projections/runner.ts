import type { Db } from '../db';
import { CoalescingLoop } from '../coalescing-loop';
import { START_POSITION, comparePositions, postgresEventLog, type EventLog } from '../eventstore';
import { applyBatch, PartialSizes, type Prefetched } from './batch';
import { CHECKPOINT_CHANNEL, committedCheckpoints, ensureCheckpoint, resetCheckpoint } from './checkpoints';
import { ChangeStamps } from './change-stamps';
import { LookAgain } from './look-again';
import { SoleLeases, processOwner, type LeaseHolder, type Leases } from './leases';
import { ReadModelBehind, leaseOf, type Projection, type ProjectionStatus, type RunnerOptions } from './projection';
import { projectionLeaseHolders, projectionStatus } from './status';
import { PositionWaiters } from './waiters';
import { ProjectionPositions } from './positions';
import { CatchUpRates } from './catch-up';

/** A batch that takes this long (ms) is logged: it delays every projection after it in the round. */
const SLOW_BATCH_MS = 1000;

/**
 * Runs projections: wakes on NOTIFY es_events (and polls as a fallback), applies batches, keeps positions in memory
 * for `waitFor`, and counts changes of each read model for the caches of `read-cache.ts` (`changeStamp`).
 */
export class ProjectionRunner {
  private readonly positions: ProjectionPositions;
  private readonly rates = new CatchUpRates();
  private readonly stamps: ChangeStamps;
  private readonly waiters = new PositionWaiters((position, names) => this.behind(position, names).length === 0);
  private timer: NodeJS.Timeout | undefined;
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
    settled: () => this.lookAgainSoon.settle(!this.stopped && (this.waiters.size > 0 || this.lookAgain)),
  });
  private readonly lookAgainSoon: LookAgain;
  private readonly batchSize: number;
  private readonly rebuildBatchSize: number;
  private readonly pollIntervalMs: number;
  private readonly log: (msg: string, err?: unknown) => void;
  readonly leases: Leases;
  private readonly leasedTasks: readonly string[];
  private readonly source: EventLog;
  /** When this process last tried to take the leases it lacks (ms, monotonic). */
  private leasesTriedAt = -Infinity;
  /** A replay's next batch, read while the current one is applied (see `applyBatch`); the sizes of batches after a partial one. */
  private readonly prefetched = new Map<string, Prefetched>();
  private readonly partialSizes = new PartialSizes();

  constructor(
    private readonly db: Db,
    readonly projections: readonly Projection[],
    opts: RunnerOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 500;
    this.rebuildBatchSize = opts.rebuildBatchSize ?? 20_000;
    this.pollIntervalMs = opts.pollIntervalMs ?? 1000;
    this.lookAgainSoon = new LookAgain(this.pollIntervalMs, () => this.wake());
    this.log = opts.log ?? ((m, e) => console.error(m, e));
    this.leases = opts.leases ?? new SoleLeases(processOwner('server'));
    this.leasedTasks = opts.leasedTasks ?? [];
    this.source = opts.eventLog ?? postgresEventLog;
    this.stamps = new ChangeStamps(projections.map((p) => p.name));
    this.positions = new ProjectionPositions(projections);
  }

  /**
   * A number that changes whenever the read model of one of the named projections may have changed, for caches of read-model
   * data ("keep until the read model moves"); undefined while the runner is not running (not started, stopped, `RUN_PROJECTIONS=0`).
   * Here a stamp moves after the change committed and before `waitFor` resolves (the very next request sees a command's change);
   * another process's changes when this runner next checks the checkpoints (the NOTIFY of every append, at the latest after `pollIntervalMs`).
   */
  changeStamp(names: readonly string[]): number | undefined {
    return this.stopped ? undefined : this.stamps.stamp(names);
  }

  /** Marks read models as changed (all, or the named ones): for writes outside projections, such as purging a company. */
  readModelsChanged(names?: readonly string[]): void {
    this.stamps.changed(names);
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
    for (const p of this.projections) this.positions.set(p.name, await ensureCheckpoint(this.db, p, this.log));
    this.readModelsChanged();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.lookAgainSoon.stop();
    await this.unlisten?.();
    await this.loop.done();
    await this.leases.release();
    this.waiters.releaseAll();
  }

  wake(): void { this.loop.wake(); }

  /** Whether a round of the loop is going (tests wait for it to end). */
  get running(): boolean { return this.loop.running; }

  /** One step for every projection this process holds, then the checkpoints of those it follows; true when any checkpoint it applies moved. A step that fails leaves the others to step. */
  private async round(): Promise<boolean> {
    await this.takeLeases();
    let progressed = false;
    // a failing projection (or a reactor that waits for another read model) holds none of the others: they step in this round too, and the first failure is raised after them (logged, retried)
    const failures: unknown[] = [];
    let reached: string | undefined;
    let behind = false;
    const stepOne = async (p: Projection) => {
      try {
        if (await this.step(p)) progressed = true;
      } catch (err) {
        if (err instanceof ReadModelBehind) behind = true;
        else failures.push(err);
      }
      const at = this.positions.get(p.name);
      if (at && (!reached || comparePositions(at, reached) < 0)) reached = at;
    };
    const mine = (p: Projection) => this.leases.holds(leaseOf(p));
    for (const p of this.projections) {
      if (!mine(p)) continue;
      // what a waiting command needs goes first, before each further step of the round
      for (const awaited of this.positions.waitedFor(this.waiters.pending(), mine)) await stepOne(awaited);
      await stepOne(p);
    }
    // A command's waiters may sit in another process (this one a worker): whoever applies looks again soon while a projection waits for
    // another read model or committed events lie beyond what it reached (their transaction may have ended in this round, without a NOTIFY).
    this.lookAgain =
      failures.length === 0 && !progressed && (behind || (reached !== undefined && (await this.source.countAfter(this.db, reached, undefined, 1)) > 0));
    await this.follow();
    if (failures.length > 0) throw failures[0];
    return progressed;
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

  /** The projections another process applies: their checkpoints as committed, so that `waitFor` resolves and the caches' stamps move when that process has applied a batch (or rebuilt). */
  private async follow(): Promise<void> {
    const followed = this.projections.filter((p) => !this.leases.holds(leaseOf(p))).map((p) => p.name);
    if (followed.length === 0) return;
    for (const [name, position] of await committedCheckpoints(this.db, followed)) {
      if (this.positions.get(name) === position) continue;
      this.positions.set(name, position);
      this.readModelsChanged([name]);
    }
    this.waiters.resolveReached();
  }

  /** One batch for one projection (`applyBatch`); true when its checkpoint moved. */
  private async step(p: Projection, batchSize = this.batchSize): Promise<boolean> {
    const known = this.positions.get(p.name);
    const started = performance.now();
    const next = await applyBatch(this.db, this.source, p, { batchSize: this.partialSizes.of(p.name, batchSize), rebuildBatchSize: this.rebuildBatchSize, prefetched: this.prefetched });
    this.partialSizes.record(p.name, next, this.batchSize);
    this.positions.set(p.name, next.to);
    const took = performance.now() - started;
    if (took >= SLOW_BATCH_MS) this.log(`projection ${p.name}: a batch of ${next.events ?? 0} events took ${Math.round(took)} ms`);
    const catchingUp = this.rates.record(p.name, next.to, next.head);
    if (catchingUp) this.log(catchingUp);
    // committed: a batch applied here, or a checkpoint another process (or a rebuild) moved, changes the read model
    if (next.applied || next.from !== known) this.readModelsChanged([p.name]);
    this.waiters.resolveReached();
    const moved = comparePositions(next.to, next.from) > 0;
    if (moved) this.lookAgainSoon.progressed();
    return moved;
  }

  /** The projections (all, or the named ones and those every command waits for) that have not passed a position yet. */
  behind(position: string, requested?: readonly string[]): string[] {
    return this.positions.behind(position, requested);
  }

  /** Where they stand now: changes whenever one of them moves (a command's wait goes on while it does). */
  progressOf(requested?: readonly string[]): string {
    return this.positions.progressOf(requested);
  }

  /**
   * Resolves once the projections (all, or the named ones and those every command waits for) have
   * passed a position, or after the timeout (bounded read-your-writes). Returns false on timeout.
   */
  waitFor(position: string | undefined, requested?: readonly string[], timeoutMs = 5000): Promise<boolean> {
    if (!position || this.behind(position, requested).length === 0) return Promise.resolve(true);
    if (this.stopped) return Promise.resolve(false);
    const waited = this.waiters.wait(position, requested, timeoutMs);
    this.wake();
    return waited;
  }

  /** Who holds each projection's (and leased task's) lease. */
  leaseHolders(): Promise<LeaseHolder[]> {
    return projectionLeaseHolders(this.db, this.leases, this.projections, this.leasedTasks);
  }

  /** Checkpoints and lag per projection, for /api/health. */
  status(): Promise<{ head: string; projections: ProjectionStatus[] }> {
    return projectionStatus(this.db, this.source, this.projections, (name) => this.rates.of(name));
  }

  /** Empties one projection and replays it from position zero. */
  async rebuild(name: string): Promise<number> {
    const p = this.projections.find((x) => x.name === name);
    if (!p) throw new Error(`Unknown projection ${name}. Known: ${this.projections.map((x) => x.name).join(', ')}`);
    await resetCheckpoint(this.db, p);
    this.positions.set(p.name, START_POSITION);
    this.readModelsChanged([p.name]);
    let steps = 0;
    while (await this.step(p, this.rebuildBatchSize)) steps++;
    return steps;
  }
}
