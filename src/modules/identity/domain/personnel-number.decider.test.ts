import { describe, it } from 'vitest';
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

const invited = (email: string, personnelNumber?: string): IdentityEvent => ({
  type: 'identity.UserInvited',
  data: {
    ...NINA,
    email,
    role: 'non-managing',
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
