import type { CatchUp } from './catch-up';
import type { Queryable } from '../db';
import type { EventLog, RecordedEvent, ReplayedEvent } from '../eventstore';
import type { Leases } from './leases';

/**
 * `eventTypes` of a projection that sees every event of the log, including types added later
 * (the audit chain seals them all). Any other projection lists its types.
 */
export const ALL_EVENT_TYPES: unique symbol = Symbol('all event types');

/** The events a projection is fed: the listed types, or every event. */
export type EventTypeSubscription = readonly string[] | typeof ALL_EVENT_TYPES;

/** Whether a projection is fed events of this type. */
export function subscribesTo(p: Pick<Projection, 'eventTypes'>, type: string): boolean {
  return p.eventTypes === ALL_EVENT_TYPES || p.eventTypes.includes(type);
}

/** The type filter of a log read for a subscription (undefined: every type). */
export const typeFilter = (types: EventTypeSubscription): readonly string[] | undefined => (types === ALL_EVENT_TYPES ? undefined : types);

/**
 * Thrown by a projection's `apply` that reads another read model's rows of the same batch while
 * that one has not applied the batch yet: nothing of the batch commits, and the runner applies it
 * again soon (after the others stepped), without logging a failure.
 */
export class ReadModelBehind extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReadModelBehind';
  }
}

/** A read model fed from the event log. Its writes and checkpoint commit in one transaction. */
export interface Projection {
  readonly name: string;
  /** Bump to rebuild the read model from zero on the next start. */
  readonly version: number;
  readonly eventTypes: EventTypeSubscription;
  /**
   * Applies a batch; must be idempotent per event (applying an event twice changes nothing). A
   * projection that bounds the work of one transaction may apply a prefix only and say how far
   * (`through`, the position of its last event applied): the rest comes in the next batch. `null`:
   * none of them whole, when one event's work spans several transactions (the projection keeps its
   * own progress within that first event in the same transaction, and is handed it again).
   */
  apply(events: readonly RecordedEvent[], tx: Queryable): Promise<void | { readonly through: string | null }>;
  /** Empties the read model (for a rebuild). */
  reset(tx: Queryable): Promise<void>;
  /**
   * Read models that join several modules' events (projections/): every command's read-your-writes
   * wait includes them, whatever read models the command names, since the modules do not know them.
   */
  readonly awaitedByEveryCommand?: boolean;
  /**
   * A faster replay from position zero (rebuild, version change): `apply` records the batch's
   * facts only, and `finish` derives everything from them once, in the transaction in which the
   * replay reaches the head. Without it a replay applies batches as `apply` does live.
   */
  readonly bulk?: {
    apply(events: readonly ReplayedEvent[], tx: Queryable): Promise<void>;
    finish(tx: Queryable): Promise<void>;
  };
  /**
   * The projection whose lease this one shares (issue 17): a reactor that must see another
   * read model's rows of the same batch runs in the process that applies that read model.
   */
  readonly leaseWith?: string;
}

/** The lease a projection runs under: its own, or the one it shares. */
export const leaseOf = (p: Pick<Projection, 'name' | 'leaseWith'>): string => p.leaseWith ?? p.name;

export interface ProjectionStatus {
  readonly name: string;
  readonly position: string;
  /** Events of its types committed but not yet applied (counted up to 10,000). */
  readonly lagEvents: number;
  /** At 10,000 or more: events of the log passed per second, events to the head and the estimated seconds left (issue 31, item 6). */
  readonly catchUp?: CatchUp;
}

export interface RunnerOptions {
  readonly batchSize?: number;
  /** Events per batch when a projection is rebuilt from zero (larger: fewer round trips). */
  readonly rebuildBatchSize?: number;
  readonly pollIntervalMs?: number;
  readonly log?: (msg: string, err?: unknown) => void;
  /**
   * Which projections this process applies (default: all of them). The others it follows: it
   * reads their checkpoints (woken by the checkpoint NOTIFY) for `waitFor` and `changeStamp`.
   */
  readonly leases?: Leases;
  /**
   * Reactors with a loop of their own that must run in one process at a time (the Kafka outbox
   * relay): the runner takes their leases with the projections' and shows them in `leaseHolders`;
   * each works only while `leases.holds(name)`.
   */
  readonly leasedTasks?: readonly string[];
  /** Where the events come from (default: PostgreSQL's es_events in the checkpoint's transaction; KurrentDB: ADR 0021). */
  readonly eventLog?: EventLog;
}
