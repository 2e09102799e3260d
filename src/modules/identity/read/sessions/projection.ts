import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { tableProjection, type Projection } from '../../../../platform/projections';
import { insertSession, revokeKioskSessions, revokeSession, revokeUserSessions } from './statements';
import { PERSONAL_DATA_REDACTED } from '../../../../shared/contracts/privacy';
import { streams, type IdentityEvent } from '../../domain/events';
import { identityAndErasureEvents, type ErasureEvent } from '../erasure-event';

const userIdOf = (r: RecordedEvent): string => streams.user.idOf(r.streamId);

/** Sessions read model: token hashes for authentication, revocation (statements shared with the revoking commands). */
export const sessionsProjection: Projection = tableProjection({
  name: 'identity.sessions',
  // 2: a redeemed temporary password and a sign-in with an assigned password end the other sessions
  version: 2,
  eventTypes: [
    'identity.UserLoggedIn',
    'identity.UserLoggedOut',
    'identity.PasswordChanged',
    'identity.TemporaryPasswordRedeemed',
    'identity.OtherSessionsEnded',
    'identity.UserDeactivated',
    'identity.UserDeleted',
    'identity.KioskRevoked',
    // issue 35 (ADR 0033): a pseudonymised person's sign-in history goes
    PERSONAL_DATA_REDACTED,
  ],
  tables: ['idn_sessions'],
  codec: identityAndErasureEvents,
  applyEvent: applySession,
});

async function applySession(tx: Queryable, e: IdentityEvent | ErasureEvent, r: RecordedEvent): Promise<void> {
  switch (e.type) {
    case PERSONAL_DATA_REDACTED:
      // a rebuild inserts them again from their sign-in events, and deletes them here again
      await tx.query('DELETE FROM idn_sessions WHERE user_id = $1 AND company_id = $2', [e.data.subjectId, r.tenantId]);
      return;
    case 'identity.UserLoggedIn':
      return insertSession(tx, e.data);
    case 'identity.UserLoggedOut':
      return revokeSession(tx, e.data.sessionId, e.data.loggedOutAt);
    case 'identity.PasswordChanged':
      // a changed password ends every other session that existed at that moment
      return revokeUserSessions(tx, userIdOf(r), e.data.changedAt, e.data.keepSessionId);
    case 'identity.TemporaryPasswordRedeemed':
      return revokeUserSessions(tx, userIdOf(r), e.data.redeemedAt, e.data.sessionId);
    case 'identity.OtherSessionsEnded':
      return revokeUserSessions(tx, userIdOf(r), e.data.endedAt, e.data.keepSessionId);
    case 'identity.UserDeactivated':
      // every session of the user ends at once; activating the user later does not revive them
      return revokeUserSessions(tx, userIdOf(r), e.data.deactivatedAt, null);
    case 'identity.UserDeleted':
      return revokeUserSessions(tx, userIdOf(r), e.data.deletedAt, null);
    case 'identity.KioskRevoked':
      // every session begun on the kiosk ends with it
      return revokeKioskSessions(tx, streams.kiosk.idOf(r.streamId), e.data.revokedAt);
    default:
      return;
  }
}
