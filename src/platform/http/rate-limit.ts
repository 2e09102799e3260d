import { tooManyRequests } from './errors';

/**
 * Fixed-window counter per key, in process memory (one API process; a shared store is the
 * next step when several API processes run behind a balancer).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt for every key; throws 429 when any key is over its limit. */
  hit(...keys: string[]): void {
    const t = this.now();
    if (this.hits.size > 50_000) this.sweep(t);
    let worst = 0;
    for (const key of keys) {
      let entry = this.hits.get(key);
      if (!entry || entry.resetAt <= t) {
        entry = { count: 0, resetAt: t + this.windowMs };
        this.hits.set(key, entry);
      }
      entry.count++;
      if (entry.count > this.limit) worst = Math.max(worst, Math.ceil((entry.resetAt - t) / 1000));
    }
    if (worst > 0) throw tooManyRequests(worst);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(t: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
  }
}
