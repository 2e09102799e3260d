import { newId } from '../../../platform/eventstore';
import { formatDocumentDate, type Lang } from '../../../platform/i18n';
import { renderMail, type MailMessage } from '../../../platform/mail';
import type { NewInvitationLink } from '../domain/user';
import { invitationLinkMail } from '../mail/templates';
import { newSessionToken } from '../passwords';
import { getUserView } from '../read/users/queries';
import type { IdentityDeps } from './deps';

/**
 * Invitation links (issue 13, item 2): a random token travels only in the mail; events and the
 * read model keep its SHA-256. The link's lifetime is `k.config.invitationLinkDays`
 * (`INVITATION_LINK_DAYS`, 7 days by default).
 */

/** A fresh link valid for `validDays` (`k.config.invitationLinkDays`): the plaintext token (for the mail only) and what the decider records. */
export function newInvitationLink(validDays: number): { token: string; link: NewInvitationLink } {
  const { token, hash } = newSessionToken();
  return { token, link: { linkId: newId(), tokenHash: hash, validDays } };
}

/** The address of the set-password page for a token (web route /invitation/$token). */
export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/invitation/${encodeURIComponent(token)}`;

/** What an invitation-link mail says besides the link. */
export interface InvitationMailFacts {
  readonly email: string;
  readonly firstName: string;
  /** The person's language: the mail is in it. */
  readonly language: Lang;
  readonly inviterName: string;
  readonly companyName: string;
}

/** The invitation-link mail, rendered in the recipient's language (the import may queue it instead of sending it). */
export function renderInvitationLinkMail(publicUrl: string, facts: InvitationMailFacts, token: string, expiresAt: Date): MailMessage {
  return renderMail(invitationLinkMail, facts.language, facts.email, {
    firstName: facts.firstName,
    inviterName: facts.inviterName,
    companyName: facts.companyName,
    email: facts.email,
    link: invitationUrl(publicUrl, token),
    expiresAt: formatDocumentDate(expiresAt.toISOString(), facts.language, true),
  });
}

/** Name and company of the inviter as the mail shows them. */
export async function inviterFacts({ k }: IdentityDeps, inviterId: string): Promise<{ inviterName: string; companyName: string }> {
  const inviter = await getUserView(k.db, inviterId);
  return {
    inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : 'Unterweisung Pro',
    companyName: inviter?.company?.name ?? '',
  };
}

/** Sends the mail; false when it could not be handed to the mailer (the link exists all the same, a resend issues another). */
export async function sendInvitationLinkMail({ k }: IdentityDeps, facts: InvitationMailFacts, token: string, expiresAt: Date): Promise<boolean> {
  try {
    await k.mailer.send(renderInvitationLinkMail(k.config.publicUrl, facts, token, expiresAt));
    return true;
  } catch (err) {
    // never the token or the link in the log
    k.log(`identity: invitation link mail to ${facts.email} failed`, err);
    return false;
  }
}
