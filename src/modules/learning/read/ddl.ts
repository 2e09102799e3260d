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
    // Issue 16 item 5 (questions to the instructor, ADR 0024): a question per row, its answers in
    // their own table; listed per training (all, open ones, or one learner's), paged.
    id: '0502_learning_questions',
    sql: `
CREATE TABLE learn_questions (
  question_id text PRIMARY KEY, company_id text NOT NULL, training_id text NOT NULL, asked_by text NOT NULL,
  cycle integer NOT NULL, text text NOT NULL, asked_at timestamptz NOT NULL,
  answer_count integer NOT NULL DEFAULT 0, last_answered_at timestamptz
);
CREATE INDEX learn_questions_training ON learn_questions (company_id, training_id, asked_at DESC, question_id DESC);
CREATE INDEX learn_questions_open ON learn_questions (company_id, training_id, asked_at DESC, question_id DESC) WHERE answer_count = 0;
CREATE INDEX learn_questions_asker ON learn_questions (company_id, training_id, asked_by, asked_at DESC, question_id DESC);
CREATE TABLE learn_question_answers (
  answer_id text PRIMARY KEY, question_id text NOT NULL, company_id text NOT NULL, answered_by text NOT NULL,
  text text NOT NULL, answered_at timestamptz NOT NULL
);
CREATE INDEX learn_question_answers_question ON learn_question_answers (question_id, answered_at, answer_id);
CREATE INDEX learn_question_answers_company ON learn_question_answers (company_id);
`,
  },
];
