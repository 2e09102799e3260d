interface Waiter {
  readonly position: string;
  readonly names: readonly string[] | undefined;
  resolve(reached: boolean): void;
}

/**
 * The pending `waitFor`s of a projection runner: each resolves true once `reached` says its
 * projections passed its position, false at its timeout or when released (the runner stopped).
 */
export class PositionWaiters {
  private readonly waiters = new Set<Waiter>();

  constructor(private readonly reached: (position: string, names: readonly string[] | undefined) => boolean) {}

  get size(): number {
    return this.waiters.size;
  }

  wait(position: string, names: readonly string[] | undefined, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        names,
        resolve: (reached) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** What the pending waiters wait for: their positions and the projections they name (none: all). */
  pending(): Iterable<{ readonly position: string; readonly names: readonly string[] | undefined }> {
    return this.waiters;
  }

  /** Resolves the waiters whose position was reached. */
  resolveReached(): void {
    for (const w of this.waiters) {
      if (this.reached(w.position, w.names)) {
        this.waiters.delete(w);
        w.resolve(true);
      }
    }
  }

  /** Resolves every waiter now, without claiming a position that was not reached. */
  releaseAll(): void {
    for (const w of this.waiters) w.resolve(this.reached(w.position, w.names));
    this.waiters.clear();
  }
}
