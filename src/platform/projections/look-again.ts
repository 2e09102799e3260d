/**
 * The runner's look again soon. The head stops below any transaction still open anywhere in the
 * cluster (another database included), and a transaction that ends without appending sends no
 * NOTIFY. A waiter whose position was committed but lay beyond the head would then wait for the
 * next poll. While waiters remain, or the last round left work it could not do yet, the runner
 * looks again after 10 ms, doubling up to the poll interval.
 */
export class LookAgain {
  private timer: NodeJS.Timeout | undefined;
  private delayMs = 0;

  constructor(
    private readonly maxDelayMs: number,
    private readonly wake: () => void,
  ) {}

  /** After a run of the loop: a look again soon when `wanted` (one at a time), else the delay starts over. */
  settle(wanted: boolean): void {
    if (!wanted) {
      this.delayMs = 0;
      return;
    }
    if (this.timer) return;
    this.delayMs = Math.min(this.maxDelayMs, this.delayMs === 0 ? 10 : this.delayMs * 2);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, this.delayMs);
    this.timer.unref();
  }

  /** A checkpoint moved: the next look again starts at 10 ms. */
  progressed(): void {
    this.delayMs = 0;
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
