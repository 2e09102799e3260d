import type { Migration } from '../../../platform/db';

export const learningMigrations: Migration[] = [
  {
    id: '0500_learning_read_models',
    sql: `
CREATE TABLE learn_enrolments (
  stream_id text PRIMARY KEY, enrolment_id text NOT NULL UNIQUE, company_id text NOT NULL, user_id text NOT NULL,
  training_id text NOT NULL, cycle integer NOT NULL, started_at timestamptz NOT NULL, last_activity_at timestamptz NOT NULL,
  modules_completed integer NOT NULL DEFAULT 0, step text NOT NULL DEFAULT 'modules', percent integer,
  completed_at timestamptz, completion_id text, version integer NOT NULL
);
CREATE UNIQUE INDEX learn_enrolments_cycle ON learn_enrolments (company_id, user_id, training_id, cycle);
CREATE INDEX learn_enrolments_training ON learn_enrolments (company_id, training_id);
CREATE TABLE learn_completions (
  completion_id text PRIMARY KEY, company_id text NOT NULL, user_id text NOT NULL, training_id text NOT NULL,
  enrolment_id text NOT NULL, cycle integer NOT NULL, completed_at timestamptz NOT NULL,
  percent integer NOT NULL, correct integer NOT NULL, total integer NOT NULL, content_version text NOT NULL,
  confirmation text NOT NULL, snapshot jsonb NOT NULL
);
CREATE INDEX learn_completions_user ON learn_completions (company_id, user_id, completed_at DESC);
CREATE INDEX learn_completions_training ON learn_completions (company_id, training_id, user_id, completed_at DESC);
`,
  },
];
