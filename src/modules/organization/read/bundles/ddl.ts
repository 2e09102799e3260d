import type { Migration } from '../../../../platform/db';

/** Bundles (their tables come with 0300 in ../groups/ddl.ts). */
export const bundleMigrations: Migration[] = [
  {
    // bundle co-owners (issue 13, item 6); no older event carries them, so nothing to replay
    id: '0301_organization_bundle_co_owners',
    sql: `
ALTER TABLE org_bundles ADD COLUMN co_owners text[] NOT NULL DEFAULT '{}';
CREATE INDEX org_bundles_company_created ON org_bundles (company_id, created_at DESC) WHERE NOT is_deleted;
`,
  },
];
