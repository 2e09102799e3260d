import { describe, it } from 'vitest';
import { given } from '../../../../tests/support/decider';
import type { IdentityEvent } from './events';
import { userDecider } from './user';

const now = new Date('2026-11-24T10:00:00.000Z');
const at = now.toISOString();

const registered: IdentityEvent = {
  type: 'identity.UserRegistered',
  data: { userId: 'u1', companyId: 'c1', email: 'a@b.de', firstName: 'A', lastName: 'B', role: 'root', passwordHash: 'old', gdprConsent: true, registeredAt: at },
};
const invited: IdentityEvent = {
  type: 'identity.UserInvited',
  data: {
    userId: 'u2',
    companyId: 'c1',
    email: 'n@b.de',
    firstName: 'N',
    lastName: 'B',
    role: 'manager',
    passwordHash: 'chosen-by-inviter',
    isActive: true,
    gdprConsent: false,
    invitedBy: 'u1',
    invitedAt: at,
  },
};

describe('user decider: sign-in (issue 14, items 2 and 3)', () => {
  it('a sign-in with the own password and a current hash records nothing', () => {
    given(userDecider, [registered]).when({ type: 'RecordSignIn', sessionId: 's1', now, rehash: null }).thenNothing();
  });

  it('a sign-in with a password someone else chose ends every other session of the user', () => {
    given(userDecider, [invited])
      .when({ type: 'RecordSignIn', sessionId: 's1', now, rehash: null })
      .then([{ type: 'identity.OtherSessionsEnded', data: { keepSessionId: 's1', endedAt: at } }]);
  });

  it('a redeemed temporary password is such a password too, until it is changed', () => {
    const redeemed: IdentityEvent[] = [
      registered,
      { type: 'identity.TemporaryPasswordIssued', data: { passwordHash: 'tmp', issuedAt: at, expiresAt: '2026-11-25T10:00:00.000Z' } },
      { type: 'identity.TemporaryPasswordRedeemed', data: { redeemedAt: at, sessionId: 's0' } },
    ];
    given(userDecider, redeemed)
      .when({ type: 'RecordSignIn', sessionId: 's1', now, rehash: null })
      .then([{ type: 'identity.OtherSessionsEnded', data: { keepSessionId: 's1', endedAt: at } }]);
    const changed: IdentityEvent = { type: 'identity.PasswordChanged', data: { passwordHash: 'own', changedAt: at, keepSessionId: 's1' } };
    given(userDecider, [...redeemed, changed]).when({ type: 'RecordSignIn', sessionId: 's2', now, rehash: null }).thenNothing();
  });

  it('stores the verified password hashed at the current cost', () => {
    given(userDecider, [registered])
      .when({ type: 'RecordSignIn', sessionId: 's1', now, rehash: { verifiedHash: 'old', newHash: 'new' } })
      .then([{ type: 'identity.PasswordRehashed', data: { passwordHash: 'new', rehashedAt: at } }]);
  });

  it('does not rehash a password that changed after it was verified (the newer one stays)', () => {
    const changed: IdentityEvent = { type: 'identity.PasswordChanged', data: { passwordHash: 'other', changedAt: at, keepSessionId: null } };
    given(userDecider, [registered, changed]).when({ type: 'RecordSignIn', sessionId: 's1', now, rehash: { verifiedHash: 'old', newHash: 'new' } }).thenNothing();
  });

  it('a rehashed password is the password the next change is checked against', () => {
    const rehashed: IdentityEvent = { type: 'identity.PasswordRehashed', data: { passwordHash: 'new', rehashedAt: at } };
    given(userDecider, [registered, rehashed]).when({ type: 'RecordSignIn', sessionId: 's1', now, rehash: { verifiedHash: 'old', newHash: 'newer' } }).thenNothing();
  });

  it('UserNotFound: a deleted user records no sign-in', () => {
    given(userDecider, [registered, { type: 'identity.UserDeleted', data: { deletedAt: at } }])
      .when({ type: 'RecordSignIn', sessionId: 's1', now, rehash: null })
      .thenFails('UserNotFound');
  });
});
