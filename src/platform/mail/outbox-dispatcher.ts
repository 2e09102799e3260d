import { CoalescingLoop } from '../coalescing-loop';
import type { Kernel } from '../kernel';
import type { MailMessage } from './mailer';

/**
 * The one mail outbox dispatcher (ADR 0004), shared by the modules that queue mails in an outbox
 * table of their own (infolog's message mails, identity's invitations). It claims due rows
 * (leased, `FOR UPDATE SKIP LOCKED`, so several processes never send one row at once), asks the
 * module for each row's mail (rendered at send time from stored data), sends it, marks it sent,
 * and reschedules failures with exponential backoff; a permanent 5xx answer fails the row at once.
 * Wakes on the reactor's NOTIFY, on its own retry timer and by polling. `minIntervalMs` paces the
 * sending (a large import is not sent at once).
 *
 * The table has the key columns plus `status` ('pending' | 'sent' | 'skipped' | 'failed'),
 * `attempts`, `next_attempt_at`, `locked_until`, `last_error`, `sent_at`.
 */
export interface DispatcherOptions {
  /** First retry delay; doubles per attempt up to `maxDelayMs`. */
  readonly retryBaseMs: number;
  readonly maxDelayMs: number;
  /** Attempts before a row is given up ('failed'). */
  readonly maxAttempts: number;
  /** Fallback polling (other processes, missed notifications). */
  readonly pollMs: number;
  readonly batchSize: number;
  /** How long a claimed row stays reserved for the process sending it. */
  readonly leaseSeconds: number;
  /** Mails sent at once. */
  readonly concurrency: number;
  /** At least this long per mail on average (0: as fast as the mailer takes them). */
  readonly minIntervalMs: number;
}

export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = {
  retryBaseMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
  pollMs: 5_000,
  batchSize: 25,
  leaseSeconds: 900,
  concurrency: 5,
  minIntervalMs: 0,
};

/** Delay before attempt n + 1 after n failed attempts: base, 2 x base, 4 x base, ... capped. */
export const backoffMs = (attempts: number, o: Pick<DispatcherOptions, 'retryBaseMs' | 'maxDelayMs'>) =>
  Math.min(o.maxDelayMs, o.retryBaseMs * 2 ** Math.max(0, attempts - 1));

/** A claimed row: its columns as selected, and the attempt this is. */
export type OutboxRow = Readonly<Record<string, unknown>> & { readonly attempts: number };

/**
 * What to do with one row: send this mail (`record`: columns of the row to set with the outcome,
 * e.g. the language the mail went out in), or skip it (recipient gone) with a reason.
 */
export type Delivery = { readonly mail: MailMessage; readonly record?: Readonly<Record<string, string | number | null>> } | { readonly skip: string };

export interface OutboxSpec<R extends OutboxRow> {
  /** For log lines. */
  readonly name: string;
  readonly table: string;
  readonly keyColumns: readonly string[];
  /** Further columns the module needs of a claimed row. */
  readonly columns: readonly string[];
  /** NOTIFY channel the reactor signals on after queueing. */
  readonly channel: string;
  /** Looks up what a batch needs at once; returns the delivery of each row (may have effects, e.g. issuing a sign-in secret). */
  prepare(rows: readonly R[]): Promise<(row: R) => Promise<Delivery>>;
}

const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export class OutboxDispatcher<R extends OutboxRow> {
  private stopped = true;
  private readonly loop = new CoalescingLoop({
    stopped: () => this.stopped,
    round: async () => (await this.paced()) > 0,
    idle: () => this.scheduleRetry(),
    failed: (err) => this.k.log(`${this.spec.name}: mail dispatcher pass failed; retrying on the next wake-up`, err),
  });
  private poll: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;
  private readonly keyList: string;

  constructor(
    private readonly k: Pick<Kernel, 'db' | 'mailer' | 'log'>,
    private readonly spec: OutboxSpec<R>,
    readonly options: DispatcherOptions = DEFAULT_DISPATCHER_OPTIONS,
  ) {
    this.keyList = spec.keyColumns.join(', ');
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = await this.k.db.listen(this.spec.channel, () => this.wake());
    this.poll = setInterval(() => this.wake(), this.options.pollMs);
    this.poll.unref();
    this.wake();
  }

  /** Stops waking up and waits for the mails in flight (they are marked before this resolves). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    if (this.retry) clearTimeout(this.retry);
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = undefined;
    await this.loop.done();
  }

  wake(): void {
    this.loop.wake();
  }

  /** Sends everything due now, without pacing (tests, bench); returns the number of rows handled. */
  async drain(): Promise<number> {
    let total = 0;
    for (let n = await this.sendBatch(); n > 0; n = await this.sendBatch()) total += n;
    return total;
  }

  /** One batch, then the pause the pacing asks for (cut short by stop). */
  private async paced(): Promise<number> {
    const started = Date.now();
    const n = await this.sendBatch();
    const rest = n * this.options.minIntervalMs - (Date.now() - started);
    if (n > 0 && rest > 0 && !this.stopped) await new Promise((resolve) => setTimeout(resolve, rest).unref());
    return n;
  }

  private async scheduleRetry(): Promise<void> {
    const { rows } = await this.k.db.query<{ ms: number | string | null }>(
      `SELECT EXTRACT(EPOCH FROM (min(GREATEST(next_attempt_at, COALESCE(locked_until, next_attempt_at))) - now())) * 1000 AS ms
         FROM ${this.spec.table} WHERE status = 'pending'`,
    );
    const ms = rows[0]?.ms;
    if (ms === null || ms === undefined || this.stopped) return;
    const delay = Math.min(this.options.pollMs, Math.max(10, Math.ceil(Number(ms))));
    if (this.retry) clearTimeout(this.retry);
    this.retry = setTimeout(() => this.wake(), delay);
    this.retry.unref();
  }

  private keyWhere(offset: number): string {
    return this.spec.keyColumns.map((c, i) => `${c} = $${offset + i}`).join(' AND ');
  }

  private keyOf(row: R): unknown[] {
    return this.spec.keyColumns.map((c) => row[c]);
  }

  /** Claims and sends one batch of due rows; returns how many were claimed. */
  private async sendBatch(): Promise<number> {
    const t = this.spec.table;
    const returning = [...new Set([...this.spec.keyColumns, ...this.spec.columns])].map((c) => `o.${c}`).join(', ');
    const { rows } = await this.k.db.query<R>(
      `UPDATE ${t} o SET locked_until = now() + make_interval(secs => $2::double precision), attempts = o.attempts + 1
        WHERE (${this.spec.keyColumns.map((c) => `o.${c}`).join(', ')}) IN (
          SELECT ${this.keyList} FROM ${t}
           WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
           ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING ${returning}, o.attempts`,
      [this.options.batchSize, this.options.leaseSeconds],
    );
    if (rows.length === 0) return 0;
    const deliver = await this.spec.prepare(rows);
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) await this.handle(row, deliver);
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, rows.length) }, worker));
    return rows.length;
  }

  private async handle(row: R, deliver: (row: R) => Promise<Delivery>): Promise<void> {
    let record: Readonly<Record<string, string | number | null>> = {};
    try {
      const d = await deliver(row);
      if ('skip' in d) return this.mark(row, 'skipped', d.skip);
      record = d.record ?? {};
      await this.k.mailer.send(d.mail);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (isPermanent(err) || row.attempts >= this.options.maxAttempts) {
        this.k.log(`${this.spec.name}: mail ${JSON.stringify(this.keyOf(row))} given up after ${row.attempts} attempt(s): ${reason}`);
        return this.mark(row, 'failed', reason, record);
      }
      const n = this.spec.keyColumns.length;
      await this.k.db.query(
        `UPDATE ${this.spec.table} SET locked_until = NULL, last_error = $${n + 1}, next_attempt_at = now() + make_interval(secs => $${n + 2}::double precision)
          WHERE ${this.keyWhere(1)} AND status = 'pending'`,
        [...this.keyOf(row), reason.slice(0, 500), backoffMs(row.attempts, this.options) / 1000],
      );
      return;
    }
    await this.mark(row, 'sent', null, record);
  }

  private async mark(row: R, status: 'sent' | 'skipped' | 'failed', reason: string | null, record: Readonly<Record<string, string | number | null>> = {}): Promise<void> {
    const n = this.spec.keyColumns.length;
    const extra = Object.keys(record);
    const sets = extra.map((c, i) => `, ${c} = $${n + 3 + i}`).join('');
    await this.k.db.query(
      `UPDATE ${this.spec.table} SET status = $${n + 1}, locked_until = NULL, last_error = $${n + 2}, sent_at = CASE WHEN $${n + 1} = 'sent' THEN now() ELSE sent_at END${sets}
        WHERE ${this.keyWhere(1)}`,
      [...this.keyOf(row), status, reason === null ? null : reason.slice(0, 500), ...extra.map((c) => record[c])],
    );
  }
}

/**
 * What an operator sets per outbox (`<OUTBOX>_RETRY_BASE_MS`, `<OUTBOX>_MAX_ATTEMPTS`,
 * `<OUTBOX>_PER_MINUTE`, decoded in src/platform/config/mail.ts).
 */
export interface OutboxSettings {
  readonly retryBaseMs: number;
  readonly maxAttempts: number;
  /** Mails a minute at most per process; undefined: unpaced. */
  readonly perMinute: number | undefined;
}

/** The dispatcher's options for an outbox's settings; polling is at least as frequent as the first retry. */
export function outboxDispatcherOptions(settings: OutboxSettings, base: DispatcherOptions = DEFAULT_DISPATCHER_OPTIONS): DispatcherOptions {
  return {
    ...base,
    retryBaseMs: settings.retryBaseMs,
    maxAttempts: settings.maxAttempts,
    pollMs: Math.min(base.pollMs, Math.max(50, settings.retryBaseMs)),
    minIntervalMs: settings.perMinute ? 60_000 / settings.perMinute : 0,
  };
}
