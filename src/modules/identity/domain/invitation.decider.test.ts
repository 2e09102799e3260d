import { describe, expect, it } from 'vitest';
import { given } from '../../../../tests/support/decider';
import { NINA } from '../../../../tests/support/invitee';
import { identityEvents, type IdentityEvent } from './events';
import { userDecider, type NewInvitationLink, type UserManager } from './user';

/** Issue 13, items 2 and 7: invitation links and the person's language, at the user decider. */

const now = new Date('2026-11-22T10:00:00.000Z');
const at = now.toISOString();
const in7Days = '2026-11-29T10:00:00.000Z';

const root: UserManager = { userId: 'r1', role: 'root' };
const admin: UserManager = { userId: 'a1', role: 'admin' };
const manager: UserManager = { userId: 'm1', role: 'manager' };

const link1: NewInvitationLink = { linkId: 'l1', tokenHash: 'hash1', validDays: 7 };
const link2: NewInvitationLink = { linkId: 'l2', tokenHash: 'hash2', validDays: 7 };

const inviteWithLink = {
  type: 'InviteUser',
  ...NINA,
  role: 'non-managing',
  passwordHash: '',
  isActive: true,
  gdprConsent: false,
  accessUntil: null,
  actor: admin,
  now,
  language: 'en',
  link: link1,
} as const;

const invited: IdentityEvent = {
  type: 'identity.UserInvited',
  data: {
    ...NINA,
    role: 'non-managing',
    passwordHash: '',
    isActive: true,
    gdprConsent: false,
    invitedBy: 'a1',
    invitedAt: at,
    language: 'en',
  },
};
const issued1: IdentityEvent = { type: 'identity.InvitationLinkIssued', data: { userId: 'n1', linkId: 'l1', tokenHash: 'hash1', issuedAt: at, expiresAt: in7Days } };
const issued2: IdentityEvent = { type: 'identity.InvitationLinkIssued', data: { userId: 'n1', linkId: 'l2', tokenHash: 'hash2', issuedAt: at, expiresAt: in7Days } };
const registered: IdentityEvent = {
  type: 'identity.UserRegistered',
  data: { userId: 'u1', companyId: 'c1', email: 'a@b.de', firstName: 'A', lastName: 'B', role: 'non-managing', passwordHash: 'h1', gdprConsent: true, registeredAt: at },
};

const redeem = (tokenHash: string, when = now) => ({ type: 'RedeemInvitationLink', tokenHash, passwordHash: 'own', sessionId: 's1', now: when }) as const;
const redeemed: IdentityEvent[] = [
  { type: 'identity.InvitationLinkRedeemed', data: { userId: 'n1', linkId: 'l1', redeemedAt: at } },
  { type: 'identity.PasswordChanged', data: { passwordHash: 'own', changedAt: at, keepSessionId: 's1' } },
];

describe('user decider: invitation links', () => {
  it('invites with a link: the person, their language and the link (expiring after the given days) in one decision', () => {
    given(userDecider).when(inviteWithLink).then([invited, issued1]);
  });
  it('invites with the temporary password as before: no link event, the language recorded', () => {
    given(userDecider)
      .when({ ...inviteWithLink, passwordHash: 'tmp', link: undefined, language: 'de' })
      .then([{ ...invited, data: { ...invited.data, passwordHash: 'tmp', language: 'de' } } as IdentityEvent]);
  });
  it('redeems the current link: the link is used up and the chosen password set, keeping the new session', () => {
    given(userDecider, [invited, issued1]).when(redeem('hash1')).then(redeemed);
  });
  it('InvitationLinkInvalid: a link is used once', () => {
    given(userDecider, [invited, issued1, ...redeemed]).when(redeem('hash1')).thenFails('InvitationLinkInvalid');
  });
  it('InvitationLinkInvalid: a resent link supersedes the old one', () => {
    given(userDecider, [invited, issued1, issued2]).when(redeem('hash1')).thenFails('InvitationLinkInvalid');
    given(userDecider, [invited, issued1, issued2]).when(redeem('hash2')).then([
      { type: 'identity.InvitationLinkRedeemed', data: { userId: 'n1', linkId: 'l2', redeemedAt: at } },
      redeemed[1]!,
    ]);
  });
  it('InvitationLinkInvalid: no link was ever issued (temporary-password invitation)', () => {
    given(userDecider, [invited]).when(redeem('hash1')).thenFails('InvitationLinkInvalid');
  });
  it('InvitationLinkExpired: the link works until its end, not at it', () => {
    given(userDecider, [invited, issued1]).when(redeem('hash1', new Date(in7Days))).thenFails('InvitationLinkExpired');
    given(userDecider, [invited, issued1]).when(redeem('hash1', new Date(new Date(in7Days).getTime() - 1))).then([
      { type: 'identity.InvitationLinkRedeemed', data: { userId: 'n1', linkId: 'l1', redeemedAt: new Date(new Date(in7Days).getTime() - 1).toISOString() } },
      { type: 'identity.PasswordChanged', data: { passwordHash: 'own', changedAt: new Date(new Date(in7Days).getTime() - 1).toISOString(), keepSessionId: 's1' } },
    ]);
  });
  it('UserDeactivated: a deactivated person cannot use the link', () => {
    given(userDecider, [invited, issued1, { type: 'identity.UserDeactivated', data: { deactivatedAt: at } }]).when(redeem('hash1')).thenFails('UserDeactivated');
  });
  it('UserNotFound: no link for a deleted user', () => {
    given(userDecider, [invited, issued1, { type: 'identity.UserDeleted', data: { deletedAt: at } }]).when(redeem('hash1')).thenFails('UserNotFound');
  });
  it('resends a link to a pending user (also one invited with a temporary password)', () => {
    given(userDecider, [invited, issued1]).when({ type: 'IssueInvitationLink', actor: admin, link: link2, now }).then([issued2]);
    given(userDecider, [invited]).when({ type: 'IssueInvitationLink', actor: manager, link: link2, now }).then([issued2]);
  });
  it('InvitationNotPending: no invitation once the person set their own password', () => {
    given(userDecider, [invited, issued1, ...redeemed]).when({ type: 'IssueInvitationLink', actor: admin, link: link2, now }).thenFails('InvitationNotPending');
    given(userDecider, [registered]).when({ type: 'IssueInvitationLink', actor: root, link: link2, now }).thenFails('InvitationNotPending');
  });
  it('resending follows the invite role matrix: a manager may not re-invite an admin, nobody themselves', () => {
    const invitedAdmin: IdentityEvent = { ...invited, data: { ...invited.data, role: 'admin' } } as IdentityEvent;
    given(userDecider, [invitedAdmin]).when({ type: 'IssueInvitationLink', actor: manager, link: link2, now }).thenFails('RoleNotAssignable');
    given(userDecider, [invited]).when({ type: 'IssueInvitationLink', actor: { userId: 'n1', role: 'admin' }, link: link2, now }).thenFails('CannotActOnSelf');
    given(userDecider, [invited]).when({ type: 'IssueInvitationLink', actor: { userId: 'e1', role: 'non-managing' }, link: link2, now }).thenFails('NotAllowedToManageUsers');
  });
});

describe('user decider: language', () => {
  it('records a changed language with the previous one (never chosen counts as German)', () => {
    given(userDecider, [registered]).when({ type: 'ChangeLanguage', language: 'en', now }).then([
      { type: 'identity.UserLanguageChanged', data: { language: 'en', previousLanguage: 'de', changedAt: at } },
    ]);
    given(userDecider, [invited]).when({ type: 'ChangeLanguage', language: 'de', now }).then([
      { type: 'identity.UserLanguageChanged', data: { language: 'de', previousLanguage: 'en', changedAt: at } },
    ]);
  });
  it('the same language again is a no-op', () => {
    given(userDecider, [invited]).when({ type: 'ChangeLanguage', language: 'en', now }).thenNothing();
  });
  it('a first explicit choice of German is recorded (it was only the default before)', () => {
    given(userDecider, [registered]).when({ type: 'ChangeLanguage', language: 'de', now }).then([
      { type: 'identity.UserLanguageChanged', data: { language: 'de', previousLanguage: 'de', changedAt: at } },
    ]);
  });
  it('old events without a language still decode (absent = German)', () => {
    const old = identityEvents.decode({
      type: 'identity.UserInvited',
      schemaVersion: 1,
      data: { userId: 'n1', companyId: 'c1', email: 'x@y.de', firstName: 'X', lastName: 'Y', role: 'manager', passwordHash: 'h', isActive: true, gdprConsent: false, invitedBy: 'a1', invitedAt: at },
    } as never);
    expect(old.type).toBe('identity.UserInvited');
    const state = userDecider.evolve(userDecider.initialState, old);
    expect(state.status === 'registered' && state.language).toBeNull();
  });
});
