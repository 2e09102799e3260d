import type { AppendRequest, ConcurrencyError, EventMetadata, RecordedEvent } from './types';
import type { EventCodec } from './codec';
import type { Decider } from './decider';
import { newId } from './ids';

/** Who issues a command, and under which ids (spec of the metadata every event carries). */
export interface CommandActor {
  readonly tenantId: string;
  /** The signed-in user, or null for the system. */
  readonly actorId: string | null;
  /** Defaults to a new id; a retried request with the same id appends nothing new. */
  readonly commandId?: string;
  readonly correlationId?: string;
  readonly causationId?: string | null;
}

/** A stream already read by the handler (so the command does not read it a second time). */
export interface LoadedStream<S> {
  readonly state: S;
  readonly version: number;
  readonly recorded: readonly RecordedEvent[];
}

/** Everything a slice tells the runner about one command. */
export interface CommandSpec<C, E extends { type: string; data: unknown }, S, F> {
  readonly decider: Decider<C, E, S, F>;
  readonly codec: EventCodec<E>;
  readonly streamId: string;
  readonly streamType: string;
  readonly actor: CommandActor;
  /** The command, or a function building it from the current state (called again after a conflict). */
  readonly command: C | ((state: S) => C);
  /** The stream as the handler loaded it; used for the first attempt, reloaded after a conflict. */
  readonly loaded?: LoadedStream<S>;
  /** Projections to wait for before answering (read-your-writes), or a function of the new events. */
  readonly waitFor?: readonly string[] | ((events: readonly E[]) => readonly string[]);
  /** Turns a named failure of the decider into the error the caller sees (the module's one mapping). */
  readonly fail: (failure: F) => Error;
  /**
   * Appends to other streams in the same transaction (for example a uniqueness claim). A
   * conflict on one of them is mapped by `onConflict`; returning undefined retries the command.
   */
  readonly alsoAppend?: (events: readonly E[], state: S, metadata: EventMetadata) => Promise<readonly AppendRequest[]> | readonly AppendRequest[];
  readonly onConflict?: (error: ConcurrencyError) => Error | undefined;
  /**
   * When the read models have not caught up by the end of the wait (issue 31, item 5): `'processing'`
   * (the default) throws `StillProcessing`, which the HTTP layer answers with 202 "wird verarbeitet",
   * so a handler never reads a view that lacks its own change and answers 404 or 409 for it;
   * `'continue'` logs and returns as if caught up (work that runs outside a request, a command
   * followed by another one in the same request, an answer that reads no view of the change).
   */
  readonly whenReadModelsLate?: 'processing' | 'continue';
}

export interface CommandOutcome<E, S> {
  readonly events: readonly E[];
  readonly state: S;
  /** Position of the last appended event; undefined when nothing was appended. */
  readonly position: string | undefined;
  /** The stream's version after the appended events (the last one's); undefined when nothing was appended. */
  readonly version?: number;
  /** With `whenReadModelsLate: 'continue'`: the read models still behind after the wait (see `throwIfBehind`). */
  readonly behind?: readonly string[];
}

export interface CommandRunnerOptions {
  /** Where a read-model wait that timed out is logged (default: console.warn). */
  readonly log?: (msg: string) => void;
  /** Where a read-model wait that timed out is reported for the HTTP answer (`X-Read-Models-Behind`). */
  readonly readModelsBehind?: { report(names: readonly string[]): void };
  /** Attempts after the first one when another writer appended to the stream in between. */
  readonly maxRetries?: number;
  /** Base delay of the jittered exponential backoff between attempts, in ms. */
  readonly backoffMs?: number;
  readonly maxBackoffMs?: number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly random?: () => number;
  /**
   * The longest a command waits for its read models while they keep moving (ms, default 30,000):
   * a wait of the read model's own bound (`waitFor`) that times out while the awaited projections
   * advanced is waited again, so the bound grows with the work the events cause; when they stand
   * still it ends at once.
   */
  readonly maxReadModelWaitMs?: number;
  /** Monotonic milliseconds (default performance.now). */
  readonly nowMs?: () => number;
}

/** Waits until projections passed a position (the projection runner fulfils this). */
export interface ReadModelWait {
  /** True once they passed it; false when the wait timed out. */
  waitFor(position: string | undefined, names?: readonly string[]): Promise<boolean>;
  /** The projections of such a wait that have not passed the position (named in the log and the answer after a time-out). */
  behind?(position: string, names?: readonly string[]): readonly string[];
  /** Where these projections stand now (any text that changes when one of them moves): a wait that timed out is waited again while it changes. */
  progressOf?(names?: readonly string[]): string;
  /** Whether the projections are being applied right now (a long batch moves no position until it commits): a wait goes on meanwhile. */
  readonly running?: boolean;
}

/** Metadata of one command: actor, tenant, command id, correlation, causation. */
export function metadataOf(actor: CommandActor): EventMetadata {
  const commandId = actor.commandId ?? newId();
  return { actorId: actor.actorId, tenantId: actor.tenantId, commandId, correlationId: actor.correlationId ?? commandId, causationId: actor.causationId ?? null };
}
