/** What a `CoalescingLoop` runs, and what it does around a run. */
export interface CoalescingLoopSpec {
  /** True once the owner stopped: no new run starts, a running one ends after its current round. */
  stopped(): boolean;
  /** One round of work; true while there may be more to do at once. */
  round(): Promise<boolean>;
  /** After a run found nothing left to do (not after a failure, not once stopped). */
  idle?(): Promise<void>;
  /** A round or `idle` threw: the run ends here and the next wake-up starts a new one. */
  failed(err: unknown): void;
  /** After every run, failed or not, once the next wake-up may start a new run. */
  settled?(): void;
}

/**
 * One run at a time, run until nothing is left: a wake-up while a run is going does not start a
 * second one but makes the running one look once more when it would end (wake-ups coalesce).
 * Serves the projection runner and the mail outbox dispatcher.
 */
export class CoalescingLoop {
  private isRunning = false;
  private again = false;
  private current: Promise<void> = Promise.resolve();

  constructor(private readonly spec: CoalescingLoopSpec) {}

  wake(): void {
    if (this.spec.stopped()) return;
    if (this.isRunning) {
      this.again = true;
      return;
    }
    this.isRunning = true;
    this.current = this.run();
  }

  /** Whether a run is going. */
  get running(): boolean {
    return this.isRunning;
  }

  /** Resolves when the current run (if any) has ended; never rejects. */
  done(): Promise<void> {
    return this.current;
  }

  private async run(): Promise<void> {
    const { spec } = this;
    try {
      do {
        this.again = false;
        while (!spec.stopped() && (await spec.round()));
      } while (this.again && !spec.stopped());
      if (!spec.stopped()) await spec.idle?.();
    } catch (err) {
      spec.failed(err);
    } finally {
      this.isRunning = false;
      spec.settled?.();
    }
  }
}
