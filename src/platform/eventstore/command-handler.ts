import { ConcurrencyError, type EventMetadata, type EventStore, type RecordedEvent } from './types';
import type { EventCodec } from './codec';

/** A pure decider: state from events, events (or a named failure) from a command. */
export interface Decider<C, E, S, F> {
  readonly initialState: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): DecideResult<E, F>;
}

export type DecideResult<E, F> = { readonly ok: true; readonly events: readonly E[] } | { readonly ok: false; readonly error: F };

export const accept = <E>(...events: E[]): DecideResult<E, never> => ({ ok: true, events });
export const reject = <F>(error: F): DecideResult<never, F> => ({ ok: false, error });

export interface HandleOptions<C, E extends { type: string; data: unknown }, S, F> {
  readonly store: EventStore;
  readonly codec: EventCodec<E>;
  readonly decider: Decider<C, E, S, F>;
  readonly tenantId: string;
  readonly streamId: string;
  readonly streamType: string;
  readonly command: C;
  readonly metadata: EventMetadata;
  readonly maxRetries?: number;
}

export type HandleResult<E, S, F> =
  | { readonly ok: true; readonly events: readonly E[]; readonly state: S; readonly position: string | undefined }
  | { readonly ok: false; readonly error: F };

/** Folds recorded events of a stream into state. */
export async function loadState<E extends { type: string; data: unknown }, S>(
  store: EventStore,
  codec: EventCodec<E>,
  evolve: (s: S, e: E) => S,
  initial: S,
  tenantId: string,
  streamId: string,
): Promise<{ state: S; version: number; recorded: RecordedEvent[] }> {
  const recorded = await store.readStream(tenantId, streamId);
  let state = initial;
  for (const r of recorded) state = evolve(state, codec.decode(r));
  return { state, version: recorded.length, recorded };
}

/**
 * Load, decide, append with the expected version; on a concurrency conflict reload and decide
 * again, a bounded number of times.
 */
export async function handleCommand<C, E extends { type: string; data: unknown }, S, F>(
  opts: HandleOptions<C, E, S, F>,
): Promise<HandleResult<E, S, F>> {
  const maxRetries = opts.maxRetries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const { state, version, recorded } = await loadState(opts.store, opts.codec, opts.decider.evolve, opts.decider.initialState, opts.tenantId, opts.streamId);
    // A retried command (same command id) whose events are stored already: answer as the first time
    // instead of deciding again against a state that contains its own effect.
    const earlier = recorded.filter((r) => r.metadata.commandId === opts.metadata.commandId);
    if (earlier.length > 0) {
      return { ok: true, events: earlier.map((r) => opts.codec.decode(r)), state, position: earlier[earlier.length - 1]!.position };
    }
    const result = opts.decider.decide(opts.command, state);
    if (!result.ok) return result;
    if (result.events.length === 0) return { ok: true, events: [], state, position: undefined };
    try {
      const appended = await opts.store.append({
        tenantId: opts.tenantId,
        streamId: opts.streamId,
        streamType: opts.streamType,
        expectedVersion: version,
        events: result.events.map((e) => opts.codec.encode(e)),
        metadata: opts.metadata,
      });
      const next = result.events.reduce(opts.decider.evolve, state);
      return { ok: true, events: result.events, state: next, position: appended.position };
    } catch (err) {
      if (err instanceof ConcurrencyError && attempt < maxRetries) continue;
      throw err;
    }
  }
}
