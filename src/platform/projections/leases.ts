import os from 'node:os';
import pg from 'pg';
import type { Queryable } from '../db';

/**
 * Which process runs which projection (issue 17, ADR 0019). On PostgreSQL every projection is
 * leased with a session-level advisory lock, held on a connection of its own: exactly one process
 * at a time applies a projection's batches, and when that process dies (even by SIGKILL) its
 * connection closes, PostgreSQL drops its locks, and another process takes them on its next try
 * (every `pollIntervalMs`, 1 s). A process that holds no lease follows the checkpoints instead
 * (read-your-writes, cache stamps). PGlite is one process: it holds every lease.
 */
export interface Leases {
  /** This process, as shown in /api/health (`worker@host:pid`, `api@host:pid`). */
  readonly owner: string;
  /** Whether this process holds the lease of a projection now. */
  holds(name: string): boolean;
  /** Tries to take the leases of these names that it does not hold. */
  acquire(names: readonly string[]): Promise<void>;
  /** Gives every lease back (stop). */
  release(): Promise<void>;
}

/** Advisory lock key space of the leases (the first of the two int4 keys): 'LE' 'AS'. */
export const LEASE_LOCK_SPACE = 0x4c45_4153;

/** The process identity shown beside its leases. */
export function processOwner(role: string): string {
  return `${role}@${os.hostname()}:${process.pid}`;
}

/** Leases that never change hands: nothing to acquire or give back. */
abstract class FixedLeases implements Leases {
  constructor(readonly owner: string) {}
  abstract holds(): boolean;
  async acquire(): Promise<void> {}
  async release(): Promise<void> {}
}

/** Every lease, always: the only process (PGlite, or one server that runs everything). */
export class SoleLeases extends FixedLeases {
  holds(): boolean {
    return true;
  }
}

/** No lease, ever: an API process (`RUN_PROJECTIONS=0`) that only follows the checkpoints. */
export class NoLeases extends FixedLeases {
  holds(): boolean {
    return false;
  }
}

/**
 * Leases as advisory locks on one connection of this process (its `application_name` is the
 * owner, so any process can see who holds what in `pg_locks`). When the connection fails, every
 * lease is lost at once, and the next `acquire` connects again.
 */
export class AdvisoryLeases implements Leases {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly held = new Set<string>();
  /** Moves on every release: an acquire that began before it records nothing (a runner may stop and start again). */
  private generation = 0;

  constructor(
    private readonly url: string,
    readonly owner: string,
    private readonly log: (msg: string, err?: unknown) => void = () => undefined,
  ) {}

  holds(name: string): boolean {
    return this.held.has(name);
  }

  async acquire(names: readonly string[]): Promise<void> {
    const generation = this.generation;
    const wanted = names.filter((n) => !this.held.has(n));
    if (wanted.length === 0) return;
    const client = await this.connection();
    if (generation !== this.generation) return;
    const { rows } = await client.query<{ name: string; taken: boolean }>(
      'SELECT n.name, pg_try_advisory_lock($2::integer, hashtext(n.name)) AS taken FROM unnest($1::text[]) AS n(name)',
      [wanted, LEASE_LOCK_SPACE],
    );
    // a connection lost (or released) while the answer was on its way holds nothing
    if (client !== this.client || generation !== this.generation) return;
    for (const r of rows) if (r.taken) this.held.add(r.name);
  }

  /** Gives every lease back by closing the connection; a later `acquire` connects again. */
  async release(): Promise<void> {
    this.generation++;
    this.held.clear();
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    // closing the connection releases every advisory lock it holds
    await client?.end().catch(() => undefined);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url, application_name: this.owner.slice(0, 63) });
      client.on('error', (err) => this.lost(client, err));
      client.on('end', () => this.lost(client));
      try {
        await client.connect();
      } catch (err) {
        this.connecting = undefined;
        throw err;
      }
      this.client = client;
      this.connecting = undefined;
      return client;
    })();
    return this.connecting;
  }

  private lost(client: pg.Client, err?: unknown): void {
    if (this.client !== client) return;
    this.client = undefined;
    if (this.held.size > 0) this.log(`${this.owner}: lease connection lost; giving up ${this.held.size} leases`, err);
    this.held.clear();
  }
}

export interface LeaseHolder {
  readonly name: string;
  /** The owner (`application_name`) of the process holding it, or null when nobody does. */
  readonly holder: string | null;
}

/** Who holds the lease of each name now (PostgreSQL: from `pg_locks`, seen from any process). */
export async function leaseHolders(q: Queryable, names: readonly string[]): Promise<LeaseHolder[]> {
  const { rows } = await q.query<{ name: string; holder: string | null }>(
    `SELECT n.name, a.application_name AS holder
       FROM unnest($1::text[]) WITH ORDINALITY AS n(name, i)
       LEFT JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
                           AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
                           AND l.classid = ($2::bigint)::oid AND l.objid = ((hashtext(n.name)::bigint) & 4294967295)::oid
       LEFT JOIN pg_stat_activity a ON a.pid = l.pid
      ORDER BY n.i`,
    [names, LEASE_LOCK_SPACE],
  );
  return rows.map((r) => ({ name: r.name, holder: r.holder ?? null }));
}
