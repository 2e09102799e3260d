import type { Principal } from '../../../../platform/http';
import type { InvitedUserView } from '../../../../shared/contracts/identity';
import type { UserState } from '../../domain/user';
import type { IdentityDeps } from '../../shared/deps';
import { inviterFacts, newInvitationLink, sendInvitationLinkMail } from '../../shared/invitation-links';
import { managedUser, manageUser, userAdminCaller } from '../../shared/user-admin';
import { adminLanguage } from '../../../../shared/languages';

/**
 * POST /api/users/{id}/invitation: a new one-time link for a user who has not set their own password
 * yet, mailed in their language; the previous link (or temporary password invitation) stops being
 * the way in: only the newest link works. Allowed as inviting someone with the user's role is.
 */
export async function resendInvitation(d: IdentityDeps, principal: Principal | null, userId: string): Promise<InvitedUserView> {
  const c = userAdminCaller(principal);
  await d.limits.invite.hit(`actor:${c.actor.userId}`);
  const { token, link } = newInvitationLink(d.k.config.invitationLinkDays);
  let target: UserState = { status: 'none' };
  let issuedAt = d.k.clock.now();
  await manageUser(d, c, userId, (actor, now, state) => {
    target = state;
    issuedAt = now;
    return { type: 'IssueInvitationLink', actor, link, now };
  });
  const person = target as UserState;
  let invitationSent = false;
  if (person.status === 'registered') {
    const facts = { email: person.email, firstName: person.firstName, language: adminLanguage(person.language ?? 'de'), ...(await inviterFacts(d, c.actor.userId)) };
    invitationSent = await sendInvitationLinkMail(d, facts, token, new Date(issuedAt.getTime() + link.validDays * 86_400_000));
  }
  return { ...(await managedUser(d, c, userId)), invitationSent };
}
