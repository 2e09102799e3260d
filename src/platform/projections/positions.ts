import { comparePositions } from '../eventstore';
import type { Projection } from './projection';

/**
 * Where each projection of a runner stands, as this process knows it (applied here or followed from
 * another process's checkpoints): what `waitFor` compares against and what a command's wait reports.
 */
export class ProjectionPositions {
  private readonly at = new Map<string, string>();

  constructor(private readonly projections: readonly Projection[]) {}

  get(name: string): string | undefined {
    return this.at.get(name);
  }

  set(name: string, position: string): void {
    this.at.set(name, position);
  }

  /** All, or the named ones and those every command waits for (`awaitedByEveryCommand`). */
  private awaited(requested?: readonly string[]): readonly Projection[] {
    return requested ? this.projections.filter((p) => requested.includes(p.name) || p.awaitedByEveryCommand) : this.projections;
  }

  /** The projections of such a wait that have not passed a position yet (a command reports them when its wait timed out). */
  behind(position: string, requested?: readonly string[]): string[] {
    return this.awaited(requested)
      .filter((p) => {
        const at = this.at.get(p.name);
        return !at || comparePositions(at, position) < 0;
      })
      .map((p) => p.name);
  }

  /**
   * The projections (of those `mine` says this process applies) that a pending wait still waits for,
   * in their order: a runner steps them first, so that a command's answer does not wait behind a
   * reactor's long batch (issue 31: 10,000 notifications of one assignment held up every sign-in).
   */
  waitedFor(pending: Iterable<{ readonly position: string; readonly names: readonly string[] | undefined }>, mine: (p: Projection) => boolean): Projection[] {
    const wanted = new Set<string>();
    for (const w of pending) for (const name of this.behind(w.position, w.names)) wanted.add(name);
    return wanted.size === 0 ? [] : this.projections.filter((p) => wanted.has(p.name) && mine(p));
  }

  /** Where they stand now: changes whenever one of them moves (a command's wait goes on while it does). */
  progressOf(requested?: readonly string[]): string {
    return this.awaited(requested)
      .map((p) => this.at.get(p.name) ?? '')
      .join(' ');
  }
}
