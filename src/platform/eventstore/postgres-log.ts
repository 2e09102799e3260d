import type { Queryable } from '../db';
import { START_POSITION, positionParts, type EventLog, type EventMetadata, type ReadAllOptions, type RecordedEvent, type ReplayedEvent } from './types';

/** The event log of PostgreSQL as readers see it: committed events in commit order, the head, the counts. */

export interface EventRow {
  global_position: string;
  epoch: number;
  tx_id: string;
  tenant_id: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date | string;
}

export const COLUMNS = `global_position::text AS global_position, epoch, tx_id::text AS tx_id, tenant_id, stream_id,
  stream_version, event_id::text AS event_id, event_type, schema_version, data, metadata, recorded_at`;

export function toRecorded(r: EventRow): RecordedEvent {
  return {
    eventId: r.event_id,
    type: r.event_type,
    schemaVersion: r.schema_version,
    data: r.data,
    metadata: r.metadata,
    tenantId: r.tenant_id,
    streamId: r.stream_id,
    streamVersion: r.stream_version,
    globalPosition: r.global_position,
    position: `${r.epoch}/${r.tx_id}/${r.global_position}`,
    recordedAt: r.recorded_at instanceof Date ? r.recorded_at : new Date(r.recorded_at),
  };
}

/**
 * Reads committed events after a position in commit order. Only rows of transactions older than
 * the oldest running one are returned (`pg_snapshot_xmin`), so a transaction that took its
 * position early and commits late is never skipped.
 */
/** Rows after `options.after` in commit order, below the snapshot's xmin (see readAll). */
async function readRowsIn<R extends object>(q: Queryable, columns: string, options: ReadAllOptions): Promise<R[]> {
  const { epoch, txId, globalPosition } = positionParts(options.after ?? START_POSITION);
  const limit = options.limit ?? 500;
  const types = options.eventTypes;
  const typeFilter = types ? 'AND event_type = ANY($5::text[])' : '';
  const params: unknown[] = [epoch, txId, globalPosition, limit];
  if (types) params.push(types);
  // ORDER BY must name the table columns: bare names resolve to the ::text output aliases (10 < 9).
  const { rows } = await q.query<R>(
    `SELECT ${columns} FROM es_events
      WHERE (epoch, tx_id, global_position) > ($1::integer, $2::xid8, $3::bigint)
        AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
        ${typeFilter}
      ORDER BY es_events.epoch, es_events.tx_id, es_events.global_position
      LIMIT $4`,
    params,
  );
  return rows;
}

export async function readAllIn(q: Queryable, options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
  return (await readRowsIn<EventRow>(q, COLUMNS, options)).map(toRecorded);
}

const REPLAY_COLUMNS = `global_position::text AS global_position, epoch, tx_id::text AS tx_id, tenant_id, stream_id,
  stream_version, event_type, schema_version, data`;

/** As readAllIn, without the metadata, event ids and record times a bulk replay does not read. */
export async function readReplayIn(q: Queryable, options: ReadAllOptions = {}): Promise<ReplayedEvent[]> {
  const rows = await readRowsIn<Omit<EventRow, 'event_id' | 'metadata' | 'recorded_at'>>(q, REPLAY_COLUMNS, options);
  return rows.map((r) => ({
    type: r.event_type,
    schemaVersion: r.schema_version,
    data: r.data,
    tenantId: r.tenant_id,
    streamId: r.stream_id,
    streamVersion: r.stream_version,
    globalPosition: r.global_position,
    position: `${r.epoch}/${r.tx_id}/${r.global_position}`,
  }));
}

export async function headPositionIn(q: Queryable): Promise<string> {
  const { rows } = await q.query<{ epoch: number; tx_id: string; global_position: string }>(
    `SELECT epoch, tx_id::text AS tx_id, global_position::text AS global_position FROM es_events
      WHERE tx_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY es_events.epoch DESC, es_events.tx_id DESC, es_events.global_position DESC LIMIT 1`,
  );
  const r = rows[0];
  return r ? `${r.epoch}/${r.tx_id}/${r.global_position}` : START_POSITION;
}

/** The PostgreSQL log as the projection runner reads it: in the checkpoint's transaction. */
export const postgresEventLog: EventLog = {
  head: (q) => headPositionIn(q),
  read: (q, options) => readAllIn(q, options),
  replay: (q, options) => readReplayIn(q, options),
  async countAfter(q, position, types, cap) {
    const { epoch, txId, globalPosition } = positionParts(position);
    const { rows } = await q.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM (SELECT 1 FROM es_events
        WHERE (epoch, tx_id, global_position) > ($1::integer, $2::xid8, $3::bigint) ${types ? 'AND event_type = ANY($5::text[])' : ''} LIMIT $4) x`,
      types ? [epoch, txId, globalPosition, cap, types] : [epoch, txId, globalPosition, cap],
    );
    return Number(rows[0]?.n ?? 0);
  },
};
