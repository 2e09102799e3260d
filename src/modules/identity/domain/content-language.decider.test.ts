import { describe, expect, it } from 'vitest';
import { at, given, now } from '../../../../tests/support/decider';
import { NINA } from '../../../../tests/support/invitee';
import { effectiveContentLanguage } from './content-language';
import { userDecider, type UserManager } from './user';
import type { IdentityEvent, Role } from './events';

/** The person's content language (issue 34, ADR 0030 section 4): ChangeContentLanguage, the users page's edit and the import's invitation. */

const admin: UserManager = { userId: 'a1', role: 'admin' };
const manager: UserManager = { userId: 'm1', role: 'manager' };
const employee: UserManager = { userId: 'e1', role: 'non-managing' };
const self = (role: Role): UserManager => ({ userId: 'u2', role });

const registeredAs = (role: Role): IdentityEvent => ({
  type: 'identity.UserRegistered',
  data: { userId: 'u2', companyId: 'c1', email: 'u2@firma.de', firstName: 'Max', lastName: 'Muster', role, passwordHash: 'h', gdprConsent: true, registeredAt: at },
});
const changed = (contentLanguage: string, changedBy: string): IdentityEvent => ({ type: 'identity.ContentLanguageChanged', data: { contentLanguage, changedBy, changedAt: at } });
const change = (actor: UserManager, contentLanguage: string) => ({ type: 'ChangeContentLanguage', contentLanguage, actor, now }) as const;

const employeeU2 = [registeredAs('non-managing')];

describe('user decider: ChangeContentLanguage', () => {
  it('the person sets their own, whatever their role', () => {
    given(userDecider, employeeU2).when(change(self('non-managing'), 'tr')).then([changed('tr', 'u2')]);
    given(userDecider, [registeredAs('auditor')]).when(change(self('auditor'), 'pl')).then([changed('pl', 'u2')]);
  });
  it('who may edit the person on the users page sets theirs', () => {
    given(userDecider, employeeU2).when(change(admin, 'uk')).then([changed('uk', 'a1')]);
    given(userDecider, employeeU2).when(change(manager, 'ar')).then([changed('ar', 'm1')]);
  });
  it('NotAllowedToManageUsers: an employee does not set another person\'s', () => {
    given(userDecider, employeeU2).when(change(employee, 'tr')).thenFails('NotAllowedToManageUsers');
  });
  it('TargetRoleOutOfReach: a manager does not set an admin\'s (the edit rule)', () => {
    given(userDecider, [registeredAs('admin')]).when(change(manager, 'tr')).thenFails('TargetRoleOutOfReach');
  });
  it('UnsupportedLanguage: a tag outside CONTENT_LANGUAGES', () => {
    given(userDecider, employeeU2).when(change(self('non-managing'), 'xx')).thenFails('UnsupportedLanguage');
    given(userDecider, employeeU2).when(change(self('non-managing'), 'TR')).thenFails('UnsupportedLanguage');
  });
  it('the one set already: no event', () => {
    given(userDecider, [...employeeU2, changed('tr', 'a1')]).when(change(self('non-managing'), 'tr')).thenNothing();
  });
  it('set explicitly, even to the UI language, it is recorded: it no longer follows the UI language', () => {
    given(userDecider, employeeU2).when(change(self('non-managing'), 'de')).then([changed('de', 'u2')]);
  });
  it('UserNotFound: nobody\'s', () => {
    given(userDecider).when(change(admin, 'tr')).thenFails('UserNotFound');
  });
});

describe('user decider: content language in the users page\'s edit', () => {
  it('records it with the other changes', () => {
    given(userDecider, employeeU2)
      .when({ type: 'EditUser', actor: admin, changes: { lastName: 'Neu', contentLanguage: 'ro' }, now })
      .then([{ type: 'identity.ProfileUpdated', data: { firstName: 'Max', lastName: 'Neu', email: 'u2@firma.de' } }, changed('ro', 'a1')]);
  });
  it('UnsupportedLanguage, and NoChangesMade when it is the one set', () => {
    given(userDecider, employeeU2).when({ type: 'EditUser', actor: admin, changes: { contentLanguage: 'xx' }, now }).thenFails('UnsupportedLanguage');
    given(userDecider, [...employeeU2, changed('ro', 'a1')]).when({ type: 'EditUser', actor: admin, changes: { contentLanguage: 'ro' }, now }).thenFails('NoChangesMade');
  });
});

describe('user decider: content language of an invitation (the import\'s Sprache)', () => {
  const invite = (contentLanguage: string | null) =>
    ({ type: 'InviteUser', ...NINA, role: 'non-managing', passwordHash: '', isActive: true, gdprConsent: false, accessUntil: null, actor: admin, now, contentLanguage }) as const;
  it('follows the invitation when one is given, and none otherwise', () => {
    given(userDecider)
      .when(invite('tr'))
      .then([expect.objectContaining({ type: 'identity.UserInvited' }) as IdentityEvent, { type: 'identity.ContentLanguageChanged', data: { contentLanguage: 'tr', changedBy: 'a1', changedAt: at } }]);
    given(userDecider).when(invite(null)).then([expect.objectContaining({ type: 'identity.UserInvited' }) as IdentityEvent]);
  });
  it('UnsupportedLanguage: no user with a tag outside CONTENT_LANGUAGES', () => {
    given(userDecider).when(invite('xx')).thenFails('UnsupportedLanguage');
  });
});

describe('the content language shown', () => {
  it('is the one set, else the UI language, else German', () => {
    expect(effectiveContentLanguage('tr', 'en')).toBe('tr');
    expect(effectiveContentLanguage(null, 'en')).toBe('en');
    expect(effectiveContentLanguage(null, null)).toBe('de');
    const state = [registeredAs('non-managing'), changed('bg', 'a1')].reduce(userDecider.evolve, userDecider.initialState);
    expect(state).toMatchObject({ status: 'registered', contentLanguage: 'bg', language: null });
  });
});

describe('user decider: the UI language in the users page\'s edit (issue 34 item 5)', () => {
  const uiChanged = (language: string, previousLanguage: string): IdentityEvent => ({ type: 'identity.UserLanguageChanged', data: { language, previousLanguage, changedAt: at } }) as IdentityEvent;
  it('an admin sets a learner language; German is the one a person without a recorded language has', () => {
    given(userDecider, employeeU2).when({ type: 'EditUser', actor: admin, changes: { language: 'ar' }, now }).then([uiChanged('ar', 'de')]);
    given(userDecider, employeeU2).when({ type: 'EditUser', actor: admin, changes: { language: 'de' }, now }).thenFails('NoChangesMade');
  });
  it('who may not edit the person does not set it', () => {
    given(userDecider, [registeredAs('admin')]).when({ type: 'EditUser', actor: manager, changes: { language: 'tr' }, now }).thenFails('TargetRoleOutOfReach');
  });
});
