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
