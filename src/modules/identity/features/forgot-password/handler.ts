import { HttpError } from '../../../../platform/http';
import type { Lang } from '../../../../platform/i18n';
import { renderMail } from '../../../../platform/mail';
import { temporaryPasswordMail } from '../../mail/templates';
import { generateTemporaryPassword, hashPassword } from '../../passwords';
import { findCredentialsByEmail } from '../../read/users/queries';
import { tenantOf, type IdentityDeps } from '../../shared/deps';
import { EMAIL_NOT_FOUND } from '../../shared/errors';
import { actorOf, userStream } from '../../shared/streams';
import { adminLanguage } from '../../../../shared/languages';

const TEMP_PASSWORD_HOURS = 24;

/** Mails a temporary password, valid for 24 hours, in the person's stored language; the old password works until it is used. */
export async function forgotPassword(d: IdentityDeps, email: string, ip: string): Promise<void> {
  const { k } = d;
  await d.limits.forgot.hit(`email:${email}`);
  await d.limits.forgotIp.hit(`ip:${ip}`);
  const creds = await findCredentialsByEmail(k.db, email);
  if (!creds || !creds.isActive) throw new HttpError(404, 'email_not_found', EMAIL_NOT_FOUND);
  const password = generateTemporaryPassword();
  const now = k.clock.now();
  await k.commands.run({
    ...userStream(creds.id),
    actor: actorOf(tenantOf(creds.companyId), null),
    command: { type: 'IssueTemporaryPassword', passwordHash: await hashPassword(password, k.config.passwordHashCost), now, validHours: TEMP_PASSWORD_HOURS },
    waitFor: ['identity.users'],
  });
  // the password mail is German or English (the learner's six more languages are for their screens and notices)
  const lang: Lang = adminLanguage(creds.language);
  const expires = new Date(now.getTime() + TEMP_PASSWORD_HOURS * 3_600_000);
  const expiresAt = expires.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' });
  await k.mailer.send(renderMail(temporaryPasswordMail, lang, creds.email, { firstName: creds.firstName, password, expiresAt, loginUrl: k.config.publicUrl }));
}
