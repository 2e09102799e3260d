import { OUTBOX_DELIVERY_COLUMNS, outboxDueIndex } from '../../../../platform/mail/outbox-schema';
import type { Migration } from '../../../../platform/db';
import { deletedPeopleMigration } from '../mailless/ddl';

export const infologMigrations: Migration[] = [
  {
    id: '0700_infolog_read_models',
    sql: `
CREATE TABLE inf_messages (
  id             text PRIMARY KEY,
  company_id     text NOT NULL,
  group_id       text NOT NULL,
  title          text NOT NULL,
  message        text NOT NULL,
  media_id       text,
  video_path     text,
  poster_path    text,
  video_duration double precision,
  created_by     text NOT NULL,
  created_at     timestamptz NOT NULL
);
CREATE INDEX inf_messages_group ON inf_messages (group_id, created_at DESC, id DESC);
CREATE INDEX inf_messages_company ON inf_messages (company_id, created_at DESC, id DESC);
CREATE TABLE inf_reads (
  message_id text NOT NULL,
  user_id    text NOT NULL,
  group_id   text NOT NULL,
  read_at    timestamptz NOT NULL,
  PRIMARY KEY (message_id, user_id)
);
-- counters that make the bell's unread total O(groups of the user) instead of O(messages)
CREATE TABLE inf_group_counts (
  group_id      text PRIMARY KEY,
  company_id    text NOT NULL,
  message_count integer NOT NULL
);
CREATE TABLE inf_user_group_reads (
  user_id    text NOT NULL,
  group_id   text NOT NULL,
  company_id text NOT NULL,
  read_count integer NOT NULL,
  PRIMARY KEY (user_id, group_id)
);
CREATE INDEX inf_user_group_reads_company ON inf_user_group_reads (company_id);
CREATE TABLE inf_mail_outbox (
  message_id      text NOT NULL,
  user_id         text NOT NULL,
  company_id      text NOT NULL,
  lang            text NOT NULL,
${OUTBOX_DELIVERY_COLUMNS}  created_at      timestamptz NOT NULL,
  PRIMARY KEY (message_id, user_id)
);
${outboxDueIndex('inf_mail_outbox')}CREATE INDEX inf_mail_outbox_company ON inf_mail_outbox (company_id);
`,
  },
  {
    // The reactor's own copy of what a mail needs, written in its transaction with the outbox rows,
    // so the dispatcher never depends on how far the messages projection has got (on PostgreSQL the
    // reactor could commit first and the mail was skipped). Backfilled for rows queued before.
    id: '0701_infolog_mail_messages',
    sql: `
CREATE TABLE inf_mail_messages (
  message_id text PRIMARY KEY,
  company_id text NOT NULL,
  group_id   text NOT NULL,
  title      text NOT NULL,
  message    text NOT NULL,
  has_video  boolean NOT NULL,
  posted_by  text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX inf_mail_messages_company ON inf_mail_messages (company_id);
INSERT INTO inf_mail_messages (message_id, company_id, group_id, title, message, has_video, posted_by, created_at)
SELECT m.id, m.company_id, m.group_id, m.title, m.message, m.video_path IS NOT NULL, m.created_by, m.created_at
  FROM inf_messages m WHERE EXISTS (SELECT 1 FROM inf_mail_outbox o WHERE o.message_id = m.id)
ON CONFLICT (message_id) DO NOTHING;
`,
  },
  {
    // which groups' messages show a stored video (media access of members, issue 14 item 5)
    id: '0702_infolog_video_lookup',
    sql: `CREATE INDEX inf_messages_video ON inf_messages (company_id, video_path) WHERE video_path IS NOT NULL;`,
  },
  {
    // a person's own read receipts for their data export (issue 35, item 5)
    id: '1102_infolog_reads_by_user',
    sql: 'CREATE INDEX inf_reads_user ON inf_reads (user_id, read_at);',
  },
  // the people deleted, for the erasure of a person (the mail outbox reactor, projection.ts)
  deletedPeopleMigration,
];
