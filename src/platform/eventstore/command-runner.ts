import { ConcurrencyError, comparePositions, type AppendRequest, type EventStore } from './types';
import type { EventCodec } from './codec';
import type { Decider } from './decider';
import { StillProcessing } from './still-processing';
import { metadataOf, type CommandOutcome, type CommandRunnerOptions, type CommandSpec, type LoadedStream, type ReadModelWait } from './command-spec';

export { metadataOf } from './command-spec';
export type { CommandActor, CommandOutcome, CommandRunnerOptions, CommandSpec, LoadedStream, ReadModelWait } from './command-spec';

/**
 * The one command runner: load, decide, append with the expected version, retry on a concurrency
 * conflict with jittered backoff, map named failures through the module's mapping, wait for the
 * read models. A conflict that persists after the retries is rethrown as `ConcurrencyError`,
 * which the HTTP layer answers with 409. A read-model wait that times out is logged and reported
 * to the request (`X-Read-Models-Behind`): the command stands, its answer may show older reads.
 */
export class CommandRunner {
  private readonly maxRetries: number;
  private readonly backoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly log: (msg: string) => void;
  private readonly readModelsBehind: CommandRunnerOptions['readModelsBehind'];
  private readonly maxReadModelWaitMs: number;
  private readonly nowMs: () => number;

  constructor(
    private readonly store: EventStore,
    private readonly readModels: ReadModelWait,
    options: CommandRunnerOptions = {},
  ) {
    this.maxRetries = options.maxRetries ?? 12;
    this.backoffMs = options.backoffMs ?? 4;
    this.maxBackoffMs = options.maxBackoffMs ?? 250;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
    this.log = options.log ?? ((msg) => console.warn(msg));
    this.readModelsBehind = options.readModelsBehind;
    this.maxReadModelWaitMs = options.maxReadModelWaitMs ?? 30_000;
    this.nowMs = options.nowMs ?? (() => performance.now());
  }

  /** Reads one stream and folds it into state. */
  async load<E extends { type: string; data: unknown }, S>(
    tenantId: string,
    streamId: string,
    decider: Pick<Decider<unknown, E, S, unknown>, 'evolve' | 'initialState'>,
    codec: EventCodec<E>,
  ): Promise<LoadedStream<S>> {
    const recorded = await this.store.readStream(tenantId, streamId);
    let state = decider.initialState;
    for (const r of recorded) state = decider.evolve(state, codec.decode(r));
    return { state, version: recorded.length, recorded };
  }

  /**
   * Runs a command; throws `spec.fail(failure)` for a named failure. Its events stored, it waits
   * for the read models `waitFor` names; when they are still behind after the wait it throws
   * `StillProcessing` (answered 202), unless the spec says `whenReadModelsLate: 'continue'`.
   */
  async run<C, E extends { type: string; data: unknown }, S, F>(spec: CommandSpec<C, E, S, F>): Promise<CommandOutcome<E, S>> {
    const outcome = await this.decideAndAppend(spec);
    if (outcome.position) {
      const names = typeof spec.waitFor === 'function' ? spec.waitFor(outcome.events) : spec.waitFor;
      if (names === undefined || names.length > 0) {
        const behind = await this.awaitReadModels(outcome.position, names);
        if (behind.length > 0 && spec.whenReadModelsLate !== 'continue') throw new StillProcessing(outcome.position, behind);
        if (behind.length > 0) return { ...outcome, behind };
      }
    }
    return outcome;
  }

  /**
   * Bulk work (an import): several commands, each on its own stream, decided one by one and
   * appended together in ONE transaction (`appendMany`). Items are independent: a named failure is
   * that item's result and the others go on. When the joint append meets a concurrency conflict
   * (a stream changed since it was loaded, an address claimed meanwhile), the accepted items run
   * one by one as `run` would (reload, decide again, retry, `onConflict`), so only the item that
   * lost fails. Waits once for the read models `waitFor` names (none: no wait).
   */
  async runAll<C, E extends { type: string; data: unknown }, S, F>(
    specs: readonly CommandSpec<C, E, S, F>[],
    waitFor: readonly string[] = [],
  ): Promise<Array<{ readonly ok: true; readonly outcome: CommandOutcome<E, S> } | { readonly ok: false; readonly error: Error }>> {
    type Result = { readonly ok: true; readonly outcome: CommandOutcome<E, S> } | { readonly ok: false; readonly error: Error };
    const results: Result[] = new Array<Result>(specs.length);
    const appends: AppendRequest[] = [];
    const pending: { index: number; events: readonly E[]; state: S; count: number }[] = [];
    for (const [index, spec] of specs.entries()) {
      try {
        const metadata = metadataOf(spec.actor);
        const { state, version } = spec.loaded ?? (await this.load(spec.actor.tenantId, spec.streamId, spec.decider, spec.codec));
        const command = typeof spec.command === 'function' ? (spec.command as (s: S) => C)(state) : spec.command;
        const decision = spec.decider.decide(command, state);
        if (!decision.ok) {
          results[index] = { ok: false, error: spec.fail(decision.error) };
          continue;
        }
        const next = decision.events.reduce(spec.decider.evolve, state);
        if (decision.events.length === 0) {
          results[index] = { ok: true, outcome: { events: [], state, position: undefined } };
          continue;
        }
        const extra = spec.alsoAppend ? await spec.alsoAppend(decision.events, next, metadata) : [];
        const own: AppendRequest = {
          tenantId: spec.actor.tenantId,
          streamId: spec.streamId,
          streamType: spec.streamType,
          expectedVersion: version,
          events: decision.events.map((e) => spec.codec.encode(e)),
          metadata,
        };
        appends.push(...extra, own);
        pending.push({ index, events: decision.events, state: next, count: extra.length + 1 });
      } catch (err) {
        results[index] = { ok: false, error: err instanceof Error ? err : new Error(String(err)) };
      }
    }
    let last: string | undefined;
    if (appends.length > 0) {
      try {
        const appended = await this.store.appendMany(appends);
        let at = 0;
        for (const p of pending) {
          at += p.count;
          const { position, nextVersion } = appended[at - 1]!;
          results[p.index] = { ok: true, outcome: { events: p.events, state: p.state, position, version: nextVersion } };
        }
        last = appended[appended.length - 1]!.position;
      } catch (err) {
        if (!(err instanceof ConcurrencyError)) throw err;
        for (const p of pending) {
          try {
            const outcome = await this.decideAndAppend({ ...specs[p.index]!, loaded: undefined });
            results[p.index] = { ok: true, outcome };
            if (outcome.position && (!last || comparePositions(outcome.position, last) > 0)) last = outcome.position;
          } catch (e) {
            results[p.index] = { ok: false, error: e instanceof Error ? e : new Error(String(e)) };
          }
        }
      }
    }
    if (last && waitFor.length > 0) await this.awaitReadModels(last, waitFor);
    return results;
  }

  private async decideAndAppend<C, E extends { type: string; data: unknown }, S, F>(spec: CommandSpec<C, E, S, F>): Promise<CommandOutcome<E, S>> {
    const metadata = metadataOf(spec.actor);
    const tenantId = spec.actor.tenantId;
    let loaded = spec.loaded;
    for (let attempt = 0; ; attempt++) {
      const { state, version, recorded } = loaded ?? (await this.load(tenantId, spec.streamId, spec.decider, spec.codec));
      loaded = undefined;
      // A retried command (same command id) whose events are stored already: answer as the first
      // time instead of deciding again against a state that contains its own effect.
      const earlier = recorded.filter((r) => r.metadata.commandId === metadata.commandId);
      if (earlier.length > 0) {
        const last = earlier[earlier.length - 1]!;
        return { events: earlier.map((r) => spec.codec.decode(r)), state, position: last.position, version: last.streamVersion };
      }
      const command = typeof spec.command === 'function' ? (spec.command as (s: S) => C)(state) : spec.command;
      const decision = spec.decider.decide(command, state);
      if (!decision.ok) throw spec.fail(decision.error);
      if (decision.events.length === 0) return { events: [], state, position: undefined };
      const own: AppendRequest = {
        tenantId,
        streamId: spec.streamId,
        streamType: spec.streamType,
        expectedVersion: version,
        events: decision.events.map((e) => spec.codec.encode(e)),
        metadata,
      };
      const next = decision.events.reduce(spec.decider.evolve, state);
      try {
        const extra = spec.alsoAppend ? await spec.alsoAppend(decision.events, next, metadata) : [];
        const results = extra.length > 0 ? await this.store.appendMany([...extra, own]) : [await this.store.append(own)];
        const last = results[results.length - 1]!;
        return { events: decision.events, state: next, position: last.position, version: last.nextVersion };
      } catch (err) {
        if (!(err instanceof ConcurrencyError)) throw err;
        if (err.streamId !== spec.streamId) {
          const mapped = spec.onConflict?.(err);
          if (mapped) throw mapped;
        }
        if (attempt >= this.maxRetries) throw err;
        await this.sleep(this.backoff(attempt));
      }
    }
  }

  /**
   * Waits for the read models (read-your-writes) and answers the ones still behind (none: caught
   * up). A wait that timed out while the awaited projections moved is waited again, up to
   * `maxReadModelWaitMs`: the bound grows with the work the events cause (a large import, a
   * rebuild), and ends at once when they stand still. One that stays behind is logged with the
   * projections behind and reported to the request. Also for a command that waits outside `run`
   * (an import between its phases, the company purge, the operator bootstrap): no read-model wait
   * is dropped silently. No names: all of them.
   */
  async awaitReadModels(position: string, names?: readonly string[]): Promise<readonly string[]> {
    const until = this.nowMs() + this.maxReadModelWaitMs;
    let at = this.readModels.progressOf?.(names);
    for (;;) {
      if (await this.readModels.waitFor(position, names)) return [];
      const now = this.readModels.progressOf?.(names);
      // moving, or busy applying (a long batch of another projection): wait again, up to the bound
      if (now === undefined || (now === at && !this.readModels.running) || this.nowMs() >= until) break;
      at = now;
    }
    const behind = this.readModels.behind?.(position, names);
    const named = behind && behind.length > 0 ? behind : (names ?? ['all read models']);
    this.log(`command: read models behind after the wait timed out: ${named.join(', ')} (not at position ${position})`);
    this.readModelsBehind?.report(named);
    return named;
  }

  /** Full jitter: a random delay up to an exponentially growing cap. */
  private backoff(attempt: number): number {
    const cap = Math.min(this.maxBackoffMs, this.backoffMs * 2 ** attempt);
    return Math.round(cap / 2 + (this.random() * cap) / 2);
  }
}
