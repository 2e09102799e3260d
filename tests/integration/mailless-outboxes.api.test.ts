import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { MemoryMailer } from '../support/app';
import { createCompany } from '../support/company';
import { publishedTraining } from '../support/learning-steps';
import { useApiWorld } from '../support/world';

/*
 * Issue 33 item 7: nothing tries to mail an address that does not exist, and no mail outbox holds
 * such a mail. An employee without e-mail (personnel number only) gets the infolog message and the
 * bell's notifications in the product, but no row in `inf_mail_outbox` or `ntf_mail_outbox`; a
 * colleague in the same run does; once the person has an address, new mails are queued for them.
 */
describe.each(dbTargets())('people without e-mail address and the mail outboxes on %s', (target) => {
  const mailer = new MemoryMailer();
  const w = useApiWorld(target, { app: { mailer }, users: { admin: ['admin', 'Ada'], anna: ['non-managing', 'Anna'] } });
  let workerId = '';
  let groupId = '';
  const workerEmail = `uwe.${Date.now().toString(36)}@firma.de`;

  const rowsOf = async (sql: string, params: unknown[]) => (await w.t.app.kernel.db.query<{ user_id: string }>(sql, params)).rows.map((r) => r.user_id).sort();
  const post = async (title: string) => {
    const res = await w.api<{ entry: { id: string }; emailsQueued: number }>('POST', `/api/user-groups/${groupId}/changelog`, { token: w.admin.token, body: { title, message: 'Bitte lesen.' } });
    expect(res.status).toBe(201);
    return res.body;
  };
  const training = (title: string) => publishedTraining(w.api, w.admin, title, {}, 'Text');
  /** Assigns a training to the group and waits until the "assigned" notification of both members is recorded. */
  const assign = async (trainingId: string) => {
    expect((await w.api('POST', `/api/user-groups/${groupId}/trainings`, { token: w.admin.token, body: { trainingId, weeks: 4 } })).status).toBe(201);
    const bell = () => rowsOf(`SELECT user_id FROM ntf_notifications WHERE training_id = $1 AND kind = 'assigned'`, [trainingId]);
    await expect.poll(bell, { timeout: 15_000, interval: 50 }).toEqual([w.anna.id, workerId].sort());
  };
  const digestsOf = (trainingId: string) =>
    rowsOf(
      `SELECT o.user_id FROM ntf_mail_outbox o JOIN ntf_notifications n ON n.user_id = o.user_id AND n.mail_key = o.mail_key WHERE n.training_id = $1`,
      [trainingId],
    );

  beforeAll(async () => {
    const worker = await w.api<{ id: string; email: string }>('POST', '/api/users', {
      token: w.admin.token,
      body: { personnelNumber: `W-${Date.now().toString(36).slice(-6)}`, firstName: 'Uwe', lastName: 'Werker', role: 'non-managing' },
    });
    expect(worker.status).toBe(201);
    expect(worker.body.email).toBe('');
    workerId = worker.body.id;
    groupId = (await w.api<{ id: string }>('POST', '/api/user-groups', { token: w.admin.token, body: { name: 'Halle 3' } })).body.id;
    for (const id of [w.anna.id, workerId]) expect((await w.api('POST', `/api/user-groups/${groupId}/members`, { token: w.admin.token, body: { userId: id } })).status).toBe(201);
  });

  it('infolog: the worker gets the message but no outbox row; the colleague gets the mail', async () => {
    const { entry, emailsQueued } = await post('Hallenordnung');
    expect(emailsQueued).toBe(1);
    expect(await rowsOf('SELECT user_id FROM inf_mail_outbox WHERE message_id = $1', [entry.id])).toEqual([w.anna.id]);
    // the worker is a reader of the message (unread), in the product
    const status = await w.api<{ unreadBy: { id: string }[] }>('GET', `/api/changelog/${entry.id}/read-status`, { token: w.admin.token });
    expect(status.body.unreadBy.map((u) => u.id).sort()).toEqual([w.anna.id, workerId].sort());
    await expect.poll(() => mailer.sent.filter((m) => m.messageId?.startsWith(`<infolog.${entry.id}.`)).map((m) => m.to), { timeout: 15_000, interval: 50 }).toEqual([w.anna.email]);
  });

  it('notifications: the worker has the bell entry without mail key and no outbox row; the colleague gets the digest', async () => {
    const trainingId = await training('Hallenkran');
    await assign(trainingId);
    expect(await digestsOf(trainingId)).toEqual([w.anna.id]);
    const { rows } = await w.t.app.kernel.db.query<{ mail_key: string | null }>('SELECT mail_key FROM ntf_notifications WHERE user_id = $1 AND training_id = $2', [workerId, trainingId]);
    expect(rows).toEqual([{ mail_key: null }]);
    expect(await rowsOf('SELECT user_id FROM ntf_mail_outbox WHERE user_id = $1', [workerId])).toEqual([]);
  });

  it('once the worker has an address, new infolog mails and notification digests are queued and sent to it', async () => {
    const edited = await w.api<{ email: string }>('PATCH', `/api/users/${workerId}`, { token: w.admin.token, body: { email: workerEmail } });
    expect(edited.status).toBe(200);
    expect(edited.body.email).toBe(workerEmail);
    const { entry, emailsQueued } = await post('Neue Schichtzeiten');
    expect(emailsQueued).toBe(2);
    expect(await rowsOf('SELECT user_id FROM inf_mail_outbox WHERE message_id = $1', [entry.id])).toEqual([w.anna.id, workerId].sort());
    const trainingId = await training('Brandschutz Halle');
    await assign(trainingId);
    expect(await digestsOf(trainingId)).toEqual([w.anna.id, workerId].sort());
    // (besides the notice of the new sign-in address) the infolog mail and one digest, about the new training only
    const toWorker = () => mailer.sent.filter((m) => m.to === workerEmail && /^<(infolog|notifications)\./.test(m.messageId ?? ''));
    await expect.poll(() => toWorker().length, { timeout: 15_000, interval: 50 }).toBe(2);
    expect(toWorker().map((m) => m.subject).sort()).toEqual(['Neue Nachricht in „Halle 3“: Neue Schichtzeiten', 'Neue Unterweisung: Brandschutz Halle']);
  });

  it('deleting a company removes its people without address from both modules\' lists', async () => {
    const doomed = await createCompany(w.t);
    const dora = await w.api<{ id: string }>('POST', '/api/users', { token: doomed.root.token, body: { personnelNumber: 'D-1', firstName: 'Dora', lastName: 'Weg', role: 'non-managing' } });
    expect(dora.status).toBe(201);
    const lists = async (companyId: string) => [
      ...(await rowsOf('SELECT user_id FROM inf_mailless_users WHERE company_id = $1', [companyId])),
      ...(await rowsOf('SELECT user_id FROM ntf_mailless_users WHERE company_id = $1', [companyId])),
    ];
    // notifications.mailless is awaited by every command; the infolog reactor follows on its own
    await expect.poll(() => lists(doomed.id), { timeout: 15_000, interval: 50 }).toEqual([dora.body.id, dora.body.id]);
    const login = await w.api<{ token: string }>('POST', '/api/auth/login', { body: { email: 'master@test.local', password: 'master-secret-1' } });
    expect((await w.api('DELETE', `/api/master/companies/${doomed.id}`, { token: login.body.token })).status).toBe(204);
    expect(await lists(doomed.id)).toEqual([]);
  });
});
