import type { Db, Queryable } from '../db';
import { eventIdFor } from './ids';
import { COLUMNS, headPositionIn, readAllIn, toRecorded, type EventRow } from './postgres-log';
import { lockTenantsForAppend } from './tombstones';
import { ConcurrencyError, TenantErasedError, type AppendRequest, type AppendResult, type EventStore, type ReadAllOptions, type RecordedEvent } from './types';

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

  async appendWithWork<T>(
    tenantIds: readonly string[],
    work: (tx: Queryable) => Promise<{ readonly requests: readonly AppendRequest[]; readonly result: T }>,
  ): Promise<{ result: T; appended: AppendResult[] }> {
    try {
      const out = await this.db.transaction(async (tx) => {
        await lockTenantsForAppend(tx, [...tenantIds]);
        const { requests, result } = await work(tx);
        const appended: AppendResult[] = [];
        for (const r of requests) appended.push(await appendIn(tx, r));
        return { result, appended };
      });
      this.signal();
      return out;
    } catch (err) {
      const e = pgError(err);
      if (e.code === 'ES410') throw new TenantErasedError(e.detail ?? tenantIds[0] ?? '');
      // another writer got to one of the streams first: the caller reads again and decides again
      if (e.code === 'ES409' || (e.code === '23505' && (e.constraint === 'es_streams_pkey' || e.constraint === 'es_events_stream_version_uq' || e.constraint === 'es_events_event_id_key'))) {
        throw new ConcurrencyError(err instanceof Error ? err.message : 'append with work', 'any', e.code === 'ES409' ? Number(e.detail) : undefined);
      }
      throw err;
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

/** The events of an append as `es_append` takes them (JSON), with their derived ids. */
export const appendPayload = (r: AppendRequest): string =>
  JSON.stringify(
    r.events.map((e, i) => ({ id: eventIdFor(r.metadata.commandId, r.streamId, i), type: e.type, schemaVersion: e.schemaVersion, data: e.data, metadata: r.metadata })),
  );

async function appendIn(tx: Queryable, r: AppendRequest): Promise<AppendResult> {
  if (r.events.length === 0) throw new Error('append needs at least one event');
  const expected = r.expectedVersion === 'any' ? null : r.expectedVersion === 'no_stream' ? 0 : r.expectedVersion;
  const { rows } = await tx.query<{ next_version: number; epoch: number; tx_id: string; global_position: string; duplicate: boolean }>(
    `SELECT next_version, epoch, tx_id::text AS tx_id, global_position::text AS global_position, duplicate
       FROM es_append($1, $2, $3, $4, $5::jsonb)`,
    [r.tenantId, r.streamId, r.streamType, expected, appendPayload(r)],
  );
  const row = rows[0];
  if (!row) throw new Error('es_append returned no row');
  return { nextVersion: row.next_version, position: `${row.epoch}/${row.tx_id}/${row.global_position}`, duplicate: row.duplicate };
}
