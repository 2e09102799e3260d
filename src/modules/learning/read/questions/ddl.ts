import type { Migration } from '../../../../platform/db';

/** Questions to the instructor and their answers. */
export const questionMigrations: Migration[] = [
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
  {
    // issue 35, item 5: a person's own questions for their data export, without walking the company's
    id: '1101_learning_questions_by_asker',
    sql: 'CREATE INDEX learn_questions_asked_by ON learn_questions (asked_by, asked_at);',
  },
  {
    // issue 35, items 2-4: the answers a person gave, for their pseudonymisation (ADR 0033)
    id: '1104_learning_answers_by_author',
    sql: 'CREATE INDEX learn_question_answers_author ON learn_question_answers (answered_by);',
  },
];
