import type { Migration } from '../../../../platform/db';

/**
 * The module's own list of the people who have no e-mail address (issue 33: site workers with a
 * personnel number only), kept from identity's published events (projection `notifications.mailless`),
 * so that their notifications go to the bell only and no digest is ever queued for them.
 */
export const maillessMigration: Migration = {
  id: '1001_notifications_mailless_users',
  sql: `
CREATE TABLE ntf_mailless_users (
  user_id    text PRIMARY KEY,
  company_id text NOT NULL
);
CREATE INDEX ntf_mailless_users_company ON ntf_mailless_users (company_id);
`,
};

/**
 * The people deleted from their company, kept by the same projection: a person pseudonymised
 * (ADR 0033) has no e-mail address from then on, and is on the list above unless deleted, as a
 * rebuild from the rewritten log, in which every address of theirs is '', lists them.
 */
export const deletedPeopleMigration: Migration = {
  id: '1003_notifications_deleted_users',
  sql: `
CREATE TABLE ntf_deleted_users (
  user_id    text PRIMARY KEY,
  company_id text NOT NULL
);
CREATE INDEX ntf_deleted_users_company ON ntf_deleted_users (company_id);
`,
};
