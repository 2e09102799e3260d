import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { erasureOf } from '../../../../shared/erasure-event';
import { identityStreams, maillessChanges } from '../../../identity';

/** Applies identity events to `inf_mailless_users` (each person's last state among them) and `inf_deleted_users`, in at most three statements. */
export async function applyMailless(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const { add, remove } = maillessChanges(events);
  if (add.length > 0) {
    await tx.query(
      `INSERT INTO inf_mailless_users (user_id, company_id) SELECT * FROM unnest($1::text[], $2::text[])
       ON CONFLICT (user_id) DO UPDATE SET company_id = EXCLUDED.company_id`,
      [add.map((a) => a.userId), add.map((a) => a.companyId)],
    );
  }
  if (remove.length > 0) await tx.query('DELETE FROM inf_mailless_users WHERE user_id = ANY($1::text[])', [remove]);
  const deleted = events.filter((r) => r.type === 'identity.UserDeleted');
  if (deleted.length > 0) {
    await tx.query('INSERT INTO inf_deleted_users (user_id, company_id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (user_id) DO NOTHING', [
      deleted.map((r) => identityStreams.user.idOf(r.streamId)),
      deleted.map((r) => r.tenantId),
    ]);
  }
}

/**
 * A person pseudonymised (ADR 0033): from now on without an e-mail address, as a rebuild from the
 * rewritten log (every address of theirs '') has them, unless they were deleted. Such a rebuild
 * never queues a mail to them: their outbox rows go, and the copy of a message that no other row
 * mails any more.
 */
export async function applyErasure(tx: Queryable, r: RecordedEvent): Promise<void> {
  const userId = erasureOf(r)!.subjectId;
  await tx.query(
    `INSERT INTO inf_mailless_users (user_id, company_id) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM inf_deleted_users WHERE user_id = $1)
     ON CONFLICT (user_id) DO UPDATE SET company_id = EXCLUDED.company_id`,
    [userId, r.tenantId],
  );
  await tx.query(
    `WITH gone AS (DELETE FROM inf_mail_outbox WHERE user_id = $1 RETURNING message_id)
     DELETE FROM inf_mail_messages m WHERE m.message_id IN (SELECT message_id FROM gone)
        AND NOT EXISTS (SELECT 1 FROM inf_mail_outbox o WHERE o.message_id = m.message_id AND o.user_id <> $1)`,
    [userId],
  );
}

/** Of some recipients, those who have an e-mail address (not in `inf_mailless_users`), in one statement. */
export async function withEmail(tx: Queryable, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const { rows } = await tx.query<{ user_id: string }>(
    `SELECT x.user_id FROM unnest($1::text[]) WITH ORDINALITY AS x(user_id, n)
      WHERE NOT EXISTS (SELECT 1 FROM inf_mailless_users m WHERE m.user_id = x.user_id) ORDER BY x.n`,
    [[...userIds]],
  );
  return rows.map((r) => r.user_id);
}
