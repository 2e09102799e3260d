import { renderMail } from '../../../platform/mail';
import type { Kernel } from '../../../platform/kernel';
import type { UserState } from '../domain/user';
import { emailChangedMail } from '../mail/templates';

/**
 * Tells the person that their sign-in address changed (issue 14, item 3): at the old address, and
 * at the new one too when someone else (`changedBy`, a name) made the change. In the person's
 * language. The change is stored already: a mail that fails is logged, the answer stays 200.
 */
export async function sendEmailChangedNotice(k: Kernel, before: UserState, newEmail: string, changedBy: string | null): Promise<void> {
  if (before.status !== 'registered' || before.email.toLowerCase() === newEmail.toLowerCase()) return;
  const lang = before.language ?? 'de';
  const data = { firstName: before.firstName, oldEmail: before.email, newEmail, changedBy };
  const recipients = changedBy !== null ? [before.email, newEmail] : [before.email];
  for (const to of recipients) {
    try {
      await k.mailer.send(renderMail(emailChangedMail, lang, to, data));
    } catch (err) {
      k.log(`e-mail change notice to ${to} failed`, err);
    }
  }
}
