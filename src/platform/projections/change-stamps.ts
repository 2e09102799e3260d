/**
 * Per read model, the value of a clock when it last (may have) changed: a batch applied in this
 * process, a checkpoint moved by another process, a reset, a rebuild, a failed round, or a write
 * outside projections. The caches of `read-cache.ts` keep an answer while its stamp stays.
 */
export class ChangeStamps {
  private readonly changes = new Map<string, number>();
  private clock = 0;

  constructor(private readonly names: readonly string[]) {
    for (const name of names) {
      if (this.changes.has(name)) throw new Error(`Duplicate projection name ${name}`);
      this.changes.set(name, 0);
    }
  }

  /** The newest change of the named read models. */
  stamp(names: readonly string[]): number {
    let stamp = 0;
    for (const name of names) {
      const at = this.changes.get(name);
      if (at === undefined) throw new Error(`Unknown projection ${name}`);
      if (at > stamp) stamp = at;
    }
    return stamp;
  }

  /** Marks read models as changed (all, or the named ones). */
  changed(names?: readonly string[]): void {
    for (const name of this.names) if (!names || names.includes(name)) this.changes.set(name, ++this.clock);
  }
}
