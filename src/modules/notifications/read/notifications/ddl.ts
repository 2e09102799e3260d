import { OUTBOX_DELIVERY_COLUMNS, outboxDueIndex } from '../../../../platform/mail/outbox-schema';
import type { Migration } from '../../../../platform/db';
import { deletedPeopleMigration, maillessMigration } from '../mailless/ddl';

/** Notifications and their mails (1000 also creates `notifications.settings`' table ntf_settings and the due scan's ntf_scan: one migration, ids and SQL never change). */
export const notificationMigrations: Migration[] = [
  {
    id: '1000_notifications_read_models',
    sql: `
-- the company's settings as last changed (no row: the defaults)
CREATE TABLE ntf_settings (
  company_id      text PRIMARY KEY,
  reminder_days   integer[] NOT NULL,
  escalation_days integer[] NOT NULL,
  disabled_kinds  text[] NOT NULL,
  changed_at      timestamptz NOT NULL
);
-- the due-date scan's checkpoint: every instant up to scanned_until has been looked at; a step
-- (scanned_until, step_to] read page by page in (user, training) order is done up to (after_user, after_training)
CREATE TABLE ntf_scan (
  id             text PRIMARY KEY,
  scanned_until  timestamptz NOT NULL,
  step_to        timestamptz,
  after_user     text,
  after_training text
);
-- one row per (recipient, item, kind, cycle): the bell's entries, and the key that makes each notification exactly once
CREATE TABLE ntf_notifications (
  id          text PRIMARY KEY,
  company_id  text NOT NULL,
  user_id     text NOT NULL,
  training_id text NOT NULL,
  kind        text NOT NULL,
  cycle       text NOT NULL,
  due_at      timestamptz NOT NULL,
  about       timestamptz,
  days        integer,
  -- escalations: the person who is overdue (the recipient is their unit's owner, an admin or root)
  subject_user_id text,
  created_at  timestamptz NOT NULL,
  read_at     timestamptz,
  -- the mail (ntf_mail_outbox) that carries it; null when mailing was off
  mail_key    text,
  UNIQUE (user_id, training_id, kind, cycle)
);
CREATE INDEX ntf_notifications_user ON ntf_notifications (user_id, created_at DESC, id DESC);
CREATE INDEX ntf_notifications_unread ON ntf_notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX ntf_notifications_mail ON ntf_notifications (user_id, mail_key);
CREATE INDEX ntf_notifications_company ON ntf_notifications (company_id);
-- one mail per recipient and digest (the notifications of one day that were not sent yet)
CREATE TABLE ntf_mail_outbox (
  user_id         text NOT NULL,
  mail_key        text NOT NULL,
  company_id      text NOT NULL,
  lang            text,
${OUTBOX_DELIVERY_COLUMNS}  created_at      timestamptz NOT NULL,
  PRIMARY KEY (user_id, mail_key)
);
${outboxDueIndex('ntf_mail_outbox')}CREATE INDEX ntf_mail_outbox_company ON ntf_mail_outbox (company_id);
`,
  },
  // the people without an e-mail address (record.ts queues no mail for them)
  maillessMigration,
  {
    // how far the "assigned to you" reactor got within one unit-wide event (an assignment to a unit of 10,000
    // is recorded page by page of its people, in id order, over several transactions); no row: at no event's middle
    id: '1002_notifications_assigned_within',
    sql: `CREATE TABLE ntf_assigned_within (id text PRIMARY KEY, position text NOT NULL, after_user text NOT NULL);`,
  },
  // the people deleted, for the erasure of a person (mailless/projection.ts)
  deletedPeopleMigration,
];

/** Every table of the module that holds a company's rows. */
export const notificationTables = ['ntf_settings', 'ntf_notifications', 'ntf_mail_outbox', 'ntf_mailless_users', 'ntf_deleted_users'] as const;
