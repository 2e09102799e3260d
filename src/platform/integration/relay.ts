import type { Db } from '../db';
import { CoalescingLoop } from '../coalescing-loop';
import type { Leases } from '../projections/leases';
import { OUTBOX_CHANNEL } from './outbox';
import type { IntegrationProducer, OutboxMessage } from './producer';

/** The relay's lease and checkpoint name (ADR 0020). */
export const RELAY_NAME = 'integration.kafka-relay';

/**
 * Something that adds integration events to the outbox that no domain event carries, under the
 * relay's lease before each publishing round: e.g. certifications whose validity ran out
 * (time-based, from stored dates and the clock, with a checkpoint of its own).
 */
export interface OutboxFeeder {
  readonly name: string;
  /** Adds what became due up to `now` to the outbox, in its own transaction with its own checkpoint. */
  feed(db: Db, now: Date): Promise<void>;
}

export interface RelayOptions {
  readonly name?: string;
  /** Messages per batch sent to the broker (and acknowledged) at once. */
  readonly batchSize?: number;
  /** Fallback polling, and how often the feeders look (ms). */
  readonly pollIntervalMs?: number;
  /** First retry delay after a failed send; doubles per failure up to `retryMaxMs`. */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
  readonly feeders?: readonly OutboxFeeder[];
  /** The injectable clock, handed to the feeders. */
  readonly now?: () => Date;
  /** Published rows older than this are removed (at most hourly). */
  readonly retentionDays?: number;
  readonly log?: (msg: string, err?: unknown) => void;
}

export interface RelayStatus {
  readonly enabled: true;
  readonly name: string;
  readonly target: string;
  /** The `seq` of the last outbox row the broker acknowledged. */
  readonly checkpoint: string;
  /** Outbox rows not yet acknowledged (counted up to 10,000). */
  readonly lagEvents: number;
  readonly publishedAt: string | null;
  /**
   * This process's view of the broker: `connected` after an acknowledged send, `unreachable`
   * after a failed one (until the next acknowledgement), `unknown` before the first send.
   */
  readonly broker: BrokerConnection;
  /** The last failure of this process's relay since its last success, if any. */
  readonly lastError: string | null;
}

export type BrokerConnection = 'unknown' | 'connected' | 'unreachable';

const HOUR_MS = 3_600_000;

/**
 * The outbox relay (issue 17, ADR 0020): publishes `integration_outbox` in `seq` order to a broker
 * and moves its checkpoint only after the broker acknowledged the batch. A failure leaves the
 * checkpoint where it was and the batch is sent again after a backoff (at-least-once; the stable
 * event id lets consumers drop repeats). It works only while this process holds its lease (one
 * process at a time: the projection runner takes it like a projection's), and moves the checkpoint
 * with a compare-and-set, so a process that lost the lease mid-batch moves nothing.
 */
export class OutboxRelay {
  readonly name: string;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly feeders: readonly OutboxFeeder[];
  private readonly now: () => Date;
  private readonly retentionDays: number;
  private readonly log: (msg: string, err?: unknown) => void;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private failures = 0;
  private retryAt = 0;
  private fedAt = -Infinity;
  private prunedAt = -Infinity;
  private lastError: string | null = null;
  private broker: BrokerConnection = 'unknown';
  private readonly feederErrors = new Map<string, string>();
  private readonly loop = new CoalescingLoop({
    stopped: () => this.stopped,
    round: () => this.step(),
    failed: (err) => this.log(`${this.name}: round failed; retrying on the next wake-up`, err),
  });

  constructor(
    private readonly db: Db,
    readonly producer: IntegrationProducer,
    private readonly leases: Pick<Leases, 'holds'>,
    opts: RelayOptions = {},
  ) {
    this.name = opts.name ?? RELAY_NAME;
    this.batchSize = opts.batchSize ?? 200;
    this.pollIntervalMs = opts.pollIntervalMs ?? 1000;
    this.retryBaseMs = opts.retryBaseMs ?? 1000;
    this.retryMaxMs = opts.retryMaxMs ?? 60_000;
    this.feeders = opts.feeders ?? [];
    this.now = opts.now ?? (() => new Date());
    this.retentionDays = opts.retentionDays ?? 60;
    this.log = opts.log ?? ((m, e) => console.error(m, e));
  }

  async start(): Promise<void> {
    await this.ensureCheckpoint();
    this.stopped = false;
    this.unlisten = await this.db.listen(OUTBOX_CHANNEL, () => this.wake());
    this.timer = setInterval(() => this.wake(), this.pollIntervalMs);
    this.timer.unref();
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    await this.unlisten?.();
    await this.loop.done();
    await this.producer.disconnect();
  }

  wake(): void {
    this.loop.wake();
  }

  /** The checkpoint row (at 0 the first time this relay runs on a database). */
  async ensureCheckpoint(): Promise<void> {
    await this.db.query('INSERT INTO integration_relay_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [this.name]);
  }

  /**
   * One round: the feeders (at most once per poll interval), then one batch to the broker. True
   * when a full batch was published (more may be waiting). Tests call it directly.
   */
  async step(): Promise<boolean> {
    if (!this.leases.holds(this.name)) return false;
    await this.feed();
    const t = performance.now();
    if (t < this.retryAt) return false;
    const { rows: cp } = await this.db.query<{ seq: string }>('SELECT seq::text AS seq FROM integration_relay_checkpoints WHERE name = $1', [this.name]);
    const from = cp[0]?.seq;
    if (from === undefined) {
      await this.ensureCheckpoint();
      return true;
    }
    // ordered by the bigint column, not by the text alias `seq` (text order would put 10 before 2 and skip rows)
    const { rows } = await this.db.query<{ seq: string; event_id: string; event_type: string; company_id: string; occurred_at: Date | string; payload: string }>(
      `SELECT seq::text AS seq, event_id::text AS event_id, event_type, company_id, occurred_at, payload::text AS payload
         FROM integration_outbox o WHERE o.seq > $1::bigint ORDER BY o.seq LIMIT $2`,
      [from, this.batchSize],
    );
    if (rows.length === 0) return false;
    const messages: OutboxMessage[] = rows.map((r) => ({
      seq: r.seq,
      eventId: r.event_id,
      type: r.event_type,
      companyId: r.company_id,
      occurredAt: new Date(r.occurred_at).toISOString(),
      value: r.payload,
    }));
    try {
      await this.producer.send(messages);
    } catch (err) {
      this.failed(err);
      return false;
    }
    // acknowledged: only now the checkpoint moves, and only from where this batch started
    const to = rows[rows.length - 1]!.seq;
    const { rows: moved } = await this.db.query(
      'UPDATE integration_relay_checkpoints SET seq = $2::bigint, published_at = now(), updated_at = now() WHERE name = $1 AND seq = $3::bigint RETURNING name',
      [this.name, to, from],
    );
    // the log says once that the broker is back (and once, in failed(), that it is unreachable)
    if (this.broker === 'unreachable') this.log(`${this.name}: ${this.producer.target} reachable again; publishing after ${this.failures} failed attempts`);
    this.broker = 'connected';
    this.failures = 0;
    this.lastError = null;
    if (moved.length === 0) return false;
    await this.prune(to);
    return rows.length === this.batchSize;
  }

  private failed(err: unknown): void {
    this.failures++;
    const message = err instanceof Error ? err.message : String(err);
    if (this.broker !== 'unreachable') this.log(`${this.name}: ${this.producer.target} unreachable, publishing failed; the checkpoint stays and the batch is retried with backoff`, err);
    this.broker = 'unreachable';
    this.lastError = message;
    const delay = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (this.failures - 1));
    this.retryAt = performance.now() + delay;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.wake(), delay);
    this.retryTimer.unref();
  }

  private async feed(): Promise<void> {
    const t = performance.now();
    if (this.feeders.length === 0 || t - this.fedAt < this.pollIntervalMs) return;
    this.fedAt = t;
    const now = this.now();
    for (const f of this.feeders) {
      try {
        await f.feed(this.db, now);
        this.feederErrors.delete(f.name);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        if (this.feederErrors.get(f.name) !== message) this.log(`${this.name}: feeder ${f.name} failed; trying again next round`, err);
        this.feederErrors.set(f.name, message);
      }
    }
  }

  /** Removes rows published long ago (at most once an hour); stable ids outlive them in consumers. */
  private async prune(upTo: string): Promise<void> {
    const t = performance.now();
    if (t - this.prunedAt < HOUR_MS) return;
    this.prunedAt = t;
    await this.db.query(`DELETE FROM integration_outbox WHERE seq <= $1::bigint AND created_at < now() - make_interval(days => $2::integer)`, [upTo, this.retentionDays]);
  }

  async status(): Promise<RelayStatus> {
    const { rows } = await this.db.query<{ seq: string; published_at: Date | string | null }>(
      'SELECT seq::text AS seq, published_at FROM integration_relay_checkpoints WHERE name = $1',
      [this.name],
    );
    const checkpoint = rows[0]?.seq ?? '0';
    const { rows: lag } = await this.db.query<{ n: string }>('SELECT count(*)::text AS n FROM (SELECT 1 FROM integration_outbox WHERE seq > $1::bigint LIMIT 10000) x', [checkpoint]);
    const publishedAt = rows[0]?.published_at;
    return {
      enabled: true,
      name: this.name,
      target: this.producer.target,
      checkpoint,
      lagEvents: Number(lag[0]?.n ?? 0),
      publishedAt: publishedAt ? new Date(publishedAt).toISOString() : null,
      broker: this.broker,
      lastError: this.lastError,
    };
  }
}
