import type { Migration } from '../../../../platform/db';
import { OUTBOX_DELIVERY_COLUMNS, outboxDueIndex } from '../../../../platform/mail/outbox-schema';

export const invitationOutboxMigrations: Migration[] = [
  {
    // One queued invitation mail per imported user (issue 13): rendered and sent by the dispatcher,
    // which issues the user's sign-in secret at send time; nothing secret is stored here.
    id: '0110_identity_invitation_outbox',
    sql: `
CREATE TABLE idn_invitation_outbox (
  user_id         text PRIMARY KEY,
  company_id      text NOT NULL,
  import_id       text NOT NULL,
  invited_by      text NOT NULL,
  lang            text NOT NULL,
${OUTBOX_DELIVERY_COLUMNS}  created_at      timestamptz NOT NULL
);
${outboxDueIndex('idn_invitation_outbox')}CREATE INDEX idn_invitation_outbox_company ON idn_invitation_outbox (company_id);
`,
  },
];
