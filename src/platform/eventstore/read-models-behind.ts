/**
 * The read models whose wait timed out in a command (read-your-writes not met), as the HTTP layer
 * names them in `X-Read-Models-Behind` (issue 30, item 5). One per kernel: the command runner
 * reports to it; a request marks where it started and, when it ends, asks what was reported since.
 *
 * A request is not told apart from the requests running beside it: the answer names the read
 * models whose wait timed out while it ran, its own command's or a concurrent one's. Either way
 * those read models were behind while it ran, so its answer may show older reads. Kept this way
 * on purpose: carrying the request into every command through AsyncLocalStorage puts a hook on
 * every promise of the process once it is first used (Node 20), which costs every request.
 */
export class ReadModelsBehind {
  private count = 0;
  /** The latest reports (enough for the requests in flight; older ones are no request's any more). */
  private readonly recent: { readonly n: number; readonly names: readonly string[] }[] = [];

  constructor(private readonly keep = 64) {}

  /** A command's read-model wait timed out: these read models had not caught up. */
  report(names: readonly string[]): void {
    this.count += 1;
    this.recent.push({ n: this.count, names });
    if (this.recent.length > this.keep) this.recent.shift();
  }

  /** Where a request starts: pass it to `since` when the request ends. */
  mark(): number {
    return this.count;
  }

  /** The read models reported since `mark`, each once, in the order first reported. */
  since(mark: number): string[] {
    if (this.count === mark) return [];
    const names = new Set<string>();
    for (const r of this.recent) if (r.n > mark) for (const name of r.names) names.add(name);
    return [...names];
  }
}
