import type { Migration } from '../../../../platform/db';

/** The users read model's migrations from issue 35 on (ddl.ts holds the earlier ones: one migration each, ids and SQL never change). */
export const pseudonymisationMigrations: Migration[] = [
  {
    // Issue 35 (ADR 0033): when the person was pseudonymised (the first erasure event's time); the
    // data protection job's leavers are those not pseudonymised yet, answered by the partial index.
    id: '0116_identity_pseudonymised_at',
    sql: `
ALTER TABLE idn_users ADD COLUMN pseudonymised_at timestamptz;
DROP INDEX idn_users_leavers;
CREATE INDEX idn_users_leavers ON idn_users (company_id, (COALESCE(deleted_at, deactivated_at)), id)
 WHERE (NOT is_active OR deleted_at IS NOT NULL) AND company_id IS NOT NULL AND pseudonymised_at IS NULL;
`,
  },
];
