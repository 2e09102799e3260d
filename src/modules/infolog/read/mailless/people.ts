import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { maillessChanges } from '../../../identity';

/** Applies identity events to `inf_mailless_users`: each person's last state among them, in at most two statements. */
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
