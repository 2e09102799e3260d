import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { eventRecorder } from '../../../../../tests/support/recorded';
import { recordedErasure, rewriteRecorded } from '../../../../../tests/support/erasure';
import { useMigratedDb } from '../../../../../tests/support/read-model-db';
import { identityEvents, identityStreams } from '../../../identity';
import { infologEvents, streams } from '../../domain/events';
import { maillessMigration } from '../mailless/ddl';
import { infologMigrations } from './ddl';
import { mailOutboxProjection } from './projection';

const at = '2026-03-02T08:00:00.000Z';
const options = { actorId: 'root', tenantId: 'c1', streamVersion: 'per-stream', recordedAt: () => new Date(at) } as const;
const person = eventRecorder(identityEvents, options);
const news = eventRecorder(infologEvents, options);

const invited = (userId: string, email: string) =>
  person(
    {
      type: 'identity.UserInvited',
      data: { userId, companyId: 'c1', email, firstName: userId, lastName: 'Test', role: 'non-managing', passwordHash: '', isActive: true, gdprConsent: false, invitedBy: 'root', invitedAt: at, ...(email === '' ? { personnelNumber: `P-${userId}` } : {}) },
    },
    identityStreams.user(userId),
  );
const addressed = (userId: string, email: string, previousEmail: string) =>
  person({ type: 'identity.ProfileUpdated', data: { firstName: userId, lastName: 'Test', email, previousEmail } }, identityStreams.user(userId));
const deleted = (userId: string) => person({ type: 'identity.UserDeleted', data: { deletedAt: at } }, identityStreams.user(userId));
const posted = (messageId: string, recipientIds: string[]) =>
  news(
    {
      type: 'infolog.MessagePosted',
      data: { messageId, companyId: 'c1', groupId: 'g1', title: messageId, message: 'Text', video: null, postedBy: 'root', postedAt: at, recipientIds, mailLang: 'de' },
    },
    streams.message(messageId),
  );

/*
 * Issue 33 item 7: a member without e-mail address reads a message in the product only; the
 * outbox never holds a mail to them. The reactor learns who has no address from identity's events
 * in the order of the log, so each message is decided on the addresses as they were when it was
 * posted, however the events fall into batches.
 */
const history: RecordedEvent[] = [
  invited('worker', ''),
  invited('anna', 'anna@firma.de'),
  invited('uwe', ''),
  posted('m1', ['worker', 'anna']),
  // only people without address: no row, and no mail text
  posted('m2', ['worker', 'uwe']),
  addressed('worker', 'worker@firma.de', ''),
  posted('m3', ['worker', 'anna']),
  addressed('worker', '', 'worker@firma.de'),
  posted('m4', ['worker', 'anna']),
  deleted('uwe'),
];

describe('infolog mail outbox reactor and people without e-mail address', () => {
  const store = useMigratedDb([...infologMigrations, maillessMigration]);
  const outbox = async () =>
    (await store.db.query<{ message_id: string; user_id: string }>('SELECT message_id, user_id FROM inf_mail_outbox ORDER BY message_id, user_id')).rows.map((r) => `${r.message_id} ${r.user_id}`);
  const mailless = async () => (await store.db.query<{ user_id: string; company_id: string }>('SELECT user_id, company_id FROM inf_mailless_users ORDER BY user_id')).rows;
  const expected = ['m1 anna', 'm3 anna', 'm3 worker', 'm4 anna'];

  it('queues a row for each recipient with an address as of the message, in one batch', async () => {
    await store.db.transaction((tx) => mailOutboxProjection.apply(history, tx));
    expect(await outbox()).toEqual(expected);
    expect(await mailless()).toEqual([{ user_id: 'worker', company_id: 'c1' }]);
    const { rows } = await store.db.query<{ message_id: string }>('SELECT message_id FROM inf_mail_messages ORDER BY message_id');
    expect(rows.map((r) => r.message_id)).toEqual(['m1', 'm3', 'm4']);
  });

  it('decides the same one event a batch, applied twice, and after a rebuild (reset keeps the outbox)', async () => {
    await store.db.transaction(async (tx) => {
      await tx.query('DELETE FROM inf_mail_outbox');
      await tx.query('DELETE FROM inf_mail_messages');
      await mailOutboxProjection.reset(tx);
    });
    expect(await mailless()).toEqual([]);
    for (const e of history) {
      await store.db.transaction(async (tx) => {
        await mailOutboxProjection.apply([e], tx);
        await mailOutboxProjection.apply([e], tx);
      });
    }
    expect(await outbox()).toEqual(expected);
    expect(await mailless()).toEqual([{ user_id: 'worker', company_id: 'c1' }]);
    // a rebuild: the outbox stays, the list of people without address is learnt again, nothing is added
    await store.db.transaction((tx) => mailOutboxProjection.reset(tx));
    await store.db.transaction((tx) => mailOutboxProjection.apply(history, tx));
    expect(await outbox()).toEqual(expected);
  });

  it('queues for the person once they have an address', async () => {
    await store.db.transaction((tx) => mailOutboxProjection.apply([addressed('worker', 'w@firma.de', ''), posted('m5', ['worker', 'anna'])], tx));
    expect((await outbox()).filter((r) => r.startsWith('m5 '))).toEqual(['m5 anna', 'm5 worker']);
    expect(await mailless()).toEqual([]);
  });
});

/*
 * ADR 0033: a person pseudonymised has no e-mail address from then on, as a rebuild from the
 * rewritten log (every address of theirs '') lists them: no row is queued for them, the rows
 * queued before go, and the copy of a message no one else is mailed.
 */
describe('infolog mail outbox reactor and a person pseudonymised', () => {
  const store = useMigratedDb([...infologMigrations, maillessMigration]);
  const tables = async () => {
    const q = async (sql: string) => (await store.db.query(sql)).rows;
    return {
      outbox: await q('SELECT message_id, user_id, company_id, lang FROM inf_mail_outbox ORDER BY message_id, user_id'),
      messages: await q('SELECT message_id FROM inf_mail_messages ORDER BY message_id'),
      mailless: await q('SELECT * FROM inf_mailless_users ORDER BY user_id'),
      deleted: await q('SELECT * FROM inf_deleted_users ORDER BY user_id'),
    };
  };

  it('queues nothing for them from then on, drops their rows, and equals a rebuild from the rewritten log, fresh or in place', async () => {
    const before = [invited('anna', 'anna@firma.de'), invited('bert', 'bert@firma.de'), invited('carl', 'carl@firma.de'), posted('p1', ['anna', 'bert']), posted('p2', ['bert']), deleted('carl')];
    const bert = { subjectId: 'bert', pseudonym: 'BBBB-0001', dateOfBirthDropped: true };
    const carl = { subjectId: 'carl', pseudonym: 'CCCC-0001', dateOfBirthDropped: true };
    const first = rewriteRecorded(before, bert, 'erasure-90');
    const second = rewriteRecorded(first.events, carl, 'erasure-91');
    // bert's erasure in the batch of a message posted just before it
    const batch = [posted('p3', ['bert', 'anna']), recordedErasure(bert, first.rewritten, 90, 'c1'), recordedErasure(carl, second.rewritten, 91, 'c1'), posted('p4', ['bert', 'anna'])];
    await store.db.transaction((tx) => mailOutboxProjection.apply(before, tx));
    await store.db.transaction(async (tx) => {
      await mailOutboxProjection.apply(batch, tx);
      await mailOutboxProjection.apply(batch, tx);
    });
    const live = await tables();
    expect(live.outbox.map((r) => `${r.message_id} ${r.user_id}`)).toEqual(['p1 anna', 'p3 anna', 'p4 anna']);
    expect(live.messages.map((r) => r.message_id)).toEqual(['p1', 'p3', 'p4']);
    expect(live.mailless).toEqual([{ user_id: 'bert', company_id: 'c1' }]);

    // in place: reset keeps the outbox
    await store.db.transaction((tx) => mailOutboxProjection.reset(tx));
    await store.db.transaction((tx) => mailOutboxProjection.apply([...second.events, ...batch], tx));
    expect(await tables()).toEqual(live);
    // fresh: an empty outbox, one event a batch
    await store.db.transaction(async (tx) => {
      for (const t of ['inf_mail_outbox', 'inf_mail_messages']) await tx.query(`DELETE FROM ${t}`);
      await mailOutboxProjection.reset(tx);
    });
    for (const e of [...second.events, ...batch]) await store.db.transaction((tx) => mailOutboxProjection.apply([e], tx));
    expect(await tables()).toEqual(live);
  });
});
