import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { PLATFORM_TENANT } from '../../../../platform/kernel';
import { identityEvents, identityStreams } from '../../../identity';

/** The identity events that tell whether a person has an e-mail address. */
export const MAILLESS_EVENT_TYPES = ['identity.UserRegistered', 'identity.UserInvited', 'identity.ProfileUpdated', 'identity.UserDeleted'];

/**
 * What one identity event says of its person: `{ companyId }` when they have no e-mail address
 * now, `null` when they have one (or are gone); undefined for an event that says nothing of it.
 */
function maillessAfter(r: RecordedEvent): { userId: string; mailless: { companyId: string } | null } | undefined {
  const e = identityEvents.decode(r);
  switch (e.type) {
    case 'identity.UserRegistered':
    case 'identity.UserInvited':
      // the platform operator belongs to no company and reads no infolog
      if (e.data.companyId === null) return undefined;
      return { userId: e.data.userId, mailless: e.data.email === '' ? { companyId: e.data.companyId } : null };
    case 'identity.ProfileUpdated':
      if (r.tenantId === PLATFORM_TENANT) return undefined;
      return { userId: identityStreams.user.idOf(r.streamId), mailless: e.data.email === '' ? { companyId: r.tenantId } : null };
    case 'identity.UserDeleted':
      return { userId: identityStreams.user.idOf(r.streamId), mailless: null };
    default:
      return undefined;
  }
}

/** Applies identity events to `inf_mailless_users`: each person's last state among them, in at most two statements. */
export async function applyMailless(tx: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const last = new Map<string, { companyId: string } | null>();
  for (const r of events) {
    const change = maillessAfter(r);
    if (change) last.set(change.userId, change.mailless);
  }
  if (last.size === 0) return;
  const add = [...last].flatMap(([userId, m]) => (m ? [{ userId, companyId: m.companyId }] : []));
  const remove = [...last].flatMap(([userId, m]) => (m ? [] : [userId]));
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
