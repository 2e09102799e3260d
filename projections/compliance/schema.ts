import type { Migration } from '../../src/platform/db';

/**
 * The compliance read model. `compliance_assignments` holds one row per (person, training) the
 * person is assigned to through a group (directly or via a bundle), with the dates that decide its
 * status; the `cmp_*` tables are the projection's own copy of the facts it is derived from
 * (memberships, group trainings, bundles, trainings, learning, people), so it never reads another
 * module's tables and can be rebuilt from position zero.
 */
/**
 * The secondary indexes of compliance_assignments: the migration creates them; a bulk replay drops
 * them before it inserts every row and creates them again after (faster than keeping them up to
 * date row by row).
 */
export const ASSIGNMENT_INDEXES: readonly { readonly name: string; readonly create: string }[] = [
  { name: 'compliance_assignments_training', create: 'CREATE INDEX compliance_assignments_training ON compliance_assignments (training_id);' },
  // company figures count valid_until over this index alone (index-only scan)
  { name: 'compliance_assignments_company', create: 'CREATE INDEX compliance_assignments_company ON compliance_assignments (company_id, valid_until) INCLUDE (training_deleted);' },
];

/** The primary key of compliance_assignments (PostgreSQL's default name), dropped and built again like the indexes. */
export const ASSIGNMENT_KEY = {
  name: 'compliance_assignments_pkey',
  create: 'ALTER TABLE compliance_assignments ADD CONSTRAINT compliance_assignments_pkey PRIMARY KEY (user_id, training_id)',
} as const;

export const complianceMigrations: Migration[] = [
  {
    id: '0900_compliance_read_model',
    sql: `
CREATE TABLE cmp_groups (group_id text PRIMARY KEY, company_id text NOT NULL, is_deleted boolean NOT NULL DEFAULT false);
CREATE INDEX cmp_groups_company ON cmp_groups (company_id);
CREATE TABLE cmp_members (group_id text NOT NULL, user_id text NOT NULL, added_at timestamptz NOT NULL, PRIMARY KEY (group_id, user_id));
CREATE INDEX cmp_members_user ON cmp_members (user_id);
CREATE TABLE cmp_direct (group_id text NOT NULL, training_id text NOT NULL, assigned_at timestamptz NOT NULL, deadline timestamptz, PRIMARY KEY (group_id, training_id));
CREATE TABLE cmp_deadlines (group_id text NOT NULL, training_id text NOT NULL, deadline timestamptz NOT NULL, PRIMARY KEY (group_id, training_id));
CREATE TABLE cmp_group_bundles (group_id text NOT NULL, bundle_id text NOT NULL, assigned_at timestamptz NOT NULL, deadline timestamptz, PRIMARY KEY (group_id, bundle_id));
CREATE INDEX cmp_group_bundles_bundle ON cmp_group_bundles (bundle_id);
CREATE TABLE cmp_bundles (bundle_id text PRIMARY KEY, company_id text NOT NULL, name text NOT NULL, is_deleted boolean NOT NULL DEFAULT false);
CREATE TABLE cmp_bundle_trainings (bundle_id text NOT NULL, training_id text NOT NULL, PRIMARY KEY (bundle_id, training_id));
-- the trainings of a group in effect (direct, else the earliest assigned bundle), with the deadline in effect
CREATE TABLE cmp_group_trainings (
  group_id text NOT NULL, training_id text NOT NULL, assigned_at timestamptz NOT NULL, deadline timestamptz, bundle_id text,
  PRIMARY KEY (group_id, training_id)
);
CREATE INDEX cmp_group_trainings_training ON cmp_group_trainings (training_id);
CREATE TABLE cmp_trainings (
  training_id text PRIMARY KEY, company_id text NOT NULL, is_required boolean NOT NULL, requires_recertification boolean NOT NULL,
  period_months integer NOT NULL, is_deleted boolean NOT NULL DEFAULT false
);
CREATE INDEX cmp_trainings_company ON cmp_trainings (company_id);
CREATE TABLE cmp_enrolments (stream_id text PRIMARY KEY, company_id text NOT NULL, user_id text NOT NULL, training_id text NOT NULL, cycle integer NOT NULL);
CREATE TABLE cmp_learning (
  company_id text NOT NULL, user_id text NOT NULL, training_id text NOT NULL,
  latest_cycle integer NOT NULL DEFAULT 0, started_at timestamptz,
  completed_cycle integer NOT NULL DEFAULT 0, completed_at timestamptz, completion_id text,
  PRIMARY KEY (user_id, training_id)
);
CREATE INDEX cmp_enrolments_company ON cmp_enrolments (company_id);
CREATE INDEX cmp_learning_company ON cmp_learning (company_id);
CREATE TABLE cmp_people (
  user_id text PRIMARY KEY, company_id text NOT NULL, first_name text NOT NULL, last_name text NOT NULL, email text NOT NULL,
  sort_key text NOT NULL
);
CREATE INDEX cmp_people_company ON cmp_people (company_id);
CREATE TABLE compliance_assignments (
  company_id text NOT NULL,
  user_id text NOT NULL,
  training_id text NOT NULL,
  assigned_at timestamptz NOT NULL,
  -- the earliest deadline of the person's groups for this training
  deadline timestamptz,
  is_required boolean NOT NULL,
  requires_recertification boolean NOT NULL,
  training_deleted boolean NOT NULL,
  -- start of the cycle in progress (a cycle started after the last completion), else null
  started_at timestamptz,
  in_progress boolean NOT NULL,
  -- the latest completion, valid or not
  completed_at timestamptz,
  completion_id text,
  -- completed_at + recertification period (infinity without recertification); null when never completed
  valid_until timestamptz,
  -- valid_until - 2 months: the recertification window opens
  window_opens timestamptz,
  PRIMARY KEY (user_id, training_id)
);
${ASSIGNMENT_INDEXES.map((i) => i.create).join('\n')}
`,
  },
];

/** Every table of the read model, children first. */
export const complianceTables = [
  'compliance_assignments',
  'cmp_people',
  'cmp_learning',
  'cmp_enrolments',
  'cmp_trainings',
  'cmp_group_trainings',
  'cmp_bundle_trainings',
  'cmp_bundles',
  'cmp_group_bundles',
  'cmp_deadlines',
  'cmp_direct',
  'cmp_members',
  'cmp_groups',
] as const;
