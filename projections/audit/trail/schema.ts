import type { Migration } from '../../../src/platform/db';

/**
 * The audit trail read model (projection `audit.trail`): one row per recorded event an auditor
 * cares about, with the names of the people, trainings, groups and bundles it names as they were
 * when it was recorded (from the projection's own small name tables, so a later rename or
 * deletion never rewrites a line). Ordered newest first by (at, global_position): `at` is the
 * instant the event carries (the command's clock), `global_position` breaks ties and makes the
 * order total; `recorded_at` is the store's commit time.
 */
export const trailMigrations: Migration[] = [
  {
    id: '0970_audit_trail',
    sql: `
CREATE TABLE aud_trail (
  event_id text PRIMARY KEY,
  company_id text NOT NULL,
  global_position bigint NOT NULL,
  recorded_at timestamptz NOT NULL,
  at timestamptz NOT NULL,
  event_type text NOT NULL,
  kind text NOT NULL,
  actor_id text,
  actor_name text,
  user_id text,
  user_name text,
  training_id text,
  training_title jsonb,
  group_id text,
  group_name text,
  bundle_id text,
  bundle_name text,
  cycle integer,
  data jsonb NOT NULL
);
CREATE INDEX aud_trail_company ON aud_trail (company_id, at DESC, global_position DESC);
CREATE INDEX aud_trail_actor ON aud_trail (company_id, actor_id, at DESC, global_position DESC);
CREATE INDEX aud_trail_user ON aud_trail (company_id, user_id, at DESC, global_position DESC);
CREATE INDEX aud_trail_training ON aud_trail (company_id, training_id, at DESC, global_position DESC);
CREATE INDEX aud_trail_group ON aud_trail (company_id, group_id, at DESC, global_position DESC);
CREATE INDEX aud_trail_bundle ON aud_trail (company_id, bundle_id, at DESC, global_position DESC);
CREATE INDEX aud_trail_kind ON aud_trail (company_id, kind, at DESC, global_position DESC);
-- names and the few facts the lines need, as the events left them (never deleted with the thing)
CREATE TABLE aud_people (user_id text PRIMARY KEY, company_id text NOT NULL, first_name text NOT NULL, last_name text NOT NULL);
CREATE INDEX aud_people_company ON aud_people (company_id);
CREATE TABLE aud_trainings (
  training_id text PRIMARY KEY, company_id text NOT NULL, title jsonb NOT NULL,
  requires_recertification boolean NOT NULL, period_months integer NOT NULL, deleted_at timestamptz
);
CREATE INDEX aud_trainings_company ON aud_trainings (company_id);
CREATE TABLE aud_groups (group_id text PRIMARY KEY, company_id text NOT NULL, name text NOT NULL);
CREATE INDEX aud_groups_company ON aud_groups (company_id);
CREATE TABLE aud_bundles (bundle_id text PRIMARY KEY, company_id text NOT NULL, name text NOT NULL);
CREATE INDEX aud_bundles_company ON aud_bundles (company_id);
CREATE TABLE aud_modules (module_id text PRIMARY KEY, company_id text NOT NULL, title text NOT NULL);
CREATE INDEX aud_modules_company ON aud_modules (company_id);
CREATE TABLE aud_messages (message_id text PRIMARY KEY, company_id text NOT NULL, title text NOT NULL);
CREATE INDEX aud_messages_company ON aud_messages (company_id);
CREATE TABLE aud_enrolments (stream_id text PRIMARY KEY, company_id text NOT NULL, user_id text NOT NULL, training_id text NOT NULL, cycle integer NOT NULL);
CREATE INDEX aud_enrolments_company ON aud_enrolments (company_id);
`,
  },
  {
    // issue 32: the classroom sessions as the trail names them (training, place, start)
    id: '0983_audit_trail_sessions',
    sql: `
CREATE TABLE aud_sessions (session_id text PRIMARY KEY, company_id text NOT NULL, training_id text NOT NULL, location text NOT NULL, starts_at text NOT NULL);
CREATE INDEX aud_sessions_company ON aud_sessions (company_id);
`,
  },
];

/** Every table of the read model. */
export const trailTables = ['aud_trail', 'aud_people', 'aud_trainings', 'aud_groups', 'aud_bundles', 'aud_modules', 'aud_messages', 'aud_enrolments', 'aud_sessions'] as const;
