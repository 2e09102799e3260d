import { outboxReactor } from '../../../../platform/mail/outbox-reactor';
import type { Queryable } from '../../../../platform/db';
import { PLATFORM_TENANT } from '../../../../platform/kernel';
import type { Projection } from '../../../../platform/projections';
import { PERSONAL_DATA_REDACTED } from '../../../../shared/contracts/privacy';
import { identityEvents, streams } from '../../domain/events';
import { erasureOf } from '../erasure-event';

/** NOTIFY channel the e-mail notice dispatcher listens on (delivered when the reactor commits). */
export const EMAIL_NOTICE_CHANNEL = 'identity_email_notices';

const NOTICE_OUTBOX = {
  table: 'idn_email_notice_outbox',
  columns: ['event_id', 'recipient', 'user_id', 'company_id', 'old_email', 'new_email', 'changed_by'],
  key: ['event_id', 'recipient'],
  channel: EMAIL_NOTICE_CHANNEL,
} as const;

/**
 * Reactor: a notice row for the old address of every ProfileUpdated that changed the sign-in
 * address (not only its case), and one for the new address when someone else (`changed_by`, the
 * actor) made the change; written in the projection's transaction, so a notice is queued exactly
 * once with the change, even if the process dies right after answering.
 */
export const emailNoticeOutboxProjection: Projection = outboxReactor({
  name: 'identity.emailNoticeOutbox',
  eventTypes: ['identity.ProfileUpdated', PERSONAL_DATA_REDACTED],
  outbox: NOTICE_OUTBOX,
  async rowsOf(r, tx) {
    if (r.type === PERSONAL_DATA_REDACTED) {
      // a pseudonymised person's notices go (their rewritten address changes queue none on a rebuild)
      await tx.query('DELETE FROM idn_email_notice_outbox WHERE user_id = $1', [erasureOf(r).subjectId]);
      return [];
    }
    const e = identityEvents.decode(r);
    if (e.type !== 'identity.ProfileUpdated') return [];
    const old = e.data.previousEmail;
    if (old === undefined || old.toLowerCase() === e.data.email.toLowerCase()) return [];
    const userId = streams.user.idOf(r.streamId);
    const changedBy = r.metadata.actorId && r.metadata.actorId !== userId ? r.metadata.actorId : null;
    const companyId = r.tenantId === PLATFORM_TENANT ? null : r.tenantId;
    const base = { event_id: r.eventId, user_id: userId, company_id: companyId, old_email: old, new_email: e.data.email, changed_by: changedBy };
    // the new address hears of it when someone else made the change; an account that had no address (issue 33) has no old one to tell
    const recipients = changedBy === null ? [old] : [old, e.data.email];
    return recipients.filter((to) => to !== '').map((recipient) => ({ ...base, recipient }));
  },
});

/** Company deletion: its queued notices name its people. */
export async function purgeEmailNoticeOutbox(tx: Queryable, companyId: string): Promise<void> {
  await tx.query('DELETE FROM idn_email_notice_outbox WHERE company_id = $1', [companyId]);
}
