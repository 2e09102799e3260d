import type { Migration } from '../../../../platform/db';

/**
 * The module's own copy of the people of each company (names, e-mail, role, active), kept from
 * identity's published events, so that member lists and pickers are paged, searched and sorted in
 * one indexed query instead of asking identity about every member of a group (issue 11).
 */
export const peopleMigration: Migration = {
  id: '0310_organization_people',
  sql: `
CREATE TABLE org_people (
  user_id text PRIMARY KEY, company_id text NOT NULL, first_name text NOT NULL, last_name text NOT NULL,
  email text NOT NULL, role text NOT NULL, is_active boolean NOT NULL, is_deleted boolean NOT NULL DEFAULT false,
  sort_key text NOT NULL
);
CREATE INDEX org_people_company ON org_people (company_id, sort_key COLLATE "C") WHERE NOT is_deleted;
`,
};
