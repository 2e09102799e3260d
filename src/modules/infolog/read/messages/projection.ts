import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { outboxReactor } from '../../../../platform/mail/outbox-reactor';
import type { Projection } from '../../../../platform/projections';
import { infologEvents } from '../../domain/events';

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

/**
 * Reactor: one outbox row per recipient of a posted message, in the projection's transaction
 * (exactly once per member and message). A rebuild mails no one again: the rows exist already.
 */
export const mailOutboxProjection: Projection = outboxReactor({
  name: 'infolog.mailOutbox',
  eventTypes: ['infolog.MessagePosted'],
  outbox: MAIL_OUTBOX,
  async rowsOf(r, tx) {
    const e = infologEvents.decode(r);
    if (e.type !== 'infolog.MessagePosted' || e.data.recipientIds.length === 0) return [];
    const d = e.data;
    await tx.query(
      `INSERT INTO inf_mail_messages (message_id, company_id, group_id, title, message, has_video, posted_by, created_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT (message_id) DO NOTHING`,
      [d.messageId, d.companyId, d.groupId, d.title, d.message, d.video !== null, d.postedBy, d.postedAt],
    );
    return d.recipientIds.map((userId) => ({ message_id: d.messageId, user_id: userId, company_id: d.companyId, lang: d.mailLang }));
  },
});

export const infologProjections: Projection[] = [messagesProjection, mailOutboxProjection];
