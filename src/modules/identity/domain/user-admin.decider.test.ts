import { describe, expect, it } from 'vitest';
import { at, given, now } from '../../../../tests/support/decider';
import { NINA } from '../../../../tests/support/invitee';
import { userDecider, type UserManager } from './user';
import type { IdentityEvent, Role } from './events';

const root: UserManager = { userId: 'r1', role: 'root' };
const admin: UserManager = { userId: 'a1', role: 'admin' };
const manager: UserManager = { userId: 'm1', role: 'manager' };
const employee: UserManager = { userId: 'e1', role: 'non-managing' };

const registeredAs = (userId: string, role: Role): IdentityEvent => ({
  type: 'identity.UserRegistered',
  data: { userId, companyId: 'c1', email: `${userId}@firma.de`, firstName: 'Max', lastName: 'Muster', role, passwordHash: 'h', gdprConsent: true, registeredAt: at },
});
const invitedAs = (userId: string, role: Role): IdentityEvent => ({
  type: 'identity.UserInvited',
  data: {
    userId,
    companyId: 'c1',
    email: `${userId}@firma.de`,
    firstName: 'Max',
    lastName: 'Muster',
    role,
    passwordHash: 'h',
    isActive: true,
    gdprConsent: false,
    invitedBy: 'r1',
    invitedAt: at,
  },
});
const deactivated: IdentityEvent = { type: 'identity.UserDeactivated', data: { deactivatedAt: at } };
const deleted: IdentityEvent = { type: 'identity.UserDeleted', data: { deletedAt: at } };

const invite = (actor: UserManager, role: Role, isActive = true, accessUntil: string | null = null) =>
  ({
    type: 'InviteUser',
    ...NINA,
    role,
    passwordHash: 'tmp',
    isActive,
    gdprConsent: false,
    accessUntil,
    actor,
    now,
  }) as const;
const auditor: UserManager = { userId: 'p1', role: 'auditor' };
const accessEnd = (accessUntil: string | null, previousAccessUntil: string | null = null): IdentityEvent => ({
  type: 'identity.UserAccessEndChanged',
  data: { accessUntil, previousAccessUntil, changedAt: at },
});

describe('user decider: invite', () => {
  it('invites a user whose temporary password must be changed at the first sign-in', () => {
    given(userDecider)
      .when(invite(root, 'admin'))
      .then([
        {
          type: 'identity.UserInvited',
          data: {
            ...NINA,
            role: 'admin',
            passwordHash: 'tmp',
            isActive: true,
            gdprConsent: false,
            invitedBy: 'r1',
            invitedAt: at,
          },
        },
      ]);
    const state = [invitedAs('n1', 'admin')].reduce(userDecider.evolve, userDecider.initialState);
    expect(state).toMatchObject({ status: 'registered', mustChangePassword: true, isActive: true, role: 'admin' });
  });
  it('root invites a further root (spec: "Invite roles: root any"); nobody invites a master', () => {
    given(userDecider)
      .when(invite(root, 'root'))
      .then([expect.objectContaining({ type: 'identity.UserInvited', data: expect.objectContaining({ role: 'root', invitedBy: 'r1' }) }) as IdentityEvent]);
    given(userDecider).when(invite(root, 'master')).thenFails('RoleNotAssignable');
  });
  it('a root invited by root is untouchable like the first one, even for the inviting root', () => {
    const secondRoot = [invitedAs('n1', 'root')];
    given(userDecider, secondRoot).when({ type: 'EditUser', actor: root, changes: { role: 'admin' }, now }).thenFails('RootIsUntouchable');
    given(userDecider, secondRoot).when({ type: 'DeactivateUser', actor: root, now }).thenFails('RootIsUntouchable');
    given(userDecider, secondRoot).when({ type: 'DeleteUser', actor: root, now }).thenFails('RootIsUntouchable');
  });
  it('RoleNotAssignable: admin and manager invite no root, admin no admin, manager no admin', () => {
    given(userDecider).when(invite(admin, 'root')).thenFails('RoleNotAssignable');
    given(userDecider).when(invite(manager, 'root')).thenFails('RoleNotAssignable');
    given(userDecider).when(invite(admin, 'admin')).thenFails('RoleNotAssignable');
    given(userDecider).when(invite(manager, 'admin')).thenFails('RoleNotAssignable');
    given(userDecider).when(invite(manager, 'manager')).then([expect.objectContaining({ type: 'identity.UserInvited' }) as IdentityEvent]);
    given(userDecider).when(invite(admin, 'non-managing')).then([expect.objectContaining({ type: 'identity.UserInvited' }) as IdentityEvent]);
  });
  it('NotAllowedToManageUsers: an employee invites nobody', () => {
    given(userDecider).when(invite(employee, 'non-managing')).thenFails('NotAllowedToManageUsers');
  });
  it('UserAlreadyRegistered: a user stream is invited once', () => {
    given(userDecider, [invitedAs('n1', 'manager')]).when(invite(root, 'manager')).thenFails('UserAlreadyRegistered');
  });
});

describe('user decider: the auditor (issue 12)', () => {
  it('root and admin invite an auditor; a manager does not', () => {
    given(userDecider).when(invite(root, 'auditor')).then([expect.objectContaining({ type: 'identity.UserInvited', data: expect.objectContaining({ role: 'auditor' }) }) as IdentityEvent]);
    given(userDecider).when(invite(admin, 'auditor')).then([expect.objectContaining({ type: 'identity.UserInvited' }) as IdentityEvent]);
    given(userDecider).when(invite(manager, 'auditor')).thenFails('RoleNotAssignable');
  });
  it('NotAllowedToManageUsers: the auditor invites, edits, deactivates and deletes nobody', () => {
    given(userDecider).when(invite(auditor, 'non-managing')).thenFails('NotAllowedToManageUsers');
    const target = [registeredAs('u5', 'non-managing')];
    given(userDecider, target).when({ type: 'EditUser', actor: auditor, changes: { firstName: 'X' }, now }).thenFails('NotAllowedToManageUsers');
    given(userDecider, target).when({ type: 'DeactivateUser', actor: auditor, now }).thenFails('NotAllowedToManageUsers');
    given(userDecider, target).when({ type: 'DeleteUser', actor: auditor, now }).thenFails('NotAllowedToManageUsers');
  });
  it('role changes to and from auditor follow the role table: root and admin, not a manager', () => {
    given(userDecider, [registeredAs('u6', 'manager')])
      .when({ type: 'EditUser', actor: admin, changes: { role: 'auditor' }, now })
      .then([{ type: 'identity.UserRoleChanged', data: { role: 'auditor', previousRole: 'manager', changedAt: at } }]);
    given(userDecider, [registeredAs('u6', 'auditor')])
      .when({ type: 'EditUser', actor: root, changes: { role: 'non-managing' }, now })
      .then([{ type: 'identity.UserRoleChanged', data: { role: 'non-managing', previousRole: 'auditor', changedAt: at } }]);
    given(userDecider, [registeredAs('u6', 'non-managing')]).when({ type: 'EditUser', actor: manager, changes: { role: 'auditor' }, now }).thenFails('RoleNotAssignable');
    given(userDecider, [registeredAs('u6', 'auditor')]).when({ type: 'EditUser', actor: manager, changes: { firstName: 'X' }, now }).thenFails('TargetRoleOutOfReach');
  });
  it('admin deactivates and deletes an auditor; a manager does neither', () => {
    given(userDecider, [registeredAs('u7', 'auditor')]).when({ type: 'DeactivateUser', actor: admin, now }).then([deactivated]);
    given(userDecider, [registeredAs('u7', 'auditor')]).when({ type: 'DeleteUser', actor: admin, now }).then([deleted]);
    given(userDecider, [registeredAs('u7', 'auditor')]).when({ type: 'DeleteUser', actor: manager, now }).thenFails('TargetRoleOutOfReach');
  });
});

describe('user decider: access end date', () => {
  it('an invitation with an end date records it after the invitation', () => {
    given(userDecider)
      .when(invite(admin, 'auditor', true, '2026-12-31'))
      .then([expect.objectContaining({ type: 'identity.UserInvited' }) as IdentityEvent, accessEnd('2026-12-31')]);
    const state = [invitedAs('n1', 'auditor'), accessEnd('2026-12-31')].reduce(userDecider.evolve, userDecider.initialState);
    expect(state).toMatchObject({ status: 'registered', accessUntil: '2026-12-31' });
  });
  it('today (Europe/Berlin) is allowed: the account works through that day', () => {
    given(userDecider).when(invite(root, 'auditor', true, '2026-11-22')).then([expect.objectContaining({ type: 'identity.UserInvited' }) as IdentityEvent, accessEnd('2026-11-22')]);
  });
  it('AccessEndInPast: an end date before today is refused, in an invitation and in an edit', () => {
    given(userDecider).when(invite(root, 'auditor', true, '2026-11-21')).thenFails('AccessEndInPast');
    given(userDecider, [registeredAs('u8', 'auditor')]).when({ type: 'EditUser', actor: admin, changes: { accessUntil: '2025-01-01' }, now }).thenFails('AccessEndInPast');
  });
  it('an edit sets, moves and clears the end date; the same date is no change', () => {
    const auditorUser = [registeredAs('u8', 'auditor')];
    given(userDecider, auditorUser).when({ type: 'EditUser', actor: admin, changes: { accessUntil: '2027-03-31' }, now }).then([accessEnd('2027-03-31')]);
    const withEnd = [...auditorUser, accessEnd('2027-03-31')];
    given(userDecider, withEnd).when({ type: 'EditUser', actor: admin, changes: { accessUntil: '2027-06-30' }, now }).then([accessEnd('2027-06-30', '2027-03-31')]);
    given(userDecider, withEnd).when({ type: 'EditUser', actor: root, changes: { accessUntil: null }, now }).then([accessEnd(null, '2027-03-31')]);
    given(userDecider, withEnd).when({ type: 'EditUser', actor: root, changes: { accessUntil: '2027-03-31' }, now }).thenFails('NoChangesMade');
    given(userDecider, auditorUser).when({ type: 'EditUser', actor: root, changes: { accessUntil: null }, now }).thenFails('NoChangesMade');
  });
  it('clearing a date that already passed is allowed (no date to check)', () => {
    given(userDecider, [registeredAs('u8', 'auditor'), accessEnd('2026-01-31')])
      .when({ type: 'EditUser', actor: admin, changes: { accessUntil: null }, now })
      .then([accessEnd(null, '2026-01-31')]);
  });
});

describe('user decider: edit', () => {
  const target = [registeredAs('u2', 'manager')];
  it('records only the changes: profile (full values) and role separately', () => {
    given(userDecider, target)
      .when({ type: 'EditUser', actor: admin, changes: { lastName: 'Neu', role: 'non-managing' }, now })
      .then([
        { type: 'identity.ProfileUpdated', data: { firstName: 'Max', lastName: 'Neu', email: 'u2@firma.de' } },
        { type: 'identity.UserRoleChanged', data: { role: 'non-managing', previousRole: 'manager', changedAt: at } },
      ]);
    given(userDecider, target)
      .when({ type: 'EditUser', actor: manager, changes: { role: 'non-managing' }, now })
      .then([{ type: 'identity.UserRoleChanged', data: { role: 'non-managing', previousRole: 'manager', changedAt: at } }]);
  });
  it('NoChangesMade: values equal to the current ones', () => {
    given(userDecider, target).when({ type: 'EditUser', actor: root, changes: {}, now }).thenFails('NoChangesMade');
    given(userDecider, target)
      .when({ type: 'EditUser', actor: root, changes: { firstName: 'Max', email: 'u2@firma.de', role: 'manager' }, now })
      .thenFails('NoChangesMade');
  });
  it('CannotActOnSelf: nobody edits their own account here', () => {
    given(userDecider, [registeredAs('a1', 'admin')]).when({ type: 'EditUser', actor: admin, changes: { firstName: 'X' }, now }).thenFails('CannotActOnSelf');
  });
  it('RootIsUntouchable: not even an admin edits the root', () => {
    given(userDecider, [registeredAs('r1', 'root')]).when({ type: 'EditUser', actor: admin, changes: { firstName: 'X' }, now }).thenFails('RootIsUntouchable');
  });
  it('TargetRoleOutOfReach: a manager does not edit an admin', () => {
    given(userDecider, [registeredAs('a2', 'admin')]).when({ type: 'EditUser', actor: manager, changes: { firstName: 'X' }, now }).thenFails('TargetRoleOutOfReach');
  });
  it('RoleNotAssignable: nobody gives root in an edit (spec: edit-role options), admin gives no admin, manager gives no admin', () => {
    given(userDecider, target).when({ type: 'EditUser', actor: root, changes: { role: 'root' }, now }).thenFails('RoleNotAssignable');
    given(userDecider, target).when({ type: 'EditUser', actor: admin, changes: { role: 'root' }, now }).thenFails('RoleNotAssignable');
    given(userDecider, target).when({ type: 'EditUser', actor: manager, changes: { role: 'root' }, now }).thenFails('RoleNotAssignable');
    given(userDecider, target).when({ type: 'EditUser', actor: admin, changes: { role: 'admin' }, now }).thenFails('RoleNotAssignable');
    given(userDecider, target).when({ type: 'EditUser', actor: manager, changes: { role: 'admin' }, now }).thenFails('RoleNotAssignable');
    given(userDecider, target)
      .when({ type: 'EditUser', actor: root, changes: { role: 'admin' }, now })
      .then([{ type: 'identity.UserRoleChanged', data: { role: 'admin', previousRole: 'manager', changedAt: at } }]);
  });
  it('NotAllowedToManageUsers: an employee edits nobody', () => {
    given(userDecider, target).when({ type: 'EditUser', actor: employee, changes: { firstName: 'X' }, now }).thenFails('NotAllowedToManageUsers');
  });
  it('UserNotFound: a deleted user cannot be edited', () => {
    given(userDecider, [...target, deleted]).when({ type: 'EditUser', actor: root, changes: { firstName: 'X' }, now }).thenFails('UserNotFound');
  });
});

describe('user decider: deactivate and activate', () => {
  const target = [registeredAs('u3', 'non-managing')];
  it('deactivates, and activates again', () => {
    given(userDecider, target).when({ type: 'DeactivateUser', actor: manager, now }).then([deactivated]);
    given(userDecider, [...target, deactivated]).when({ type: 'ActivateUser', actor: manager, now }).then([{ type: 'identity.UserActivated', data: { activatedAt: at } }]);
    const state = [...target, deactivated].reduce(userDecider.evolve, userDecider.initialState);
    expect(state).toMatchObject({ status: 'registered', isActive: false });
  });
  it('is idempotent: deactivating an inactive user or activating an active one changes nothing', () => {
    given(userDecider, [...target, deactivated]).when({ type: 'DeactivateUser', actor: root, now }).thenNothing();
    given(userDecider, target).when({ type: 'ActivateUser', actor: root, now }).thenNothing();
  });
  it('CannotActOnSelf: nobody deactivates themselves', () => {
    given(userDecider, [registeredAs('m1', 'manager')]).when({ type: 'DeactivateUser', actor: manager, now }).thenFails('CannotActOnSelf');
    given(userDecider, [registeredAs('m1', 'manager'), deactivated]).when({ type: 'ActivateUser', actor: manager, now }).thenFails('CannotActOnSelf');
  });
  it('RootIsUntouchable: the root is never deactivated', () => {
    given(userDecider, [registeredAs('r1', 'root')]).when({ type: 'DeactivateUser', actor: admin, now }).thenFails('RootIsUntouchable');
  });
  it('TargetRoleOutOfReach: a manager neither deactivates nor activates an admin', () => {
    given(userDecider, [registeredAs('a2', 'admin')]).when({ type: 'DeactivateUser', actor: manager, now }).thenFails('TargetRoleOutOfReach');
    given(userDecider, [registeredAs('a2', 'admin'), deactivated]).when({ type: 'ActivateUser', actor: manager, now }).thenFails('TargetRoleOutOfReach');
  });
  it('an admin deactivates another admin', () => {
    given(userDecider, [registeredAs('a2', 'admin')]).when({ type: 'DeactivateUser', actor: admin, now }).then([deactivated]);
  });
});

describe('user decider: delete', () => {
  it('deletes; afterwards the stream refuses every command', () => {
    given(userDecider, [registeredAs('a2', 'admin')]).when({ type: 'DeleteUser', actor: root, now }).then([deleted]);
    const state = [registeredAs('a2', 'admin'), deleted].reduce(userDecider.evolve, userDecider.initialState);
    expect(state).toEqual({ status: 'deleted', userId: 'a2', companyId: 'c1', email: 'a2@firma.de' });
    given(userDecider, [registeredAs('a2', 'admin'), deleted]).when({ type: 'DeleteUser', actor: root, now }).thenFails('UserNotFound');
    given(userDecider, [registeredAs('a2', 'admin'), deleted]).when({ type: 'ActivateUser', actor: root, now }).thenFails('UserNotFound');
  });
  it('TargetRoleOutOfReach: only root deletes an admin', () => {
    given(userDecider, [registeredAs('a2', 'admin')]).when({ type: 'DeleteUser', actor: admin, now }).thenFails('TargetRoleOutOfReach');
    given(userDecider, [registeredAs('a2', 'admin')]).when({ type: 'DeleteUser', actor: manager, now }).thenFails('TargetRoleOutOfReach');
  });
  it('CannotActOnSelf: nobody deletes themselves', () => {
    given(userDecider, [registeredAs('r1', 'root')]).when({ type: 'DeleteUser', actor: root, now }).thenFails('CannotActOnSelf');
  });
  it('RootIsUntouchable: the root is never deleted', () => {
    given(userDecider, [registeredAs('r1', 'root')]).when({ type: 'DeleteUser', actor: admin, now }).thenFails('RootIsUntouchable');
  });
  it('NotAllowedToManageUsers: an employee deletes nobody', () => {
    given(userDecider, [registeredAs('u9', 'non-managing')]).when({ type: 'DeleteUser', actor: employee, now }).thenFails('NotAllowedToManageUsers');
  });
});

const born = (dateOfBirth: string | null, previousDateOfBirth: string | null = null): IdentityEvent => ({
  type: 'identity.UserDateOfBirthChanged',
  data: { dateOfBirth, previousDateOfBirth, changedAt: at },
});
const inviteBorn = (actor: UserManager, dateOfBirth: string | null) =>
  ({
    type: 'InviteUser',
    userId: 'n1',
    companyId: 'c1',
    email: 'azubi@firma.de',
    firstName: 'Lena',
    lastName: 'Lehrling',
    role: 'non-managing',
    passwordHash: 'tmp',
    isActive: true,
    gdprConsent: false,
    accessUntil: null,
    dateOfBirth,
    actor,
    now,
  }) as const;
const employeeUser = [registeredAs('u1', 'non-managing')];
const edit = (actor: UserManager, dateOfBirth: string | null) => ({ type: 'EditUser', actor, changes: { dateOfBirth }, now }) as const;

/** Issue 16, item 6: the date of birth, set by root and admin only, a real past day, not before 1900. */
describe('user decider: date of birth', () => {
  it('an invitation with a date of birth records it after the invitation; the state keeps it', () => {
    given(userDecider)
      .when(inviteBorn(admin, '2009-03-15'))
      .then([expect.objectContaining({ type: 'identity.UserInvited' }) as IdentityEvent, born('2009-03-15')]);
    const state = [registeredAs('u1', 'non-managing'), born('2009-03-15')].reduce(userDecider.evolve, userDecider.initialState);
    expect(state).toMatchObject({ status: 'registered', dateOfBirth: '2009-03-15' });
  });
  it('an invitation without one records none', () => {
    given(userDecider).when(inviteBorn(manager, null)).then([expect.objectContaining({ type: 'identity.UserInvited' }) as IdentityEvent]);
  });
  it('an edit by root or admin sets, changes and clears it', () => {
    given(userDecider, employeeUser).when(edit(root, '2009-03-15')).then([born('2009-03-15')]);
    const withDate = [...employeeUser, born('2009-03-15')];
    given(userDecider, withDate).when(edit(admin, '2008-03-15')).then([born('2008-03-15', '2009-03-15')]);
    given(userDecider, withDate).when(edit(admin, null)).then([born(null, '2009-03-15')]);
  });
  it('the same date again is no change', () => {
    given(userDecider, [...employeeUser, born('2009-03-15')]).when(edit(admin, '2009-03-15')).thenFails('NoChangesMade');
    given(userDecider, employeeUser).when(edit(root, null)).thenFails('NoChangesMade');
  });
  it('together with other changes it is its own event', () => {
    given(userDecider, employeeUser)
      .when({ type: 'EditUser', actor: admin, changes: { lastName: 'Neu', dateOfBirth: '2010-01-01' }, now })
      .then([{ type: 'identity.ProfileUpdated', data: { firstName: 'Max', lastName: 'Neu', email: 'u1@firma.de' } }, born('2010-01-01')]);
  });
  it('NotAllowedToSetDateOfBirth: a manager may edit the person but not record (or clear) a date of birth', () => {
    given(userDecider, employeeUser).when(edit(manager, '2009-03-15')).thenFails('NotAllowedToSetDateOfBirth');
    given(userDecider, [...employeeUser, born('2009-03-15')]).when(edit(manager, null)).thenFails('NotAllowedToSetDateOfBirth');
    given(userDecider).when(inviteBorn(manager, '2009-03-15')).thenFails('NotAllowedToSetDateOfBirth');
    // the other edit rules still come first: nobody edits themselves
    given(userDecider, [registeredAs('a1', 'admin')]).when(edit(admin, '1990-01-01')).thenFails('CannotActOnSelf');
  });
  it('DateOfBirthNotInPast: today (Europe/Berlin) or later is refused', () => {
    // the decider tests decide at 2026-11-22T10:00Z
    given(userDecider, employeeUser).when(edit(admin, '2026-11-22')).thenFails('DateOfBirthNotInPast');
    given(userDecider, employeeUser).when(edit(admin, '2030-01-01')).thenFails('DateOfBirthNotInPast');
    given(userDecider).when(inviteBorn(root, '2026-11-23')).thenFails('DateOfBirthNotInPast');
    given(userDecider, employeeUser).when(edit(admin, '2026-11-21')).then([born('2026-11-21')]);
  });
  it('DateOfBirthTooEarly: before 1 January 1900 is refused', () => {
    given(userDecider, employeeUser).when(edit(admin, '1899-12-31')).thenFails('DateOfBirthTooEarly');
    given(userDecider).when(inviteBorn(admin, '1850-06-01')).thenFails('DateOfBirthTooEarly');
    given(userDecider, employeeUser).when(edit(admin, '1900-01-01')).then([born('1900-01-01')]);
  });
});
