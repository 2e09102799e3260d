import { HttpError } from '../../../platform/http';
import { outboxDispatcherOptions, OutboxDispatcher, type Delivery, type DispatcherOptions, type OutboxSpec } from '../../../platform/mail';
import type { UserCommand, UserState } from '../domain/user';
import { INVITATION_CHANNEL, invitationFacts } from '../read/invitation-outbox/projection';
import { tenantOf, type IdentityDeps } from '../shared/deps';
import { newInvitationLink, renderInvitationLinkMail } from '../shared/invitation-links';
import { actorOf, userStream } from '../shared/streams';
import { adminLanguage } from '../../../shared/languages';

/** The Message-ID of one invitation attempt (each attempt carries a new link, so it is a new mail). */
export function invitationMessageId(userId: string, attempt: number, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'unterweisung.local';
  return `<invitation.${userId}.${attempt}@${domain}>`;
}

type Claimed = { readonly user_id: string; readonly invited_by: string; readonly lang: string; readonly attempts: number };

/**
 * The invitation outbox of imported users. The mail is rendered at send time: the one-time
 * invitation link is issued then (the users page's IssueInvitationLink, in the importer's name and
 * under the same rules as a resend; only the token's hash is stored), so the token exists in plain
 * text only in the mail. A user who has a password of their own by then, or is deleted or
 * deactivated, is skipped, and so is a row whose importer may no longer invite (a colleague can
 * resend the invitation from the users page).
 */
function invitationOutbox(d: IdentityDeps): OutboxSpec<Claimed> {
  const { k } = d;
  return {
    name: 'identity invitations',
    table: 'idn_invitation_outbox',
    keyColumns: ['user_id'],
    columns: ['invited_by', 'lang'],
    channel: INVITATION_CHANNEL,
    async prepare(rows) {
      const facts = await invitationFacts(k.db, rows);
      return async (row): Promise<Delivery> => {
        const u = facts.get(row.user_id);
        if (!u || u.deleted || !u.isActive) return { skip: 'user deleted or inactive' };
        if (u.hasPassword) return { skip: 'user has a password already' };
        // the address was removed while the mail waited (the reactor marks such rows too): nothing to mail
        if (u.email === '') return { skip: 'recipient has no e-mail address' };
        if (!u.inviter) return { skip: 'importer deleted' };
        const { token, link } = newInvitationLink(k.config.invitationLinkDays);
        const now = k.clock.now();
        let person: UserState = { status: 'none' };
        try {
          await k.commands.run({
            ...userStream(u.userId),
            actor: actorOf(tenantOf(u.companyId), u.inviter.userId),
            command: (state): UserCommand => {
              person = state;
              return { type: 'IssueInvitationLink', actor: u.inviter!, link, now };
            },
            // the link page and sign-in read the read model: the link works when the mail arrives
            // (outside a request: a wait that ends with the read model behind sends the mail all the same)
            waitFor: ['identity.users'],
            whenReadModelsLate: 'continue',
          });
        } catch (err) {
          // refused by the rules (no longer pending, importer may not invite this role): sending again will not help
          if (err instanceof HttpError && err.status >= 400 && err.status < 500) return { skip: err.messages.en };
          throw err;
        }
        const invited = person as UserState;
        const language = invited.status === 'registered' && invited.language ? adminLanguage(invited.language) : row.lang === 'en' ? 'en' : 'de';
        const expiresAt = new Date(now.getTime() + link.validDays * 86_400_000);
        const mail = renderInvitationLinkMail(k.config.publicUrl, { email: u.email, firstName: u.firstName, language, inviterName: u.inviterName, companyName: u.companyName }, token, expiresAt);
        return { mail: { ...mail, messageId: invitationMessageId(u.userId, row.attempts, k.config.mailFrom) }, record: { lang: language } };
      };
    },
  };
}

/** Imports are paced: by default at most 300 invitation mails a minute per process (`IDENTITY_INVITATION_MAIL_PER_MINUTE`). */
export class InvitationDispatcher extends OutboxDispatcher<Claimed> {
  constructor(d: IdentityDeps, options: DispatcherOptions = outboxDispatcherOptions(d.k.config.mailOutboxes.invitations)) {
    super(d.k, invitationOutbox(d), options);
  }
}
