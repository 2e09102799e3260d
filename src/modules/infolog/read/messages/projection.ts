import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { queueOutboxMails } from '../../../../platform/mail/outbox-queue';
import type { Projection } from '../../../../platform/projections';
import { infologEvents } from '../../domain/events';
import { MAILLESS_EVENT_TYPES } from '../../../identity';
import { ERASURE_EVENT_TYPES, erasureOf } from '../../../../shared/erasure-event';
import { applyErasure, applyMailless, withEmail } from '../mailless/people';

/** NOTIFY channel the mail dispatcher listens on (delivered when the projection commits). */
export const OUTBOX_CHANNEL = 'infolog_outbox';

async function applyMessages(tx: Queryable, r: RecordedEvent): Promise<void> {
  const e = infologEvents.decode(r);
  if (e.type === 'infolog.MessagePosted') {
    const d = e.data;
    const { rows } = await tx.query(
      `INSERT INTO inf_messages (id, company_id, group_id, title, message, media_id, video_path, poster_path, video_duration, created_by, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [d.messageId, d.companyId, d.groupId, d.title, d.message, d.video?.mediaId ?? null, d.video?.path ?? null, d.video?.posterPath ?? null, d.video?.duration ?? null, d.postedBy, d.postedAt],
    );
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO inf_group_counts (group_id, company_id, message_count) VALUES ($1, $2, 1)
       ON CONFLICT (group_id) DO UPDATE SET message_count = inf_group_counts.message_count + 1`,
      [d.groupId, d.companyId],
    );
    return;
  }
  if (e.type === 'infolog.MessageRead') {
    const d = e.data;
    const { rows } = await tx.query(
      'INSERT INTO inf_reads (message_id, user_id, group_id, read_at) VALUES ($1,$2,$3,$4) ON CONFLICT (message_id, user_id) DO NOTHING RETURNING message_id',
      [d.messageId, d.userId, d.groupId, d.readAt],
    );
    if (rows.length === 0) return;
    await tx.query(
      `INSERT INTO inf_user_group_reads (user_id, group_id, company_id, read_count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (user_id, group_id) DO UPDATE SET read_count = inf_user_group_reads.read_count + 1`,
      [d.userId, d.groupId, r.tenantId],
    );
  }
}

/** Messages, read receipts and the counters behind the bell. */
export const messagesProjection: Projection = {
  name: 'infolog.messages',
  version: 1,
  eventTypes: ['infolog.MessagePosted', 'infolog.MessageRead'],
  async reset(tx) {
    for (const t of ['inf_reads', 'inf_user_group_reads', 'inf_group_counts', 'inf_messages']) await tx.query(`DELETE FROM ${t}`);
  },
  async apply(events, tx) {
    for (const r of events) await applyMessages(tx, r);
  },
};

const MAIL_OUTBOX = {
  table: 'inf_mail_outbox',
  columns: ['message_id', 'user_id', 'company_id', 'lang'],
  key: ['message_id', 'user_id'],
  channel: OUTBOX_CHANNEL,
} as const;

type MailRow = Readonly<Record<(typeof MAIL_OUTBOX.columns)[number], string>>;

/** The outbox rows of one posted message: its recipients who have an e-mail address as the log stands at the message. */
async function rowsOfPosted(tx: Queryable, r: RecordedEvent): Promise<MailRow[]> {
  const e = infologEvents.decode(r);
  if (e.type !== 'infolog.MessagePosted') return [];
  const d = e.data;
  // a person without an e-mail address (issue 33) reads it in the product only: no row is queued for them
  const recipients = await withEmail(tx, d.recipientIds);
  if (recipients.length === 0) return [];
  await tx.query(
    `INSERT INTO inf_mail_messages (message_id, company_id, group_id, title, message, has_video, posted_by, created_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (message_id) DO NOTHING`,
    [d.messageId, d.companyId, d.groupId, d.title, d.message, d.video !== null, d.postedBy, d.postedAt],
  );
  return recipients.map((userId) => ({ message_id: d.messageId, user_id: userId, company_id: d.companyId, lang: d.mailLang }));
}

/**
 * Reactor: one outbox row per recipient of a posted message who has an e-mail address, in the
 * projection's transaction (exactly once per member and message; the batch's rows in one
 * statement). Who has none (`inf_mailless_users`) it keeps itself from identity's events, in the
 * order of the log, so each message is decided on the addresses as they were when it was posted,
 * never on how far another projection has got; a person pseudonymised (ADR 0033) has none from
 * then on, and their rows go. A rebuild mails no one again: the rows exist already, and reset
 * keeps the outbox (the record of what was sent).
 */
export const mailOutboxProjection: Projection = {
  name: 'infolog.mailOutbox',
  // 2: it keeps the people without e-mail address; replayed once from zero (which queues nothing twice) to learn them
  // 3: it keeps the people deleted too, for the erasure of a person (ADR 0033); replayed once from zero to learn them
  version: 3,
  eventTypes: ['infolog.MessagePosted', ...MAILLESS_EVENT_TYPES, ...ERASURE_EVENT_TYPES],
  async reset(tx) {
    await tx.query('DELETE FROM inf_mailless_users');
    await tx.query('DELETE FROM inf_deleted_users');
  },
  async apply(events, tx) {
    let rows: MailRow[] = [];
    let people: RecordedEvent[] = [];
    for (const r of events) {
      if (r.type === 'infolog.MessagePosted') {
        await applyMailless(tx, people);
        people = [];
        rows.push(...(await rowsOfPosted(tx, r)));
      } else if (erasureOf(r)) {
        // what was posted before the erasure is queued first: the erasure takes the person's rows away
        await applyMailless(tx, people);
        people = [];
        await queueOutboxMails(tx, MAIL_OUTBOX, rows);
        rows = [];
        await applyErasure(tx, r);
      } else people.push(r);
    }
    await applyMailless(tx, people);
    await queueOutboxMails(tx, MAIL_OUTBOX, rows);
  },
};

export const infologProjections: Projection[] = [messagesProjection, mailOutboxProjection];
