import type { Migration, Queryable } from '../db';

/**
 * Tombstones of erased tenants (issue 14, item 6; ADR 0015). When the platform operator deletes a
 * company, its id is written here first, and `es_append` refuses every later append to that
 * tenant (SQLSTATE `ES410`, `TenantErasedError`) in the appending transaction itself: a request
 * that authenticated before the deletion cannot write events after it.
 *
 * The check is race-free through an advisory lock per tenant: every append holds it shared for its
 * transaction, the tombstone is written under it exclusively. An append in flight finishes (and is
 * erased with the rest) before the tombstone commits; an append after it sees the tombstone.
 */
export const TENANT_LOCK_SPACE = 727275;

export const tombstoneMigrations: Migration[] = [
  {
    id: '0006_tenant_tombstones',
    sql: `
CREATE TABLE es_tombstones (
  tenant_id text PRIMARY KEY,
  erased_at timestamptz NOT NULL DEFAULT now()
);

CREATE OR REPLACE FUNCTION es_append(p_tenant text, p_stream text, p_stream_type text, p_expected integer, p_events jsonb)
RETURNS TABLE (next_version integer, epoch integer, tx_id xid8, global_position bigint, duplicate boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_current integer;
  v_count integer := jsonb_array_length(p_events);
BEGIN
  -- an erased tenant takes no more events (the lock orders this check against the tombstone)
  PERFORM pg_advisory_xact_lock_shared(${TENANT_LOCK_SPACE}, hashtext(p_tenant));
  IF EXISTS (SELECT 1 FROM es_tombstones t WHERE t.tenant_id = p_tenant) THEN
    RAISE EXCEPTION 'es_tenant_erased: tenant % was deleted', p_tenant
      USING ERRCODE = 'ES410', DETAIL = p_tenant;
  END IF;

  -- idempotent retry: the first event id exists already
  IF EXISTS (SELECT 1 FROM es_events e WHERE e.event_id = (p_events->0->>'id')::uuid) THEN
    RETURN QUERY
      SELECT s.version, e.epoch, e.tx_id, e.global_position, true
      FROM es_events e JOIN es_streams s ON s.tenant_id = e.tenant_id AND s.stream_id = e.stream_id
      WHERE e.event_id IN (SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x)
      ORDER BY e.global_position DESC LIMIT 1;
    RETURN;
  END IF;

  SELECT s.version INTO v_current FROM es_streams s
   WHERE s.tenant_id = p_tenant AND s.stream_id = p_stream FOR UPDATE;
  IF NOT FOUND THEN
    v_current := 0;
  END IF;
  IF p_expected IS NOT NULL AND p_expected <> v_current THEN
    RAISE EXCEPTION 'es_concurrency: stream % expected % actual %', p_stream, p_expected, v_current
      USING ERRCODE = 'ES409', DETAIL = v_current::text;
  END IF;

  IF v_current = 0 THEN
    INSERT INTO es_streams (tenant_id, stream_id, stream_type, version)
    VALUES (p_tenant, p_stream, p_stream_type, v_count);
  ELSE
    UPDATE es_streams s SET version = v_current + v_count, updated_at = now()
     WHERE s.tenant_id = p_tenant AND s.stream_id = p_stream;
  END IF;

  RETURN QUERY
    WITH inserted AS (
      INSERT INTO es_events (tenant_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
      SELECT p_tenant, p_stream, v_current + x.ord::integer, (x.e->>'id')::uuid, x.e->>'type',
             (x.e->>'schemaVersion')::integer, x.e->'data', x.e->'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, ord)
      ORDER BY x.ord
      RETURNING es_events.epoch, es_events.tx_id, es_events.global_position
    )
    SELECT v_current + v_count, i.epoch, i.tx_id, i.global_position, false
    FROM inserted i ORDER BY i.global_position DESC LIMIT 1;
END
$fn$;
`,
  },
];

/**
 * Takes the shared append locks of several tenants in a fixed order before the first append of a
 * transaction that writes to more than one tenant (a user's stream and a platform-wide e-mail
 * claim), so it never holds rows of one tenant while waiting for another's tombstone to commit.
 */
export async function lockTenantsForAppend(tx: Queryable, tenantIds: readonly string[]): Promise<void> {
  const sorted = [...new Set(tenantIds)].sort();
  if (sorted.length < 2) return;
  await tx.query(`SELECT pg_advisory_xact_lock_shared(${TENANT_LOCK_SPACE}, hashtext(t)) FROM unnest($1::text[]) WITH ORDINALITY AS u(t, n) ORDER BY n`, [sorted]);
}

/**
 * Writes the tombstone of a tenant in its own transaction, after every append to it that is in
 * flight has committed; from its commit on, no append to the tenant succeeds.
 */
export async function tombstoneTenant(db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> }, tenantId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${TENANT_LOCK_SPACE}, hashtext($1))`, [tenantId]);
    await tx.query('INSERT INTO es_tombstones (tenant_id) VALUES ($1) ON CONFLICT (tenant_id) DO NOTHING', [tenantId]);
  });
}

/** True when the tenant was erased. */
export async function isTenantErased(q: Queryable, tenantId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM es_tombstones WHERE tenant_id = $1', [tenantId]);
  return rows.length > 0;
}
