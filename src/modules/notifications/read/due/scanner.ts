import type { Kernel } from '../../../../platform/kernel';
import { scanDue, type DueSource } from './scan';

/**
 * Runs the due-date scan now and then, with the kernel's clock. The timer only says when to look:
 * what is due comes from the stored dates, and what was looked at from the checkpoint in the
 * database, so a restart or another process loses and doubles nothing.
 */
export class DueScanner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly k: Pick<Kernel, 'db' | 'clock' | 'log' | 'config'>,
    private readonly source: DueSource,
    /** How often the scan runs (`NOTIFICATIONS_SCAN_MS`, default one minute). */
    private readonly intervalMs: number = k.config.notifications.scanIntervalMs,
    /** Assignment rows one page of a scan step reads (`NOTIFICATIONS_SCAN_PAGE_ROWS`; tests walk pages of one). */
    private readonly pageRows: number = k.config.notifications.scanPageRows,
  ) {}

  async start(): Promise<void> {
    if (this.timer) return;
    await this.scan();
    this.timer = setInterval(() => {
      this.scan().catch((err: unknown) => this.k.log('notifications: due-date scan failed; trying again on the next round', err));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => 0);
  }

  /** One scan up to the clock's now (a scan already running is waited for first); returns how many notifications were new. */
  async scan(): Promise<number> {
    while (this.running) await this.running.catch(() => 0);
    const run = scanDue(this.k.db, this.source, this.k.clock.now(), this.pageRows);
    this.running = run;
    try {
      return await run;
    } finally {
      this.running = undefined;
    }
  }
}
