import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { Schema } from 'effect';
import { createTestDb, dbTargets, type TestDb } from '../../../tests/support/db';
import {
  ConcurrencyError,
  PostgresEventStore,
  accept,
  defineEvents,
  eventStoreMigrations,
  CommandRunner,
  newId,
  reject,
  type AppendRequest,
  type AppendResult,
  type CommandSpec,
  type Decider,
  type EventMetadata,
  type EventStore,
  type EventsOf,
  type ReadAllOptions,
  type RecordedEvent,
  ReadModelsBehind,
  StillProcessing,
} from './index';
import Router from '@koa/router';
import type { AddressInfo } from 'node:net';
import { createHttpApp, type AppState } from '../http';

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

class Failed extends Error {
  constructor(readonly failure: CounterFailure) {
    super(failure._tag);
  }
}

describe.each(dbTargets())('CommandRunner (%s)', (target) => {
  let t: TestDb;
  let store: PostgresEventStore;
  let waits: { position: string | undefined; names: readonly string[] | undefined }[];
  let sleeps: number[];

  beforeEach(async () => {
    t = await createTestDb(target, eventStoreMigrations);
    store = new PostgresEventStore(t.db);
    waits = [];
    sleeps = [];
  });

  afterEach(async () => {
    await t.drop();
  });

  function runner(s: EventStore = store, maxRetries?: number): CommandRunner {
    return new CommandRunner(
      s,
      {
        waitFor: async (position, names) => {
          waits.push({ position, names });
          return true;
        },
      },
      { ...(maxRetries !== undefined ? { maxRetries } : {}), sleep: async (ms) => void sleeps.push(ms), random: () => 0.5 },
    );
  }

  function spec(command: CounterCommand, opts: Partial<CommandSpec<CounterCommand, CounterEvent, number, CounterFailure>> & { max?: number } = {}) {
    const { max, ...rest } = opts;
    return {
      decider: counter(max ?? 10),
      codec,
      streamId: STREAM,
      streamType: 'test.Counter',
      actor: { tenantId: TENANT, actorId: 'user-1' },
      command,
      fail: (f: CounterFailure) => new Failed(f),
      ...rest,
    } satisfies CommandSpec<CounterCommand, CounterEvent, number, CounterFailure>;
  }

  async function stored(): Promise<number> {
    const { state } = await runner().load(TENANT, STREAM, counter(Infinity), codec);
    return state;
  }

  it('decides, appends with the expected version, stores the metadata and waits for the read models', async () => {
    const spy = new InterferingStore(store, 0);
    const first = await runner(spy).run(spec({ type: 'increment', by: 3 }, { actor: { tenantId: TENANT, actorId: 'user-1', commandId: 'c-1', causationId: 'c-0' }, waitFor: ['counter.view'] }));
    expect(first.state).toBe(3);
    const second = await runner(spy).run(spec({ type: 'increment', by: 4 }));
    expect(second.state).toBe(7);
    expect(spy.appends.map((a) => a.expectedVersion)).toEqual([0, 1]);
    const events = await store.readStream(TENANT, STREAM);
    expect(events.map((e) => e.metadata)).toEqual([
      { actorId: 'user-1', tenantId: TENANT, commandId: 'c-1', correlationId: 'c-1', causationId: 'c-0' },
      expect.objectContaining({ actorId: 'user-1', tenantId: TENANT }),
    ]);
    expect(first.position).toBe(events[0]!.position);
    // the named read model for the first command; every projection when none is named
    expect(waits).toEqual([
      { position: events[0]!.position, names: ['counter.view'] },
      { position: events[1]!.position, names: undefined },
    ]);
  });

  describe('a read-model wait that times out', () => {
    /** A runner whose read models never catch up: `counter.view` stays behind every position. */
    const behindRunner = (logs: string[], readModelsBehind = new ReadModelsBehind()) =>
      new CommandRunner(store, { waitFor: async () => false, behind: () => ['counter.view'] }, { log: (m) => logs.push(m), sleep: async () => undefined, readModelsBehind });

    it('keeps the command, logs the read models behind with the position, reports them to the request and throws StillProcessing (answered 202)', async () => {
      const logs: string[] = [];
      const behind = new ReadModelsBehind();
      const mark = behind.mark();
      const err = await behindRunner(logs, behind)
        .run(spec({ type: 'increment', by: 2 }, { waitFor: ['counter.view', 'counter.totals'] }))
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StillProcessing);
      const { position, readModels } = err as StillProcessing;
      expect(readModels).toEqual(['counter.view']);
      expect(position).toBe((await store.readStream(TENANT, STREAM)).at(-1)!.position);
      expect(await stored()).toBe(2);
      expect(logs).toEqual([`command: read models behind after the wait timed out: counter.view (not at position ${position})`]);
      expect(behind.since(mark)).toEqual(['counter.view']);
    });

    it("returns the outcome as before with whenReadModelsLate: 'continue' (work outside a request, a command followed by another)", async () => {
      const logs: string[] = [];
      const outcome = await behindRunner(logs).run(spec({ type: 'increment', by: 2 }, { waitFor: ['counter.view'], whenReadModelsLate: 'continue' }));
      expect(outcome.state).toBe(2);
      expect(await stored()).toBe(2);
      expect(logs).toEqual([`command: read models behind after the wait timed out: counter.view (not at position ${outcome.position})`]);
    });

    it('waits again while the awaited projections move, so the bound grows with the work; ends when they stand still', async () => {
      // the read model moves twice during the first two waits and has caught up at the third
      const moving = (answers: boolean[], progress: string[]) => {
        const waits: string[] = [];
        const wait = {
          waitFor: async (position: string | undefined) => {
            waits.push(position ?? '');
            return answers.shift() ?? false;
          },
          behind: () => ['counter.view'],
          progressOf: () => progress.shift() ?? 'still',
        };
        return { waits, wait };
      };
      const catching = moving([false, false, true], ['0/1/1', '0/1/5', '0/1/9']);
      const outcome = await new CommandRunner(store, catching.wait, { log: () => undefined }).run(spec({ type: 'increment', by: 1 }, { waitFor: ['counter.view'] }));
      expect(outcome.state).toBe(1);
      expect(catching.waits).toHaveLength(3);
      // standing still: one wait, then 202
      const stuck = moving([false, false, true], ['0/1/1', '0/1/1']);
      const err = await new CommandRunner(store, stuck.wait, { log: () => undefined }).run(spec({ type: 'increment', by: 1 }, { waitFor: ['counter.view'] })).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StillProcessing);
      expect(stuck.waits).toHaveLength(1);
      // standing still but busy applying (a long batch elsewhere): waits again until caught up
      const busy = moving([false, false, true], ['0/1/1', '0/1/1', '0/1/1']);
      const done = await new CommandRunner(store, { ...busy.wait, running: true }, { log: () => undefined }).run(spec({ type: 'increment', by: 1 }, { waitFor: ['counter.view'] }));
      expect(done.position).toBeDefined();
      expect(busy.waits).toHaveLength(3);
      // moving, but past the longest wait: no more waits
      let t = 0;
      const slow = moving([false, false, true], ['0/1/1', '0/1/2', '0/1/3']);
      const late = await new CommandRunner(store, slow.wait, { log: () => undefined, maxReadModelWaitMs: 100, nowMs: () => (t += 120) })
        .run(spec({ type: 'increment', by: 1 }, { waitFor: ['counter.view'] }))
        .catch((e: unknown) => e);
      expect(late).toBeInstanceOf(StillProcessing);
      expect(slow.waits).toHaveLength(1);
    });

    it('is logged and reported the same way when a command waits by itself (awaitReadModels: import, company purge, operator bootstrap)', async () => {
      const logs: string[] = [];
      const behind = new ReadModelsBehind();
      const mark = behind.mark();
      await behindRunner(logs, behind).awaitReadModels('7', ['counter.view', 'counter.totals']);
      expect(logs).toEqual(['command: read models behind after the wait timed out: counter.view (not at position 7)']);
      expect(behind.since(mark)).toEqual(['counter.view']);
    });

    it('names every read model when a wait for all of them times out and none says it is behind', async () => {
      const logs: string[] = [];
      const behind = new ReadModelsBehind();
      const mark = behind.mark();
      await new CommandRunner(store, { waitFor: async () => false }, { log: (m) => logs.push(m), readModelsBehind: behind }).awaitReadModels('9');
      expect(logs).toEqual(['command: read models behind after the wait timed out: all read models (not at position 9)']);
      expect(behind.since(mark)).toEqual(['all read models']);
    });

    it('is named in the answer of the HTTP request that ran the command (X-Read-Models-Behind)', async () => {
      const logs: string[] = [];
      const readModelsBehind = new ReadModelsBehind();
      const r = new Router<AppState>({ prefix: '/api' });
      r.post('/count', async (ctx) => {
        ctx.body = { state: (await behindRunner(logs, readModelsBehind).run(spec({ type: 'increment', by: 1 }))).state };
      });
      r.post('/nothing', async (ctx) => {
        ctx.body = { state: (await behindRunner(logs, readModelsBehind).run(spec({ type: 'reset' }, { loaded: { state: 0, version: 0, recorded: [] } }))).state };
      });
      const server = createHttpApp({ routers: [r], authenticate: async () => null, log: () => undefined, readModelsBehind }).listen(0);
      try {
        await new Promise((resolve) => server.once('listening', resolve));
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
        const res = await fetch(`${base}/count`, { method: 'POST', headers: { 'Accept-Language': 'de' } });
        // recorded, not yet visible: 202 "wird verarbeitet" with where to ask, never an error
        expect(res.status).toBe(202);
        const body = (await res.json()) as Record<string, unknown>;
        const position = (await store.readStream(TENANT, STREAM)).at(-1)!.position;
        expect(body).toEqual({
          message: 'Die Änderung ist gespeichert und wird verarbeitet. Sie ist in wenigen Augenblicken sichtbar.',
          code: 'processing',
          status: 'processing',
          position,
          readModels: ['counter.view'],
          location: `/api/read-models/caught-up?position=${encodeURIComponent(position)}&readModels=counter.view`,
          retryAfter: 2,
        });
        expect(res.headers.get('Location')).toBe(body.location);
        expect(res.headers.get('Retry-After')).toBe('2');
        expect(res.headers.get('X-Read-Models-Behind')).toBe('counter.view');
        expect(await stored()).toBe(1);
        expect(logs).toHaveLength(1);
        // a command that appended nothing waited for nothing: no header
        const none = await fetch(`${base}/nothing`, { method: 'POST' });
        expect(none.status).toBe(200);
        expect(none.headers.get('X-Read-Models-Behind')).toBeNull();
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });
  });

  it('throws the mapped named failure and appends nothing', async () => {
    await runner().run(spec({ type: 'increment', by: 8 }));
    const err = await runner().run(spec({ type: 'increment', by: 5 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Failed);
    expect((err as Failed).failure).toEqual({ _tag: 'LimitExceeded', current: 8, max: 10 });
    expect(await store.readStream(TENANT, STREAM)).toHaveLength(1);
  });

  it('appends nothing and waits for nothing when decide accepts without events', async () => {
    const result = await runner().run(spec({ type: 'reset' }));
    expect(result).toEqual({ events: [], state: 0, position: undefined });
    expect(waits).toEqual([]);
  });

  it('waits for no read model when waitFor names none for these events', async () => {
    await runner().run(spec({ type: 'increment', by: 1 }, { waitFor: (events) => (events.some((e) => e.type === 'test.CounterReset') ? ['counter.view'] : []) }));
    expect(waits).toEqual([]);
    await runner().run(spec({ type: 'reset' }, { waitFor: (events) => (events.some((e) => e.type === 'test.CounterReset') ? ['counter.view'] : []) }));
    expect(waits.map((w) => w.names)).toEqual([['counter.view']]);
  });

  it('retries after a concurrent append with backoff: reloads, decides again and appends', async () => {
    const racing = new InterferingStore(store, 1);
    const result = await runner(racing).run(spec({ type: 'increment', by: 2 }));
    // the second decision saw the concurrent increment
    expect(result.state).toBe(3);
    expect(racing.appends.map((a) => a.expectedVersion)).toEqual([0, 1]);
    const events = await store.readStream(TENANT, STREAM);
    expect(events.map((e) => (e.data as { by: number }).by)).toEqual([1, 2]);
    expect(result.position).toBe(events[1]!.position);
    expect(sleeps).toHaveLength(1);
  });

  it('builds the command again from the reloaded state after a conflict', async () => {
    const racing = new InterferingStore(store, 1, () => bump(store, 4));
    const seen: number[] = [];
    await runner(racing).run(spec({ type: 'reset' }, { command: (state: number) => (seen.push(state), { type: 'increment', by: state + 1 }) }));
    expect(seen).toEqual([0, 4]);
    expect(await stored()).toBe(9);
  });

  it('uses a stream the handler loaded already for the first attempt (no second read)', async () => {
    await bump(store, 2);
    let reads = 0;
    const counting = new InterferingStore(store, 0);
    const inner = counting.readStream.bind(counting);
    counting.readStream = async (tenantId, streamId) => {
      reads++;
      return inner(tenantId, streamId);
    };
    const r = runner(counting);
    const loaded = await r.load(TENANT, STREAM, counter(10), codec);
    expect(reads).toBe(1);
    const result = await r.run(spec({ type: 'increment', by: 3 }, { loaded }));
    expect(result.state).toBe(5);
    expect(reads).toBe(1);
  });

  it('returns the failure when the decision after a conflict rejects', async () => {
    const racing = new InterferingStore(store, 1, () => bump(store, 9));
    const err = await runner(racing).run(spec({ type: 'increment', by: 2 })).catch((e: unknown) => e);
    expect((err as Failed).failure).toEqual({ _tag: 'LimitExceeded', current: 9, max: 10 });
    expect(await stored()).toBe(9);
  });

  it('gives up after a bounded number of retries with the ConcurrencyError, backing off with jitter', async () => {
    const always = new InterferingStore(store, Number.POSITIVE_INFINITY);
    const err = await runner(always, 3).run(spec({ type: 'increment', by: 1 }, { max: 1000 })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConcurrencyError);
    expect(always.appends).toHaveLength(4);
    // full jitter around a doubling cap (random fixed at 0.5 here)
    expect(sleeps).toEqual([3, 6, 12]);

    const never = new InterferingStore(store, Number.POSITIVE_INFINITY);
    await expect(runner(never, 0).run(spec({ type: 'increment', by: 1 }, { max: 1000 }))).rejects.toBeInstanceOf(ConcurrencyError);
    expect(never.appends).toHaveLength(1);
    // only the concurrent writer's events were stored
    const events = await store.readStream(TENANT, STREAM);
    expect(events).toHaveLength(4 + 1);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    const failing = new InterferingStore(store, 0);
    failing.append = async () => {
      calls++;
      throw new Error('disk on fire');
    };
    await expect(runner(failing).run(spec({ type: 'increment', by: 1 }))).rejects.toThrow('disk on fire');
    expect(calls).toBe(1);
  });

  it('is idempotent for a retried command: same command id, no new events, same answer', async () => {
    const actor = { tenantId: TENANT, actorId: 'user-1', commandId: newId() };
    const first = await runner().run(spec({ type: 'increment', by: 6 }, { actor }));
    const retry = await runner().run(spec({ type: 'increment', by: 6 }, { actor }));
    expect(retry).toEqual(first);
    expect(await store.readStream(TENANT, STREAM)).toHaveLength(1);
  });

  it('appends to other streams in the same transaction and maps a conflict there', async () => {
    const claim = (metadata: EventMetadata): AppendRequest[] => [
      { tenantId: TENANT, streamId: 'claim-1', streamType: 'test.Claim', expectedVersion: 'no_stream', events: [codec.encode({ type: 'test.CounterReset', data: {} })], metadata },
    ];
    await runner().run(spec({ type: 'increment', by: 1 }, { alsoAppend: (_e, _s, m) => claim(m) }));
    expect(await store.readStream(TENANT, 'claim-1')).toHaveLength(1);
    const err = await runner()
      .run(spec({ type: 'increment', by: 1 }, { alsoAppend: (_e, _s, m) => claim(m), onConflict: (c) => (c.streamId === 'claim-1' ? new Error('taken') : undefined) }))
      .catch((e: unknown) => e);
    expect((err as Error).message).toBe('taken');
    // all or nothing: the counter did not move
    expect(await stored()).toBe(1);
  });

  it('lets concurrent commands on one stream all succeed', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => new CommandRunner(store, { waitFor: async () => true }).run(spec({ type: 'increment', by: 1 }))));
    expect(results).toHaveLength(8);
    expect(await stored()).toBe(8);
  });

  it('runAll: decides each command, appends the accepted ones in one transaction, reports failures per item and waits once', async () => {
    const on = (streamId: string, command: CounterCommand, extra: Partial<CommandSpec<CounterCommand, CounterEvent, number, CounterFailure>> = {}) =>
      spec(command, { streamId, loaded: { state: 0, version: 0, recorded: [] }, ...extra });
    const results = await runner().runAll([on('c-a', { type: 'increment', by: 2 }), on('c-b', { type: 'increment', by: 0 }), on('c-c', { type: 'increment', by: 3 })], ['rm']);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(((results[1] as { error: Error }).error as Failed).failure._tag).toBe('InvalidAmount');
    expect(await store.readStream(TENANT, 'c-a')).toHaveLength(1);
    expect(await store.readStream(TENANT, 'c-c')).toHaveLength(1);
    const a = results[0] as { ok: true; outcome: { position: string } };
    const c = results[2] as { ok: true; outcome: { position: string } };
    expect(a.outcome.position.split('/')[1]).toBe(c.outcome.position.split('/')[1]); // one transaction
    expect(waits).toEqual([{ position: c.outcome.position, names: ['rm'] }]);
  });

  it('runAll: after a conflict in the joint append each item runs alone, so only the one that lost fails', async () => {
    await bump(store, 9); // counter-1 holds 9 already, but the spec claims it is new
    const on = (streamId: string, by: number) => spec({ type: 'increment', by }, { streamId, loaded: { state: 0, version: 0, recorded: [] } });
    const results = await runner().runAll([on('c-x', 1), on(STREAM, 5), on('c-y', 1)]);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(((results[1] as { error: Error }).error as Failed).failure._tag).toBe('LimitExceeded');
    expect(await stored()).toBe(9);
    expect(await store.readStream(TENANT, 'c-x')).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});
