import type { Migration } from '../../../src/platform/db';

/**
 * The temporal compliance read model (ADR 0010). Every fact that decides a (person, training)
 * status is kept as versions with a validity interval `[valid_from, valid_to)` in event time
 * (`recorded_at`); `valid_to` is 'infinity' while the version is current. `opened_by` / `closed_by`
 * are the ids of the events that opened and closed a version (idempotency: re-applying an event
 * opens nothing twice and closes nothing it did not close). Rows valid at an instant T are found
 * by `(key, valid_from) … WHERE valid_from <= T AND valid_to > T`.
 */
const COMMON = `valid_from timestamptz NOT NULL, valid_to timestamptz NOT NULL DEFAULT 'infinity', opened_by text NOT NULL, closed_by text`;

export const asOfMigrations: Migration[] = [
  {
    id: '0980_audit_asof_intervals',
    sql: `
CREATE TABLE aof_groups (company_id text NOT NULL, group_id text NOT NULL, name text NOT NULL, ${COMMON}, PRIMARY KEY (group_id, opened_by));
CREATE INDEX aof_groups_company ON aof_groups (company_id, valid_from) INCLUDE (group_id, valid_to);
CREATE TABLE aof_members (company_id text NOT NULL, group_id text NOT NULL, user_id text NOT NULL, added_at timestamptz NOT NULL, ${COMMON}, PRIMARY KEY (group_id, user_id, opened_by));
CREATE INDEX aof_members_group ON aof_members (group_id, valid_from) INCLUDE (user_id, valid_to, added_at);
CREATE INDEX aof_members_user ON aof_members (user_id, valid_from) INCLUDE (group_id, valid_to, added_at);
CREATE INDEX aof_members_company ON aof_members (company_id, valid_from);
CREATE TABLE aof_direct (company_id text NOT NULL, group_id text NOT NULL, training_id text NOT NULL, assigned_at timestamptz NOT NULL, deadline timestamptz, ${COMMON}, PRIMARY KEY (group_id, training_id, opened_by));
CREATE INDEX aof_direct_group ON aof_direct (group_id, valid_from) INCLUDE (training_id, valid_to, assigned_at, deadline);
CREATE TABLE aof_deadlines (company_id text NOT NULL, group_id text NOT NULL, training_id text NOT NULL, deadline timestamptz NOT NULL, ${COMMON}, PRIMARY KEY (group_id, training_id, opened_by));
CREATE INDEX aof_deadlines_group ON aof_deadlines (group_id, valid_from) INCLUDE (training_id, valid_to, deadline);
CREATE TABLE aof_group_bundles (company_id text NOT NULL, group_id text NOT NULL, bundle_id text NOT NULL, assigned_at timestamptz NOT NULL, deadline timestamptz, ${COMMON}, PRIMARY KEY (group_id, bundle_id, opened_by));
CREATE INDEX aof_group_bundles_group ON aof_group_bundles (group_id, valid_from) INCLUDE (bundle_id, valid_to, assigned_at, deadline);
-- a bundle version: its name and its trainings (JSON array of ids)
CREATE TABLE aof_bundles (company_id text NOT NULL, bundle_id text NOT NULL, name text NOT NULL, training_ids jsonb NOT NULL, ${COMMON}, PRIMARY KEY (bundle_id, opened_by));
CREATE INDEX aof_bundles_at ON aof_bundles (bundle_id, valid_from);
CREATE INDEX aof_bundles_company ON aof_bundles (company_id);
CREATE TABLE aof_trainings (
  company_id text NOT NULL, training_id text NOT NULL, title_de text NOT NULL, title_en text NOT NULL,
  is_required boolean NOT NULL, requires_recertification boolean NOT NULL, period_months integer NOT NULL, ${COMMON},
  PRIMARY KEY (training_id, opened_by)
);
CREATE INDEX aof_trainings_at ON aof_trainings (training_id, valid_from);
CREATE INDEX aof_trainings_company ON aof_trainings (company_id, valid_from);
-- per (person, training): the learning facts (latest cycle started, latest completion)
CREATE TABLE aof_learning (
  company_id text NOT NULL, user_id text NOT NULL, training_id text NOT NULL,
  latest_cycle integer NOT NULL, started_at timestamptz, completed_cycle integer NOT NULL, completed_at timestamptz, completion_id text, ${COMMON},
  PRIMARY KEY (user_id, training_id, opened_by)
);
CREATE INDEX aof_learning_at ON aof_learning (user_id, training_id, valid_from);
CREATE INDEX aof_learning_company ON aof_learning (company_id);
-- not temporal: which (person, training, cycle) an enrolment stream is, and people's current names
CREATE TABLE aof_enrolments (stream_id text PRIMARY KEY, company_id text NOT NULL, user_id text NOT NULL, training_id text NOT NULL, cycle integer NOT NULL);
CREATE INDEX aof_enrolments_company ON aof_enrolments (company_id);
CREATE TABLE aof_people (user_id text PRIMARY KEY, company_id text NOT NULL, first_name text NOT NULL, last_name text NOT NULL, email text NOT NULL, sort_key text NOT NULL);
CREATE INDEX aof_people_company ON aof_people (company_id);
`,
  },
  {
    // issue 16: a person's date of birth as versions (item 6: under 18, at most six months), and a
    // blended training's cycle whose online part waits for the sign-off of its practical part (item 7)
    id: '0981_audit_asof_birth_dates_and_practical_part',
    sql: `
CREATE TABLE aof_birth_dates (company_id text NOT NULL, user_id text NOT NULL, date_of_birth text NOT NULL, ${COMMON}, PRIMARY KEY (user_id, opened_by));
CREATE INDEX aof_birth_dates_at ON aof_birth_dates (user_id, valid_from) INCLUDE (valid_to, date_of_birth);
CREATE INDEX aof_birth_dates_company ON aof_birth_dates (company_id);
ALTER TABLE aof_learning ADD COLUMN pending_cycle integer NOT NULL DEFAULT 0;
ALTER TABLE aof_learning ADD COLUMN pending_completion_id text;
`,
  },
  {
    // issue 32: how a completion came about, for the rows' method (not temporal: it never changes)
    id: '0982_audit_asof_completion_methods',
    sql: `
CREATE TABLE aof_completion_methods (completion_id text PRIMARY KEY, company_id text NOT NULL, method text NOT NULL);
CREATE INDEX aof_completion_methods_company ON aof_completion_methods (company_id);
`,
  },
  {
    // issue 34 item 4 (ADR 0030 section 5): the language version a completion was delivered in, for
    // the rows and their filter (not temporal: it never changes; no row: not recorded)
    id: '0983_audit_asof_completion_languages',
    sql: `
CREATE TABLE aof_completion_languages (completion_id text PRIMARY KEY, company_id text NOT NULL, language text NOT NULL);
CREATE INDEX aof_completion_languages_company ON aof_completion_languages (company_id);
`,
  },
];

export const asOfTables = [
  'aof_completion_methods',
  'aof_completion_languages',
  'aof_groups',
  'aof_members',
  'aof_direct',
  'aof_deadlines',
  'aof_group_bundles',
  'aof_bundles',
  'aof_trainings',
  'aof_learning',
  'aof_enrolments',
  'aof_people',
  'aof_birth_dates',
] as const;
