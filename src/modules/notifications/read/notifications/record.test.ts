import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../../../../platform/db';
import type { DueNotification } from '../../domain/due';
import { notificationMigrations } from './ddl';
import { recordNotifications } from './record';

const DAY = '2026-03-02';
const at = new Date(`${DAY}T08:00:00Z`);

const assigned = (userId: string, trainingId: string): DueNotification => ({
  companyId: 'c1',
  userId,
  trainingId,
  kind: 'assigned',
  cycle: '0',
  dueAt: at,
  date: at,
  days: null,
});

/** Each recipient's mails: key and how many notifications each carries. */
async function mailsOf(db: Db, userId: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ mail_key: string; n: string }>(
    `SELECT o.mail_key, count(n.id) AS n FROM ntf_mail_outbox o LEFT JOIN ntf_notifications n ON n.user_id = o.user_id AND n.mail_key = o.mail_key
      WHERE o.user_id = $1 GROUP BY o.mail_key ORDER BY o.mail_key`,
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [r.mail_key, Number(r.n)]));
}

describe('recordNotifications: each recipient’s notifications of a day go into one digest', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({});
    await migrate(db, notificationMigrations);
  });
  afterAll(() => db.close());

  it('records many recipients at once: one digest each, exactly once', async () => {
    const people = Array.from({ length: 250 }, (_, i) => `u${i}`);
    const first = await db.transaction((tx) => recordNotifications(tx, people.map((u) => assigned(u, 't1')), (n) => n.dueAt));
    expect(first).toBe(250);
    expect(await mailsOf(db, 'u0')).toEqual({ [DAY]: 1 });
    expect(await mailsOf(db, 'u249')).toEqual({ [DAY]: 1 });
    // the same items again: nothing new, no further mail
    expect(await db.transaction((tx) => recordNotifications(tx, people.map((u) => assigned(u, 't1')), (n) => n.dueAt))).toBe(0);
    const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM ntf_mail_outbox');
    expect(Number(rows[0]!.n)).toBe(250);
  });

  it('a further item joins the open digest of its day; once the digest is claimed for sending, a new one is opened', async () => {
    await db.transaction((tx) => recordNotifications(tx, [assigned('u1', 't2'), assigned('u2', 't2')], (n) => n.dueAt));
    expect(await mailsOf(db, 'u1')).toEqual({ [DAY]: 2 });
    // u2's digest is being sent: what comes now waits for the next one
    await db.query("UPDATE ntf_mail_outbox SET locked_until = now() WHERE user_id = 'u2'");
    await db.transaction((tx) => recordNotifications(tx, [assigned('u1', 't3'), assigned('u2', 't3')], (n) => n.dueAt));
    expect(await mailsOf(db, 'u1')).toEqual({ [DAY]: 3 });
    expect(await mailsOf(db, 'u2')).toEqual({ [DAY]: 2, [`${DAY}.2`]: 1 });
    await db.query(`UPDATE ntf_mail_outbox SET locked_until = now() WHERE user_id = 'u2' AND mail_key = '${DAY}.2'`);
    await db.transaction((tx) => recordNotifications(tx, [assigned('u2', 't4')], (n) => n.dueAt));
    expect(await mailsOf(db, 'u2')).toEqual({ [DAY]: 2, [`${DAY}.2`]: 1, [`${DAY}.3`]: 1 });
  });
});
