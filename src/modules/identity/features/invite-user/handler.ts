import { newId } from '../../../../platform/eventstore';
import type { Principal } from '../../../../platform/http';
import type { Lang } from '../../../../platform/i18n';
import { renderMail } from '../../../../platform/mail';
import type { InvitedUserView } from '../../../../shared/contracts/identity';
import { invitationMail } from '../../mail/templates';
import { hashPassword } from '../../passwords';
import { getUserView } from '../../read/queries';
import type { IdentityDeps } from '../../shared/deps';
import { claimEmail, emailTakenOn } from '../../shared/email-claims';
import { userDecider } from '../../domain/user';
import { unopened } from '../../shared/streams';
import { managedUser, manageUser, userAdminCaller } from '../../shared/user-admin';
import type { InviteInput } from './schema';

/** POST /api/users: a new user of the caller's company with a temporary password, and the invitation mail. */
export async function inviteUser(d: IdentityDeps, principal: Principal | null, input: InviteInput, lang: Lang): Promise<InvitedUserView> {
  const c = userAdminCaller(principal);
  d.limits.invite.hit(`actor:${c.actor.userId}`);
  const userId = newId();
  const passwordHash = await hashPassword(input.password);
  await manageUser(
    d,
    c,
    userId,
    (actor, now) => ({ type: 'InviteUser', userId, companyId: c.companyId, email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role, passwordHash, isActive: input.isActive, gdprConsent: input.gdprConsent, accessUntil: input.accessUntil, actor, now }),
    {
      loaded: unopened(userDecider),
      alsoAppend: (_events, _state, metadata) => claimEmail(d.k, input.email, userId, metadata),
      onConflict: emailTakenOn(input.email),
    },
  );
  const invitationSent = await sendInvitation(d, c.actor.userId, input, lang);
  return { ...(await managedUser(d.k, c, userId)), invitationSent };
}

/** False when the mail could not be handed to the mailer (the user exists all the same). */
async function sendInvitation({ k }: IdentityDeps, inviterId: string, input: InviteInput, lang: Lang): Promise<boolean> {
  const inviter = await getUserView(k.db, inviterId);
  const data = {
    firstName: input.firstName,
    inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'Unterweisung Pro',
    companyName: inviter?.company?.name ?? '',
    email: input.email,
    password: input.password,
    loginUrl: k.config.publicUrl,
  };
  try {
    await k.mailer.send(renderMail(invitationMail, lang, input.email, data));
    return true;
  } catch (err) {
    k.log(`identity: invitation mail to ${input.email} failed`, err);
    return false;
  }
}
