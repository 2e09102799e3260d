import type { Migration } from '../../../../platform/db';

/** Units with their members, trainings, deadlines and bundles (0300 also creates `organization.bundles`' tables org_bundles and org_bundle_trainings: one migration, ids and SQL never change). */
export const groupMigrations: Migration[] = [
  {
    id: '0300_organization_read_models',
    sql: `
CREATE TABLE org_groups (
  id text PRIMARY KEY, company_id text NOT NULL, owner_id text NOT NULL, co_owners text[] NOT NULL DEFAULT '{}',
  name text NOT NULL, description text NOT NULL DEFAULT '', is_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL, version integer NOT NULL
);
CREATE INDEX org_groups_company ON org_groups (company_id, created_at DESC) WHERE NOT is_deleted;
CREATE TABLE org_group_members (
  group_id text NOT NULL, user_id text NOT NULL, added_at timestamptz NOT NULL, PRIMARY KEY (group_id, user_id)
);
CREATE INDEX org_group_members_user ON org_group_members (user_id);
CREATE TABLE org_group_trainings (
  group_id text NOT NULL, training_id text NOT NULL, assigned_at timestamptz NOT NULL,
  deadline timestamptz, deadline_weeks integer, PRIMARY KEY (group_id, training_id)
);
CREATE INDEX org_group_trainings_training ON org_group_trainings (training_id);
CREATE TABLE org_group_deadlines (
  group_id text NOT NULL, training_id text NOT NULL, deadline timestamptz NOT NULL, deadline_weeks integer NOT NULL,
  PRIMARY KEY (group_id, training_id)
);
CREATE TABLE org_group_bundles (
  group_id text NOT NULL, bundle_id text NOT NULL, assigned_at timestamptz NOT NULL,
  deadline timestamptz, deadline_weeks integer, PRIMARY KEY (group_id, bundle_id)
);
CREATE INDEX org_group_bundles_bundle ON org_group_bundles (bundle_id);
CREATE TABLE org_bundles (
  id text PRIMARY KEY, company_id text NOT NULL, owner_id text NOT NULL, name text NOT NULL,
  description text NOT NULL DEFAULT '', is_deleted boolean NOT NULL DEFAULT false, created_at timestamptz NOT NULL, version integer NOT NULL
);
CREATE INDEX org_bundles_company ON org_bundles (company_id) WHERE NOT is_deleted;
CREATE TABLE org_bundle_trainings (
  bundle_id text NOT NULL, training_id text NOT NULL, order_index integer NOT NULL, PRIMARY KEY (bundle_id, training_id)
);
CREATE INDEX org_bundle_trainings_training ON org_bundle_trainings (training_id);
`,
  },
];
