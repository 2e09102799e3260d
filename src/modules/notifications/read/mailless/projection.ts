import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import type { Projection } from '../../../../platform/projections';
import { ERASURE_EVENT_TYPES, erasureOf, splitAtErasures } from '../../../../shared/erasure-event';
import { identityStreams, MAILLESS_EVENT_TYPES, maillessChanges } from '../../../identity';

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
  const deleted = events.filter((r) => r.type === 'identity.UserDeleted');
  if (deleted.length > 0) {
    await tx.query('INSERT INTO ntf_deleted_users (user_id, company_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (user_id) DO NOTHING', [
      deleted.map((r) => identityStreams.user.idOf(r.streamId)),
      deleted.map((r) => r.tenantId),
    ]);
  }
}

/**
 * A person pseudonymised (ADR 0033): from now on without an e-mail address, as a rebuild from the
 * rewritten log (every address of theirs '') has them, unless they were deleted; like anyone
 * without one, their notifications stay in the bell with no mail key and no digest is queued.
 */
async function applyErasure(tx: Queryable, r: RecordedEvent): Promise<void> {
  const erasure = erasureOf(r)!;
  const userId = erasure.subjectId;
  await tx.query(
    `INSERT INTO ntf_mailless_users (user_id, company_id) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM ntf_deleted_users WHERE user_id = $1)
     ON CONFLICT (user_id) DO UPDATE SET company_id = EXCLUDED.company_id`,
    [userId, r.tenantId],
  );
  await tx.query('DELETE FROM ntf_mail_outbox WHERE user_id = $1', [userId]);
  await tx.query('UPDATE ntf_notifications SET mail_key = NULL WHERE user_id = $1 AND mail_key IS NOT NULL', [userId]);
}

/**
 * The people without an e-mail address (`ntf_mailless_users`, ddl.ts), from identity's events: a
 * notification to them is recorded for the bell, but no mail is queued (read/notifications/record.ts).
 * It keeps the people deleted too (`ntf_deleted_users`), for the erasure event.
 */
export const maillessProjection: Projection = {
  name: 'notifications.mailless',
  // 2: the people deleted (for the erasure of a person, ADR 0033); replayed once from zero to learn them
  version: 2,
  eventTypes: [...MAILLESS_EVENT_TYPES, ...ERASURE_EVENT_TYPES],
  // a notification recorded right after a person was created or their address changed sees that
  awaitedByEveryCommand: true,
  async reset(tx) {
    await tx.query('DELETE FROM ntf_mailless_users');
    await tx.query('DELETE FROM ntf_deleted_users');
  },
  async apply(events, tx) {
    for (const part of splitAtErasures(events)) {
      if ('erasure' in part) await applyErasure(tx, part.erasure);
      else await applyMailless(tx, part.events);
    }
  },
};
