import type { Kernel } from '../../../platform/kernel';
import {
  outboxDispatcherOptions,
  OutboxDispatcher,
  renderMail,
  type Delivery,
  type DispatcherOptions,
  type OutboxSpec,
} from '../../../platform/mail';
import { OUTBOX_CHANNEL } from '../read/messages/projection';
import { mailMessagesByIds } from '../read/messages/queries';
import type { InfologGroup, InfologPorts } from '../shared/ports';
import { messagePostedMail } from './templates';
import { adminLanguage } from '../../../shared/languages';

export { DEFAULT_DISPATCHER_OPTIONS, backoffMs } from '../../../platform/mail';
export type { DispatcherOptions } from '../../../platform/mail';

/** The Message-ID of one member's mail about one message: the same on every (re)send. */
export function mailMessageId(messageId: string, userId: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'unterweisung.local';
  return `<infolog.${messageId}.${userId}@${domain}>`;
}

type Claimed = { readonly message_id: string; readonly user_id: string; readonly company_id: string; readonly lang: string; readonly attempts: number };

/** The infolog outbox (one row per member and message) on the platform's outbox dispatcher. */
function infologOutbox(k: Kernel, ports: Pick<InfologPorts, 'groups' | 'people'>): OutboxSpec<Claimed> {
  return {
    name: 'infolog',
    table: 'inf_mail_outbox',
    keyColumns: ['message_id', 'user_id'],
    columns: ['company_id', 'lang'],
    channel: OUTBOX_CHANNEL,
    async prepare(rows) {
      const messages = await mailMessagesByIds(k.db, rows.map((r) => r.message_id));
      const people = await ports.people.getUserSummaries([...rows.map((r) => r.user_id), ...[...messages.values()].map((m) => m.postedBy)]);
      const groups = new Map<string, InfologGroup | undefined>();
      for (const m of messages.values()) {
        if (!groups.has(m.groupId)) groups.set(m.groupId, await ports.groups.group(m.companyId, m.groupId));
      }
      return async (row): Promise<Delivery> => {
        const msg = messages.get(row.message_id);
        const user = people.get(row.user_id);
        const group = msg ? groups.get(msg.groupId) : undefined;
        if (!msg || !group) return { skip: 'message or group no longer exists' };
        if (!user || !user.isActive || user.companyId !== row.company_id) return { skip: 'recipient inactive or deleted' };
        // an employee without e-mail (issue 33) hears of it in the product only
        if (user.email === '') return { skip: 'recipient has no e-mail address' };
        // the recipient's language, not the poster's: the row keeps the language the mail went out in
        // infolog mails are German or English (issue 34 puts the learner's screens and notices in more)
        const lang = adminLanguage(user.language);
        const poster = people.get(msg.postedBy);
        const mail = renderMail(messagePostedMail, lang, user.email, {
          firstName: user.firstName,
          posterName: poster ? `${poster.firstName} ${poster.lastName}` : lang === 'de' ? 'Jemand' : 'Someone',
          groupName: group.name,
          title: msg.title,
          message: msg.message,
          hasVideo: msg.hasVideo,
          link: `${k.config.publicUrl.replace(/\/$/, '')}/?highlight=${encodeURIComponent(msg.id)}`,
        });
        return { mail: { ...mail, messageId: mailMessageId(msg.id, user.id, k.config.mailFrom) }, record: { lang } };
      };
    },
  };
}

/** Sends the infolog outbox: the platform's outbox dispatcher with infolog's rows and mail (retries: `INFOLOG_MAIL_*`, `k.config.mailOutboxes.infolog`). */
export class MailDispatcher extends OutboxDispatcher<Claimed> {
  constructor(k: Kernel, ports: Pick<InfologPorts, 'groups' | 'people'>, options: DispatcherOptions = outboxDispatcherOptions(k.config.mailOutboxes.infolog)) {
    super(k, infologOutbox(k, ports), options);
  }
}
