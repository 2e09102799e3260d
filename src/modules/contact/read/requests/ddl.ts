import type { Migration } from '../../../../platform/db';

export const contactMigrations: Migration[] = [
  {
    id: '0800_contact_requests',
    sql: `
CREATE TABLE contact_requests (
  id text PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL, email text NOT NULL,
  company text, phone text, employees text, message text NOT NULL, lang text NOT NULL,
  requested_at timestamptz NOT NULL, done_at timestamptz, version integer NOT NULL
);
CREATE INDEX contact_requests_newest ON contact_requests (requested_at DESC, id);
CREATE INDEX contact_requests_open ON contact_requests (requested_at DESC, id) WHERE done_at IS NULL;
`,
  },
];
