import type { RecordedEvent } from '../../../platform/eventstore';
import { PLATFORM_TENANT } from '../../../platform/kernel';
import { PERSONAL_DATA_REDACTED } from '../../../shared/contracts/privacy';
import { identityEvents, streams } from '../domain/events';
import { erasureOf } from './erasure-event';

/**
 * For other modules that keep their own list of people without an e-mail address (issue 33,
 * item 7: notifications and infolog queue no mail for them): which of identity's events say so,
 * and what a batch of them changes. Each module applies the change to its own table. A
 * pseudonymised person (issue 35, ADR 0033) has no address from then on: their rewritten events
 * say so to a rebuild, the erasure event says so to the live table, so both end alike.
 */
export const MAILLESS_EVENT_TYPES = ['identity.UserRegistered', 'identity.UserInvited', 'identity.ProfileUpdated', 'identity.UserDeleted', PERSONAL_DATA_REDACTED];

/**
 * What one identity event says of its person: `{ companyId }` when they have no e-mail address
 * now, `null` when they have one (or are gone); undefined for an event that says nothing of it.
 */
function maillessAfter(r: RecordedEvent): { userId: string; mailless: { companyId: string } | null } | undefined {
  if (r.type === PERSONAL_DATA_REDACTED) return { userId: erasureOf(r).subjectId, mailless: { companyId: r.tenantId } };
  const e = identityEvents.decode(r);
  switch (e.type) {
    case 'identity.UserRegistered':
    case 'identity.UserInvited':
      // the platform operator belongs to no company and is told nothing here
      if (e.data.companyId === null) return undefined;
      return { userId: e.data.userId, mailless: e.data.email === '' ? { companyId: e.data.companyId } : null };
    case 'identity.ProfileUpdated':
      if (r.tenantId === PLATFORM_TENANT) return undefined;
      return { userId: streams.user.idOf(r.streamId), mailless: e.data.email === '' ? { companyId: r.tenantId } : null };
    case 'identity.UserDeleted':
      return { userId: streams.user.idOf(r.streamId), mailless: null };
    default:
      return undefined;
  }
}

/** Each person's last state in a batch: who has no e-mail address now (`add`), who has one again or is gone (`remove`). */
export function maillessChanges(events: readonly RecordedEvent[]): { add: { userId: string; companyId: string }[]; remove: string[] } {
  const last = new Map<string, { companyId: string } | null>();
  for (const r of events) {
    const change = maillessAfter(r);
    if (change) last.set(change.userId, change.mailless);
  }
  return {
    add: [...last].flatMap(([userId, m]) => (m ? [{ userId, companyId: m.companyId }] : [])),
    remove: [...last].flatMap(([userId, m]) => (m ? [] : [userId])),
  };
}
