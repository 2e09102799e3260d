import type { EventCodec, RecordedEvent } from '../../src/platform/eventstore';

export interface RecorderOptions {
  readonly actorId: string | null;
  readonly tenantId: string;
  /** When the n-th recorded event (from 1) was recorded. */
  readonly recordedAt: (n: number) => Date;
  /** The stream version: counted per stream, the n of the event, or always 1. */
  readonly streamVersion: 'per-stream' | 'position' | 1;
}

/**
 * Events of one module as the event store hands them to a projection, for read-model tests:
 * `recorded(event, streamId)` encodes the event and numbers it (event id, command id, position).
 */
export function eventRecorder<E extends { type: string; data: unknown }>(codec: EventCodec<E>, o: RecorderOptions) {
  let n = 0;
  const versions = new Map<string, number>();
  return (e: E, streamId: string): RecordedEvent => {
    const streamVersion = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, streamVersion);
    n++;
    const encoded = codec.encode(e);
    return {
      eventId: `e${n}`,
      type: encoded.type,
      schemaVersion: encoded.schemaVersion,
      data: encoded.data,
      metadata: { actorId: o.actorId, tenantId: o.tenantId, commandId: `cmd${n}`, correlationId: `cmd${n}`, causationId: null },
      tenantId: o.tenantId,
      streamId,
      streamVersion: o.streamVersion === 'per-stream' ? streamVersion : o.streamVersion === 'position' ? n : 1,
      globalPosition: String(n),
      position: `0/1/${n}`,
      recordedAt: o.recordedAt(n),
    };
  };
}
