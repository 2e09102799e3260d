import type { Queryable } from '../db';

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
