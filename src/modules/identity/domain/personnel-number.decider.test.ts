import { describe, expect, it } from 'vitest';
import { at, given, now } from '../../../../tests/support/decider';
import { NINA } from '../../../../tests/support/invitee';
import { personnelNumberClaim } from './claims';
import { userDecider, type UserManager } from './user';
import type { IdentityEvent, Role } from './events';

/* Issue 33 item 1: employees without e-mail, with a personnel number unique in the company. */

const admin: UserManager = { userId: 'a1', role: 'admin' };

/** Nina Neu of the other decider tests, hired for the warehouse: without e-mail unless one is given. */
const worker = (role: Role, personnelNumber: string | null, email = '') =>
  ({ type: 'InviteUser', ...NINA, email, role, passwordHash: '', isActive: true, gdprConsent: false, accessUntil: null, actor: admin, now, personnelNumber }) as const;

const invited = (email: string, personnelNumber?: string, role: Role = 'non-managing'): IdentityEvent => ({
  type: 'identity.UserInvited',
  data: {
    ...NINA,
    email,
    role,
    passwordHash: '',
    isActive: true,
    gdprConsent: false,
    invitedBy: 'a1',
    invitedAt: at,
    ...(personnelNumber ? { personnelNumber } : {}),
  },
});

describe('user decider: accounts without e-mail', () => {
  it('creates an employee with a personnel number and no e-mail', () => {
    given(userDecider).when(worker('non-managing', 'P-0815')).then([invited('', 'P-0815')]);
  });
  it('records a personnel number beside an e-mail address', () => {
    given(userDecider).when(worker('non-managing', '4711', 'jana@firma.de')).then([invited('jana@firma.de', '4711')]);
  });
  it('EmailRequiredForRole: only an employee account goes without e-mail', () => {
    given(userDecider).when(worker('manager', 'P-0815')).thenFails('EmailRequiredForRole');
  });
  it('PersonnelNumberRequired: without e-mail the personnel number is what the person signs in with', () => {
    given(userDecider).when(worker('non-managing', null)).thenFails('PersonnelNumberRequired');
  });
  it('changes the personnel number, and refuses to clear the only one of an account without e-mail', () => {
    given(userDecider, [invited('', 'P-0815')])
      .when({ type: 'EditUser', actor: admin, changes: { personnelNumber: 'P-0816' }, now })
      .then([{ type: 'identity.PersonnelNumberChanged', data: { personnelNumber: 'P-0816', previousPersonnelNumber: 'P-0815', changedAt: at } }]);
    given(userDecider, [invited('', 'P-0815')]).when({ type: 'EditUser', actor: admin, changes: { personnelNumber: null }, now }).thenFails('PersonnelNumberRequired');
    given(userDecider, [invited('jana@firma.de', 'P-0815')])
      .when({ type: 'EditUser', actor: admin, changes: { personnelNumber: null }, now })
      .then([{ type: 'identity.PersonnelNumberChanged', data: { personnelNumber: null, previousPersonnelNumber: 'P-0815', changedAt: at } }]);
  });
  it('EmailRequiredForRole: an account without e-mail keeps the employee role until it has an address', () => {
    given(userDecider, [invited('', 'P-0815')]).when({ type: 'EditUser', actor: admin, changes: { role: 'manager' }, now }).thenFails('EmailRequiredForRole');
  });
  it('NoChangesMade: the same personnel number again', () => {
    given(userDecider, [invited('', 'P-0815')]).when({ type: 'EditUser', actor: admin, changes: { personnelNumber: 'P-0815' }, now }).thenFails('NoChangesMade');
  });
});

describe('personnel number claim', () => {
  const claim = personnelNumberClaim('c1', 'P-0815');
  const claimed = (userId: string): IdentityEvent => ({ type: 'identity.PersonnelNumberClaimed', data: { companyId: 'c1', personnelNumber: 'P-0815', userId } });
  const released = (userId: string): IdentityEvent => ({ type: 'identity.PersonnelNumberReleased', data: { companyId: 'c1', personnelNumber: 'P-0815', userId } });
  it('claims a free number; claiming it again for the same person is nothing', () => {
    given(claim).when({ type: 'Claim', holder: 'w1' }).then([claimed('w1')]);
    given(claim, [claimed('w1')]).when({ type: 'Claim', holder: 'w1' }).thenNothing();
  });
  it('AlreadyClaimed: another person holds the number', () => {
    given(claim, [claimed('w1')]).when({ type: 'Claim', holder: 'w2' }).thenFails('AlreadyClaimed');
  });
  it('releases only the holder’s claim; a released number can be claimed again', () => {
    given(claim, [claimed('w1')]).when({ type: 'Release', holder: 'w2' }).thenNothing();
    given(claim, [claimed('w1')]).when({ type: 'Release', holder: 'w1' }).then([released('w1')]);
    given(claim, [claimed('w1'), released('w1')]).when({ type: 'Claim', holder: 'w2' }).then([claimed('w2')]);
  });
});

describe('user decider: start codes and PIN (issue 33 item 3)', () => {
  const manager: UserManager = { userId: 'm1', role: 'manager' };
  const issued = (codeHash: string, expiresAt = '2026-12-06T10:00:00.000Z'): IdentityEvent => ({
    type: 'identity.StartCodeIssued',
    data: { codeHash, issuedAt: at, expiresAt, issuedBy: 'a1' },
  });
  const redeemed: IdentityEvent = { type: 'identity.StartCodeRedeemed', data: { redeemedAt: at, sessionId: 's1' } };
  const pinSet: IdentityEvent = { type: 'identity.PinSet', data: { pinHash: 'pin-hash', setAt: at } };

  it('issues a start code valid 14 days to a person with a personnel number', () => {
    given(userDecider, [invited('', 'P-0815')])
      .when({ type: 'IssueStartCode', actor: admin, codeHash: 'code-hash', validDays: 14, now })
      .then([{ type: 'identity.StartCodeIssued', data: { codeHash: 'code-hash', issuedAt: at, expiresAt: new Date(now.getTime() + 14 * 86_400_000).toISOString(), issuedBy: 'a1' } }]);
  });
  it('refuses a start code to whom the actor may not edit, and to a person without personnel number', () => {
    given(userDecider, [invited('a2@firma.de', 'P-1', 'admin')])
      .when({ type: 'IssueStartCode', actor: manager, codeHash: 'h', validDays: 14, now })
      .thenFails('TargetRoleOutOfReach');
    given(userDecider, [invited('jana@firma.de')]).when({ type: 'IssueStartCode', actor: admin, codeHash: 'h', validDays: 14, now }).thenFails('PersonnelNumberRequired');
  });
  it('issues a badge to a person with a personnel number whom the actor may edit (issue 33, item 4)', () => {
    given(userDecider, [invited('', 'P-0815')])
      .when({ type: 'IssueBadge', actor: manager, badgeHash: 'badge-hash', now })
      .then([{ type: 'identity.BadgeIssued', data: { badgeHash: 'badge-hash', issuedAt: at, issuedBy: 'm1' } }]);
    given(userDecider, [invited('a2@firma.de', 'P-1', 'admin')]).when({ type: 'IssueBadge', actor: manager, badgeHash: 'h', now }).thenFails('TargetRoleOutOfReach');
    given(userDecider, [invited('jana@firma.de')]).when({ type: 'IssueBadge', actor: admin, badgeHash: 'h', now }).thenFails('PersonnelNumberRequired');
  });
  it('reports an account guessed at repeatedly at the 10th attempt in a row and every 20th after it (issue 33, item 6)', () => {
    const lock = (attemptsInARow: number) => ({ type: 'ReportSignInLock' as const, attemptsInARow, kioskId: 'k1', noticeTo: ['root', 'a1'], now });
    for (const attemptsInARow of [10, 30, 50]) {
      given(userDecider, [invited('', 'P-0815')])
        .when(lock(attemptsInARow))
        .then([{ type: 'identity.SignInLockedRepeatedly', data: { attemptsInARow, kioskId: 'k1', noticeTo: ['root', 'a1'], lockedAt: at } }]);
    }
    for (const attemptsInARow of [1, 5, 9, 11, 29]) given(userDecider, [invited('', 'P-0815')]).when(lock(attemptsInARow)).then([]);
    given(userDecider, [invited('jana@firma.de')]).when(lock(10)).thenFails('PersonnelNumberRequired');
  });
  it('redeems the current code once: the PIN is gone and a new one must be set', () => {
    given(userDecider, [invited('', 'P-0815'), issued('h2')]).when({ type: 'RedeemStartCode', matchedHash: 'h2', sessionId: 's1', now }).then([redeemed]);
    given(userDecider, [invited('', 'P-0815'), issued('h2'), redeemed]).when({ type: 'RedeemStartCode', matchedHash: 'h2', sessionId: 's2', now }).thenFails('StartCodeInvalid');
  });
  it('StartCodeInvalid: a wrong code, an earlier one replaced since, an expired one, none at all', () => {
    given(userDecider, [invited('', 'P-0815'), issued('h1'), issued('h2')]).when({ type: 'RedeemStartCode', matchedHash: 'h1', sessionId: 's1', now }).thenFails('StartCodeInvalid');
    given(userDecider, [invited('', 'P-0815'), issued('h2')]).when({ type: 'RedeemStartCode', matchedHash: null, sessionId: 's1', now }).thenFails('StartCodeInvalid');
    given(userDecider, [invited('', 'P-0815'), issued('h2', now.toISOString())]).when({ type: 'RedeemStartCode', matchedHash: 'h2', sessionId: 's1', now }).thenFails('StartCodeInvalid');
    given(userDecider, [invited('', 'P-0815')]).when({ type: 'RedeemStartCode', matchedHash: 'h2', sessionId: 's1', now }).thenFails('StartCodeInvalid');
  });
  it('UserDeactivated: a deactivated person cannot use a start code', () => {
    given(userDecider, [invited('', 'P-0815'), issued('h2'), { type: 'identity.UserDeactivated', data: { deactivatedAt: at } }])
      .when({ type: 'RedeemStartCode', matchedHash: 'h2', sessionId: 's1', now })
      .thenFails('UserDeactivated');
  });
  it('sets a PIN that keeps the rules; refuses trivial ones and the date of birth', () => {
    given(userDecider, [invited('', 'P-0815'), issued('h2'), redeemed]).when({ type: 'SetPin', pin: '482915', pinHash: 'pin-hash', currentPinMatched: null, now }).then([pinSet]);
    given(userDecider, [invited('', 'P-0815')]).when({ type: 'SetPin', pin: '123456', pinHash: 'x', currentPinMatched: null, now }).thenFails('PinSequence');
    given(userDecider, [invited('', 'P-0815')]).when({ type: 'SetPin', pin: '999999', pinHash: 'x', currentPinMatched: null, now }).thenFails('PinAllSame');
    given(userDecider, [invited('', 'P-0815')]).when({ type: 'SetPin', pin: '4829', pinHash: 'x', currentPinMatched: null, now }).thenFails('PinNotSixDigits');
    given(userDecider, [invited('', 'P-0815'), { type: 'identity.UserDateOfBirthChanged', data: { dateOfBirth: '1990-06-24', previousDateOfBirth: null, changedAt: at } }])
      .when({ type: 'SetPin', pin: '240690', pinHash: 'x', currentPinMatched: null, now })
      .thenFails('PinIsDateOfBirth');
    given(userDecider, [invited('jana@firma.de')]).when({ type: 'SetPin', pin: '482915', pinHash: 'x', currentPinMatched: null, now }).thenFails('PersonnelNumberRequired');
  });
  it('CurrentPinWrong: a PIN already set changes only with it, except right after a start code', () => {
    const other: IdentityEvent = { type: 'identity.PinSet', data: { pinHash: 'new-hash', setAt: at } };
    given(userDecider, [invited('', 'P-0815'), issued('h2'), redeemed, pinSet]).when({ type: 'SetPin', pin: '730518', pinHash: 'new-hash', currentPinMatched: null, now }).thenFails('CurrentPinWrong');
    given(userDecider, [invited('', 'P-0815'), issued('h2'), redeemed, pinSet]).when({ type: 'SetPin', pin: '730518', pinHash: 'new-hash', currentPinMatched: 'pin-hash', now }).then([other]);
    given(userDecider, [invited('', 'P-0815'), issued('h2'), redeemed, pinSet, issued('h3'), redeemed]).when({ type: 'SetPin', pin: '730518', pinHash: 'new-hash', currentPinMatched: null, now }).then([other]);
  });
  it('keeps the state the sign-in needs: a redeemed code asks for a PIN until one is set', () => {
    const fold = (events: IdentityEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState);
    // nobody without e-mail signs in with the invitation's password, so there is none to change
    expect(fold([invited('', 'P-0815')])).toMatchObject({ mustChangePassword: false });
    expect(fold([invited('jana@firma.de', 'P-0815')])).toMatchObject({ mustChangePassword: true });
    expect(fold([invited('', 'P-0815'), issued('h2')])).toMatchObject({ startCode: { hash: 'h2' }, pinHash: null, mustSetPin: false });
    expect(fold([invited('', 'P-0815'), issued('h2'), redeemed])).toMatchObject({ startCode: null, pinHash: null, mustSetPin: true });
    expect(fold([invited('', 'P-0815'), issued('h2'), redeemed, pinSet])).toMatchObject({ pinHash: 'pin-hash', mustSetPin: false });
  });
});
