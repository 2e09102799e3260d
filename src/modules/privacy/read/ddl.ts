import type { Migration } from '../../../platform/db';

/** Data protection's read models (issue 35): the companies' policies and the legal holds. */
export const privacyMigrations: Migration[] = [
  {
    id: '1100_privacy_read_models',
    sql: `
-- the company's policy as last changed (no row: the defaults)
CREATE TABLE prv_policies (
  company_id             text PRIMARY KEY,
  evidence_years         integer NOT NULL,
  quiz_attempts_months   integer NOT NULL,
  watch_intervals_months integer NOT NULL,
  questions_months       integer NOT NULL,
  read_receipts_months   integer NOT NULL,
  sign_in_history_months integer NOT NULL,
  leaver_grace_days      integer NOT NULL,
  works_council_mode     boolean NOT NULL,
  changed_by             text NOT NULL,
  changed_at             timestamptz NOT NULL
);
-- the legal holds standing now
CREATE TABLE prv_legal_holds (
  company_id text NOT NULL,
  user_id    text PRIMARY KEY,
  reason     text NOT NULL,
  placed_by  text NOT NULL,
  placed_at  timestamptz NOT NULL
);
CREATE INDEX prv_legal_holds_company ON prv_legal_holds (company_id, placed_at DESC, user_id);
`,
  },
  {
    // Issue 35 items 2-4: the pseudonymisations and erasures done, newest first per company (the page's last runs).
    id: '1103_privacy_erasures',
  sql: `
CREATE TABLE prv_erasures (
  company_id      text NOT NULL,
  user_id         text NOT NULL,
  stage           text NOT NULL,
  pseudonym       text NOT NULL,
  reason          text NOT NULL,
  requested_by    text,
  redacted_at     timestamptz NOT NULL,
  redacted_events integer NOT NULL,
  PRIMARY KEY (user_id, stage)
);
CREATE INDEX prv_erasures_company ON prv_erasures (company_id, redacted_at DESC, user_id);
`,
  },
];

/** Every table of the module that holds a company's rows. */
export const privacyTables = ['prv_policies', 'prv_legal_holds', 'prv_erasures'] as const;
