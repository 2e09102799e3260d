import type { Migration } from '../../../../platform/db';

/** Sessions and their participant lists as the screens and documents read them (issue 32). */
export const sessionsMigration: Migration = {
  id: '0950_instruction_sessions',
  sql: `
CREATE TABLE ins_sessions (
  id               text PRIMARY KEY,
  company_id       text NOT NULL,
  training_id      text NOT NULL,
  starts_at        timestamptz NOT NULL,
  duration_minutes integer NOT NULL,
  location         text NOT NULL,
  instructor_id    text NOT NULL,
  notes            text,
  status           text NOT NULL,
  planned_by       text NOT NULL,
  planned_at       timestamptz NOT NULL,
  opened_at        timestamptz,
  closed_at        timestamptz,
  closed_by        text,
  method           text,
  instructor_signature_sha256 text,
  scan_sha256      text,
  scan_type        text,
  corrections      integer NOT NULL DEFAULT 0
);
CREATE INDEX ins_sessions_company_start ON ins_sessions (company_id, starts_at DESC, id);
CREATE INDEX ins_sessions_company_status ON ins_sessions (company_id, status, starts_at DESC, id);
CREATE TABLE ins_participants (
  session_id       text NOT NULL,
  user_id          text NOT NULL,
  company_id       text NOT NULL,
  state            text NOT NULL,
  added_at         timestamptz NOT NULL,
  signed_at        timestamptz,
  signature_sha256 text,
  PRIMARY KEY (session_id, user_id)
);
CREATE INDEX ins_participants_user ON ins_participants (user_id);
CREATE TABLE ins_corrections (
  session_id   text NOT NULL,
  company_id   text NOT NULL,
  seq          integer NOT NULL,
  reason       text NOT NULL,
  correction   text NOT NULL,
  corrected_by text NOT NULL,
  corrected_at timestamptz NOT NULL,
  PRIMARY KEY (session_id, seq)
);
`,
};
