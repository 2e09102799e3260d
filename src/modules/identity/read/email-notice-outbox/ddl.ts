import type { Migration } from '../../../../platform/db';
import { OUTBOX_DELIVERY_COLUMNS, outboxDueIndex } from '../../../../platform/mail/outbox-schema';

export const emailNoticeOutboxMigrations: Migration[] = [
  {
    // Issue 14 item 3 (ADR 0014): the notice of a changed sign-in address, one row per recipient,
    // queued with the change and sent by the mail outbox dispatcher like every other mail.
    id: '0111_identity_email_notice_outbox',
    sql: `
CREATE TABLE idn_email_notice_outbox (
  event_id        text NOT NULL,
  recipient       text NOT NULL,
  user_id         text NOT NULL,
  company_id      text,
  old_email       text NOT NULL,
  new_email       text NOT NULL,
  changed_by      text,
${OUTBOX_DELIVERY_COLUMNS}  created_at      timestamptz NOT NULL,
  PRIMARY KEY (event_id, recipient)
);
${outboxDueIndex('idn_email_notice_outbox')}CREATE INDEX idn_email_notice_outbox_company ON idn_email_notice_outbox (company_id);
`,
  },
];
