import type { Migration } from '../../../../platform/db';

/**
 * The module's own list of the people who have no e-mail address (issue 33: site workers with a
 * personnel number only), kept from identity's published events by the mail outbox reactor
 * (`infolog.mailOutbox`, read/messages/projection.ts) in the order of the log, so that a message
 * reaches them in the product only and the outbox never holds a mail to them.
 */
export const maillessMigration: Migration = {
  id: '0704_infolog_mailless_users',
  sql: `
CREATE TABLE inf_mailless_users (
  user_id    text PRIMARY KEY,
  company_id text NOT NULL
);
CREATE INDEX inf_mailless_users_company ON inf_mailless_users (company_id);
`,
};

/**
 * The people deleted from their company, kept by the same reactor: a person pseudonymised (ADR
 * 0033) has no e-mail address from then on, and is on the list above unless deleted, as a rebuild
 * from the rewritten log, in which every address of theirs is '', lists them.
 */
export const deletedPeopleMigration: Migration = {
  id: '0705_infolog_deleted_users',
  sql: `
CREATE TABLE inf_deleted_users (
  user_id    text PRIMARY KEY,
  company_id text NOT NULL
);
CREATE INDEX inf_deleted_users_company ON inf_deleted_users (company_id);
`,
};
