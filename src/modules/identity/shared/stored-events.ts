import type { Queryable } from '../../../platform/db';

/** One event of the log as stored (its data as written, not decoded). */
export interface StoredEvent {
  readonly eventId: string;
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
  readonly streamId: string;
  readonly streamVersion: number;
}

/**
 * The events of some streams of one tenant as stored, stream by stream in order, read with `q`: in
 * the caller's transaction when it is one (PGlite has one connection: a read beside an open
 * transaction would wait for it). PostgreSQL's log only (pseudonymisation rewrites it; ADR 0033).
 */
export async function readStreamsIn(q: Queryable, tenantId: string, streamIds: readonly string[]): Promise<StoredEvent[]> {
  if (streamIds.length === 0) return [];
  const { rows } = await q.query<{ event_id: string; event_type: string; schema_version: number; data: unknown; stream_id: string; stream_version: number }>(
    `SELECT event_id::text AS event_id, event_type, schema_version, data, stream_id, stream_version FROM es_events
      WHERE tenant_id = $1 AND stream_id = ANY($2::text[]) ORDER BY stream_id, stream_version`,
    [tenantId, [...new Set(streamIds)]],
  );
  return rows.map((r) => ({ eventId: r.event_id, type: r.event_type, schemaVersion: r.schema_version, data: r.data, streamId: r.stream_id, streamVersion: r.stream_version }));
}
