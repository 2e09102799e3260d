import type { Queryable } from '../../../../platform/db';
import type { DueNotification } from '../../domain/due';

/** NOTIFY channel the mail dispatcher listens on (sent when notifications were queued). */
export const OUTBOX_CHANNEL = 'notifications_outbox';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * `next_attempt_at` of a digest held back while a scan step is read page by page: far ahead (finite,
 * so the dispatcher's arithmetic on it stays valid), released by `releaseHeldMails` once the step's
 * last page is recorded, so a person's items of one step go out in one mail.
 */
const HELD = '9999-01-01T00:00:00Z';

/**
 * Records notifications exactly once: a row per (recipient, item, kind, cycle), inserted with
 * ON CONFLICT DO NOTHING, so a second scan of the same instants, a replay or another process adds
 * nothing. Each new one is put into its recipient's mail of that day (`at`): the pending digest of
 * the day when it has not been claimed for sending yet, else a new one; not a person without an
 * e-mail address (`ntf_mailless_users`): theirs stay in the bell, with no mail key and no outbox
 * row. Returns how many were new.
 *
 * Two statements however many recipients (an assignment to a unit of 10,000): the digests are
 * looked up first, so that each row is inserted with its mail key and its mail queued in the same
 * statement (inserting, then setting the keys of 10,000 rows took 430 + 260 ms on PostgreSQL).
 */
export async function recordNotifications(tx: Queryable, items: readonly DueNotification[], at: (n: DueNotification) => Date, opts: { hold?: boolean } = {}): Promise<number> {
  if (items.length === 0) return 0;
  // each item's instant and its recipient's digest of that day, worked out once
  const instants = items.map(at);
  const digests = items.map((n, i) => ({ userId: n.userId, day: day(instants[i]!) }));
  const keys = await openDigests(tx, [...new Map(digests.map((d) => [`${d.userId}|${d.day}`, d])).values()]);
  const { rows } = await tx.query<{ n: string }>(
    `WITH recorded AS (
       INSERT INTO ntf_notifications (id, company_id, user_id, training_id, kind, cycle, due_at, about, days, created_at, subject_user_id, mail_key)
       SELECT gen_random_uuid()::text, x.company_id, x.user_id, x.training_id, x.kind, x.cycle, x.due_at, x.about, x.days, x.created_at, x.subject_user_id,
              -- a person without an e-mail address (issue 33) has it in the bell only: no digest, no mail key
              CASE WHEN EXISTS (SELECT 1 FROM ntf_mailless_users m WHERE m.user_id = x.user_id) THEN NULL ELSE x.mail_key END
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::timestamptz[], $8::integer[], $9::timestamptz[], $10::text[], $11::text[])
              AS x(company_id, user_id, training_id, kind, cycle, due_at, about, days, created_at, subject_user_id, mail_key)
       ON CONFLICT (user_id, training_id, kind, cycle) DO NOTHING
       RETURNING user_id, company_id, created_at, mail_key
     ),
     queued AS (
       INSERT INTO ntf_mail_outbox (user_id, mail_key, company_id, next_attempt_at, created_at)
       SELECT user_id, mail_key, min(company_id), CASE WHEN $12 THEN $13::timestamptz ELSE now() END, min(created_at)
         FROM recorded WHERE mail_key IS NOT NULL GROUP BY user_id, mail_key
       ON CONFLICT (user_id, mail_key) DO NOTHING
     )
     SELECT count(*)::text AS n FROM recorded`,
    [
      items.map((n) => n.companyId),
      items.map((n) => n.userId),
      items.map((n) => n.trainingId),
      items.map((n) => n.kind),
      items.map((n) => n.cycle),
      items.map((n) => n.dueAt),
      items.map((n) => n.date),
      items.map((n) => n.days),
      instants,
      items.map((n) => n.subjectUserId ?? null),
      digests.map((d) => keys.get(`${d.userId}|${d.day}`)!),
      !!opts.hold,
      HELD,
    ],
  );
  const recorded = Number(rows[0]?.n ?? 0);
  if (recorded > 0 && !opts.hold) await tx.query(`SELECT pg_notify('${OUTBOX_CHANNEL}', '')`);
  return recorded;
}

/** Lets the digests held during a scan step go out (see HELD). */
export async function releaseHeldMails(tx: Queryable): Promise<void> {
  const { rows } = await tx.query(`UPDATE ntf_mail_outbox SET next_attempt_at = now() WHERE status = 'pending' AND next_attempt_at = $1::timestamptz RETURNING user_id`, [HELD]);
  if (rows.length > 0) await tx.query(`SELECT pg_notify('${OUTBOX_CHANNEL}', '')`);
}

/**
 * Each recipient's digest of a day that can still take notifications: pending and not claimed by
 * a dispatcher (locked here until this transaction ends, so it is not claimed meanwhile), else a
 * new key (the day, then `day.2`, `day.3`, ...). Keyed `user|day`; one statement for all of them.
 */
async function openDigests(tx: Queryable, wanted: readonly { userId: string; day: string }[]): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ user_id: string; day: string; mail_key: string; open: boolean }>(
    `SELECT o.user_id, w.day, o.mail_key, (o.status = 'pending' AND o.locked_until IS NULL) AS open
       FROM unnest($1::text[], $2::text[]) AS w(user_id, day)
       JOIN ntf_mail_outbox o ON o.user_id = w.user_id AND (o.mail_key = w.day OR o.mail_key LIKE w.day || '.%')
      ORDER BY o.user_id, w.day, o.created_at DESC, length(o.mail_key) DESC, o.mail_key DESC
      FOR UPDATE OF o`,
    [wanted.map((w) => w.userId), wanted.map((w) => w.day)],
  );
  const found = new Map<string, { open?: string; count: number }>();
  for (const r of rows) {
    const k = `${r.user_id}|${r.day}`;
    const f = found.get(k) ?? { count: 0 };
    f.count++;
    if (r.open && f.open === undefined) f.open = r.mail_key;
    found.set(k, f);
  }
  return new Map(
    wanted.map(({ userId, day: d }) => {
      const f = found.get(`${userId}|${d}`);
      return [`${userId}|${d}`, f?.open ?? (f ? `${d}.${f.count + 1}` : d)];
    }),
  );
}
