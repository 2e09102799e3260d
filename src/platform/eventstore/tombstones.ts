import type { Migration, Queryable } from '../db';
import { esAppendFunction } from './append-function.sql';

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

/** The first statements of \`es_append\` from migration 0006 on. */
const TOMBSTONE_GUARD = `  -- an erased tenant takes no more events (the lock orders this check against the tombstone)
  PERFORM pg_advisory_xact_lock_shared(${TENANT_LOCK_SPACE}, hashtext(p_tenant));
  IF EXISTS (SELECT 1 FROM es_tombstones t WHERE t.tenant_id = p_tenant) THEN
    RAISE EXCEPTION 'es_tenant_erased: tenant % was deleted', p_tenant
      USING ERRCODE = 'ES410', DETAIL = p_tenant;
  END IF;

`;

export const tombstoneMigrations: Migration[] = [
  {
    id: '0006_tenant_tombstones',
    sql: `
CREATE TABLE es_tombstones (
  tenant_id text PRIMARY KEY,
  erased_at timestamptz NOT NULL DEFAULT now()
);

${esAppendFunction('CREATE OR REPLACE', TOMBSTONE_GUARD)}`,
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
