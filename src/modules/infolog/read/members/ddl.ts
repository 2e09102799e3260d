import type { Migration } from '../../../../platform/db';

/**
 * The module's own copy of group memberships, kept from organization's published events, so that
 * a changelog page counts readers among current members, members per group and the caller's own
 * membership in one indexed query instead of fetching every member id of its groups (issue 11).
 */
export const membersMigration: Migration = {
  id: '0703_infolog_members',
  sql: `
CREATE TABLE inf_members (
  group_id   text NOT NULL,
  user_id    text NOT NULL,
  company_id text NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX inf_members_company ON inf_members (company_id);
`,
};
