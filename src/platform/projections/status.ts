import type { Db } from '../db';
import { START_POSITION, type EventLog } from '../eventstore';
import { committedCheckpoints } from './checkpoints';
import type { CatchUp } from './catch-up';
import { leaseHolders, type LeaseHolder, type Leases } from './leases';
import { leaseOf, typeFilter, type Projection, type ProjectionStatus } from './projection';

/** Checkpoints and lag per projection as committed, for /api/health. */
export async function projectionStatus(
  db: Db,
  source: EventLog,
  projections: readonly Projection[],
  catchUpOf: (name: string) => CatchUp | undefined = () => undefined,
): Promise<{ head: string; projections: ProjectionStatus[] }> {
  const head = await source.head(db);
  const byName = await committedCheckpoints(db);
  const result: ProjectionStatus[] = [];
  for (const p of projections) {
    const position = byName.get(p.name) ?? START_POSITION;
    const lagEvents = await source.countAfter(db, position, typeFilter(p.eventTypes), 10_000);
    // a projection far behind (a rebuild, the backlog of a large import) says how fast it moves and how long it still needs
    const c = lagEvents >= 10_000 ? catchUpOf(p.name) : undefined;
    result.push({ name: p.name, position, lagEvents, ...(c ? { catchUp: c } : {}) });
  }
  return { head, projections: result };
}

/** Who holds each projection's (and leased task's) lease (PostgreSQL: seen in pg_locks from any process; PGlite: this one). */
export async function projectionLeaseHolders(db: Db, leases: Leases, projections: readonly Projection[], leasedTasks: readonly string[]): Promise<LeaseHolder[]> {
  const owners = [...projections.map((p) => ({ name: p.name, lease: leaseOf(p) })), ...leasedTasks.map((name) => ({ name, lease: name }))];
  if (db.kind === 'pglite') return owners.map(({ name, lease }) => ({ name, holder: leases.holds(lease) ? leases.owner : null }));
  const held = new Map((await leaseHolders(db, [...new Set(owners.map((o) => o.lease))])).map((h) => [h.name, h.holder]));
  return owners.map(({ name, lease }) => ({ name, holder: held.get(lease) ?? null }));
}
