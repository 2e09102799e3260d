import type { Queryable } from '../db';

/** Metadata stored with every event. */
export interface EventMetadata {
  readonly actorId: string | null;
  readonly tenantId: string;
  readonly commandId: string;
  readonly correlationId: string;
  readonly causationId: string | null;
}

/** An event as a module hands it to the store (already encoded). */
export interface NewEvent {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
}

/** An event as read back from the store. */
export interface RecordedEvent {
  readonly eventId: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly metadata: EventMetadata;
  readonly tenantId: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly globalPosition: string;
  /** Opaque, totally ordered commit position (see `comparePositions`). */
  readonly position: string;
  readonly recordedAt: Date;
}

/**
 * An event as a bulk replay reads it (`readReplayIn`): without its metadata, event id and record
 * time, which a read model that needs only what happened leaves unread (their parsing is a third of
 * reading a replay batch).
 */
export type ReplayedEvent = Pick<RecordedEvent, 'type' | 'schemaVersion' | 'data' | 'tenantId' | 'streamId' | 'streamVersion' | 'globalPosition' | 'position'>;

/**
 * Expected version of a stream before an append: `'any'`, `'no_stream'`, or the exact number
 * of events the stream holds (0 equals no_stream).
 */
export type ExpectedVersion = 'any' | 'no_stream' | number;

export interface AppendRequest {
  readonly tenantId: string;
  readonly streamId: string;
  /** Kind of aggregate, e.g. `identity.User`. */
  readonly streamType: string;
  readonly expectedVersion: ExpectedVersion;
  readonly events: readonly NewEvent[];
  readonly metadata: EventMetadata;
}

export interface AppendResult {
  /** Stream version after the append. */
  readonly nextVersion: number;
  /** Position of the last appended event; pass to `waitFor` for read-your-writes. */
  readonly position: string;
  /** True when these events had been appended before (idempotent retry). */
  readonly duplicate: boolean;
}

export interface ReadAllOptions {
  readonly after?: string | undefined;
  readonly limit?: number;
  readonly eventTypes?: readonly string[] | undefined;
}

/** The contract every event store adapter (Postgres/PGlite, KurrentDB) fulfils. */
export interface EventStore {
  /** Appends to one stream atomically. */
  append(request: AppendRequest): Promise<AppendResult>;
  /** Appends to several streams in one transaction: all or nothing. */
  appendMany(requests: readonly AppendRequest[]): Promise<AppendResult[]>;
  readStream(tenantId: string, streamId: string): Promise<RecordedEvent[]>;
  /** Reads committed events in commit order after a position; never skips late commits. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** The position of the newest event visible to `readAll` right now (START when none). */
  headPosition(): Promise<string>;
  /**
   * Runs `work` in one transaction with the appends it returns (ADR 0033: a person's events are
   * rewritten and the erasure that lists their new digests is appended, all or nothing). Only a
   * store whose events can be rewritten has it (PostgreSQL and PGlite; not KurrentDB).
   */
  appendWithWork?<T>(tenantIds: readonly string[], work: (tx: Queryable) => Promise<{ readonly requests: readonly AppendRequest[]; readonly result: T }>): Promise<{ result: T; appended: AppendResult[] }>;
}

/**
 * The log as the projection runner reads it, inside the transaction of a projection's checkpoint
 * (`q`). On PostgreSQL the events are read in that transaction; an adapter whose events live
 * elsewhere (KurrentDB) ignores `q`: the checkpoint, with the other store's position as its value,
 * still commits with the read model (ADR 0021).
 */
export interface EventLog {
  head(q: Queryable): Promise<string>;
  read(q: Queryable, options: ReadAllOptions): Promise<RecordedEvent[]>;
  /** As `read`, for a bulk replay (may leave out metadata, ids and record times). */
  replay(q: Queryable, options: ReadAllOptions): Promise<ReplayedEvent[]>;
  /** Events of these types (all: undefined) after a position, counted up to `cap` (health lag). */
  countAfter(q: Queryable, position: string, types: readonly string[] | undefined, cap: number): Promise<number>;
}

export const START_POSITION = '0/0/0';

export class ConcurrencyError extends Error {
  readonly _tag = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | undefined,
  ) {
    super(`Concurrency conflict on stream ${streamId}: expected ${String(expected)}, actual ${String(actual ?? 'unknown')}`);
  }
}

/** An append to a tenant that was erased (a deleted company): nothing was written. */
export class TenantErasedError extends Error {
  readonly _tag = 'TenantErasedError';
  constructor(readonly tenantId: string) {
    super(`Tenant ${tenantId} was erased: no more events are appended to it`);
  }
}

function parse(position: string): [bigint, bigint, bigint] {
  const parts = position.split('/');
  if (parts.length !== 3) throw new Error(`Invalid position: ${position}`);
  return [BigInt(parts[0]!), BigInt(parts[1]!), BigInt(parts[2]!)];
}

export function comparePositions(a: string, b: string): number {
  const pa = parse(a);
  const pb = parse(b);
  for (let i = 0; i < 3; i++) {
    if (pa[i]! < pb[i]!) return -1;
    if (pa[i]! > pb[i]!) return 1;
  }
  return 0;
}

export function positionParts(position: string): { epoch: string; txId: string; globalPosition: string } {
  const [epoch, txId, globalPosition] = parse(position);
  return { epoch: String(epoch), txId: String(txId), globalPosition: String(globalPosition) };
}
