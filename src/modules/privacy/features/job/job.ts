import { heldUserIds, recentErasures, storedPolicy } from '../../read/queries';
import type { PrivacyDeps } from '../../shared/deps';
import { pseudonymisePerson, runAfterCommit } from '../erase/handler';

/** The lease of the job: one process runs it, like a projection (ADR 0019). */
export const PRIVACY_JOB_LEASE = 'privacy.job';

const DAY_MS = 86_400_000;

export interface JobRun {
  /** False when another process holds the lease (it runs the job). */
  readonly ran: boolean;
  readonly pseudonymised: number;
  readonly failed: number;
  /** The position of the last erasure this run appended (to wait for its read models), if any. */
  readonly position?: string;
}

/**
 * The data protection job (issue 35 item 2, ADR 0033 section 7): in every company, the leavers
 * whose grace period is over and who are not under legal hold are pseudonymised, one transaction
 * each, exactly as on request. A run stopped halfway leaves every person either done or not
 * touched; the next run takes the rest, and first finishes the file deletions of recent erasures
 * (idempotent), which happen after each commit.
 */
export async function runPrivacyJob(d: PrivacyDeps): Promise<JobRun> {
  const leases = d.k.projections.leases;
  await leases.acquire([PRIVACY_JOB_LEASE]);
  if (!leases.holds(PRIVACY_JOB_LEASE)) return { ran: false, pseudonymised: 0, failed: 0 };
  const now = d.k.clock.now();
  for (const e of await recentErasures(d.k.db, new Date(now.getTime() - 2 * DAY_MS))) await runAfterCommit(d, e.companyId, e.userId);
  let pseudonymised = 0;
  let failed = 0;
  let position: string | undefined;
  for (const companyId of await d.ports.people.companiesWithLeavers()) {
    const policy = await storedPolicy(d.k.db, companyId);
    const leftBefore = new Date(now.getTime() - policy.leaverGraceDays * DAY_MS);
    const due = await d.ports.people.leaverIds(companyId, leftBefore, await heldUserIds(d.k.db, companyId));
    for (const userId of due) {
      if (!leases.holds(PRIVACY_JOB_LEASE)) return { ran: true, pseudonymised, failed, ...(position ? { position } : {}) };
      try {
        const out = await pseudonymisePerson(d, { companyId, userId, reason: `Frist nach dem Ausscheiden abgelaufen (${policy.leaverGraceDays} ${policy.leaverGraceDays === 1 ? 'Tag' : 'Tage'})`, requestedBy: null });
        if (out.created) pseudonymised++;
        position = out.position ?? position;
      } catch (err) {
        failed++;
        d.k.log(`privacy: pseudonymising ${userId} of ${companyId} failed; the next run tries again`, err);
      }
    }
  }
  return { ran: true, pseudonymised, failed, ...(position ? { position } : {}) };
}

/** Runs the job now and then (`PRIVACY_JOB_MS`, default hourly): what is due comes from stored dates and the clock. */
export class PrivacyJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<JobRun> | undefined;

  constructor(
    private readonly d: PrivacyDeps,
    private readonly intervalMs: number,
  ) {}

  async start(): Promise<void> {
    if (this.timer) return;
    await this.run().catch((err: unknown) => this.d.k.log('privacy: the data protection job failed; trying again on the next round', err));
    this.timer = setInterval(() => {
      this.run().catch((err: unknown) => this.d.k.log('privacy: the data protection job failed; trying again on the next round', err));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One run (a run already going is waited for first). */
  async run(): Promise<JobRun> {
    while (this.running) await this.running.catch(() => undefined);
    const run = runPrivacyJob(this.d);
    this.running = run;
    try {
      return await run;
    } finally {
      this.running = undefined;
    }
  }
}
