import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { PLATFORM_TENANT } from '../../../../platform/kernel';
import type { Projection } from '../../../../platform/projections';
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
      // the platform operator belongs to no company and is told nothing here
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

/** Applies a batch: each person's last state in it, in two statements however many people. */
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
