import { newId } from '../../../../platform/eventstore';
import type { Lang } from '../../../../platform/i18n';
import { renderMail } from '../../../../platform/mail';
import type { ContactReceipt } from '../../../../shared/contracts/contact';
import type { ContactDetails } from '../../domain/contact-request';
import { contactRequestMail } from '../../mail/templates';
import type { ContactDeps } from '../../shared/deps';
import { requestStream } from '../../shared/streams';
import type { ContactInput } from './schema';

const orNull = (s: string | null): string | null => (s ? s : null);

/**
 * POST /api/contact: counts the attempt against the sender's address and the client's address
 * (429 beyond), stores the request (its own stream), then mails it to the platform operator. The
 * request is stored before the mail is tried: a failing mailer is logged and loses nothing (the
 * backoffice lists every stored request).
 */
export async function submitContactRequest({ k, limits }: ContactDeps, input: ContactInput, ip: string, lang: Lang): Promise<ContactReceipt> {
  await limits.perIp.hit(`ip:${ip}`);
  await limits.perEmail.hit(`email:${input.email}`);
  const requestId = newId();
  const details: ContactDetails = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    company: orNull(input.company),
    phone: orNull(input.phone),
    employees: orNull(input.employees),
    message: input.message,
    gdprConsent: input.gdprConsent,
    lang,
  };
  const now = k.clock.now();
  await k.commands.run({ ...requestStream(requestId, null), command: { type: 'SubmitContactRequest', requestId, details, now } });
  await mailOperator(k, details, now);
  return {
    id: requestId,
    message: lang === 'de' ? 'Anfrage gesendet. Wir antworten Ihnen innerhalb von 24 Stunden.' : 'Request sent. We will answer within 24 hours.',
  };
}

async function mailOperator(k: ContactDeps['k'], d: ContactDetails, now: Date): Promise<void> {
  const to = k.config.contactMailTo;
  const none = '–';
  const data = {
    ...d,
    company: d.company ?? none,
    phone: d.phone ?? none,
    employees: d.employees ?? none,
    requestedAt: now.toLocaleString('de-DE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' }),
    backofficeUrl: `${k.config.publicUrl}/master`,
  };
  try {
    await k.mailer.send(renderMail(contactRequestMail, 'de', to, data));
  } catch (err) {
    k.log(`contact: mail about a contact request to ${to} failed (the request is stored)`, err);
  }
}
