import type { Migration } from '../../../../platform/db';

/** Enrolments and completions (0500); the practical part and the learners' dates of birth (0501, one migration with `learning.birth-dates`' table). */
export const enrolmentMigrations: Migration[] = [
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
  {
    // Issue 16 item 7 (blended trainings): a completion that waits for its practical part counts from
    // its sign-off (valid_from; null while it waits); the cycle's enrolment row says it waits.
    // Item 6 (per-person frequency): the learners' dates of birth, copied from identity's events.
    id: '0501_learning_practical_part_and_birth_dates',
    sql: `
ALTER TABLE learn_enrolments ADD COLUMN practical_pending boolean NOT NULL DEFAULT false;
ALTER TABLE learn_completions ADD COLUMN practical_required boolean NOT NULL DEFAULT false;
ALTER TABLE learn_completions ADD COLUMN practical jsonb;
ALTER TABLE learn_completions ADD COLUMN valid_from timestamptz;
UPDATE learn_completions SET valid_from = completed_at;
CREATE INDEX learn_completions_counted ON learn_completions (company_id, user_id, training_id, valid_from DESC) WHERE valid_from IS NOT NULL;
CREATE TABLE learn_birth_dates (user_id text PRIMARY KEY, company_id text NOT NULL, date_of_birth text);
CREATE INDEX learn_birth_dates_company ON learn_birth_dates (company_id);
`,
  },
  {
    // Issue 32: how a completion came about (online, classroom session on the tablet, signed paper
    // list) and the session of a presence completion; older rows are online.
    id: '0951_learning_completion_method',
    sql: `
ALTER TABLE learn_completions ADD COLUMN method text NOT NULL DEFAULT 'online';
ALTER TABLE learn_completions ADD COLUMN presence jsonb;
`,
  },
  {
    // Issue 33: how the person confirmed an online completion (password or PIN; the evidence says
    // "bestätigt mit PIN"); older rows were confirmed with the password.
    id: '0952_learning_completion_confirmed_by',
    sql: `ALTER TABLE learn_completions ADD COLUMN confirmed_by text NOT NULL DEFAULT 'password';`,
  },
  {
    // Issue 34: the language version a completion was delivered in; older rows: not recorded (null)
    id: '0953_learning_completion_language',
    sql: `ALTER TABLE learn_completions ADD COLUMN language text;`,
  },
];
