import { beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/db';
import { createCompany, type TestCompany, type TestUser } from '../support/company';
import { loadConfig } from '../../src/platform/config';
import { useSmtpApp } from '../support/smtp-app';
import { mailMessageId } from '../../src/modules/infolog';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dbTargets())('infolog e-mails over SMTP on %s', (target) => {
  // retries after 100 ms, 200 ms, ... instead of 30 s, 1 min, ...
  const w = useSmtpApp(target, { config: { mailOutboxes: loadConfig({ INFOLOG_MAIL_RETRY_BASE_MS: '100' }).mailOutboxes } });
  let acme: TestCompany;
  let owner: TestUser;
  let members: TestUser[];
  let groupId: string;

  beforeAll(async () => {
    acme = await createCompany(w.t);
    owner = await acme.user('manager', 'Olga');
    members = [await acme.user('non-managing', 'Anna'), await acme.user('non-managing', 'Bernd'), await acme.user('manager', 'Clara')];
    const g = await w.api<{ id: string }>('POST', '/api/user-groups', { token: owner.token, body: { name: 'Team Mail' } });
    groupId = g.body.id;
    for (const m of members) await w.api('POST', `/api/user-groups/${groupId}/members`, { token: owner.token, body: { userId: m.id } });
  });

  const post = async (title: string, lang?: string) => {
    const res = await w.api<{ entry: { id: string }; emailsQueued: number }>('POST', `/api/user-groups/${groupId}/changelog`, {
      token: owner.token,
      body: { title, message: 'Sammelplatz ist der Parkplatz Nord.\nBitte pünktlich sein.' },
      ...(lang ? { lang } : {}),
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const mailsAbout = (messageId: string) => w.smtp.messages.filter((m) => m.messageId.startsWith(`<infolog.${messageId}.`));
  const outbox = async (messageId: string) =>
    (
      await w.t.app.kernel.db.query<{ user_id: string; status: string; attempts: number; sent_at: Date | null }>(
        'SELECT user_id, status, attempts, sent_at FROM inf_mail_outbox WHERE message_id = $1',
        [messageId],
      )
    ).rows;

  const setLanguage = async (u: TestUser, language: 'de' | 'en') =>
    expect((await w.api('PATCH', '/api/user/profile', { token: u.token, body: { language } })).status).toBe(200);

  it('sends one e-mail per member in the member\'s own language (not the poster\'s); a temporary SMTP failure is retried; nothing twice', async () => {
    const flaky = members[1]!;
    w.smtp.failOnce.add(flaky.email.toLowerCase());
    // Anna and Bernd chose English; Clara keeps German; the poster writes from a German page
    await setLanguage(members[0]!, 'en');
    await setLanguage(members[1]!, 'en');
    const { entry, emailsQueued } = await post('Evacuation drill', 'de');
    expect(emailsQueued).toBe(3);
    await expect.poll(() => mailsAbout(entry.id).length, { timeout: 15_000, interval: 50 }).toBe(3);
    // well beyond several backoff periods: still exactly one mail per member
    await sleep(800);
    const mails = mailsAbout(entry.id);
    expect(mails.map((m) => m.to).sort()).toEqual(members.map((m) => m.email.toLowerCase()).sort());
    expect(w.smtp.rcptAttempts.get(flaky.email.toLowerCase())).toBe(2);
    for (const [i, m] of members.entries()) {
      const mail = mails.find((x) => x.to === m.email.toLowerCase())!;
      expect(mail.messageId).toBe(mailMessageId(entry.id, m.id, w.t.app.kernel.config.mailFrom));
      expect(mail.messageId).toMatch(/^<infolog\.[0-9a-f-]+\.[0-9a-f-]+@unterweisung\.local>$/);
      expect(mail.text).toContain('Sammelplatz ist der Parkplatz Nord.');
      expect(mail.text).toContain(`/?highlight=${entry.id}`);
      if (i < 2) {
        expect(mail.subject).toBe('New message in "Team Mail": Evacuation drill');
        expect(mail.text).toContain(`Hello ${['Anna', 'Bernd'][i]},`);
        expect(mail.text).toContain('Olga Test posted a new message');
      } else {
        expect(mail.subject).toBe('Neue Nachricht in „Team Mail“: Evacuation drill');
        expect(mail.text).toContain('Hallo Clara,');
      }
    }
    const langs = await w.t.app.kernel.db.query<{ user_id: string; lang: string }>('SELECT user_id, lang FROM inf_mail_outbox WHERE message_id = $1', [entry.id]);
    expect(new Map(langs.rows.map((r) => [r.user_id, r.lang]))).toEqual(new Map([[members[0]!.id, 'en'], [members[1]!.id, 'en'], [members[2]!.id, 'de']]));
    await setLanguage(members[0]!, 'de');
    await setLanguage(members[1]!, 'de');
    const rows = await outbox(entry.id);
    expect(rows.every((r) => r.status === 'sent' && r.sent_at !== null)).toBe(true);
    expect(rows.find((r) => r.user_id === flaky.id)?.attempts).toBe(2);
    expect(rows.filter((r) => r.user_id !== flaky.id).map((r) => r.attempts)).toEqual([1, 1]);
  });

  it('writes German by default', async () => {
    const { entry } = await post('Brandschutzübung');
    await expect.poll(() => mailsAbout(entry.id).length, { timeout: 15_000, interval: 50 }).toBe(3);
    const mail = mailsAbout(entry.id)[0]!;
    expect(mail.subject).toBe('Neue Nachricht in „Team Mail“: Brandschutzübung');
    expect(mail.text).toContain('Olga Test hat im Infolog der Gruppe „Team Mail“ eine neue Nachricht veröffentlicht');
    expect(mail.text).toContain('Bitte pünktlich sein.');
  });

  it('a resend after a crash between sending and marking carries the same Message-ID', async () => {
    const { entry } = await post('Wiederholung');
    await expect.poll(() => mailsAbout(entry.id).length, { timeout: 15_000, interval: 50 }).toBe(3);
    // the peer has the mails; wait until the dispatcher has marked them too
    await expect.poll(async () => (await outbox(entry.id)).every((r) => r.status === 'sent'), { timeout: 15_000, interval: 50 }).toBe(true);
    const victim = members[0]!;
    // the state a crash right after the SMTP answer leaves behind: sent, but not marked
    await w.t.app.kernel.db.query(`UPDATE inf_mail_outbox SET status = 'pending', sent_at = NULL, next_attempt_at = now() WHERE message_id = $1 AND user_id = $2`, [entry.id, victim.id]);
    w.t.app.modules.infolog.dispatcher(w.t.app.kernel).wake();
    await expect.poll(() => mailsAbout(entry.id).length, { timeout: 15_000, interval: 50 }).toBe(4);
    const copies = mailsAbout(entry.id).filter((m) => m.to === victim.email.toLowerCase());
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toBe(copies[1]!.messageId);
  });

  it('gives up at once on a permanent rejection (550)', async () => {
    const gone = members[2]!;
    w.smtp.failAlways.add(gone.email.toLowerCase());
    try {
      const { entry } = await post('Dauerhaft abgelehnt');
      await expect.poll(async () => (await outbox(entry.id)).find((r) => r.user_id === gone.id)?.status, { timeout: 15_000, interval: 50 }).toBe('failed');
      await sleep(500);
      const row = (await outbox(entry.id)).find((r) => r.user_id === gone.id)!;
      expect(row.attempts).toBe(1);
      expect(mailsAbout(entry.id).map((m) => m.to).sort()).toEqual([members[0]!.email.toLowerCase(), members[1]!.email.toLowerCase()].sort());
    } finally {
      w.smtp.failAlways.clear();
    }
  });

  it('a rebuilt reactor mails nobody again; a stopped dispatcher sends nothing until started', async () => {
    const before = w.smtp.messages.length;
    await w.t.app.kernel.projections.rebuild('infolog.mailOutbox');
    w.t.app.modules.infolog.dispatcher(w.t.app.kernel).wake();
    await sleep(400);
    expect(w.smtp.messages.length).toBe(before);

    const dispatcher = w.t.app.modules.infolog.dispatcher(w.t.app.kernel);
    await dispatcher.stop();
    const { entry } = await post('Später');
    await sleep(400);
    expect(mailsAbout(entry.id)).toHaveLength(0);
    expect((await outbox(entry.id)).map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    await dispatcher.start();
    await expect.poll(() => mailsAbout(entry.id).length, { timeout: 15_000, interval: 50 }).toBe(3);
  });
});
