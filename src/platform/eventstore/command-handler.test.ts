import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { Schema } from 'effect';
import { createTestDb, dbTargets, type TestDb } from '../../../tests/support/db';
import {
  ConcurrencyError,
  PostgresEventStore,
  accept,
  defineEvents,
  eventStoreMigrations,
  handleCommand,
  loadState,
  newId,
  reject,
  type AppendRequest,
  type AppendResult,
  type Decider,
  type EventMetadata,
  type EventStore,
  type EventsOf,
  type ReadAllOptions,
  type RecordedEvent,
} from './index';

// A tiny decider: a counter that must not exceed a maximum.

const counterEvents = {
  'test.CounterIncremented': { version: 1, schema: Schema.Struct({ by: Schema.Number }) },
  'test.CounterReset': { version: 1, schema: Schema.Struct({}) },
};
const codec = defineEvents(counterEvents);
type CounterEvent = EventsOf<typeof counterEvents>;
type CounterCommand = { readonly type: 'increment'; readonly by: number } | { readonly type: 'reset' };
type CounterFailure =
  | { readonly _tag: 'LimitExceeded'; readonly current: number; readonly max: number }
  | { readonly _tag: 'InvalidAmount'; readonly by: number };

function counter(max: number): Decider<CounterCommand, CounterEvent, number, CounterFailure> {
  return {
    initialState: 0,
    evolve: (state, event) => (event.type === 'test.CounterIncremented' ? state + event.data.by : 0),
    decide: (command, state) => {
      if (command.type === 'reset') return state === 0 ? accept() : accept({ type: 'test.CounterReset', data: {} });
      if (command.by <= 0) return reject({ _tag: 'InvalidAmount', by: command.by });
      if (state + command.by > max) return reject({ _tag: 'LimitExceeded', current: state, max });
      return accept({ type: 'test.CounterIncremented', data: { by: command.by } });
    },
  };
}

const TENANT = 'tenant-1';
const STREAM = 'counter-1';

function meta(commandId = newId()): EventMetadata {
  return { actorId: 'user-1', tenantId: TENANT, commandId, correlationId: commandId, causationId: null };
}

/** Passes everything to a real store; before chosen appends it lets "another process" run first. */
class InterferingStore implements EventStore {
  readonly appends: AppendRequest[] = [];
  private remaining: number;

  constructor(
    private readonly inner: EventStore,
    times: number,
    private readonly interfere: () => Promise<void> = () => bump(inner, 1),
  ) {
    this.remaining = times;
  }

  async append(request: AppendRequest): Promise<AppendResult> {
    this.appends.push(request);
    if (this.remaining > 0) {
      this.remaining--;
      await this.interfere();
    }
    return this.inner.append(request);
  }

  appendMany(requests: readonly AppendRequest[]): Promise<AppendResult[]> {
    return this.inner.appendMany(requests);
  }
  readStream(tenantId: string, streamId: string): Promise<RecordedEvent[]> {
    return this.inner.readStream(tenantId, streamId);
  }
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.inner.readAll(options);
  }
  headPosition(): Promise<string> {
    return this.inner.headPosition();
  }
}

/** A concurrent writer: increments the counter behind the handler's back. */
async function bump(store: EventStore, by: number): Promise<void> {
  await store.append({
    tenantId: TENANT,
    streamId: STREAM,
    streamType: 'test.Counter',
    expectedVersion: 'any',
    events: [codec.encode({ type: 'test.CounterIncremented', data: { by } })],
    metadata: meta(),
  });
}

describe.each(dbTargets())('handleCommand (%s)', (target) => {
  let t: TestDb;
  let store: PostgresEventStore;

  beforeEach(async () => {
    t = await createTestDb(target, eventStoreMigrations);
    store = new PostgresEventStore(t.db);
  });

  afterEach(async () => {
    await t.drop();
  });

  function handle(command: CounterCommand, opts: { store?: EventStore; max?: number; maxRetries?: number; metadata?: EventMetadata } = {}) {
    return handleCommand({
      store: opts.store ?? store,
      codec,
      decider: counter(opts.max ?? 10),
      tenantId: TENANT,
      streamId: STREAM,
      streamType: 'test.Counter',
      command,
      metadata: opts.metadata ?? meta(),
      ...(opts.maxRetries !== undefined ? { maxRetries: opts.maxRetries } : {}),
    });
  }

  async function stored(): Promise<number> {
    const { state } = await loadState(store, codec, counter(Infinity).evolve, 0, TENANT, STREAM);
    return state;
  }

  it('decides, appends with the expected version and returns state and position', async () => {
    const spy = new InterferingStore(store, 0);
    const m = meta();
    const first = await handle({ type: 'increment', by: 3 }, { store: spy, metadata: m });
    expect(first).toEqual({
      ok: true,
      events: [{ type: 'test.CounterIncremented', data: { by: 3 } }],
      state: 3,
      position: expect.any(String),
    });
    const second = await handle({ type: 'increment', by: 4 }, { store: spy });
    expect(second.ok && second.state).toBe(7);

    expect(spy.appends.map((a) => a.expectedVersion)).toEqual([0, 1]);
    const events = await store.readStream(TENANT, STREAM);
    expect(events.map((e) => [e.type, e.schemaVersion, e.data])).toEqual([
      ['test.CounterIncremented', 1, { by: 3 }],
      ['test.CounterIncremented', 1, { by: 4 }],
    ]);
    expect(events[0]!.metadata).toEqual(m);
    expect(first.ok && first.position).toBe(events[0]!.position);
    expect(second.ok && second.position).toBe(events[1]!.position);
    expect(await stored()).toBe(7);
  });

  it('returns the named failure from decide and appends nothing', async () => {
    await handle({ type: 'increment', by: 8 });

    const over = await handle({ type: 'increment', by: 5 });
    expect(over).toEqual({ ok: false, error: { _tag: 'LimitExceeded', current: 8, max: 10 } });
    const invalid = await handle({ type: 'increment', by: -1 });
    expect(invalid).toEqual({ ok: false, error: { _tag: 'InvalidAmount', by: -1 } });

    expect(await store.readStream(TENANT, STREAM)).toHaveLength(1);
  });

  it('appends nothing when decide accepts without events', async () => {
    const spy = new InterferingStore(store, 0);
    const result = await handle({ type: 'reset' }, { store: spy });
    expect(result).toEqual({ ok: true, events: [], state: 0, position: undefined });
    expect(spy.appends).toHaveLength(0);
  });

  it('retries after a concurrent append: reloads, decides again and appends', async () => {
    await handle({ type: 'increment', by: 1 });
    const racing = new InterferingStore(store, 1);

    const result = await handle({ type: 'increment', by: 2 }, { store: racing });
    expect(result.ok).toBe(true);
    // the second decision saw the concurrent increment
    expect(result.ok && result.state).toBe(4);
    expect(racing.appends.map((a) => a.expectedVersion)).toEqual([1, 2]);
    const events = await store.readStream(TENANT, STREAM);
    expect(events.map((e) => (e.data as { by: number }).by)).toEqual([1, 1, 2]);
    expect(result.ok && result.position).toBe(events[2]!.position);
  });

  it('retries twice after two concurrent appends', async () => {
    const racing = new InterferingStore(store, 2);
    const result = await handle({ type: 'increment', by: 5 }, { store: racing });
    expect(result.ok && result.state).toBe(7);
    expect(racing.appends.map((a) => a.expectedVersion)).toEqual([0, 1, 2]);
    expect(await stored()).toBe(7);
  });

  it('returns the failure when the decision after a conflict rejects', async () => {
    const racing = new InterferingStore(store, 1, () => bump(store, 9));
    const result = await handle({ type: 'increment', by: 2 }, { store: racing });
    expect(result).toEqual({ ok: false, error: { _tag: 'LimitExceeded', current: 9, max: 10 } });
    expect(await stored()).toBe(9);
  });

  it('gives up after a bounded number of retries with the ConcurrencyError', async () => {
    const always = new InterferingStore(store, Number.POSITIVE_INFINITY);
    const err = await handle({ type: 'increment', by: 1 }, { store: always, max: 1000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConcurrencyError);
    expect((err as ConcurrencyError)._tag).toBe('ConcurrencyError');
    // default: 3 retries = 4 attempts
    expect(always.appends).toHaveLength(4);

    const always2 = new InterferingStore(store, Number.POSITIVE_INFINITY);
    await expect(handle({ type: 'increment', by: 1 }, { store: always2, max: 1000, maxRetries: 1 })).rejects.toBeInstanceOf(ConcurrencyError);
    expect(always2.appends).toHaveLength(2);

    const never = new InterferingStore(store, Number.POSITIVE_INFINITY);
    await expect(handle({ type: 'increment', by: 1 }, { store: never, max: 1000, maxRetries: 0 })).rejects.toBeInstanceOf(ConcurrencyError);
    expect(never.appends).toHaveLength(1);

    // only the concurrent writer's events were stored
    const events = await store.readStream(TENANT, STREAM);
    expect(events).toHaveLength(4 + 2 + 1);
    expect(events.every((e) => (e.data as { by: number }).by === 1)).toBe(true);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    const failing = new InterferingStore(store, 0);
    failing.append = async () => {
      calls++;
      throw new Error('disk on fire');
    };
    await expect(handle({ type: 'increment', by: 1 }, { store: failing })).rejects.toThrow('disk on fire');
    expect(calls).toBe(1);
  });

  it('is idempotent for a retried command: same command id, no new events, same answer', async () => {
    const m = meta();
    const first = await handle({ type: 'increment', by: 6 }, { metadata: m });
    // the client did not get the answer and sends the same command again
    const retry = await handle({ type: 'increment', by: 6 }, { metadata: m });
    expect(retry).toEqual(first);
    expect(await store.readStream(TENANT, STREAM)).toHaveLength(1);
    expect(await stored()).toBe(6);
  });
});
