import type { Db, Queryable } from '../db';
import { eventIdFor } from './ids';
import { lockTenantsForAppend } from './tombstones';
import {
  ConcurrencyError,
  TenantErasedError,
  START_POSITION,
  positionParts,
  type AppendRequest,
  type AppendResult,
  type EventLog,
  type EventMetadata,
  type EventStore,
  type ReadAllOptions,
  type RecordedEvent,
  type ReplayedEvent,
} from './types';

interface EventRow {
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

const COLUMNS = `global_position::text AS global_position, epoch, tx_id::text AS tx_id, tenant_id, stream_id,
  stream_version, event_id::text AS event_id, event_type, schema_version, data, metadata, recorded_at`;

function toRecorded(r: EventRow): RecordedEvent {
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

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

function pgError(err: unknown): PgError {
  return typeof err === 'object' && err !== null ? (err as PgError) : {};
}

/** Event store on PostgreSQL, used with node-postgres and with PGlite alike. */
export class PostgresEventStore implements EventStore {
  private notifying = false;
  private notifyAgain = false;

  constructor(private readonly db: Db) {}

  /**
   * Wakes projection runners (NOTIFY es_events) after a commit. It is sent outside the append
   * transaction: a NOTIFY inside it serialises all committing transactions on one lock and
   * defeats group commit. Calls coalesce: at most one NOTIFY is in flight.
   */
  private signal(): void {
    if (this.notifying) {
      this.notifyAgain = true;
      return;
    }
    this.notifying = true;
    void (async () => {
      try {
        do {
          this.notifyAgain = false;
          await this.db.query(`SELECT pg_notify('es_events', '')`);
        } while (this.notifyAgain);
      } catch {
        // the runners' polling picks the events up
      } finally {
        this.notifying = false;
      }
    })();
  }

  async append(request: AppendRequest): Promise<AppendResult> {
    const [result] = await this.appendMany([request]);
    return result!;
  }

  async appendMany(requests: readonly AppendRequest[]): Promise<AppendResult[]> {
    if (requests.length === 0) return [];
    try {
      const results = await this.db.transaction(async (tx) => {
        await lockTenantsForAppend(tx, requests.map((r) => r.tenantId));
        const out: AppendResult[] = [];
        for (const r of requests) out.push(await appendIn(tx, r));
        return out;
      });
      this.signal();
      return results;
    } catch (err) {
      const e = pgError(err);
      if (e.code === 'ES410') throw new TenantErasedError(e.detail ?? requests[0]!.tenantId);
      const conflict =
        e.code === 'ES409' ||
        (e.code === '23505' && (e.constraint === 'es_streams_pkey' || e.constraint === 'es_events_stream_version_uq' || e.constraint === 'es_events_event_id_key'));
      if (!conflict) throw err;
      // A concurrent identical retry may have won the race: then this is a duplicate, not a conflict.
      const replay = await this.findDuplicate(requests);
      if (replay) return replay;
      const first = requests[0]!;
      const text = err instanceof Error ? err.message : '';
      const failed = requests.find((r) => text.includes(r.streamId)) ?? first;
      throw new ConcurrencyError(failed.streamId, failed.expectedVersion, e.code === 'ES409' ? Number(e.detail) : undefined);
    }
  }

  private async findDuplicate(requests: readonly AppendRequest[]): Promise<AppendResult[] | undefined> {
    const results: AppendResult[] = [];
    for (const r of requests) {
      if (r.events.length === 0) return undefined;
      const ids = r.events.map((_, i) => eventIdFor(r.metadata.commandId, r.streamId, i));
      const { rows } = await this.db.query<{ epoch: number; tx_id: string; global_position: string; version: number }>(
        `SELECT e.epoch, e.tx_id::text AS tx_id, e.global_position::text AS global_position, s.version
           FROM es_events e JOIN es_streams s ON s.tenant_id = e.tenant_id AND s.stream_id = e.stream_id
          WHERE e.event_id = ANY($1::uuid[]) ORDER BY e.global_position DESC LIMIT 1`,
        [ids],
      );
      const row = rows[0];
      if (!row) return undefined;
      results.push({ nextVersion: row.version, position: `${row.epoch}/${row.tx_id}/${row.global_position}`, duplicate: true });
    }
    return results;
  }

  async readStream(tenantId: string, streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${COLUMNS} FROM es_events WHERE tenant_id = $1 AND stream_id = $2 ORDER BY stream_version`,
      [tenantId, streamId],
    );
    return rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return readAllIn(this.db, options);
  }

  async headPosition(): Promise<string> {
    return headPositionIn(this.db);
  }
}

async function appendIn(tx: Queryable, r: AppendRequest): Promise<AppendResult> {
  if (r.events.length === 0) throw new Error('append needs at least one event');
  const expected = r.expectedVersion === 'any' ? null : r.expectedVersion === 'no_stream' ? 0 : r.expectedVersion;
  const payload = r.events.map((e, i) => ({
    id: eventIdFor(r.metadata.commandId, r.streamId, i),
    type: e.type,
    schemaVersion: e.schemaVersion,
    data: e.data,
    metadata: r.metadata,
  }));
  const { rows } = await tx.query<{ next_version: number; epoch: number; tx_id: string; global_position: string; duplicate: boolean }>(
    `SELECT next_version, epoch, tx_id::text AS tx_id, global_position::text AS global_position, duplicate
       FROM es_append($1, $2, $3, $4, $5::jsonb)`,
    [r.tenantId, r.streamId, r.streamType, expected, JSON.stringify(payload)],
  );
  const row = rows[0];
  if (!row) throw new Error('es_append returned no row');
  return { nextVersion: row.next_version, position: `${row.epoch}/${row.tx_id}/${row.global_position}`, duplicate: row.duplicate };
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

/**
 * Erasure (the one exception to "events are never rewritten"): removes every stream and event of
 * a tenant, e.g. when the platform operator deletes a company with all its data.
 */
export async function eraseTenant(tx: Queryable, tenantId: string): Promise<number> {
  const { rows } = await tx.query<{ n: string }>('WITH d AS (DELETE FROM es_events WHERE tenant_id = $1 RETURNING 1) SELECT count(*)::text AS n FROM d', [tenantId]);
  await tx.query('DELETE FROM es_streams WHERE tenant_id = $1', [tenantId]);
  return Number(rows[0]?.n ?? 0);
}

/** Erases single streams of a tenant (e.g. platform-wide e-mail claims of a deleted company's users). */
export async function eraseStreams(tx: Queryable, tenantId: string, streamIds: readonly string[]): Promise<void> {
  if (streamIds.length === 0) return;
  await tx.query('DELETE FROM es_events WHERE tenant_id = $1 AND stream_id = ANY($2::text[])', [tenantId, [...streamIds]]);
  await tx.query('DELETE FROM es_streams WHERE tenant_id = $1 AND stream_id = ANY($2::text[])', [tenantId, [...streamIds]]);
}

/**
 * Erases single events of a tenant (e.g. a deleted company's users' claims on platform-wide e-mail
 * streams that another user claims today) and the streams left without events. The stream version
 * stays, so later appends to a kept stream continue after it.
 */
export async function eraseEvents(tx: Queryable, tenantId: string, eventIds: readonly string[]): Promise<void> {
  if (eventIds.length === 0) return;
  const { rows } = await tx.query<{ stream_id: string }>('DELETE FROM es_events WHERE tenant_id = $1 AND event_id = ANY($2::uuid[]) RETURNING stream_id', [tenantId, [...eventIds]]);
  const touched = [...new Set(rows.map((r) => r.stream_id))];
  await tx.query(
    'DELETE FROM es_streams s WHERE s.tenant_id = $1 AND s.stream_id = ANY($2::text[]) AND NOT EXISTS (SELECT 1 FROM es_events e WHERE e.tenant_id = s.tenant_id AND e.stream_id = s.stream_id)',
    [tenantId, touched],
  );
}

/** Time of the newest event per tenant. */
export async function lastActivity(q: Queryable, tenantIds: readonly string[]): Promise<Map<string, string>> {
  if (tenantIds.length === 0) return new Map();
  const { rows } = await q.query<{ tenant_id: string; at: Date | string }>(
    'SELECT tenant_id, max(recorded_at) AS at FROM es_events WHERE tenant_id = ANY($1::text[]) GROUP BY tenant_id',
    [[...tenantIds]],
  );
  return new Map(rows.map((r) => [r.tenant_id, new Date(r.at).toISOString()]));
}
