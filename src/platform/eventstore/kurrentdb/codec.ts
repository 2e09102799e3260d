import type { AllStreamResolvedEvent, Position, ResolvedEvent, StreamState } from '@kurrent/kurrentdb-client';
import { eventIdFor } from '../ids';
import { ConcurrencyError, START_POSITION, positionParts, type AppendRequest, type EventMetadata, type ExpectedVersion, type RecordedEvent } from '../types';

/**
 * The pure half of the KurrentDB adapter (ADR 0021): names, positions, expected versions, events
 * and errors mapped between the store's contract and KurrentDB's client, unit-tested without a
 * server. The I/O half is store.ts.
 */

/**
 * One KurrentDB stream per (tenant, stream): the same stream id in two tenants is two streams. A
 * namespace (one installation among several on one KurrentDB, a test) prefixes stream names and
 * event types, and `$all` reads see only its events.
 */
export function streamNameOf(tenantId: string, streamId: string, namespace?: string): string {
  return `${namespace ? `${namespace}/` : ''}${tenantId}:${streamId}`;
}

/** The event type as stored in KurrentDB (with the namespace, if any). */
export function storedTypeOf(type: string, namespace?: string): string {
  return namespace ? `${namespace}/${type}` : type;
}

/**
 * A `$all` position as the store's opaque, totally ordered checkpoint: `0/<commit>/<prepare>`,
 * so `comparePositions` orders it as KurrentDB orders `$all` (commit, then prepare position), and
 * START (`0/0/0`) lies before every event.
 */
export function encodePosition(p: Position): string {
  return `0/${p.commit}/${p.prepare}`;
}

/** The KurrentDB position of a checkpoint; undefined for START (read from the beginning). */
export function decodePosition(position: string): Position | undefined {
  if (position === START_POSITION) return undefined;
  const { epoch, txId, globalPosition } = positionParts(position);
  if (epoch !== '0') throw new Error(`Not a KurrentDB position: ${position}`);
  return { commit: BigInt(txId), prepare: BigInt(globalPosition) };
}

/**
 * The store's expected version (events in the stream: 0 = none) as KurrentDB's stream state (the
 * revision of the last event, from 0): `no_stream` and 0 are NO_STREAM, n is revision n - 1.
 */
export function streamStateOf(expected: ExpectedVersion): StreamState {
  if (expected === 'any') return 'any';
  if (expected === 'no_stream' || expected === 0) return 'no_stream';
  return BigInt(expected - 1);
}

/** The store's stream version (number of events) after an append that ended at a revision. */
export function versionAfter(revision: bigint): number {
  return Number(revision) + 1;
}

/**
 * What the adapter keeps in each event's metadata: a flat map of strings (as KurrentDB's
 * multi-stream append requires), from which the store's `RecordedEvent` is read back. Null ids
 * are left out.
 */
export type StoredMetadata = Readonly<Record<string, string>>;

export function storedMetadataOf(r: AppendRequest, schemaVersion: number): StoredMetadata {
  const m = r.metadata;
  return {
    tenantId: r.tenantId,
    streamId: r.streamId,
    streamType: r.streamType,
    schemaVersion: String(schemaVersion),
    commandId: m.commandId,
    correlationId: m.correlationId,
    ...(m.actorId !== null ? { actorId: m.actorId } : {}),
    ...(m.causationId !== null ? { causationId: m.causationId } : {}),
  };
}

/** The events of an append as KurrentDB event data: ids derived from the command id (idempotent retries). */
export function eventDataOf(r: AppendRequest, namespace?: string): { id: string; contentType: 'application/json'; type: string; data: unknown; metadata: StoredMetadata }[] {
  return r.events.map((e, i) => ({
    id: eventIdFor(r.metadata.commandId, r.streamId, i),
    contentType: 'application/json' as const,
    type: storedTypeOf(e.type, namespace),
    data: e.data,
    metadata: storedMetadataOf(r, e.schemaVersion),
  }));
}

const str = (m: Record<string, unknown>, k: string): string | undefined => (typeof m[k] === 'string' ? (m[k] as string) : undefined);

/**
 * A KurrentDB event as the store's `RecordedEvent`, or undefined for what the product did not
 * write (system events, links, other applications' events without its metadata).
 */
export function recordedOf(resolved: ResolvedEvent | AllStreamResolvedEvent, namespace?: string): RecordedEvent | undefined {
  const e = resolved.event;
  if (!e || !e.isJson || e.type.startsWith('$')) return undefined;
  const prefix = namespace ? `${namespace}/` : '';
  if (!e.type.startsWith(prefix)) return undefined;
  const meta = e.metadata;
  if (!meta || typeof meta !== 'object' || Array.isArray(meta) || meta instanceof Uint8Array) return undefined;
  const m = meta as Record<string, unknown>;
  const tenantId = str(m, 'tenantId');
  const streamId = str(m, 'streamId');
  const commandId = str(m, 'commandId');
  if (!tenantId || !streamId || !commandId) return undefined;
  const metadata: EventMetadata = {
    actorId: str(m, 'actorId') ?? null,
    tenantId,
    commandId,
    correlationId: str(m, 'correlationId') ?? commandId,
    causationId: str(m, 'causationId') ?? null,
  };
  const position = e.position ? encodePosition(e.position) : START_POSITION;
  return {
    eventId: e.id,
    type: e.type.slice(prefix.length),
    schemaVersion: Number(str(m, 'schemaVersion') ?? 1),
    data: e.data,
    metadata,
    tenantId,
    streamId,
    streamVersion: versionAfter(e.revision),
    globalPosition: e.position ? String(e.position.prepare) : '0',
    position,
    recordedAt: e.created,
  };
}

/** KurrentDB's "wrong expected version" (from `appendToStream` or `multiStreamAppend`), as far as it is one. */
export interface WrongExpectedVersion {
  readonly streamName: string;
  readonly actualState: 'no_stream' | bigint | string | undefined;
}

export function isWrongExpectedVersion(err: unknown): err is WrongExpectedVersion {
  return typeof err === 'object' && err !== null && (err as { type?: unknown }).type === 'wrong-expected-version' && typeof (err as { streamName?: unknown }).streamName === 'string';
}

/** The store's `ConcurrencyError` for KurrentDB's conflict on one of the request's streams (actual = events in the stream). */
export function concurrencyErrorOf(err: WrongExpectedVersion, requests: readonly AppendRequest[], namespace?: string): ConcurrencyError {
  const failed = requests.find((r) => streamNameOf(r.tenantId, r.streamId, namespace) === err.streamName) ?? requests[0]!;
  const a = err.actualState;
  const actual = a === undefined || a === 'no_stream' ? 0 : typeof a === 'bigint' ? versionAfter(a) : /^-?\d+$/.test(a) ? versionAfter(BigInt(a)) : undefined;
  return new ConcurrencyError(failed.streamId, failed.expectedVersion, actual);
}

/** A server-side filter for a projection's event types: an exact-match regular expression. */
export function eventTypeRegex(types: readonly string[]): string {
  return `^(${types.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`;
}
