import type { Kernel } from '../../../platform/kernel';
import { renderMail } from '../../../platform/mail';
import { OUTBOX_CHANNEL } from '../read/projections';
import { mailMessagesByIds, type MailMessageRow } from '../read/queries';
import type { InfologGroup, InfologPerson, InfologPorts } from '../shared/ports';
import { messagePostedMail } from './templates';

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
}

export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = {
  retryBaseMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 10,
  pollMs: 5_000,
  batchSize: 25,
  leaseSeconds: 900,
  concurrency: 5,
};

/** Options from the environment (`INFOLOG_MAIL_RETRY_BASE_MS`, `INFOLOG_MAIL_MAX_ATTEMPTS`). */
export function dispatcherOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DispatcherOptions {
  const num = (v: string | undefined, d: number) => (v !== undefined && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : d);
  const retryBaseMs = num(env.INFOLOG_MAIL_RETRY_BASE_MS, DEFAULT_DISPATCHER_OPTIONS.retryBaseMs);
  return {
    ...DEFAULT_DISPATCHER_OPTIONS,
    retryBaseMs,
    maxAttempts: num(env.INFOLOG_MAIL_MAX_ATTEMPTS, DEFAULT_DISPATCHER_OPTIONS.maxAttempts),
    pollMs: Math.min(DEFAULT_DISPATCHER_OPTIONS.pollMs, Math.max(50, retryBaseMs)),
  };
}

/** Delay before attempt n + 1 after n failed attempts: base, 2 x base, 4 x base, ... capped. */
export const backoffMs = (attempts: number, o: Pick<DispatcherOptions, 'retryBaseMs' | 'maxDelayMs'>) =>
  Math.min(o.maxDelayMs, o.retryBaseMs * 2 ** Math.max(0, attempts - 1));

/** The Message-ID of one member's mail about one message: the same on every (re)send. */
export function mailMessageId(messageId: string, userId: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'unterweisung.local';
  return `<infolog.${messageId}.${userId}@${domain}>`;
}

interface Claimed {
  message_id: string;
  user_id: string;
  company_id: string;
  lang: string;
  attempts: number;
}

const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends the infolog outbox: claims due rows (leased, `FOR UPDATE SKIP LOCKED`, so several
 * processes never send one row at once), sends each with a deterministic Message-ID, marks it
 * sent, and reschedules failures with exponential backoff. Wakes on the reactor's NOTIFY, on its
 * own retry timer and by polling.
 */
export class MailDispatcher {
  private stopped = true;
  private running = false;
  private again = false;
  private loop: Promise<void> = Promise.resolve();
  private poll: NodeJS.Timeout | undefined;
  private retry: NodeJS.Timeout | undefined;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly k: Kernel,
    private readonly ports: Pick<InfologPorts, 'groups' | 'people'>,
    readonly options: DispatcherOptions = DEFAULT_DISPATCHER_OPTIONS,
  ) {}

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.unlisten = await this.k.db.listen(OUTBOX_CHANNEL, () => this.wake());
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
    await this.loop;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.loop = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.sendBatch()) > 0);
        } while (this.again && !this.stopped);
        if (!this.stopped) await this.scheduleRetry();
      } catch (err) {
        this.k.log('infolog: mail dispatcher pass failed; retrying on the next wake-up', err);
      } finally {
        this.running = false;
      }
    })();
  }

  /** Sends everything due now (tests, bench); returns the number of rows handled. */
  async drain(): Promise<number> {
    let total = 0;
    for (let n = await this.sendBatch(); n > 0; n = await this.sendBatch()) total += n;
    return total;
  }

  private async scheduleRetry(): Promise<void> {
    const { rows } = await this.k.db.query<{ ms: number | string | null }>(
      `SELECT EXTRACT(EPOCH FROM (min(GREATEST(next_attempt_at, COALESCE(locked_until, next_attempt_at))) - now())) * 1000 AS ms
         FROM inf_mail_outbox WHERE status = 'pending'`,
    );
    const ms = rows[0]?.ms;
    if (ms === null || ms === undefined || this.stopped) return;
    const delay = Math.min(this.options.pollMs, Math.max(10, Math.ceil(Number(ms))));
    if (this.retry) clearTimeout(this.retry);
    this.retry = setTimeout(() => this.wake(), delay);
    this.retry.unref();
  }

  /** Claims and sends one batch of due rows; returns how many were claimed. */
  private async sendBatch(): Promise<number> {
    const { rows } = await this.k.db.query<Claimed>(
      `UPDATE inf_mail_outbox o SET locked_until = now() + make_interval(secs => $2::double precision), attempts = o.attempts + 1
        WHERE (o.message_id, o.user_id) IN (
          SELECT message_id, user_id FROM inf_mail_outbox
           WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
           ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING o.message_id, o.user_id, o.company_id, o.lang, o.attempts`,
      [this.options.batchSize, this.options.leaseSeconds],
    );
    if (rows.length === 0) return 0;
    const messages = await mailMessagesByIds(this.k.db, rows.map((r) => r.message_id));
    const people = await this.ports.people.summaries([...rows.map((r) => r.user_id), ...[...messages.values()].map((m) => m.postedBy)]);
    const groups = new Map<string, InfologGroup | undefined>();
    for (const m of messages.values()) {
      if (!groups.has(m.groupId)) groups.set(m.groupId, await this.ports.groups.get(m.companyId, m.groupId));
    }
    const queue = [...rows];
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) await this.deliver(row, messages, people, groups);
    };
    await Promise.all(Array.from({ length: Math.min(this.options.concurrency, rows.length) }, worker));
    return rows.length;
  }

  private async deliver(row: Claimed, messages: Map<string, MailMessageRow>, people: Map<string, InfologPerson>, groups: Map<string, InfologGroup | undefined>): Promise<void> {
    const msg = messages.get(row.message_id);
    const user = people.get(row.user_id);
    const group = msg ? groups.get(msg.groupId) : undefined;
    if (!msg || !group) return this.mark(row, 'skipped', 'message or group no longer exists');
    if (!user || !user.isActive || user.companyId !== row.company_id) return this.mark(row, 'skipped', 'recipient inactive or deleted');
    const lang = row.lang === 'en' ? 'en' : 'de';
    const poster = people.get(msg.postedBy);
    const mail = renderMail(messagePostedMail, lang, user.email, {
      firstName: user.firstName,
      posterName: poster ? `${poster.firstName} ${poster.lastName}` : lang === 'de' ? 'Jemand' : 'Someone',
      groupName: group.name,
      title: msg.title,
      message: msg.message,
      hasVideo: msg.hasVideo,
      link: `${this.k.config.publicUrl.replace(/\/$/, '')}/?highlight=${encodeURIComponent(msg.id)}`,
    });
    try {
      await this.k.mailer.send({ ...mail, messageId: mailMessageId(msg.id, user.id, this.k.config.mailFrom) });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (isPermanent(err) || row.attempts >= this.options.maxAttempts) {
        this.k.log(`infolog: mail about ${msg.id} to user ${user.id} given up after ${row.attempts} attempt(s): ${reason}`);
        return this.mark(row, 'failed', reason);
      }
      await this.k.db.query(
        `UPDATE inf_mail_outbox SET locked_until = NULL, last_error = $3, next_attempt_at = now() + make_interval(secs => $4::double precision)
          WHERE message_id = $1 AND user_id = $2 AND status = 'pending'`,
        [row.message_id, row.user_id, reason.slice(0, 500), backoffMs(row.attempts, this.options) / 1000],
      );
      return;
    }
    await this.mark(row, 'sent', null);
  }

  private async mark(row: Claimed, status: 'sent' | 'skipped' | 'failed', reason: string | null): Promise<void> {
    await this.k.db.query(
      `UPDATE inf_mail_outbox SET status = $3, locked_until = NULL, last_error = $4, sent_at = CASE WHEN $3 = 'sent' THEN now() ELSE sent_at END
        WHERE message_id = $1 AND user_id = $2`,
      [row.message_id, row.user_id, status, reason === null ? null : reason.slice(0, 500)],
    );
  }
}
