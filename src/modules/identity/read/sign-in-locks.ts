import type { RecordedEvent } from '../../../platform/eventstore';
import { identityEvents, streams } from '../domain/events';

/** For notifications (issue 33, item 6): the event that says an account keeps being guessed at. */
export const SIGN_IN_LOCK_EVENT_TYPES = ['identity.SignInLockedRepeatedly'];

/** What one such event tells: whose account, who is to be told, when. */
export interface SignInLockNotice {
  readonly companyId: string;
  readonly userId: string;
  readonly noticeTo: readonly string[];
  readonly attemptsInARow: number;
  readonly at: Date;
}

/** The notice of one identity event, or undefined for any other event. */
export function signInLockNotice(r: RecordedEvent): SignInLockNotice | undefined {
  const e = identityEvents.decode(r);
  if (e.type !== 'identity.SignInLockedRepeatedly') return undefined;
  return { companyId: r.tenantId, userId: streams.user.idOf(r.streamId), noticeTo: e.data.noticeTo, attemptsInARow: e.data.attemptsInARow, at: new Date(e.data.lockedAt) };
}
