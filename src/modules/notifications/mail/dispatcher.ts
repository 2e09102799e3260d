import type { Kernel } from '../../../platform/kernel';
import { outboxDispatcherOptions, OutboxDispatcher, renderMail, type Delivery, type DispatcherOptions, type OutboxSpec } from '../../../platform/mail';
import { notificationSentence, notificationSubject, type NotificationFacts } from '../../../shared/notification-text';
import { notificationsOfMails, type StoredNotification } from '../read/notifications/queries';
import { OUTBOX_CHANNEL } from '../read/notifications/record';
import type { NotificationPorts } from '../shared/ports';
import { mailSentences, notificationMail } from './templates';
import { NOTIFICATION_WORDS } from '../../../shared/notification-text';
import type { UiLanguage } from '../../../shared/languages';

/** The Message-ID of one recipient's mail: the same on every (re)send. */
export function notificationMessageId(userId: string, mailKey: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'unterweisung.local';
  return `<notifications.${userId}.${mailKey}@${domain}>`;
}

type Claimed = { readonly user_id: string; readonly mail_key: string; readonly company_id: string; readonly attempts: number };

/**
 * The links of a mail: My trainings for the due-date kinds, the units' progress report for
 * escalations, the training's questions (library) for a question, the player for an answer, the
 * users page for an account locked repeatedly.
 */
export function mailLinks(items: readonly Pick<StoredNotification, 'kind' | 'trainingId'>[], base: string, lang: UiLanguage): { href: string; label: string }[] {
  const words = NOTIFICATION_WORDS[lang].links;
  const out: { href: string; label: string }[] = [];
  const add = (href: string, label: string) => {
    if (!out.some((l) => l.href === href)) out.push({ href, label });
  };
  for (const n of items) {
    const training = encodeURIComponent(n.trainingId);
    if (n.kind === 'question') add(`${base}/trainings?questions=${training}`, words.questions);
    else if (n.kind === 'answer') add(`${base}/training/${training}?questions=1`, words.answer);
    else if (n.kind === 'escalation') add(`${base}/groups`, words.report);
    else if (n.kind === 'account_locked') add(`${base}/users`, words.users);
    else add(`${base}/my-trainings`, words.myTrainings);
  }
  return out;
}

/** The facts of a mail's notifications in the recipient's language (training titles, and the overdue people of escalations). */
async function factsOf(ports: NotificationPorts, items: readonly StoredNotification[], lang: UiLanguage): Promise<NotificationFacts[]> {
  const companyId = items[0]?.companyId;
  if (!companyId) return [];
  const titles = await ports.trainings.titles(companyId, [...new Set(items.map((n) => n.trainingId))], lang);
  const people = await ports.people.summaries([...new Set(items.flatMap((n) => (n.subjectUserId ? [n.subjectUserId] : [])))]);
  return items.map((n) => {
    const p = n.subjectUserId ? people.get(n.subjectUserId) : undefined;
    return { kind: n.kind, title: titles.get(n.trainingId) ?? '', date: n.date, days: n.days, person: p ? `${p.firstName} ${p.lastName}` : null };
  });
}

/** The notifications outbox (one row per recipient and digest) on the platform's outbox dispatcher. */
function notificationOutbox(k: Kernel, ports: NotificationPorts): OutboxSpec<Claimed> {
  return {
    name: 'notifications',
    table: 'ntf_mail_outbox',
    keyColumns: ['user_id', 'mail_key'],
    columns: ['company_id'],
    channel: OUTBOX_CHANNEL,
    async prepare(rows) {
      const items = await notificationsOfMails(k.db, rows.map((r) => ({ userId: r.user_id, mailKey: r.mail_key })));
      const people = await ports.people.summaries(rows.map((r) => r.user_id));
      return async (row): Promise<Delivery> => {
        const mine = items.filter((n) => n.userId === row.user_id && n.mailKey === row.mail_key);
        const user = people.get(row.user_id);
        if (mine.length === 0) return { skip: 'no notifications' };
        if (!user || !user.isActive || user.companyId !== row.company_id) return { skip: 'recipient inactive or deleted' };
        // an employee without e-mail (issue 33) hears of it in the product only
        if (user.email === '') return { skip: 'recipient has no e-mail address' };
        const lang = user.language;
        const facts = await factsOf(ports, mine, lang);
        const base = k.config.publicUrl.replace(/\/$/, '');
        const mail = renderMail(notificationMail, lang, user.email, {
          subject: notificationSubject(facts, lang),
          firstName: user.firstName,
          digest: facts.length > 1,
          ...mailSentences(facts.map((f) => notificationSentence(f, lang))),
          // escalations link to the units, whose progress report shows the overdue people
          links: mailLinks(mine, base, lang),
        });
        return { mail: { ...mail, messageId: notificationMessageId(row.user_id, row.mail_key, k.config.mailFrom) }, record: { lang } };
      };
    },
  };
}

/** Sends the notifications outbox (retries and pacing: `NOTIFICATIONS_MAIL_*`, `k.config.mailOutboxes.notifications`). */
export class NotificationDispatcher extends OutboxDispatcher<Claimed> {
  constructor(k: Kernel, ports: NotificationPorts, options: DispatcherOptions = outboxDispatcherOptions(k.config.mailOutboxes.notifications)) {
    super(k, notificationOutbox(k, ports), options);
  }
}
