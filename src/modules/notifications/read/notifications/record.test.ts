import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { eventRecorder } from '../../../../../tests/support/recorded';
import { recordedErasure, rewriteRecorded } from '../../../../../tests/support/erasure';
import { identityEvents, identityStreams } from '../../../identity';
import type { DueNotification } from '../../domain/due';
import { maillessProjection } from '../mailless/projection';
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

const person = eventRecorder(identityEvents, { actorId: 'root', tenantId: 'c1', streamVersion: 'per-stream', recordedAt: () => at });
const invited = (userId: string, email: string) =>
  person(
    {
      type: 'identity.UserInvited',
      data: { userId, companyId: 'c1', email, firstName: userId, lastName: 'Test', role: 'non-managing', passwordHash: '', isActive: true, gdprConsent: false, invitedBy: 'root', invitedAt: at.toISOString(), ...(email === '' ? { personnelNumber: `P-${userId}` } : {}) },
    },
    identityStreams.user(userId),
  );
const addressed = (userId: string, email: string, previousEmail: string) =>
  person({ type: 'identity.ProfileUpdated', data: { firstName: userId, lastName: 'Test', email, previousEmail } }, identityStreams.user(userId));

/** Issue 33 item 7: a person without e-mail address has their notifications in the bell only; no digest is queued for them. */
describe('recordNotifications: people without e-mail address (notifications.mailless)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({});
    await migrate(db, notificationMigrations);
  });
  afterAll(() => db.close());

  const people = (events: Parameters<typeof maillessProjection.apply>[0]) =>
    db.transaction(async (tx) => {
      // applied twice: the projection is idempotent
      await maillessProjection.apply(events, tx);
      await maillessProjection.apply(events, tx);
    });
  const bell = async (userId: string) =>
    (await db.query<{ training_id: string; mail_key: string | null }>('SELECT training_id, mail_key FROM ntf_notifications WHERE user_id = $1 ORDER BY training_id', [userId])).rows;

  it('records the bell entry of a worker without address with no mail key and no outbox row; a colleague gets the digest', async () => {
    await people([invited('worker', ''), invited('anna', 'anna@firma.de')]);
    expect((await db.query('SELECT user_id, company_id FROM ntf_mailless_users')).rows).toEqual([{ user_id: 'worker', company_id: 'c1' }]);
    expect(await db.transaction((tx) => recordNotifications(tx, [assigned('worker', 't1'), assigned('anna', 't1')], (n) => n.dueAt))).toBe(2);
    expect(await bell('worker')).toEqual([{ training_id: 't1', mail_key: null }]);
    expect(await mailsOf(db, 'worker')).toEqual({});
    expect(await mailsOf(db, 'anna')).toEqual({ [DAY]: 1 });
  });

  it('queues mails for the person once they have an address (only what comes from then on), and none once it is removed', async () => {
    await people([addressed('worker', 'worker@firma.de', '')]);
    expect((await db.query('SELECT user_id FROM ntf_mailless_users')).rows).toEqual([]);
    await db.transaction((tx) => recordNotifications(tx, [assigned('worker', 't2'), assigned('anna', 't2')], (n) => n.dueAt));
    expect(await mailsOf(db, 'worker')).toEqual({ [DAY]: 1 });
    expect(await bell('worker')).toEqual([
      { training_id: 't1', mail_key: null },
      { training_id: 't2', mail_key: DAY },
    ]);
    await people([addressed('worker', '', 'worker@firma.de')]);
    await db.transaction((tx) => recordNotifications(tx, [assigned('worker', 't3'), assigned('anna', 't3')], (n) => n.dueAt));
    expect(await mailsOf(db, 'worker')).toEqual({ [DAY]: 1 });
    expect((await bell('worker')).map((n) => n.mail_key)).toEqual([null, DAY, null]);
    expect(await mailsOf(db, 'anna')).toEqual({ [DAY]: 3 });
  });

  it('forgets a deleted person; reset empties the list', async () => {
    await people([person({ type: 'identity.UserDeleted', data: { deletedAt: at.toISOString() } }, identityStreams.user('worker'))]);
    expect((await db.query('SELECT user_id FROM ntf_mailless_users')).rows).toEqual([]);
    await people([invited('uwe', '')]);
    await db.transaction((tx) => maillessProjection.reset(tx));
    expect((await db.query('SELECT user_id FROM ntf_mailless_users')).rows).toEqual([]);
  });
});

/** ADR 0033: a person pseudonymised has no e-mail address from then on, as a rebuild from the rewritten log lists them. */
describe('notifications.mailless: a person pseudonymised', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({});
    await migrate(db, notificationMigrations);
  });
  afterAll(() => db.close());

  const deleted = (userId: string) => person({ type: 'identity.UserDeleted', data: { deletedAt: at.toISOString() } }, identityStreams.user(userId));
  const apply = (events: Parameters<typeof maillessProjection.apply>[0]) =>
    db.transaction(async (tx) => {
      await maillessProjection.apply(events, tx);
      await maillessProjection.apply(events, tx);
    });
  const bell = async (userId: string) =>
    (await db.query<{ training_id: string; mail_key: string | null }>('SELECT training_id, mail_key FROM ntf_notifications WHERE user_id = $1 ORDER BY training_id', [userId])).rows;
  const lists = async () => ({
    mailless: (await db.query('SELECT * FROM ntf_mailless_users ORDER BY user_id')).rows,
    deleted: (await db.query('SELECT * FROM ntf_deleted_users ORDER BY user_id')).rows,
  });

  it('lists them as without address unless deleted, drops their digests and mail keys, and equals a rebuild from the rewritten log', async () => {
    const before = [invited('anna', 'anna@firma.de'), addressed('anna', 'anna.b@firma.de', 'anna@firma.de'), invited('carl', 'carl@firma.de'), deleted('carl'), invited('dora', 'dora@firma.de')];
    await apply(before);
    await db.transaction((tx) => recordNotifications(tx, [assigned('anna', 't1'), assigned('dora', 't1')], (n) => n.dueAt));
    // a person created and pseudonymised within one batch, and one deleted after it
    const after = [invited('eve', 'eve@firma.de'), invited('fay', 'fay@firma.de')];
    const who = ['anna', 'carl', 'eve', 'fay'].map((subjectId, i) => ({ subjectId, pseudonym: `AAAA-000${i}`, dateOfBirthDropped: true }));
    let log = [...before, ...after];
    const erasures = who.map((x, i) => {
      const r = rewriteRecorded(log, x, `erasure-${90 + i}`);
      log = r.events;
      return recordedErasure(x, r.rewritten, 90 + i, 'c1');
    });
    const [annaGone, carlGone, eveGone, fayGone] = erasures as [RecordedEvent, RecordedEvent, RecordedEvent, RecordedEvent];
    const tail = [annaGone, carlGone, after[0]!, eveGone, after[1]!, fayGone, deleted('fay')];
    await apply(tail);

    expect((await lists()).mailless).toEqual([
      { user_id: 'anna', company_id: 'c1' },
      { user_id: 'eve', company_id: 'c1' },
    ]);
    expect(await mailsOf(db, 'anna')).toEqual({});
    expect(await bell('anna')).toEqual([{ training_id: 't1', mail_key: null }]);
    expect(await mailsOf(db, 'dora')).toEqual({ [DAY]: 1 });
    // from now on the bell only
    await db.transaction((tx) => recordNotifications(tx, [assigned('anna', 't2')], (n) => n.dueAt));
    expect(await mailsOf(db, 'anna')).toEqual({});

    const live = await lists();
    await db.transaction((tx) => maillessProjection.reset(tx));
    const rewrittenTail = tail.map((r) => log.find((x) => x.eventId === r.eventId) ?? r);
    await apply([...log.slice(0, before.length), ...rewrittenTail]);
    expect(await lists()).toEqual(live);
  });
});
