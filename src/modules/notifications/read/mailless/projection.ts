import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import type { Projection } from '../../../../platform/projections';
import { MAILLESS_EVENT_TYPES, maillessChanges } from '../../../identity';

/** Applies a batch: each person's last state in it, in two statements however many people. */
export async function applyMailless(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const { add, remove } = maillessChanges(events);
  if (add.length > 0) {
    await tx.query(
      `INSERT INTO ntf_mailless_users (user_id, company_id) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (user_id) DO UPDATE SET company_id = EXCLUDED.company_id`,
      [add.map((a) => a.userId), add.map((a) => a.companyId)],
    );
  }
  if (remove.length > 0) await tx.query('DELETE FROM ntf_mailless_users WHERE user_id = ANY($1::text[])', [remove]);
}

/**
 * The people without an e-mail address (`ntf_mailless_users`, ddl.ts), from identity's events: a
 * notification to them is recorded for the bell, but no mail is queued (read/notifications/record.ts).
 */
export const maillessProjection: Projection = {
  name: 'notifications.mailless',
  version: 1,
  eventTypes: MAILLESS_EVENT_TYPES,
  // a notification recorded right after a person was created or their address changed sees that
  awaitedByEveryCommand: true,
  async reset(tx) {
    await tx.query('DELETE FROM ntf_mailless_users');
  },
  async apply(events, tx) {
    await applyMailless(tx, events);
  },
};
