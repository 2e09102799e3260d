import { describe, it } from 'vitest';
import { given } from '../../../../tests/support/decider';
import { companyDecider, TRIAL_DAYS } from './company';
import { emailClaimDecider } from './email-claim';
import { sessionDecider } from './session';
import { userDecider } from './user';
import type { IdentityEvent } from './events';

const now = new Date('2026-11-22T10:00:00.000Z');

const registered: IdentityEvent = {
  type: 'identity.UserRegistered',
  data: { userId: 'u1', companyId: 'c1', email: 'a@b.de', firstName: 'A', lastName: 'B', role: 'root', passwordHash: 'h1', gdprConsent: true, registeredAt: now.toISOString() },
};

describe('company decider', () => {
  it('registers a company with a trial of 14 days', () => {
    given(companyDecider)
      .when({ type: 'RegisterCompany', companyId: 'c1', name: 'ACME', email: 'k@acme.de', now, trialDays: TRIAL_DAYS })
      .then([
        { type: 'identity.CompanyRegistered', data: { companyId: 'c1', name: 'ACME', email: 'k@acme.de', registeredAt: now.toISOString(), trialEndsAt: '2026-12-06T10:00:00.000Z' } },
      ]);
  });
  it('CompanyAlreadyRegistered: refuses to register twice', () => {
    given(companyDecider, [{ type: 'identity.CompanyRegistered', data: { companyId: 'c1', name: 'A', email: 'e', registeredAt: '', trialEndsAt: '' } }])
      .when({ type: 'RegisterCompany', companyId: 'c1', name: 'ACME', email: 'k@acme.de', now, trialDays: 14 })
      .thenFails('CompanyAlreadyRegistered');
  });
  it('CompanyNotFound: refuses a profile update before registration', () => {
    given(companyDecider).when({ type: 'UpdateCompanyProfile', profile: { name: 'X', address: '' }, now }).thenFails('CompanyNotFound');
  });
  it('updates the profile, and an unchanged profile is a no-op', () => {
    const reg: IdentityEvent = { type: 'identity.CompanyRegistered', data: { companyId: 'c1', name: 'A', email: 'e', registeredAt: '', trialEndsAt: '' } };
    given(companyDecider, [reg])
      .when({ type: 'UpdateCompanyProfile', profile: { name: 'B', address: 'Str. 1' }, now })
      .then([{ type: 'identity.CompanyProfileUpdated', data: { name: 'B', address: 'Str. 1' } }]);
    given(companyDecider, [reg]).when({ type: 'UpdateCompanyProfile', profile: { name: 'A', address: '' }, now }).thenNothing();
  });
  it('registers with a login code and changes it; an unchanged code is a no-op (issue 33)', () => {
    const codeSet = (loginCode: string, previousLoginCode: string | null): IdentityEvent => ({ type: 'identity.CompanyLoginCodeSet', data: { loginCode, previousLoginCode, setAt: now.toISOString() } });
    const reg: IdentityEvent = { type: 'identity.CompanyRegistered', data: { companyId: 'c1', name: 'ACME', email: 'k@acme.de', registeredAt: now.toISOString(), trialEndsAt: '2026-12-06T10:00:00.000Z' } };
    given(companyDecider).when({ type: 'RegisterCompany', companyId: 'c1', name: 'ACME', email: 'k@acme.de', now, trialDays: TRIAL_DAYS, loginCode: 'ACME2026' }).then([reg, codeSet('ACME2026', null)]);
    given(companyDecider, [reg, codeSet('ACME2026', null)]).when({ type: 'UpdateCompanyProfile', loginCode: 'WERK7', now }).then([codeSet('WERK7', 'ACME2026')]);
    given(companyDecider, [reg, codeSet('ACME2026', null)]).when({ type: 'UpdateCompanyProfile', loginCode: 'ACME2026', now }).thenNothing();
  });
  it('assigns a login code to a company that has none, and only then', () => {
    const reg: IdentityEvent = { type: 'identity.CompanyRegistered', data: { companyId: 'c1', name: 'A', email: 'e', registeredAt: '', trialEndsAt: '' } };
    const set: IdentityEvent = { type: 'identity.CompanyLoginCodeSet', data: { loginCode: 'K7M2P9QX', previousLoginCode: null, setAt: now.toISOString() } };
    given(companyDecider, [reg]).when({ type: 'AssignLoginCode', loginCode: 'K7M2P9QX', now }).then([set]);
    given(companyDecider, [reg, set]).when({ type: 'AssignLoginCode', loginCode: 'ZZZZ9999', now }).thenNothing();
  });
});

describe('user decider', () => {
  it('registers a user who consented to the privacy policy', () => {
    given(userDecider)
      .when({ type: 'RegisterUser', userId: 'u1', companyId: 'c1', email: 'a@b.de', firstName: 'A', lastName: 'B', role: 'root', passwordHash: 'h1', gdprConsent: true, now })
      .then([registered]);
  });
  it('GdprConsentRequired: nobody registers without consent to the privacy policy', () => {
    given(userDecider)
      .when({ type: 'RegisterUser', userId: 'u1', companyId: 'c1', email: 'a@b.de', firstName: 'A', lastName: 'B', role: 'root', passwordHash: 'h1', gdprConsent: false, now })
      .thenFails('GdprConsentRequired');
  });
  it('UserAlreadyRegistered: a user stream is registered once', () => {
    given(userDecider, [registered])
      .when({ type: 'RegisterUser', userId: 'u1', companyId: 'c1', email: 'x@y.de', firstName: 'X', lastName: 'Y', role: 'admin', passwordHash: 'h', gdprConsent: true, now })
      .thenFails('UserAlreadyRegistered');
  });
  it('UserNotFound: commands need a registered user', () => {
    given(userDecider).when({ type: 'UpdateProfile', firstName: 'A', lastName: 'B', email: 'a@b.de' }).thenFails('UserNotFound');
  });
  it('updates the profile; the same values are a no-op', () => {
    given(userDecider, [registered]).when({ type: 'UpdateProfile', firstName: 'C', lastName: 'B', email: 'a@b.de' }).then([
      { type: 'identity.ProfileUpdated', data: { firstName: 'C', lastName: 'B', email: 'a@b.de' } },
    ]);
    given(userDecider, [registered]).when({ type: 'UpdateProfile', firstName: 'A', lastName: 'B', email: 'a@b.de' }).thenNothing();
  });
  it('CurrentPasswordWrong: a password change needs the current password', () => {
    given(userDecider, [registered]).when({ type: 'ChangePassword', currentPasswordValid: false, newPasswordHash: 'h2', now, keepSessionId: 's1' }).thenFails('CurrentPasswordWrong');
  });
  it('changes the password and keeps the current session', () => {
    given(userDecider, [registered]).when({ type: 'ChangePassword', currentPasswordValid: true, newPasswordHash: 'h2', now, keepSessionId: 's1' }).then([
      { type: 'identity.PasswordChanged', data: { passwordHash: 'h2', changedAt: now.toISOString(), keepSessionId: 's1' } },
    ]);
  });
  it('issues a temporary password valid for the given hours', () => {
    given(userDecider, [registered]).when({ type: 'IssueTemporaryPassword', passwordHash: 't1', now, validHours: 24 }).then([
      { type: 'identity.TemporaryPasswordIssued', data: { passwordHash: 't1', issuedAt: now.toISOString(), expiresAt: '2026-11-23T10:00:00.000Z' } },
    ]);
  });
  const issued: IdentityEvent = { type: 'identity.TemporaryPasswordIssued', data: { passwordHash: 't1', issuedAt: now.toISOString(), expiresAt: '2026-11-23T10:00:00.000Z' } };
  it('redeems a temporary password before it expires; it becomes the password and must be changed', () => {
    given(userDecider, [registered, issued]).when({ type: 'RedeemTemporaryPassword', now, sessionId: 's9' }).then([
      { type: 'identity.TemporaryPasswordRedeemed', data: { redeemedAt: now.toISOString(), sessionId: 's9' } },
    ]);
    const state = [registered, issued, { type: 'identity.TemporaryPasswordRedeemed', data: { redeemedAt: '', sessionId: 's9' } } as IdentityEvent].reduce(userDecider.evolve, userDecider.initialState);
    if (state.status !== 'registered') throw new Error('expected registered');
    if (state.passwordHash !== 't1' || !state.mustChangePassword || state.temporaryPassword !== null) throw new Error('redeem did not switch the password');
  });
  it('TemporaryPasswordExpired: refuses an expired temporary password (boundary: exactly at expiry)', () => {
    given(userDecider, [registered, issued]).when({ type: 'RedeemTemporaryPassword', now: new Date('2026-11-23T10:00:00.000Z'), sessionId: 's9' }).thenFails('TemporaryPasswordExpired');
  });
  it('NoTemporaryPassword: nothing to redeem', () => {
    given(userDecider, [registered]).when({ type: 'RedeemTemporaryPassword', now, sessionId: 's9' }).thenFails('NoTemporaryPassword');
  });
});

describe('e-mail claim decider', () => {
  const claimed: IdentityEvent = { type: 'identity.EmailClaimed', data: { email: 'a@b.de', userId: 'u1' } };
  it('claims a free address', () => {
    given(emailClaimDecider).when({ type: 'ClaimEmail', email: 'a@b.de', userId: 'u1' }).then([claimed]);
  });
  it('EmailAlreadyTaken: another user cannot claim it', () => {
    given(emailClaimDecider, [claimed]).when({ type: 'ClaimEmail', email: 'a@b.de', userId: 'u2' }).thenFails('EmailAlreadyTaken');
  });
  it('claiming one’s own address again is a no-op; a released address is free again', () => {
    given(emailClaimDecider, [claimed]).when({ type: 'ClaimEmail', email: 'a@b.de', userId: 'u1' }).thenNothing();
    given(emailClaimDecider, [claimed, { type: 'identity.EmailReleased', data: { email: 'a@b.de', userId: 'u1' } }])
      .when({ type: 'ClaimEmail', email: 'a@b.de', userId: 'u2' })
      .then([{ type: 'identity.EmailClaimed', data: { email: 'a@b.de', userId: 'u2' } }]);
  });
  it('only the holder releases an address', () => {
    given(emailClaimDecider, [claimed]).when({ type: 'ReleaseEmail', email: 'a@b.de', userId: 'u2' }).thenNothing();
  });
});

describe('session decider', () => {
  it('starts a session for 30 days and ends it once', () => {
    given(sessionDecider)
      .when({ type: 'StartSession', sessionId: 's1', userId: 'u1', companyId: 'c1', tokenHash: 'th', now, ttlDays: 30, viaTemporaryPassword: false })
      .then([
        {
          type: 'identity.UserLoggedIn',
          data: { sessionId: 's1', userId: 'u1', companyId: 'c1', tokenHash: 'th', loggedInAt: now.toISOString(), expiresAt: '2026-12-22T10:00:00.000Z', viaTemporaryPassword: false },
        },
      ]);
    const started: IdentityEvent = {
      type: 'identity.UserLoggedIn',
      data: { sessionId: 's1', userId: 'u1', companyId: 'c1', tokenHash: 'th', loggedInAt: '', expiresAt: '', viaTemporaryPassword: false },
    };
    given(sessionDecider, [started]).when({ type: 'EndSession', sessionId: 's1', now }).then([{ type: 'identity.UserLoggedOut', data: { sessionId: 's1', loggedOutAt: now.toISOString() } }]);
    given(sessionDecider, [started, { type: 'identity.UserLoggedOut', data: { sessionId: 's1', loggedOutAt: '' } }]).when({ type: 'EndSession', sessionId: 's1', now }).thenNothing();
  });
  it('a session begun on a kiosk lasts 30 minutes and names the kiosk (issue 33, item 5)', () => {
    given(sessionDecider)
      .when({ type: 'StartSession', sessionId: 's1', userId: 'u1', companyId: 'c1', tokenHash: 'th', now, ttlDays: 30, viaTemporaryPassword: false, kioskId: 'k1' })
      .then([
        {
          type: 'identity.UserLoggedIn',
          data: { sessionId: 's1', userId: 'u1', companyId: 'c1', tokenHash: 'th', loggedInAt: now.toISOString(), expiresAt: '2026-11-22T10:30:00.000Z', viaTemporaryPassword: false, kioskId: 'k1' },
        },
      ]);
  });
});
