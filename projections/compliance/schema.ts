import type { Migration } from '../../src/platform/db';
import { countsMigrationSql } from './counts';

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
  // company figures count valid_until over this index alone (index-only scan)
  { name: 'compliance_assignments_company', create: 'CREATE INDEX compliance_assignments_company ON compliance_assignments (company_id, valid_until) INCLUDE (training_deleted);' },
];

/**
 * Completions with a finite validity by the instant it ends, across companies: the Kafka relay's
 * certification expiries (`expiredCertifications`, ADR 0020) read a range of it. Added by its own
 * migration; a bulk replay drops and builds it like the others.
 */
export const EXPIRY_INDEX = {
  name: 'compliance_assignments_expiry',
  create: "CREATE INDEX compliance_assignments_expiry ON compliance_assignments (valid_until) WHERE completed_at IS NOT NULL AND valid_until < 'infinity';",
} as const;

/**
 * Deadlines of the rows a deadline can still matter to (not completed, or completed with a finite
 * validity; a completion valid forever is done for good): the notifications' due-date scan
 * (`assignmentsWithDatesIn`, issue 16) reads the rows whose reminder, deadline or escalation falls
 * in its span. Partial, so it holds the open assignments only; a bulk replay drops and builds it
 * like the others.
 */
export const DEADLINE_INDEX = {
  name: 'compliance_assignments_deadline',
  create: "CREATE INDEX compliance_assignments_deadline ON compliance_assignments (deadline) WHERE deadline IS NOT NULL AND (completed_at IS NULL OR valid_until < 'infinity');",
} as const;

/** The primary key of compliance_assignments (PostgreSQL's default name), dropped and built again like the indexes. */
export const ASSIGNMENT_KEY = {
  name: 'compliance_assignments_pkey',
  create: 'ALTER TABLE compliance_assignments ADD CONSTRAINT compliance_assignments_pkey PRIMARY KEY (user_id, training_id)',
} as const;

/** The text columns of the read model that hold ids (and the byte-wise sort key): collation "C". */
const BYTEWISE_COLUMNS: readonly (readonly [string, readonly string[]])[] = [
  ['cmp_groups', ['group_id', 'company_id']],
  ['cmp_members', ['group_id', 'user_id']],
  ['cmp_direct', ['group_id', 'training_id']],
  ['cmp_deadlines', ['group_id', 'training_id']],
  ['cmp_group_bundles', ['group_id', 'bundle_id']],
  ['cmp_bundles', ['bundle_id', 'company_id']],
  ['cmp_bundle_trainings', ['bundle_id', 'training_id']],
  ['cmp_group_trainings', ['group_id', 'training_id', 'bundle_id']],
  ['cmp_trainings', ['training_id', 'company_id']],
  ['cmp_enrolments', ['stream_id', 'company_id', 'user_id', 'training_id']],
  ['cmp_learning', ['company_id', 'user_id', 'training_id', 'completion_id']],
  ['cmp_people', ['user_id', 'company_id', 'sort_key']],
  ['compliance_assignments', ['company_id', 'user_id', 'training_id', 'completion_id']],
];

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
  {
    // ids (UUIDs, ASCII) and the people's sort key compare byte-wise: the same order as before, but
    // sorts and index builds use memcmp and abbreviated keys instead of the locale's strcoll (a
    // rebuild builds the primary key and both indexes of compliance_assignments from scratch)
    id: '0901_compliance_bytewise_ids',
    sql: BYTEWISE_COLUMNS.map(([table, columns]) => `ALTER TABLE ${table} ${columns.map((c) => `ALTER COLUMN ${c} TYPE text COLLATE "C"`).join(', ')};`).join('\n'),
  },
  { id: '0902_compliance_expiry_index', sql: EXPIRY_INDEX.create },
  {
    // issue 16 item 6: a person's date of birth decides their recertification period (under 18: at most six months)
    id: '0910_compliance_birth_dates',
    sql: `ALTER TABLE cmp_people ADD COLUMN date_of_birth date;`,
  },
  {
    // issue 16 item 7: a blended training's cycle whose online part waits for the sign-off of its practical part
    id: '0911_compliance_practical_part',
    sql: `
ALTER TABLE cmp_enrolments ADD COLUMN pending_completion_id text;
ALTER TABLE cmp_learning ADD COLUMN pending_cycle integer NOT NULL DEFAULT 0;
ALTER TABLE compliance_assignments ADD COLUMN awaiting_practical boolean NOT NULL DEFAULT false;
`,
  },
  // issue 16 items 1-4: the notifications' due-date scan reads deadlines by range
  { id: '0912_compliance_deadline_index', sql: DEADLINE_INDEX.create },
  // the rows of a changed training are found through the facts (its groups' members), not by an
  // index on compliance_assignments.training_id that every row write kept and every rebuild built
  { id: '0913_compliance_no_training_index', sql: 'DROP INDEX IF EXISTS compliance_assignments_training;' },
  // issue 31 item 2: the status counts of companies and units, kept by triggers (counts.ts)
  { id: '0914_compliance_status_counts', sql: countsMigrationSql() },
  {
    // issue 34 item 4 (ADR 0030 section 5): the language version a completion was delivered in (null:
    // not recorded); a blended training's online part keeps it until its practical part is signed off
    id: '0915_compliance_delivered_language',
    sql: `
ALTER TABLE cmp_enrolments ADD COLUMN pending_language text;
ALTER TABLE cmp_learning ADD COLUMN delivered_language text;
ALTER TABLE compliance_assignments ADD COLUMN delivered_language text;
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
