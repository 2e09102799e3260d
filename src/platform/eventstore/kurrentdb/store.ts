import { BACKWARDS, END, FORWARDS, KurrentDBClient, START, eventTypeFilter, excludeSystemEvents, type EventData, type Filter } from '@kurrent/kurrentdb-client';
import { comparePositions, START_POSITION, type AppendRequest, type AppendResult, type EventLog, type EventStore, type ReadAllOptions, type RecordedEvent } from '../types';
import { concurrencyErrorOf, decodePosition, encodePosition, eventDataOf, eventTypeRegex, isWrongExpectedVersion, recordedOf, storedTypeOf, streamNameOf, streamStateOf, versionAfter } from './codec';

const isStreamNotFound = (err: unknown) => typeof err === 'object' && err !== null && (err as { type?: unknown }).type === 'stream-not-found';

/**
 * The event store contract on KurrentDB (issue 17, ADR 0021), through `@kurrent/kurrentdb-client`:
 * one KurrentDB stream per (tenant, stream), expected versions mapped to stream revisions, event
 * ids derived from the command id (a retried command is recognised by its ids), `$all` read in
 * commit order with the position as the opaque checkpoint. `appendMany` uses KurrentDB's atomic
 * multi-stream append (KurrentDB 25.1 or later). It is also the projection runner's `EventLog`:
 * the checkpoints stay in the read-model database, in the transaction of the read model.
 *
 * `signal` is called after every append (the composition root sends `NOTIFY es_events` on the
 * read-model database, so runners in every process wake as with the PostgreSQL store).
 */
export interface KurrentDbStoreOptions {
  /** Called after every append (wakes the projection runners). */
  readonly signal?: () => void;
  /** Prefix of this installation's stream names and event types on a shared KurrentDB (tests: one per test). */
  readonly namespace?: string;
}

export class KurrentDbEventStore implements EventStore, EventLog {
  private readonly signal: () => void;
  private readonly ns: string | undefined;

  constructor(
    private readonly client: KurrentDBClient,
    opts: KurrentDbStoreOptions = {},
  ) {
    this.signal = opts.signal ?? (() => undefined);
    this.ns = opts.namespace;
  }

  /** `KURRENTDB_URL`, e.g. `kurrentdb://localhost:2113?tls=false`. */
  static connect(url: string, opts: KurrentDbStoreOptions = {}): KurrentDbEventStore {
    return new KurrentDbEventStore(KurrentDBClient.connectionString(url), opts);
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }

  async append(request: AppendRequest): Promise<AppendResult> {
    const [result] = await this.appendMany([request]);
    return result!;
  }

  async appendMany(requests: readonly AppendRequest[]): Promise<AppendResult[]> {
    if (requests.length === 0) return [];
    if (requests.some((r) => r.events.length === 0)) throw new Error('append needs at least one event');
    try {
      const results = requests.length === 1 ? [await this.appendOne(requests[0]!)] : await this.appendAtomically(requests);
      this.signal();
      return results;
    } catch (err) {
      if (!isWrongExpectedVersion(err)) throw err;
      // a retry of a command whose events are stored already conflicts on its stale version: a duplicate
      const replay = await this.findDuplicate(requests);
      if (replay) return replay;
      throw concurrencyErrorOf(err, requests, this.ns);
    }
  }

  private async appendOne(r: AppendRequest): Promise<AppendResult> {
    const result = await this.client.appendToStream(this.name(r), eventDataOf(r, this.ns) as EventData[], { streamState: streamStateOf(r.expectedVersion) });
    if (result.position) return { nextVersion: versionAfter(result.nextExpectedRevision), position: encodePosition(result.position), duplicate: false };
    // KurrentDB's idempotent write: it recognised the event ids and wrote nothing (no position)
    const replay = await this.findDuplicate([r]);
    if (!replay) throw new Error(`KurrentDB accepted an append to ${r.streamId} without a position, and its events are not in the stream`);
    return replay[0]!;
  }

  /** Several streams in one atomic append; each result carries the position of its stream's last event. */
  private async appendAtomically(requests: readonly AppendRequest[]): Promise<AppendResult[]> {
    const names = requests.map((r) => this.name(r));
    const result = await this.client.multiStreamAppend(requests.map((r, i) => ({ streamName: names[i]!, events: eventDataOf(r, this.ns) as EventData[], expectedState: streamStateOf(r.expectedVersion) })));
    return Promise.all(
      requests.map(async (r, i) => {
        const revision = result.responses.find((x) => x.streamName === names[i])?.revision;
        if (revision === undefined) throw new Error(`KurrentDB did not report the revision of ${r.streamId}`);
        const last = await this.eventAt(names[i]!, revision);
        return { nextVersion: versionAfter(revision), position: last?.position ?? START_POSITION, duplicate: false };
      }),
    );
  }

  private async eventAt(streamName: string, revision: bigint): Promise<RecordedEvent | undefined> {
    for await (const e of this.client.readStream(streamName, { fromRevision: revision, direction: FORWARDS, maxCount: 1 })) return recordedOf(e, this.ns);
    return undefined;
  }

  /** The results of an earlier append of exactly these events (same ids), or undefined. */
  private async findDuplicate(requests: readonly AppendRequest[]): Promise<AppendResult[] | undefined> {
    const results: AppendResult[] = [];
    for (const r of requests) {
      const ids = new Set(eventDataOf(r, this.ns).map((e) => e.id));
      const stream = await this.readStream(r.tenantId, r.streamId);
      const mine = stream.filter((e) => ids.has(e.eventId));
      if (mine.length !== ids.size) return undefined;
      results.push({ nextVersion: stream.length, position: mine[mine.length - 1]!.position, duplicate: true });
    }
    return results;
  }

  private name(r: AppendRequest): string {
    return streamNameOf(r.tenantId, r.streamId, this.ns);
  }

  /** The server-side filter of a read: exactly these types, or every event of this installation. */
  private filterOf(types: readonly string[] | undefined): Filter {
    if (types) return eventTypeFilter({ regex: eventTypeRegex(types.map((t) => storedTypeOf(t, this.ns))) });
    return this.ns ? eventTypeFilter({ prefixes: [`${this.ns}/`] }) : excludeSystemEvents();
  }

  async readStream(tenantId: string, streamId: string): Promise<RecordedEvent[]> {
    const out: RecordedEvent[] = [];
    try {
      for await (const e of this.client.readStream(streamNameOf(tenantId, streamId, this.ns), { fromRevision: START, direction: FORWARDS })) {
        const r = recordedOf(e, this.ns);
        if (r) out.push(r);
      }
    } catch (err) {
      if (isStreamNotFound(err)) return [];
      throw err;
    }
    return out;
  }

  /**
   * `$all` after a position, in commit order: KurrentDB has one writer that assigns positions as it
   * commits, so a position never lands behind one already read. Exactly `limit` events when that
   * many follow (events the product did not write are skipped, not counted).
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const after = options.after ?? START_POSITION;
    const limit = options.limit ?? 500;
    const from = decodePosition(after);
    const out: RecordedEvent[] = [];
    if (limit <= 0) return out;
    for await (const e of this.client.readAll({ fromPosition: from ?? START, direction: FORWARDS, filter: this.filterOf(options.eventTypes) })) {
      const r = recordedOf(e, this.ns);
      // fromPosition is inclusive: the checkpoint's own event was read before
      if (!r || comparePositions(r.position, after) <= 0) continue;
      out.push(r);
      if (out.length >= limit) break;
    }
    return out;
  }

  async headPosition(): Promise<string> {
    for await (const e of this.client.readAll({ fromPosition: END, direction: BACKWARDS, filter: this.filterOf(undefined) })) {
      const r = recordedOf(e, this.ns);
      if (r) return r.position;
    }
    return START_POSITION;
  }

  // the projection runner's EventLog: the events are not in the read-model database, so `q` is not used
  head(): Promise<string> {
    return this.headPosition();
  }
  read(_q: unknown, options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.readAll(options);
  }
  replay(_q: unknown, options: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.readAll(options);
  }
  async countAfter(_q: unknown, position: string, types: readonly string[] | undefined, cap: number): Promise<number> {
    return (await this.readAll({ after: position, limit: cap, eventTypes: types })).length;
  }
}

