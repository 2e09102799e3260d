import { outboxDispatcherOptions, OutboxDispatcher, renderMail, type Delivery, type DispatcherOptions, type OutboxSpec } from '../../../platform/mail';
import type { Kernel } from '../../../platform/kernel';
import { EMAIL_NOTICE_CHANNEL } from '../read/email-notice-outbox/projection';
import { emailChangedMail } from './templates';

type Claimed = {
  readonly event_id: string;
  readonly recipient: string;
  readonly user_id: string;
  readonly old_email: string;
  readonly new_email: string;
  readonly changed_by: string | null;
  readonly attempts: number;
};

/**
 * The notices of changed sign-in addresses (issue 14 item 3, ADR 0014): rendered at send time in
 * the person's language with their first name, naming who changed the address when it was
 * someone else. A person whose row is gone (company deleted) is skipped.
 */
function emailNoticeOutbox(k: Kernel): OutboxSpec<Claimed> {
  return {
    name: 'identity e-mail notices',
    table: 'idn_email_notice_outbox',
    keyColumns: ['event_id', 'recipient'],
    columns: ['user_id', 'old_email', 'new_email', 'changed_by'],
    channel: EMAIL_NOTICE_CHANNEL,
    async prepare(rows) {
      const ids = [...new Set(rows.flatMap((r) => (r.changed_by ? [r.user_id, r.changed_by] : [r.user_id])))];
      const { rows: people } = await k.db.query<{ id: string; first_name: string; last_name: string; language: string | null }>(
        'SELECT id, first_name, last_name, language FROM idn_users WHERE id = ANY($1::text[])',
        [ids],
      );
      const byId = new Map(people.map((p) => [p.id, p]));
      return async (row): Promise<Delivery> => {
        const person = byId.get(row.user_id);
        if (!person) return { skip: 'user gone' };
        const by = row.changed_by ? byId.get(row.changed_by) : undefined;
        const changedBy = row.changed_by ? (by ? `${by.first_name} ${by.last_name}` : '') : null;
        const lang = person.language === 'en' ? 'en' : 'de';
        const data = { firstName: person.first_name, oldEmail: row.old_email, newEmail: row.new_email, changedBy };
        return { mail: renderMail(emailChangedMail, lang, row.recipient, data) };
      };
    },
  };
}

export class EmailNoticeDispatcher extends OutboxDispatcher<Claimed> {
  constructor(k: Kernel, options: DispatcherOptions = outboxDispatcherOptions(k.config.mailOutboxes.emailNotices)) {
    super(k, emailNoticeOutbox(k), options);
  }
}
