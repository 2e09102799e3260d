import { newId } from '../../../../platform/eventstore';
import type { Principal } from '../../../../platform/http';
import { renderMail } from '../../../../platform/mail';
import type { InvitedUserView } from '../../../../shared/contracts/identity';
import type { Language, Role } from '../../domain/events';
import { userDecider, type NewInvitationLink } from '../../domain/user';
import { invitationMail } from '../../mail/templates';
import { hashPassword } from '../../passwords';
import type { IdentityDeps } from '../../shared/deps';
import { claimEmail, emailTakenOn } from '../../shared/email-claims';
import { claimPersonnelNumber, personnelNumberTakenOn } from '../../shared/personnel-number-claims';
import { inviterFacts, newInvitationLink, sendInvitationLinkMail } from '../../shared/invitation-links';
import { unopened } from '../../shared/streams';
import { managedUser, manageUser, userAdminCaller } from '../../shared/user-admin';
import type { Caller } from '../../../../shared/contracts/ids';
import { fillAllFields, type InviteInput } from './schema';
import { adminLanguage } from '../../../../shared/languages';

/** Companies keep no language of their own (yet): new people default to German. */
export const COMPANY_DEFAULT_LANGUAGE: Language = 'de';

/**
 * POST /api/users: a new user of the caller's company and the invitation mail in the new user's
 * language; with a temporary password (the spec's flow, default) or a one-time link (`invitation: 'link'`).
 */
export async function inviteUser(d: IdentityDeps, principal: Principal | null, input: InviteInput): Promise<InvitedUserView> {
  const c = userAdminCaller(principal);
  await d.limits.invite.hit(`actor:${c.actor.userId}`);
  const language = input.language ?? COMPANY_DEFAULT_LANGUAGE;
  const person = {
    email: input.email ?? '',
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    isActive: input.isActive,
    gdprConsent: input.gdprConsent,
    accessUntil: input.accessUntil,
    dateOfBirth: input.dateOfBirth,
    language,
    personnelNumber: input.personnelNumber ?? null,
  };
  if (person.email === '') {
    // an employee without e-mail (issue 33): no password, no invitation, no mail
    const userId = newId();
    await openUser(d, c, userId, person, '', undefined);
    return { ...(await managedUser(d, c, userId)), invitationSent: false };
  }
  if (input.invitation === 'link') {
    const { userId, invitationSent } = await createWithLink(d, c, person);
    return { ...(await managedUser(d, c, userId)), invitationSent };
  }
  // the route checked the fields (requireInviteFields): the password flow has a password
  if (input.password === undefined) throw fillAllFields('password');
  const userId = newId();
  await openUser(d, c, userId, person, await hashPassword(input.password, d.k.config.passwordHashCost), undefined);
  const invitationSent = await sendPasswordInvitation(d, c.actor.userId, { ...person, password: input.password });
  return { ...(await managedUser(d, c, userId)), invitationSent };
}

/** A person to invite with a link (the bulk import calls `inviteWithLink` per row with these). */
export interface LinkInvitee {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: Role;
  readonly language: Language;
  /** Last day the account works (`YYYY-MM-DD`, Europe/Berlin); absent or null: no end. */
  readonly accessUntil?: string | null | undefined;
  /** Date of birth (`YYYY-MM-DD`, root and admin only); absent or null: not recorded. */
  readonly dateOfBirth?: string | null | undefined;
  /** The person's number in the company (Personalnummer); absent or null: none. */
  readonly personnelNumber?: string | null | undefined;
  readonly isActive?: boolean | undefined;
  readonly gdprConsent?: boolean | undefined;
}

export interface LinkInvitation {
  readonly userId: string;
  /** False when the mail was not sent (`sendMail: false`, or the mailer failed). */
  readonly invitationSent: boolean;
  /** The link's plaintext token and end, for a caller that mails it itself (`sendMail: false`); never stored. */
  readonly token: string;
  readonly expiresAt: Date;
}

/**
 * Public surface for the bulk import (issue 13, item 1): invites one person with a one-time link,
 * checked by the same decider and role matrix as POST /api/users (the caller must manage users and
 * may invite that role); the address is claimed in the same append (409 `email_taken` when used).
 * Not subject to the single-invite rate limit. With `sendMail: false` the caller queues the mail
 * itself (`renderInvitationLinkMail` renders it from the returned token).
 */
export async function inviteWithLink(d: IdentityDeps, principal: Principal | null, person: LinkInvitee, opts: { sendMail?: boolean } = {}): Promise<LinkInvitation> {
  return createWithLink(d, userAdminCaller(principal), person, opts);
}

async function createWithLink(d: IdentityDeps, c: Caller, person: LinkInvitee, { sendMail = true }: { sendMail?: boolean } = {}): Promise<LinkInvitation> {
  const userId = newId();
  const { token, link } = newInvitationLink(d.k.config.invitationLinkDays);
  const now = await openUser(d, c, userId, person, '', link);
  const expiresAt = new Date(now.getTime() + link.validDays * 86_400_000);
  if (!sendMail) return { userId, invitationSent: false, token, expiresAt };
  const facts = { email: person.email, firstName: person.firstName, language: adminLanguage(person.language), ...(await inviterFacts(d, c.actor.userId)) };
  return { userId, invitationSent: await sendInvitationLinkMail(d, facts, token, expiresAt), token, expiresAt };
}

/** Appends UserInvited (+ InvitationLinkIssued, + access end) and claims the address and the personnel number; answers the command's time. */
async function openUser(d: IdentityDeps, c: Caller, userId: string, p: LinkInvitee, passwordHash: string, link: NewInvitationLink | undefined): Promise<Date> {
  let at = d.k.clock.now();
  await manageUser(
    d,
    c,
    userId,
    (actor, now) => {
      at = now;
      return {
        type: 'InviteUser',
        userId,
        companyId: c.companyId,
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        role: p.role,
        passwordHash,
        isActive: p.isActive ?? true,
        gdprConsent: p.gdprConsent ?? false,
        accessUntil: p.accessUntil ?? null,
        dateOfBirth: p.dateOfBirth ?? null,
        actor,
        now,
        language: p.language,
        personnelNumber: p.personnelNumber ?? null,
        ...(link ? { link } : {}),
      };
    },
    {
      loaded: unopened(userDecider),
      alsoAppend: async (_events, _state, metadata) => [
        ...(p.email !== '' ? await claimEmail(d.k, p.email, userId, metadata) : []),
        ...(p.personnelNumber ? await claimPersonnelNumber(d.k, c.companyId, p.personnelNumber, userId, metadata) : []),
      ],
      onConflict: (err) => emailTakenOn(p.email || undefined)(err) ?? personnelNumberTakenOn(c.companyId, p.personnelNumber)(err),
    },
  );
  return at;
}

/** The spec's invitation: the temporary password in the mail. False when the mail could not be handed to the mailer. */
async function sendPasswordInvitation(d: IdentityDeps, inviterId: string, p: LinkInvitee & { password: string }): Promise<boolean> {
  const { k } = d;
  const data = { firstName: p.firstName, email: p.email, password: p.password, loginUrl: k.config.publicUrl, ...(await inviterFacts(d, inviterId)) };
  try {
    await k.mailer.send(renderMail(invitationMail, adminLanguage(p.language), p.email, data));
    return true;
  } catch (err) {
    k.log(`identity: invitation mail to ${p.email} failed`, err);
    return false;
  }
}
